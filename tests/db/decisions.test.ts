// Issue 32: decisions that cannot be taken back. An admin's account decision carries its reason
// (audit trail, email) and can be undone until its email is due; the email waits in the outbox for
// the undo window. Access declines and revocations say why; the owner decides and an admin only
// intervenes with a reason. Before access the owner's side never gets a buyer's email or phone,
// whatever it asks (hand-made requests with the owner's token: tables, embeds, RPCs, notices).
// The clock is the database's: due times and leases are moved by the database owner, never waited for.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serviceClient } from '../support/accounts';
import { stackEnv } from '../support/env';
import { dealWithNda, moveDeal, newListing, rest } from './support/deals';
import { createUser, giveBillingInfo, signIn, type Identity } from './support/identities';
import { rejectWithFourEyes } from './support/rejections';

const service = serviceClient();
const db = new pg.Client({ connectionString: stackEnv.dbUrl });
let admin: Identity;

type OutboxRow = {
  id: string;
  kind: string;
  status: string;
  payload: Record<string, unknown>;
  due_in_seconds: number;
};

async function accountMails(userId: string): Promise<OutboxRow[]> {
  const { rows } = await db.query<OutboxRow>(
    `select id::text, kind, status::text, payload,
            extract(epoch from due_at - now())::float as due_in_seconds
       from private.email_outbox where user_id = $1 and kind like 'account.%' order by id`,
    [userId],
  );
  return rows;
}

async function auditOf(userId: string, type: string) {
  const { data, error } = await admin.client
    .from('audit_events')
    .select('event_type, actor_id, detail')
    .eq('subject_user_id', userId)
    .eq('event_type', type)
    .order('id');
  if (error) throw new Error(error.message);
  return data;
}

async function latestDecision(userId: string) {
  const { data, error } = await admin.client
    .from('account_decisions')
    .select('*')
    .eq('user_id', userId)
    .order('decided_at', { ascending: false })
    .limit(1)
    .single();
  if (error) throw new Error(error.message);
  return data;
}

beforeAll(async () => {
  await db.connect();
  admin = await signIn('admin@dealbridge.test');
});

afterAll(async () => {
  await db.end();
});

