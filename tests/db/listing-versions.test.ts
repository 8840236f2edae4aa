// Issue 30: a listing is the seller's to manage. Drafts, edits of published listings with their
// versions, structured facts with a visibility per fact, and that a fact or figure kept for buyers
// with access never reaches a teaser reader by any path (select, embed, RPC, search, versions).
// Through the HTTP API as the users themselves and as other users with their own tokens.
import { beforeAll, describe, expect, it } from 'vitest';
import { createUser, giveBillingInfo, serviceIdentity, type Identity } from './support/identities';
import { dealWithAccess, dealWithNda, rest } from './support/deals';
import { withDb } from '../support/db';

const thisYear = Number(
  new Intl.DateTimeFormat('en', { timeZone: 'Europe/Berlin', year: 'numeric' }).format(new Date()),
);

// Figures whose digits appear nowhere else, so a leak is found by searching the response text.
const SECRET_EBITDA = 613_579;
const SECRET_REVENUE = 4_871_113;
const SECRET_STAFF = 4_177;

const base = {
  p_type: 'sell' as const,
  p_industry: 'Manufacturing' as const,
  p_revenue: '2M-5M' as const,
  p_employees: '11-50' as const,
  p_location: 'Germany' as const,
  p_description: 'Confidential description naming Versionen GmbH',
  p_anonymized_description: 'Precision parts maker in Bavaria',
  p_full_details: 'Full details for buyers with access',
};

const figures = (ebitda2: number) => [
  { year: thisYear - 3, revenue_eur: 4_000_000, ebitda_eur: 400_000 },
  { year: thisYear - 2, revenue_eur: 4_400_000, ebitda_eur: 480_000 },
  { year: thisYear - 1, revenue_eur: SECRET_REVENUE, ebitda_eur: ebitda2 },
  { year: thisYear, revenue_eur: 5_200_000, ebitda_eur: 700_000 },
];

let seller: Identity;
let teaserBuyer: Identity;
let accessBuyer: Identity;
let stranger: Identity;

beforeAll(async () => {
  [seller, teaserBuyer, accessBuyer, stranger] = await Promise.all([
    createUser('versions-seller', { role: 'company', status: 'verified' }),
    createUser('versions-teaser', { role: 'investor', status: 'verified' }),
    createUser('versions-access', { role: 'investor', status: 'verified' }),
    createUser('versions-stranger', { role: 'investor', status: 'verified' }),
  ]);
  await Promise.all([giveBillingInfo(teaserBuyer), giveBillingInfo(accessBuyer)]);
});

async function create(title: string, extra: Record<string, unknown> = {}): Promise<string> {
  const { data, error } = await seller.client.rpc('create_listing', {
    ...base,
    p_title: title,
    ...extra,
  } as never);
  expect(error).toBeNull();
  return data as string;
}

/** The full edit the form sends: every field, with the given changes. */
const edit = (who: Identity, id: string, title: string, extra: Record<string, unknown> = {}) =>
  who.client.rpc('update_listing', {
    p_listing_id: id,
    ...base,
    p_title: title,
    ...extra,
  } as never);

