// The band requirement (issue 19), read side: a buyer opens the deal page of a listing whose owner
// requires a verified buying capacity. The page says beforehand whether the buyer's band meets it
// (src/features/buyer-profile/components/CapacityRequirementNotice.tsx); the database decides when
// they ask for access (the deals trigger of 20261125300004). What the page sends, at once:
// - the listing's required band: listings?select=required_capacity_band&id=eq.<id>
//   (fetchListingRequirement);
// - the buyer's own band and their proofs of funds, newest first (fetchMyCapacity): buying_capacity
//   by user_id, capacity_proofs by user_id ordered by submitted_at, at most 10.
// Measured as the investor bench-user-5 (verified band) over up to 50 of their deals' listings that
// carry a requirement (bench/generate.sql: one active listing in five). Common budgets, and
// p95 ≤ 30 ms for the group.
import { withClient } from '../../stack/lib/postgres.mjs';

export const REQUIREMENT_BUDGET_P95_MS = 30;

async function check(response, what) {
  if (!response.ok) throw new Error(`${what}: HTTP ${response.status} ${(await response.text()).slice(0, 300)}`);
  return response.json();
}

/** Listings with a required band on which the buyer has a deal (the deal page they open). */
export async function capacityFixtures(cfg, { investorId }) {
  return withClient(cfg, async (client) => {
    const present = (await client.query("select to_regclass('public.capacity_proofs') is not null as ok")).rows[0].ok;
    if (!present) return { listingIds: [] };
    const { rows } = await client.query(
      `select d.listing_id from public.deals d join public.listings l on l.id = d.listing_id
        where d.buyer_id = $1 and l.required_capacity_band is not null
        order by d.listing_id limit 50`,
      [investorId],
    );
    return { listingIds: rows.map((row) => row.listing_id) };
  });
}

export function capacityCases({ listingIds }) {
  if (!listingIds.length) throw new Error('band requirement case: the measured buyer has no deal on a listing with a required band');
  let next = 0;
  return [
    {
      id: 'band-requirement',
      label: 'Band requirement on a deal page (required band, own band, own proofs)',
      as: 'investor',
      p95BudgetMs: REQUIREMENT_BUDGET_P95_MS,
      run: async (client) => {
        const id = listingIds[next++ % listingIds.length];
        const [listing, band, proofs] = await Promise.all([
          check(await client.get(`/rest/v1/listings?select=required_capacity_band&id=eq.${id}`), 'listing requirement'),
          check(
            await client.get(`/rest/v1/buying_capacity?select=user_id,band,verified_at,expires_at&user_id=eq.${client.sub}`),
            'own band',
          ),
          check(
            await client.get(
              `/rest/v1/capacity_proofs?select=id,file_name,status,band,note,submitted_at,decided_at&user_id=eq.${client.sub}&order=submitted_at.desc&limit=10`,
            ),
            'own proofs',
          ),
        ]);
        if (!listing[0]?.required_capacity_band) throw new Error(`listing ${id}: no required band in ${JSON.stringify(listing)}`);
        if (band.length !== 1 || proofs.length < 1) throw new Error(`the buyer's band/proofs: ${band.length}/${proofs.length} rows`);
      },
    },
  ];
}