describe('account decisions: a reason, and an undo window before the email', () => {
  it('a rejection is refused without a reason; with one, it is stored, audited and emailed after the window', async () => {
    const applicant = await createUser('decide-reject', { role: 'company', status: 'pending' });
    const missing = await admin.client.rpc('set_verification', {
      p_user_id: applicant.id!,
      p_status: 'rejected',
    });
    expect(missing.error?.message).toBe('Missing required fields: reason');
    const unknown = await admin.client.rpc('set_verification', {
      p_user_id: applicant.id!,
      p_status: 'rejected',
      p_reason_code: 'because',
    });
    expect(unknown.error?.code).toBe('22023');

    // Four eyes (issue 33): another admin proposes, the seeded admin confirms.
    const { error } = await rejectWithFourEyes(
      admin,
      applicant.id!,
      'identity_unverified',
      'The register extract does not name you.',
    );
    expect(error).toBeNull();

    const decision = await latestDecision(applicant.id!);
    expect(decision).toMatchObject({
      from_status: 'pending',
      to_status: 'rejected',
      reason_code: 'identity_unverified',
      reason_note: 'The register extract does not name you.',
      decided_by: admin.id,
      undone_at: null,
    });
    expect(await auditOf(applicant.id!, 'verification_decided')).toEqual([
      {
        event_type: 'verification_decided',
        actor_id: admin.id,
        detail: expect.objectContaining({
          from: 'pending',
          to: 'rejected',
          reason_code: 'identity_unverified',
          reason_note: 'The register extract does not name you.',
        }),
      },
    ]);
    // The email carries the reason and is due only when the undo window ends (5 minutes).
    const [mail] = (await accountMails(applicant.id!)).filter((m) => m.kind === 'account.rejected');
    expect(mail).toMatchObject({
      status: 'pending',
      payload: expect.objectContaining({
        reason_code: 'identity_unverified',
        reason_note: 'The register extract does not name you.',
      }),
    });
    expect(mail.due_in_seconds).toBeGreaterThan(200);
    expect(Date.parse(decision.undo_until) - Date.parse(decision.decided_at)).toBe(5 * 60 * 1000);
    // The sender claims only due emails (claim_notification_emails: due_at <= now()), so nothing
    // goes out before the window ends.
  });

  it('undo within the window: the account is back, the queued email and the notice are gone, the trail says so', async () => {
    const applicant = await createUser('decide-undo', { role: 'investor', status: 'pending' });
    const before = (
      await service
        .from('profiles')
        .select('verified_at, rejected_at')
        .eq('id', applicant.id!)
        .single()
    ).data!;
    expect((await rejectWithFourEyes(admin, applicant.id!, 'duplicate_account')).error).toBeNull();
    expect((await accountMails(applicant.id!)).map((m) => m.kind)).toContain('account.rejected');
    const decision = await latestDecision(applicant.id!);

    // Only an admin undoes; a stranger's hand-made call changes nothing.
    const byApplicant = await rest(applicant, 'POST', 'rpc/undo_account_decision', {
      p_decision_id: decision.id,
    });
    expect(byApplicant.body.code).toBe('42501');

    const undone = await admin.client.rpc('undo_account_decision', { p_decision_id: decision.id });
    expect(undone.error).toBeNull();
    expect(undone.data).toMatchObject({
      verification_status: 'pending',
      rejected_at: before.rejected_at,
      verified_at: before.verified_at,
    });
    expect((await accountMails(applicant.id!)).map((m) => m.kind)).not.toContain(
      'account.rejected',
    );
    expect(
      (await applicant.client.from('notifications').select('kind')).data!.map((n) => n.kind),
    ).not.toContain('account.rejected');
    expect(await latestDecision(applicant.id!)).toMatchObject({ undone_by: admin.id });
    expect(await auditOf(applicant.id!, 'verification_undone')).toEqual([
      {
        event_type: 'verification_undone',
        actor_id: admin.id,
        detail: expect.objectContaining({
          from: 'rejected',
          to: 'pending',
          decision_id: decision.id,
        }),
      },
    ]);
    // Twice is refused.
    const again = await admin.client.rpc('undo_account_decision', { p_decision_id: decision.id });
    expect(again.error?.message).toBe('This decision was already undone');
  });

  it('too late to undo once the window is over or a sender holds the email; the decision stays', async () => {
    const first = await createUser('decide-late', { role: 'scout', status: 'pending' });
    expect(
      (await admin.client.rpc('set_verification', { p_user_id: first.id!, p_status: 'verified' }))
        .error,
    ).toBeNull();
    const late = await latestDecision(first.id!);
    // The window ends (the database clock moved by its owner: the decision and its email due).
    await db.query(
      `update public.account_decisions set undo_until = now() - interval '1 second' where id = $1`,
      [late.id],
    );
    const tooLate = await admin.client.rpc('undo_account_decision', { p_decision_id: late.id });
    expect(tooLate.error?.message).toMatch(/^Too late to undo/);
    expect(
      (await service.from('profiles').select('verification_status').eq('id', first.id!).single())
        .data!.verification_status,
    ).toBe('verified');

    // Within the window, but a sender already claimed the email (its lease runs): too late too.
    const second = await createUser('decide-claimed', { role: 'scout', status: 'pending' });
    expect(
      (await rejectWithFourEyes(admin, second.id!, 'other', 'Please register as a company')).error,
    ).toBeNull();
    const held = await latestDecision(second.id!);
    await db.query(
      `update private.email_outbox set claimed_by = gen_random_uuid(), lease_until = now() + interval '2 minutes'
        where user_id = $1 and kind = 'account.rejected'`,
      [second.id],
    );
    const claimed = await admin.client.rpc('undo_account_decision', { p_decision_id: held.id });
    expect(claimed.error?.message).toMatch(/^Too late to undo/);
    expect((await accountMails(second.id!)).map((m) => m.kind)).toContain('account.rejected');
    expect(await latestDecision(second.id!)).toMatchObject({ undone_at: null });
  });

  it("decisions are the admins' to read: others see none", async () => {
    const investor = await createUser('decide-reader', { role: 'investor', status: 'verified' });
    expect((await investor.client.from('account_decisions').select('id')).data).toEqual([]);
    const hand = await rest(investor, 'GET', 'account_decisions?select=*');
    expect(hand.body).toEqual([]);
  });
});

