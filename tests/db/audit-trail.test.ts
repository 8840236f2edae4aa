// The audit trail through the HTTP API: the database writes an event for each decision, grant,
// signature and confidential read; admins read all, a listing owner the events about their
// listings, nobody else anything; nobody (admins and the service role included) changes or
// deletes a row or writes one directly.
import { createHash } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { serviceClient } from '../support/accounts';
import { createUser, giveBillingInfo, type Identity } from './support/identities';

const service = serviceClient();

type AuditRow = {
  id: number;
  event_type: string;
  actor_id: string | null;
  subject_user_id: string | null;
  listing_id: string | null;
  detail: Record<string, unknown>;
  read_day: string | null;
};

let admin: Identity;
let seller: Identity;
let otherSeller: Identity;
let investor: Identity;
let listingId: string;
let otherListingId: string;

const listingInput = {
  p_type: 'sell' as const,
  p_title: 'Audit GmbH',
  p_industry: 'Technology' as const,
  p_revenue: '1M-2M' as const,
  p_employees: '11-50' as const,
  p_location: 'Germany' as const,
  p_description: 'Vertraulich: Audit GmbH, Berlin',
  p_anonymized_description: 'Software company',
  p_price: '',
  p_market_position: '',
  p_patents: false,
  p_full_details: 'Numbers',
};

async function events(who: Identity, filter: Record<string, string>): Promise<AuditRow[]> {
  const { data, error } = await who.client
    .from('audit_events')
    .select('*')
    .match(filter)
    .order('id');
  expect(error).toBeNull();
  return (data ?? []) as AuditRow[];
}

beforeAll(async () => {
  [admin, seller, otherSeller, investor] = await Promise.all([
    createUser('audit-admin', { admin: true }),
    createUser('audit-seller', { role: 'company', status: 'verified' }),
    createUser('audit-other-seller', { role: 'company', status: 'verified' }),
    createUser('audit-investor', { role: 'investor' }),
  ]);
  await giveBillingInfo(investor);
  const created = await seller.client.rpc('create_listing', listingInput);
  expect(created.error).toBeNull();
  listingId = created.data as string;
  const other = await otherSeller.client.rpc('create_listing', listingInput);
  expect(other.error).toBeNull();
  otherListingId = other.data as string;
});

describe('events written by the database', () => {
  it('records a verification decision with the admin as actor', async () => {
    const { error } = await admin.client.rpc('set_verification', {
      p_user_id: investor.id!,
      p_status: 'verified',
    });
    expect(error).toBeNull();
    const rows = await events(admin, {
      subject_user_id: investor.id!,
      event_type: 'verification_decided',
    });
    expect(rows).toHaveLength(1);
    expect(rows[0].actor_id).toBe(admin.id);
    expect(rows[0].detail).toMatchObject({ from: 'pending', to: 'verified' });
  });

  it('records a role change with the path that made it (an admin grants it in the console)', async () => {
    const target = await createUser('audit-promoted', { role: 'scout', status: 'verified' });
    // The role has one path for people: set_admin() by an admin at aal2 (the service role is refused).
    const refused = await service.from('profiles').update({ role: 'admin' }).eq('id', target.id!);
    expect(refused.error?.code).toBe('42501');
    const { error } = await admin.client.rpc('set_admin', { p_user_id: target.id!, p_admin: true });
    expect(error).toBeNull();
    const rows = await events(admin, { subject_user_id: target.id!, event_type: 'role_changed' });
    expect(rows).toHaveLength(1);
    expect(rows[0].detail).toMatchObject({ from: 'scout', to: 'admin', via: 'authenticated' });
  });

  it('records the NDA signature with its text version and a hash of what was signed', async () => {
    const { error } = await investor.client
      .from('nda_signatures')
      .insert({ listing_id: listingId, signer_name: 'Ina Investor', nda_version: '2026-11-01' });
    expect(error).toBeNull();
    const { data: signature } = await service
      .from('nda_signatures')
      .select('*')
      .match({ listing_id: listingId, user_id: investor.id! })
      .single();
    const rows = await events(admin, { listing_id: listingId, event_type: 'nda_signed' });
    expect(rows).toHaveLength(1);
    expect(rows[0].detail).toMatchObject({
      nda_version: '2026-11-01',
      signer_name: 'Ina Investor',
    });
    expect(rows[0].detail).toMatchObject({ signature_id: signature!.id });
    expect(rows[0].detail.sha256).toMatch(/^[0-9a-f]{64}$/);
  });

  it('refuses an NDA version that is not a version', async () => {
    const { error } = await investor.client
      .from('nda_signatures')
      .insert({ listing_id: otherListingId, signer_name: 'Ina Investor', nda_version: 'latest' });
    expect(error?.code).toBe('23514');
  });

  it('records the unlock request and the decision', async () => {
    const requested = await investor.client
      .from('unlock_requests')
      .insert({ listing_id: listingId })
      .select('id')
      .single();
    expect(requested.error).toBeNull();
    // An admin decides in the owner's place only with a reason, which the trail keeps (issue 32).
    const decided = await admin.client.rpc('decide_unlock_request', {
      p_request_id: requested.data!.id,
      p_approve: true,
      p_reason_code: 'owner_unreachable',
      p_reason_note: 'Owner on holiday, confirmed by email',
    });
    expect(decided.error).toBeNull();
    const rows = await events(admin, { listing_id: listingId, subject_user_id: investor.id! });
    const types = rows.map((r) => r.event_type);
    expect(types).toEqual(expect.arrayContaining(['unlock_requested', 'unlock_decided']));
    const decision = rows.find((r) => r.event_type === 'unlock_decided')!;
    expect(decision.actor_id).toBe(admin.id);
    expect(decision.detail).toMatchObject({
      from: 'pending',
      to: 'approved',
      by_admin: true,
      reason_code: 'owner_unreachable',
      reason_note: 'Owner on holiday, confirmed by email',
    });
  });

  it('records reads of confidential details once per reader, listing and day', async () => {
    for (let i = 0; i < 3; i += 1) {
      const { error } = await investor.client.rpc('record_listing_view', {
        p_listing_id: listingId,
      });
      expect(error).toBeNull();
    }
    const rows = await events(admin, { listing_id: listingId, event_type: 'details_read' });
    expect(rows).toHaveLength(1);
    expect(rows[0].subject_user_id).toBe(investor.id);
    expect(rows[0].read_day).toBe(new Date().toISOString().slice(0, 10));
  });

  it('records no read for a buyer who cannot see the details', async () => {
    const { error } = await investor.client.rpc('record_listing_view', {
      p_listing_id: otherListingId,
    });
    expect(error).toBeNull();
    expect(await events(admin, { listing_id: otherListingId, event_type: 'details_read' })).toEqual(
      [],
    );
  });

  it('records the success fee when an admin closes the deal', async () => {
    const { error } = await admin.client.rpc('close_listing', {
      p_listing_id: listingId,
      p_success_fee_eur: 2500,
    });
    expect(error).toBeNull();
    const rows = await events(admin, { listing_id: listingId, event_type: 'success_fee_recorded' });
    expect(rows).toHaveLength(1);
    expect(rows[0].actor_id).toBe(admin.id);
    expect(rows[0].detail).toMatchObject({ from: null, to: 2500, status: 'closed' });
  });
});