describe('drafts', () => {
  it('a draft is its owner alone; publishing makes it public; it never becomes a draft again', async () => {
    const id = await create('Draft Entwurf GmbH', {
      p_publish: false,
      p_asking_price_eur: 2_500_000,
    });
    const own = await seller.client.from('listings').select('status').eq('id', id).single();
    expect(own.data).toEqual({ status: 'draft' });
    const other = await stranger.client.from('listings').select('id').eq('id', id);
    expect(other.data).toEqual([]);
    const found = await stranger.client.rpc('search_listings', { p_search: 'precision parts' });
    expect((found.data ?? []).map((l: { id: string }) => l.id)).not.toContain(id);
    // No deal on a draft.
    const nda = await stranger.client
      .from('nda_signatures')
      .insert({ listing_id: id, signer_name: 'Stranger' });
    expect(nda.error).not.toBeNull();

    // Edits of a draft are no versions (it has no buyers yet).
    expect((await edit(seller, id, 'Draft Entwurf 2 GmbH')).error).toBeNull();
    const versions = await seller.client.from('listing_versions').select('id').eq('listing_id', id);
    expect(versions.data).toEqual([]);

    const published = await seller.client.rpc('set_listing_status', {
      p_listing_id: id,
      p_status: 'active',
    });
    expect(published.error).toBeNull();
    const now = await stranger.client.from('listings').select('id, status').eq('id', id).single();
    expect(now.data).toEqual({ id, status: 'active' });

    const back = await seller.client.rpc('set_listing_status', {
      p_listing_id: id,
      p_status: 'draft',
    });
    expect(back.error?.code).toBe('22023');
    const direct = await rest(seller, 'PATCH', `listings?id=eq.${id}`, { status: 'draft' });
    expect(direct.status).toBe(400);
    expect(direct.body.message).toBe('A published listing cannot become a draft again');
  });
});