describe('contact details before access: name and qualification, never email or phone', () => {
  let seller: Identity;
  let buyer: Identity;
  let listingId: string;
  let dealId: string;

  beforeAll(async () => {
    [seller, buyer] = await Promise.all([
      createUser('mask-seller', { role: 'company', status: 'verified' }),
      createUser('mask-buyer', {
        role: 'investor',
        status: 'verified',
        metadata: { name: 'Mara Masked', role: 'investor', phone_number: '+49 171 5550123' },
      }),
    ]);
    await giveBillingInfo(buyer);
    listingId = await newListing(seller, 'Masked Contacts GmbH');
    const inquiry = await buyer.client
      .from('inquiries')
      .insert({ listing_id: listingId, message: 'Interested, write to me' });
    expect(inquiry.error).toBeNull();
    dealId = await dealWithNda(buyer, listingId);
    expect((await moveDeal(buyer, dealId, 'access_requested')).error).toBeNull();
  });

  /** Every way the owner's token could reach the buyer's contact, as one text. */
  async function everythingTheOwnerGets(): Promise<string> {
    const answers = await Promise.all([
      rest(seller, 'POST', 'rpc/listing_pipeline', { p_listing_id: listingId }),
      rest(seller, 'POST', 'rpc/deal_overview', { p_deal_id: dealId }),
      rest(seller, 'POST', 'rpc/my_listing_counterparties', {}),
      rest(seller, 'POST', 'rpc/audit_trail', { p_listing_id: listingId }),
      rest(seller, 'POST', 'rpc/data_room_read_log', { p_listing_id: listingId }),
      rest(seller, 'GET', `profiles?id=eq.${buyer.id}&select=*`),
      rest(seller, 'GET', `billing_info?user_id=eq.${buyer.id}&select=*`),
      rest(seller, 'GET', `deals?id=eq.${dealId}&select=*,buyer:profiles!deals_buyer_id_fkey(*)`),
      rest(seller, 'GET', `inquiries?listing_id=eq.${listingId}&select=*,sender:profiles(*)`),
      rest(
        seller,
        'GET',
        `unlock_requests?listing_id=eq.${listingId}&select=*,investor:profiles!unlock_requests_user_id_fkey(*)`,
      ),
      rest(seller, 'GET', `nda_signatures?listing_id=eq.${listingId}&select=*,signer:profiles(*)`),
      rest(seller, 'GET', `deal_events?deal_id=eq.${dealId}&select=*,actor:profiles(*)`),
      rest(seller, 'GET', `invoices?deal_id=eq.${dealId}&select=*`),
      rest(seller, 'GET', 'notifications?select=*'),
      rest(seller, 'POST', 'rpc/deal_thread', { p_deal_id: dealId }),
    ]);
    for (const answer of answers)
      expect(answer.status, JSON.stringify(answer.body)).toBeLessThan(500);
    return JSON.stringify(answers.map((a) => a.body));
  }

  it("before access the owner gets the buyer's name, never the email or phone, through any request", async () => {
    const everything = await everythingTheOwnerGets();
    expect(everything).toContain('Mara Masked');
    expect(everything).not.toContain(buyer.email!);
    expect(everything).not.toContain('5550123');
    expect(everything).not.toContain('billing@capital.example');
    // The named fields are there, empty.
    const pipeline = await seller.client.rpc('listing_pipeline', { p_listing_id: listingId });
    expect(pipeline.data).toEqual([
      expect.objectContaining({
        buyer_name: 'Mara Masked',
        buyer_email: null,
        stage: 'access_requested',
      }),
    ]);
    const overview = await seller.client.rpc('deal_overview', { p_deal_id: dealId });
    expect(overview.data![0]).toMatchObject({ buyer_name: 'Mara Masked', buyer_email: null });
    // Admins see it (they handle disputes and invoices).
    const asAdmin = await admin.client.rpc('listing_pipeline', { p_listing_id: listingId });
    expect(asAdmin.data![0].buyer_email).toBe(buyer.email);
  });

  it('after access the owner sees the contact, and still after a revocation (the fee was paid)', async () => {
    expect((await moveDeal(seller, dealId, 'access_granted')).error).toBeNull();
    const pipeline = await seller.client.rpc('listing_pipeline', { p_listing_id: listingId });
    expect(pipeline.data![0].buyer_email).toBe(buyer.email);
    const counterparties = await seller.client.rpc('my_listing_counterparties');
    expect(counterparties.data!.find((r) => r.user_id === buyer.id)?.email).toBe(buyer.email);
    const revoked = await seller.client.rpc('move_deal', {
      p_deal_id: dealId,
      p_stage: 'revoked',
      p_reason_code: 'no_activity',
    });
    expect(revoked.error).toBeNull();
    const overview = await seller.client.rpc('deal_overview', { p_deal_id: dealId });
    expect(overview.data![0].buyer_email).toBe(buyer.email);
  });
});
