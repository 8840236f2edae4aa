// Access decisions (the owner decides; an admin intervenes on the deal, with a reason), closing
// deals with a success fee, inquiries and support messages through the fetchers and mutations of
// src/features/admin/api and src/features/deals/api, signed in as the seeded admin.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { closeListing } from '../../src/features/admin/api/close-listing';
import { fetchInquiries } from '../../src/features/admin/api/get-inquiries';
import {
  fetchActiveListingOptions,
  fetchListings,
} from '../../src/features/admin/api/get-listings';
import { fetchMessages } from '../../src/features/admin/api/get-messages';
import { moveDeal } from '../../src/features/deals/api/move-deal';
import { serviceClient } from '../support/accounts';
import {
  type Client,
  createListing,
  pendingUnlockRequest,
  SEEDED_ADMIN,
  signIn,
  signUp,
} from './support';

const service = serviceClient();
let admin: Client;

beforeAll(async () => {
  admin = await signIn(SEEDED_ADMIN.email);
});

async function unlockRow(id: string) {
  const { data, error } = await service.from('unlock_requests').select('*').eq('id', id).single();
  if (error) throw new Error(error.message);
  return data;
}

async function listingRow(id: string) {
  const { data, error } = await service.from('listings').select('*').eq('id', id).single();
  if (error) throw new Error(error.message);
  return data;
}

/** The deal of the request's investor on its listing. */
async function dealOf(listingId: string, buyerId: string) {
  const { data, error } = await service
    .from('deals')
    .select('*')
    .eq('listing_id', listingId)
    .eq('buyer_id', buyerId)
    .single();
  if (error) throw new Error(error.message);
  return data;
}

/** The row with this id, following the pages of an admin list (newest first) until it shows. */
async function findOnPages<Row extends { id: string }>(
  fetchPage: (page: number) => Promise<{ rows: Row[] }>,
  id: string,
): Promise<Row | undefined> {
  for (let page = 1; ; page += 1) {
    const { rows } = await fetchPage(page);
    const row = rows.find((r) => r.id === id);
    if (row || rows.length < 100) return row;
  }
}

const newestFirst = (rows: { createdAt: string }[]) =>
  rows.every((row, i) => i === 0 || rows[i - 1].createdAt >= row.createdAt);

// The admin console's legacy queue of unlock requests is gone (issue 32): the deal is the one truth,
// and the owner decides. An admin intervenes on the deal page, with a reason and a note.
describe('access decisions: the owner decides, an admin intervenes with a reason', () => {
  it("an admin grants in the owner's place only with a reason and a note; the investor then reads the details", async () => {
    const { requestId, listingId, investor } = await pendingUnlockRequest();
    const deal = await dealOf(listingId, investor.id);
    expect(deal.stage).toBe('access_requested');
    const before = await investor.client
      .from('listing_details')
      .select('title')
      .eq('listing_id', listingId);
    expect(before.data).toEqual([]);

    await expect(moveDeal(admin, deal.id, 'access_granted')).rejects.toMatchObject({
      code: '22023',
    });
    await expect(
      moveDeal(admin, deal.id, 'access_granted', { code: 'owner_request' }),
    ).rejects.toMatchObject({ code: '22023' });
    expect((await unlockRow(requestId)).status).toBe('pending');

    await moveDeal(admin, deal.id, 'access_granted', {
      code: 'owner_request',
      note: 'The owner asked us by phone',
    });
    const row = await unlockRow(requestId);
    expect(row.status).toBe('approved');
    expect(row.decided_by).toBe(SEEDED_ADMIN.id);
    expect(row.decided_at).toBeTruthy();
    expect((await dealOf(listingId, investor.id)).stage).toBe('access_granted');
    const after = await investor.client
      .from('listing_details')
      .select('title')
      .eq('listing_id', listingId);
    expect(after.data).toHaveLength(1);
    // Deciding twice is refused.
    await expect(
      moveDeal(admin, deal.id, 'declined', { code: 'other', note: 'second thoughts' }),
    ).rejects.toMatchObject({ code: '22023' });
    expect((await unlockRow(requestId)).status).toBe('approved');
  });

  it('an admin declines with a reason: rejected; the details stay closed', async () => {
    const { requestId, listingId, investor } = await pendingUnlockRequest();
    const deal = await dealOf(listingId, investor.id);
    await moveDeal(admin, deal.id, 'declined', {
      code: 'information_incomplete',
      note: 'Owner unreachable for weeks',
    });
    const row = await unlockRow(requestId);
    expect(row.status).toBe('rejected');
    expect(row.decided_by).toBe(SEEDED_ADMIN.id);
    const details = await investor.client
      .from('listing_details')
      .select('title')
      .eq('listing_id', listingId);
    expect(details.data).toEqual([]);
  });

  it("someone neither admin nor the listing's owner deciding is refused and nothing changes", async () => {
    const { requestId, listingId, investor } = await pendingUnlockRequest();
    const deal = await dealOf(listingId, investor.id);
    const before = await unlockRow(requestId);
    // The buyer cannot decide for the owner; to another seller the deal does not exist.
    await expect(moveDeal(investor.client, deal.id, 'access_granted')).rejects.toMatchObject({
      code: '42501',
    });
    const seller = await signIn('seller@dealbridge.test');
    await expect(moveDeal(seller, deal.id, 'access_granted')).rejects.toMatchObject({
      code: 'PT404',
    });
    expect(await unlockRow(requestId)).toEqual(before);
  });
});

