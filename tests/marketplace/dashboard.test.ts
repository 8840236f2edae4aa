// Every dashboard figure (the fetcher the dashboard uses, public.my_dashboard_stats) against values
// computed from the seeded data through the service role.
import { describe, expect, it } from 'vitest';
import { fetchDashboardStats } from '../../src/features/dashboard/api/fetch-dashboard-stats';
import { serviceClient } from '../support/accounts';
import { clientAs, USERS, type SeedUser } from './support';

async function rows<T>(p: PromiseLike<{ data: T[] | null; error: { message: string } | null }>): Promise<T[]> {
  const { data, error } = await p;
  if (error) throw new Error(error.message);
  return data ?? [];
}

/** The figures of one user, computed from the tables. */
async function expectedFigures(user: SeedUser) {
  const db = serviceClient();
  const uid = USERS[user].id;
  const own = await rows(db.from('listings').select('id, status, success_fee_eur, deal_won_at').eq('user_id', uid));
  const ownIds = own.map((l) => l.id);
  const onOwn = <T extends { listing_id: string }>(list: T[]) => list.filter((r) => ownIds.includes(r.listing_id));
  const inquiries = await rows(db.from('inquiries').select('listing_id, user_id, status'));
  const ndas = await rows(db.from('nda_signatures').select('listing_id, user_id'));
  const views = await rows(db.from('listing_views').select('listing_id, user_id'));
  // The owner's figures come from the pipeline's source (issue 32): deals and the owner's unread.
  const deals = await rows(db.from('deals').select('id, listing_id, buyer_id'));
  const ownDeals = onOwn(deals);
  const reads = await rows(db.from('deal_reads').select('deal_id, user_id, unread_count').eq('user_id', uid));
  // Won deals only: a listing its owner withdrew is closed but no deal.
  const won = own.filter((l) => l.deal_won_at !== null);
  return {
    active_listings: own.filter((l) => l.status === 'active').length,
    successful_deals: won.length,
    total_earnings_eur: won.reduce((sum, l) => sum + (l.success_fee_eur ?? 0), 0),
    profile_views: onOwn(views).length,
    interested_parties: new Set(ownDeals.map((d) => d.buyer_id)).size,
    new_messages: reads
      .filter((r) => ownDeals.some((d) => d.id === r.deal_id))
      .reduce((sum, r) => sum + r.unread_count, 0),
    ndas_signed: onOwn(ndas).length,
    interests: inquiries.filter((i) => i.user_id === uid).length,
    listings_viewed: new Set(views.filter((v) => v.user_id === uid).map((v) => v.listing_id)).size,
    ndas: ndas.filter((n) => n.user_id === uid).length,
    views: views.filter((v) => v.user_id === uid).length,
  };
}

describe('dashboard figures', () => {
  it.each(['scout', 'seller', 'investor', 'investor2', 'investor3'] as const)(
    'match the data for %s',
    async (user) => {
      const client = await clientAs(user);
      const [got, want] = [await fetchDashboardStats(client), await expectedFigures(user)];
      expect(got).toMatchObject(want);
    },
  );

  it('are not the spec placeholder figures (seeded scout and seller)', async () => {
    const scout = await fetchDashboardStats(await clientAs('scout'));
    expect(scout.role).toBe('scout');
    expect(scout.successful_deals).toBe(2); // listings 38 and 39
    expect(scout.total_earnings_eur).toBe(7500); // 4,500 + 3,000 EUR
    const seller = await fetchDashboardStats(await clientAs('seller'));
    expect(seller.role).toBe('company');
    expect(seller.ndas_signed).toBe(2); // investor@ and investor2@ on CloudTax
    const investor = await fetchDashboardStats(await clientAs('investor'));
    expect(investor.ndas).toBe(2);
    expect(investor.listings_viewed).toBe(3);
  });

  it('follow a new inquiry and a recorded view (investor3, on a scout listing)', async () => {
    const investor3 = await clientAs('investor3');
    const listingId = 'b0000000-0000-4000-8000-000000000005';
    const before = await fetchDashboardStats(investor3);
    const { data: inq, error } = await investor3
      .from('inquiries')
      .insert({ listing_id: listingId, message: 'Integration test inquiry' })
      .select('id')
      .single();
    expect(error).toBeNull();
    const view = await investor3.rpc('record_listing_view', { p_listing_id: listingId });
    expect(view.error).toBeNull();
    try {
      const after = await fetchDashboardStats(investor3);
      expect(after.interests).toBe(before.interests + 1);
      expect(after.views).toBe(before.views + 1);
      expect(after).toMatchObject(await expectedFigures('investor3'));
      expect(await fetchDashboardStats(await clientAs('scout'))).toMatchObject(await expectedFigures('scout'));
    } finally {
      await serviceClient().from('inquiries').delete().eq('id', inq!.id);
      await serviceClient().from('listing_views').delete().eq('user_id', USERS.investor3.id).eq('listing_id', listingId);
    }
  });
});