describe('editing a published listing keeps its history', () => {
  let id: string;
  let teaserDeal: string;
  let accessDeal: string;

  beforeAll(async () => {
    id = await create('Versionen GmbH', {
      p_asking_price_eur: 3_000_000,
      p_facts: {
        staff_count: SECRET_STAFF,
        founded_year: 1987,
        legal_form: 'gmbh',
        region: 'DE-BY',
        sale_reason: 'succession',
        owner_dependence: 'high',
        real_estate: 'leased',
        financials_visibility: 'teaser',
        region_visibility: 'teaser',
        owner_dependence_visibility: 'access',
      },
      p_financials: figures(560_000),
    });
    teaserDeal = await dealWithNda(teaserBuyer, id);
    accessDeal = await dealWithAccess(accessBuyer, seller, id);
    // The seller corrects the price and one year's EBITDA, the title and the owner dependence.
    const edited = await edit(seller, id, 'Versionen Präzision GmbH', {
      p_asking_price_eur: 2_750_000,
      p_price: 'plus inventory',
      p_facts: {
        staff_count: SECRET_STAFF,
        founded_year: 1987,
        legal_form: 'gmbh',
        region: 'DE-BY',
        sale_reason: 'succession',
        owner_dependence: 'medium',
        real_estate: 'leased',
        financials_visibility: 'teaser',
        region_visibility: 'teaser',
        owner_dependence_visibility: 'access',
      },
      p_financials: figures(SECRET_EBITDA),
    });
    expect(edited.error).toBeNull();
  });

  it('one edit is one version: teaser and access changes with their values, for the owner', async () => {
    const { data, error } = await seller.client
      .from('listing_versions')
      .select('changed_by, changes')
      .eq('listing_id', id);
    expect(error).toBeNull();
    expect(data).toHaveLength(1);
    expect(data![0].changed_by).toBe(seller.id);
    const changes = data![0].changes as {
      field: string;
      tier: string;
      from: unknown;
      to: unknown;
    }[];
    expect(changes).toEqual(
      expect.arrayContaining([
        { field: 'asking_price_eur', tier: 'teaser', from: 3_000_000, to: 2_750_000 },
        { field: 'price', tier: 'teaser', from: null, to: 'plus inventory' },
        { field: 'title', tier: 'access', from: 'Versionen GmbH', to: 'Versionen Präzision GmbH' },
        { field: 'owner_dependence', tier: 'access', from: 'high', to: 'medium' },
        {
          field: `financials.${thisYear - 1}.ebitda_eur`,
          tier: 'access',
          from: 560_000,
          to: SECRET_EBITDA,
        },
      ]),
    );
    // The margin band moved with the EBITDA (560k/4.87M = 11.5 % -> 613k = 12.6 %: same band),
    // so no teaser change is invented for it.
    expect(changes.map((c) => c.field)).not.toContain('ebitda_margin_band');
  });

  it('nobody but the owner and admins reads the versions table', async () => {
    for (const who of [teaserBuyer, accessBuyer, stranger]) {
      const { data, error } = await who.client
        .from('listing_versions')
        .select('*')
        .eq('listing_id', id);
      expect(error).toBeNull();
      expect(data).toEqual([]);
      const embedded = await who.client
        .from('listings')
        .select('id, listing_versions(changes)')
        .eq('id', id)
        .single();
      expect(embedded.data?.listing_versions).toEqual([]);
    }
  });

  it('versions cannot be written or changed by anybody', async () => {
    const insert = await rest(seller, 'POST', 'listing_versions', { listing_id: id, changes: [] });
    expect(insert.status).toBe(403);
    const patch = await rest(seller, 'PATCH', `listing_versions?listing_id=eq.${id}`, {
      changes: [],
    });
    expect([403, 404]).toContain(patch.status);
    const service = await serviceIdentity()
      .client.from('listing_versions')
      .update({ changes: [] })
      .eq('listing_id', id)
      .select();
    expect(service.error?.message).toBe('Listing versions cannot be changed');
  });

  it('a buyer after the NDA sees the teaser changes only, never a value kept for access', async () => {
    const { data, error } = await teaserBuyer.client.rpc('listing_changes_for_deal', {
      p_deal_id: teaserDeal,
    });
    expect(error).toBeNull();
    expect(data).toHaveLength(1);
    const fields = (data![0].changes as { field: string; tier: string }[]).map((c) => c.field);
    expect(fields).toEqual(expect.arrayContaining(['asking_price_eur', 'price']));
    expect(fields.every((f) => ['asking_price_eur', 'price'].includes(f))).toBe(true);
    const text = JSON.stringify(data);
    for (const secret of [
      SECRET_EBITDA,
      SECRET_REVENUE,
      'Präzision',
      'medium',
      'owner_dependence',
    ]) {
      expect(text).not.toContain(String(secret));
    }
  });

  it('a buyer with access sees every change, with values', async () => {
    const { data } = await accessBuyer.client.rpc('listing_changes_for_deal', {
      p_deal_id: accessDeal,
    });
    const fields = (data![0].changes as { field: string }[]).map((c) => c.field);
    expect(fields).toEqual(
      expect.arrayContaining([
        'asking_price_eur',
        'title',
        `financials.${thisYear - 1}.ebitda_eur`,
      ]),
    );
    expect(JSON.stringify(data)).toContain(String(SECRET_EBITDA));
  });

  it("another user's deal is not found", async () => {
    const { error } = await stranger.client.rpc('listing_changes_for_deal', {
      p_deal_id: teaserDeal,
    });
    expect(error?.code).toBe('PT404');
    const theirs = await teaserBuyer.client.rpc('listing_changes_for_deal', {
      p_deal_id: accessDeal,
    });
    expect(theirs.error?.code).toBe('PT404');
  });

  it("the buyer's deal list marks the deal updated, the confidential mark only with access", async () => {
    const select = 'id, listing:listings(changed_at, listing_details(changed_at))';
    const teaser = await teaserBuyer.client
      .from('deals')
      .select(select)
      .eq('id', teaserDeal)
      .single();
    expect(teaser.error).toBeNull();
    expect(teaser.data!.listing!.changed_at).not.toBeNull();
    expect(teaser.data!.listing!.listing_details).toBeNull();
    const access = await accessBuyer.client
      .from('deals')
      .select(select)
      .eq('id', accessDeal)
      .single();
    expect(access.data!.listing!.listing_details!.changed_at).not.toBeNull();
  });

  it('facts and figures kept for access reach a teaser reader by no path; bands shown in the teaser do', async () => {
    for (const who of [teaserBuyer, stranger]) {
      const facts = await who.client.from('listing_facts').select('*').eq('listing_id', id);
      expect(facts.data).toEqual([]);
      const figuresRead = await who.client
        .from('listing_financials')
        .select('*')
        .eq('listing_id', id);
      expect(figuresRead.data).toEqual([]);
      const embed = await who.client
        .from('listings')
        .select('*, listing_facts(*), listing_financials(*), listing_details(*)')
        .eq('id', id)
        .single();
      expect(embed.error).toBeNull();
      const row = embed.data as Record<string, unknown>;
      expect(row.listing_facts).toBeNull();
      expect(row.listing_financials).toEqual([]);
      expect(row.listing_details).toBeNull();
      // Bands the owner shows: EBITDA 500k-1M, margin 10-15 %, growth 10-25 %, region, decade.
      expect(row).toMatchObject({
        ebitda_band_min_eur: 500_000,
        ebitda_band_max_eur: 1_000_000,
        ebitda_margin_band: '10-15',
        revenue_growth_band: '10-25',
        region: 'DE-BY',
        founded_decade: 1980,
        owner_dependence: null,
      });
      const text = JSON.stringify(embed.data);
      for (const secret of [SECRET_EBITDA, SECRET_REVENUE, SECRET_STAFF]) {
        expect(text).not.toContain(String(secret));
      }
      const search = await who.client.rpc('search_listings', { p_search: 'precision parts' });
      expect(JSON.stringify(search.data)).not.toContain(String(SECRET_EBITDA));
      const overview = await who.client.rpc('deal_overview', { p_deal_id: teaserDeal });
      expect(JSON.stringify(overview.data ?? null)).not.toContain(String(SECRET_EBITDA));
    }
    const withAccess = await accessBuyer.client
      .from('listing_financials')
      .select('year, ebitda_eur, is_plan')
      .eq('listing_id', id)
      .order('year');
    expect(withAccess.data).toHaveLength(4);
    expect(withAccess.data![2]).toEqual({
      year: thisYear - 1,
      ebitda_eur: SECRET_EBITDA,
      is_plan: false,
    });
    expect(withAccess.data![3].is_plan).toBe(true);
  });

  it('no live or notification path carries them: Realtime streams no listing table, notices hold no figure', async () => {
    // Realtime hands out only the changes of the tables in its publication.
    const published = await withDb(async (client) => {
      const { rows } = await client.query<{ tablename: string }>(
        "select tablename from pg_publication_tables where pubname = 'supabase_realtime'",
      );
      return rows.map((r) => r.tablename);
    });
    expect(published.length).toBeGreaterThan(0);
    for (const table of [
      'listings',
      'listing_details',
      'listing_facts',
      'listing_financials',
      'listing_versions',
    ])
      expect(published).not.toContain(table);
    // What the edit told the teaser reader (bell, thread, the emails queued for them): no figure kept
    // for access.
    const emails = await withDb(async (client) => {
      const { rows } = await client.query(
        'select kind, payload from private.email_outbox where user_id = $1',
        [teaserBuyer.id],
      );
      return JSON.stringify(rows);
    });
    for (const secret of [SECRET_EBITDA, SECRET_REVENUE, SECRET_STAFF])
      expect(emails).not.toContain(String(secret));
    for (const [table, column] of [
      ['notifications', 'payload'],
      ['deal_messages', 'body'],
    ] as const) {
      const { data, error } = await teaserBuyer.client.from(table).select(column);
      expect(error).toBeNull();
      const text = JSON.stringify(data);
      for (const secret of [SECRET_EBITDA, SECRET_REVENUE, SECRET_STAFF])
        expect(text).not.toContain(String(secret));
    }
  });

  it('the owner hides the financials: the bands leave the teaser, as a teaser change', async () => {
    const hidden = await edit(seller, id, 'Versionen Präzision GmbH', {
      p_asking_price_eur: 2_750_000,
      p_price: 'plus inventory',
      p_facts: { financials_visibility: 'access', region: 'DE-BY', region_visibility: 'access' },
      p_financials: figures(SECRET_EBITDA),
    });
    expect(hidden.error).toBeNull();
    const row = await teaserBuyer.client
      .from('listings')
      .select('ebitda_band_min_eur, ebitda_margin_band, revenue_growth_band, region')
      .eq('id', id)
      .single();
    expect(row.data).toEqual({
      ebitda_band_min_eur: null,
      ebitda_margin_band: null,
      revenue_growth_band: null,
      region: null,
    });
    const seen = await teaserBuyer.client.rpc('listing_changes_for_deal', {
      p_deal_id: teaserDeal,
    });
    const fields = (seen.data![0].changes as { field: string }[]).map((c) => c.field);
    expect(fields).toEqual(expect.arrayContaining(['ebitda_margin_band', 'region']));
    expect(fields).not.toContain('staff_count');
  });

  it('the audit trail keeps who changed which fields', async () => {
    const { data } = await seller.client
      .from('audit_events')
      .select('actor_id, detail')
      .eq('listing_id', id)
      .eq('event_type', 'listing_edited')
      .order('id');
    expect(data!.length).toBeGreaterThan(0);
    expect(data![0].actor_id).toBe(seller.id);
    const fields = data!.flatMap((e) => (e.detail as { fields: string[] }).fields);
    expect(fields).toEqual(expect.arrayContaining(['asking_price_eur', 'title']));
  });

  it('only the owner (or an admin) edits: others get not found, nothing changes', async () => {
    const other = await edit(stranger, id, 'Hijacked GmbH');
    expect(other.error?.code).toBe('PT404');
    const buyer = await edit(accessBuyer, id, 'Hijacked GmbH');
    expect(buyer.error?.code).toBe('PT404');
    const title = await seller.client
      .from('listing_details')
      .select('title')
      .eq('listing_id', id)
      .single();
    expect(title.data).toEqual({ title: 'Versionen Präzision GmbH' });
  });
});