describe('closing a deal with its success fee', () => {
  it('closes an active listing and records the fee; the lists follow', async () => {
    const scout = await signUp('scout', { verified: true, label: 'closer' });
    const listingId = await createListing(scout.client, 'Deal to close');
    expect((await fetchActiveListingOptions(admin)).map((o) => o.id)).toContain(listingId);

    await closeListing(admin, { listingId, successFeeEur: 4200 });

    const row = await listingRow(listingId);
    expect(row.status).toBe('closed');
    expect(row.success_fee_eur).toBe(4200);
    expect((await fetchActiveListingOptions(admin)).map((o) => o.id)).not.toContain(listingId);
    const closed = await fetchListings(admin, { status: 'closed', pageSize: 100 });
    expect(closed.rows.find((l) => l.id === listingId)).toMatchObject({
      status: 'closed',
      successFeeEur: 4200,
      ownerName: scout.name,
    });
    // The scout's own dashboard figures see the fee.
    const { data: stats } = await scout.client.rpc('my_dashboard_stats');
    expect(stats?.[0]).toMatchObject({ successful_deals: 1, total_earnings_eur: 4200 });
  });

  it('searches the teaser text in the database (issue 33)', async () => {
    const scout = await signUp('scout', { verified: true, label: 'searched' });
    const listingId = await createListing(scout.client, 'Searched listing');
    const token = `zq${randomUUID().slice(0, 8)}`;
    const teaser = await service
      .from('listings')
      .update({ anonymized_description: `Metal works ${token} in Austria.` })
      .eq('id', listingId);
    expect(teaser.error).toBeNull();
    const found = await fetchListings(admin, { status: 'all', search: token.toUpperCase() });
    expect(found.rows.map((row) => row.id)).toEqual([listingId]);
    expect(found.total).toBe(1);
    const closedOnly = await fetchListings(admin, { status: 'closed', search: token });
    expect(closedOnly.rows).toEqual([]);
    // Filtered by status and by a period, with title and owner for the page's rows.
    const activeNow = await fetchListings(admin, {
      status: 'active',
      search: token,
      created: {
        from: new Date(Date.now() - 3_600_000).toISOString(),
        until: new Date(Date.now() + 3_600_000).toISOString(),
      },
    });
    expect(activeNow.total).toBe(1);
    expect(activeNow.rows[0].id).toBe(listingId);
    expect(activeNow.rows[0].title).toMatch(/^Searched listing /);
    expect(activeNow.rows[0].ownerName).toBeTruthy();
    // A page beyond the end of the matches is empty, with the matches' count (the console
    // steps back to the last page).
    expect(await fetchListings(admin, { status: 'all', search: token, page: 3 })).toEqual({
      rows: [],
      total: 1,
    });
  });

  it('records a fee on a deal that is already closed, and accepts the bounds 0 and 5000', async () => {
    const scout = await signUp('scout', { verified: true, label: 'closed-fee' });
    const listingId = await createListing(scout.client, 'Closed deal');
    await closeListing(admin, { listingId, successFeeEur: 0 });
    expect(await listingRow(listingId)).toMatchObject({ status: 'closed', success_fee_eur: 0 });
    await closeListing(admin, { listingId, successFeeEur: 5000 });
    expect(await listingRow(listingId)).toMatchObject({ status: 'closed', success_fee_eur: 5000 });
  });

  it('a fee of 5001 is refused by the mutation and by the database; nothing changes', async () => {
    const scout = await signUp('scout', { verified: true, label: 'fee-5001' });
    const listingId = await createListing(scout.client, 'Too expensive');
    const before = await listingRow(listingId);

    await expect(closeListing(admin, { listingId, successFeeEur: 5001 })).rejects.toThrow();
    // A hand-written call past the form's validation meets the database's check.
    const direct = await admin.rpc('close_listing', {
      p_listing_id: listingId,
      p_success_fee_eur: 5001,
    });
    expect(direct.error?.code).toBe('22023');
    const negative = await admin.rpc('close_listing', {
      p_listing_id: listingId,
      p_success_fee_eur: -1,
    });
    expect(negative.error?.code).toBe('22023');

    expect(await listingRow(listingId)).toEqual(before);
  });

  it('a non-admin closing is refused and nothing changes', async () => {
    const scout = await signUp('scout', { verified: true, label: 'self-close' });
    const listingId = await createListing(scout.client, 'Own deal');
    const before = await listingRow(listingId);
    await expect(
      closeListing(scout.client, { listingId, successFeeEur: 5000 }),
    ).rejects.toMatchObject({
      code: '42501',
    });
    expect(await listingRow(listingId)).toEqual(before);
  });
});

describe('inquiries and messages', () => {
  it('all inquiries, newest first, with sender and listing', async () => {
    const { rows, total } = await fetchInquiries(admin, { pageSize: 100 });
    expect(total).toBeGreaterThanOrEqual(7);
    expect(newestFirst(rows)).toBe(true);
    // The seeded inquiry is dated in the past: other files' newer inquiries may push it to a later page.
    const seeded = await findOnPages(
      (page) => fetchInquiries(admin, { page, pageSize: 100 }),
      'c0000000-0000-4000-8000-000000000003',
    );
    expect(seeded).toMatchObject({ senderName: 'Ivo Investor', status: 'pending' });
    expect(seeded?.listingTitle).toBeTruthy();
  });

  it('support messages, newest first; a non-admin reads none', async () => {
    const { rows } = await fetchMessages(admin, { pageSize: 100 });
    expect(newestFirst(rows)).toBe(true);
    for (const id of [
      'f0000000-0000-4000-8000-000000000001',
      'f0000000-0000-4000-8000-000000000002',
      'f0000000-0000-4000-8000-000000000003',
    ]) {
      expect(
        await findOnPages((page) => fetchMessages(admin, { page, pageSize: 100 }), id),
      ).toBeDefined();
    }
    const investor = await signIn('investor@dealbridge.test');
    expect((await fetchMessages(investor)).rows).toEqual([]);
  });
});