describe('who reads the trail', () => {
  it('shows the listing owner the events about their listing only', async () => {
    const own = await events(seller, { listing_id: listingId });
    expect(own.map((r) => r.event_type)).toEqual(
      expect.arrayContaining(['nda_signed', 'unlock_requested', 'unlock_decided', 'details_read']),
    );
    expect(await events(seller, { listing_id: otherListingId })).toEqual([]);
    expect(
      await events(seller, { subject_user_id: investor.id!, event_type: 'verification_decided' }),
    ).toEqual([]);
  });

  it('shows a buyer nothing, not even the events about themselves', async () => {
    expect(await events(investor, { subject_user_id: investor.id! })).toEqual([]);
  });

  it('answers anon with an error', async () => {
    const { anonClient } = await import('../support/accounts');
    const { error } = await anonClient().from('audit_events').select('id').limit(1);
    expect(error?.code).toBe('42501');
  });

  it('audit_trail() gives the admin names and filters, the owner their listing, a buyer nothing', async () => {
    const asAdmin = await admin.client.rpc('audit_trail', {
      p_listing_id: listingId,
      p_event_type: 'nda_signed',
    });
    expect(asAdmin.error).toBeNull();
    expect(asAdmin.data).toHaveLength(1);
    expect(asAdmin.data![0]).toMatchObject({
      subject_name: 'Test audit-investor',
      listing_title: 'Audit GmbH',
      total_count: 1,
    });
    const asSeller = await seller.client.rpc('audit_trail', { p_limit: 100 });
    expect(asSeller.data!.length).toBeGreaterThan(0);
    expect(asSeller.data!.every((r) => r.listing_id === listingId)).toBe(true);
    const asBuyer = await investor.client.rpc('audit_trail', {});
    expect(asBuyer.data).toEqual([]);
  });
});

describe('append-only', () => {
  it('lets neither an admin nor the service role update, delete or insert', async () => {
    const [row] = await events(admin, { listing_id: listingId, event_type: 'nda_signed' });
    for (const who of [admin.client, service]) {
      const update = await who
        .from('audit_events')
        .update({ detail: { forged: true } })
        .eq('id', row.id)
        .select();
      expect(update.error?.code).toBe('42501');
      const remove = await who.from('audit_events').delete().eq('id', row.id).select();
      expect(remove.error?.code).toBe('42501');
      const insert = await who.from('audit_events').insert({
        event_type: 'nda_signed',
        listing_id: listingId,
      } as never);
      expect(insert.error?.code).toBe('42501');
    }
    const [after] = await events(admin, { id: String(row.id) });
    expect(after).toEqual(row);
  });

  it('raises on update or delete even for the table owner (trigger)', async () => {
    const { withDb } = await import('../support/db');
    await withDb(async (client) => {
      await expect(
        client.query(`update public.audit_events set detail = '{}' where listing_id = $1`, [
          listingId,
        ]),
      ).rejects.toThrow(/append-only/);
      await expect(
        client.query('delete from public.audit_events where listing_id = $1', [listingId]),
      ).rejects.toThrow(/append-only/);
      await expect(client.query('truncate public.audit_events')).rejects.toThrow(/append-only/);
    });
  });

  it('keeps the hash of what was signed reproducible', async () => {
    const [row] = await events(admin, { listing_id: listingId, event_type: 'nda_signed' });
    const { withDb } = await import('../support/db');
    await withDb(async (client) => {
      const { rows } = await client.query(
        `select jsonb_build_object('listing_id', listing_id, 'user_id', user_id, 'signer_name',
           signer_name, 'nda_version', nda_version, 'signed_at', signed_at)::text as signed
         from public.nda_signatures where listing_id = $1 and user_id = $2`,
        [listingId, investor.id],
      );
      const hash = createHash('sha256').update(rows[0].signed, 'utf8').digest('hex');
      expect(row.detail.sha256).toBe(hash);
    });
  });
});
