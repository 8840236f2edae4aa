// Unlock requests, closing deals with a success fee, inquiries and support messages through the
// fetchers and mutations of src/features/admin/api, signed in as the seeded admin.
import { beforeAll, describe, expect, it } from 'vitest';
import { closeListing } from '../../src/features/admin/api/close-listing';
import { decideUnlockRequest } from '../../src/features/admin/api/decide-unlock-request';
import { fetchInquiries } from '../../src/features/admin/api/get-inquiries';
import {
  fetchActiveListingOptions,
  fetchListings,
} from '../../src/features/admin/api/get-listings';
import { fetchMessages } from '../../src/features/admin/api/get-messages';
import { fetchUnlockRequests } from '../../src/features/admin/api/get-unlock-requests';
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

/** All pages of the unlock queue. */
async function wholeQueue(client: Client, status: 'all' | 'pending' = 'all') {
  const rows = [];
  for (let page = 1; ; page += 1) {
    const result = await fetchUnlockRequests(client, { status, page, pageSize: 100 });
    rows.push(...result.rows);
    if (result.rows.length < 100) return rows;
  }
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

describe('unlock requests', () => {
  it('the queue lists pending requests first, with listing, investor and NDA state', async () => {
    const { requestId, listingId, investor } = await pendingUnlockRequest();
    const queue = await wholeQueue(admin);
    const statuses = queue.map((r) => r.status);
    const firstDecided = statuses.findIndex((s) => s !== 'pending');
    if (firstDecided >= 0) expect(statuses.slice(firstDecided)).not.toContain('pending');

    const mine = queue.find((r) => r.id === requestId);
    expect(mine).toMatchObject({
      status: 'pending',
      listingId,
      investorId: investor.id,
      investorName: investor.name,
      investorEmail: investor.email,
      ndaSigned: true,
      priceEur: 500,
    });
    expect(mine?.listingTitle).toMatch(/^Unlock test listing/);

    const { count } = await service
      .from('unlock_requests')
      .select('id', { count: 'exact', head: true });
    expect(queue.length).toBeGreaterThanOrEqual(count! - 5); // others may add meanwhile
    const pendingOnly = await wholeQueue(admin, 'pending');
    expect(pendingOnly.every((r) => r.status === 'pending')).toBe(true);
    expect(pendingOnly.map((r) => r.id)).toContain(requestId);
  });

  it('approve: approved, decided by the admin; the investor can then read the details', async () => {
    const { requestId, listingId, investor } = await pendingUnlockRequest();
    const before = await investor.client
      .from('listing_details')
      .select('title')
      .eq('listing_id', listingId);
    expect(before.data).toEqual([]);

    await decideUnlockRequest(admin, { requestId, approve: true });

    const row = await unlockRow(requestId);
    expect(row.status).toBe('approved');
    expect(row.decided_by).toBe(SEEDED_ADMIN.id);
    expect(row.decided_at).toBeTruthy();
    const after = await investor.client
      .from('listing_details')
      .select('title')
      .eq('listing_id', listingId);
    expect(after.data).toHaveLength(1);
    // Deciding twice is refused.
    await expect(decideUnlockRequest(admin, { requestId, approve: false })).rejects.toMatchObject({
      code: '22023',
    });
    expect((await unlockRow(requestId)).status).toBe('approved');
  });

  it('reject: rejected; the details stay closed', async () => {
    const { requestId, listingId, investor } = await pendingUnlockRequest();
    await decideUnlockRequest(admin, { requestId, approve: false });
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
    const { requestId, investor } = await pendingUnlockRequest();
    const before = await unlockRow(requestId);
    // Since issue 16 the listing's owner decides too; to anyone else the request does not exist.
    await expect(
      decideUnlockRequest(investor.client, { requestId, approve: true }),
    ).rejects.toMatchObject({
      code: 'PT404',
    });
    const seller = await signIn('seller@dealbridge.test');
    await expect(decideUnlockRequest(seller, { requestId, approve: true })).rejects.toMatchObject({
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
    const seeded = await findOnPages((page) => fetchInquiries(admin, { page, pageSize: 100 }), 'c0000000-0000-4000-8000-000000000003');
    expect(seeded).toMatchObject({ senderName: 'Ivo Investor', status: 'pending' });
    expect(seeded?.listingTitle).toBeTruthy();
  });

  it('support messages, newest first; a non-admin reads none', async () => {
    const { rows } = await fetchMessages(admin, { pageSize: 100 });
    expect(newestFirst(rows)).toBe(true);
    for (const id of ['f0000000-0000-4000-8000-000000000001', 'f0000000-0000-4000-8000-000000000002', 'f0000000-0000-4000-8000-000000000003']) {
      expect(await findOnPages((page) => fetchMessages(admin, { page, pageSize: 100 }), id)).toBeDefined();
    }
    const investor = await signIn('investor@dealbridge.test');
    expect((await fetchMessages(investor)).rows).toEqual([]);
  });
});