describe('facts and figures are checked by the database', () => {
  it('figures only for the last three years and this year, sane amounts; missing fields named', async () => {
    const id = await create('Checks GmbH');
    const old = await edit(seller, id, 'Checks GmbH', {
      p_financials: [{ year: thisYear - 4, revenue_eur: 1_000_000 }],
    });
    expect(old.error?.code).toBe('22023');
    const twice = await edit(seller, id, 'Checks GmbH', {
      p_financials: [
        { year: thisYear - 1, revenue_eur: 1 },
        { year: thisYear - 1, revenue_eur: 2 },
      ],
    });
    expect(twice.error?.code).toBe('22023');
    const negative = await edit(seller, id, 'Checks GmbH', {
      p_financials: [{ year: thisYear - 1, revenue_eur: -5 }],
    });
    expect(negative.error?.code).toBe('23514');
    const staff = await edit(seller, id, 'Checks GmbH', { p_facts: { staff_count: -1 } });
    expect(staff.error?.code).toBe('23514');
    const badPrice = await edit(seller, id, 'Checks GmbH', { p_asking_price_eur: 25 });
    expect(badPrice.error?.code).toBe('23514');
    const missing = await edit(seller, id, '  ');
    expect(missing.error?.message).toBe('Missing required fields: title');
    // A loss is a figure (EBITDA may be negative) and gives the loss band.
    const loss = await edit(seller, id, 'Checks GmbH', {
      p_financials: [{ year: thisYear - 1, revenue_eur: 1_000_000, ebitda_eur: -50_000 }],
    });
    expect(loss.error).toBeNull();
    const row = await stranger.client
      .from('listings')
      .select('ebitda_margin_band, ebitda_band_min_eur, ebitda_band_max_eur')
      .eq('id', id)
      .single();
    expect(row.data).toEqual({
      ebitda_margin_band: 'negative',
      ebitda_band_min_eur: null,
      ebitda_band_max_eur: 0,
    });
  });
});
