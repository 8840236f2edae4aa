// After a letter of intent is accepted (issue 35), through the HTTP API: the deal teams read the
// exclusivity clock but only the principals and the leads of their teams act on it (the clock's
// RPCs refuse view and contribute members, private.decides_for_side()); an accepted change of terms moves the open milestones to its dates, which must lie within
// the exclusivity and keep its length. Every refused call is made by supabase-js with the wrong
// party's token or by hand.
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderEmail } from '../../supabase/functions/notifications-sender/emails';
import { serviceClient } from '../support/accounts';
import { dealWithAccess, newListing, rest } from './support/deals';
import { createUser, giveBillingInfo, type Identity } from './support/identities';

const service = serviceClient();

let seller: Identity;
let buyer: Identity;
let lead: Identity; // lead member of the buyer's side
let viewer: Identity; // view member of the seller's side
let stranger: Identity;

type Offer = { id: string; status: string; amends_id: string | null; version_no: number };
type Milestone = { id: string; kind: string; due_on: string; done_at: string | null };

const inDays = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

const loiTerms = (overrides: Record<string, unknown> = {}) => ({
  price_cents: 120_000_000,
  closing_cents: 100_000_000,
  structure: 'share_deal',
  earn_out_cents: 15_000_000,
  earn_out_months: 24,
  earn_out_metric: 'ebitda',
  vendor_loan_cents: 20_000_000,
  vendor_loan_months: 36,
  vendor_loan_interest_bp: 450,
  financing_equity_cents: 100_000_000,
  cond_due_diligence: true,
  exclusivity_days: 60,
  diligence_deadline: inDays(30),
  target_signing_date: inDays(50),
  valid_until: inDays(14),
  ...overrides,
});

const ok = <T>(result: { data: unknown; error: { message: string } | null }): T => {
  expect(result.error).toBeNull();
  return result.data as T;
};

const rpc = (who: Identity, name: string, args: Record<string, unknown>) =>
  (who.client as SupabaseClient).rpc(name, args);

/** The principal invites `who` with a role, `who` accepts the NDA in their own name. */
async function addMember(inviter: Identity, dealId: string, who: Identity, role: string) {
  const invited = ok<{ id: string }>(
    await rpc(inviter, 'invite_deal_member', {
      p_deal_id: dealId,
      p_email: who.email!,
      p_role: role,
    }),
  );
  ok(
    await rpc(who, 'accept_deal_invitation', {
      p_member_id: invited.id,
      p_signed_name: `${who.name} (signed)`,
      p_accept_nda: true,
    }),
  );
}

/** Offer, the seller's acceptance: the exclusivity runs with its milestones. */
async function inExclusivity(title: string) {
  const listingId = await newListing(seller, title);
  const dealId = await dealWithAccess(buyer, seller, listingId);
  const v1 = ok<Offer>(await rpc(buyer, 'submit_loi', { p_deal_id: dealId, p_terms: loiTerms() }));
  ok(await rpc(seller, 'accept_loi', { p_offer_id: v1.id }));
  return { listingId, dealId, v1 };
}

const milestones = async (dealId: string) =>
  (
    await service
      .from('deal_milestones')
      .select('id, kind, due_on, done_at')
      .eq('deal_id', dealId)
      .order('kind')
  ).data as Milestone[];

beforeAll(async () => {
  [seller, buyer, lead, viewer, stranger] = await Promise.all([
    createUser('loi2-seller', { role: 'company', status: 'verified' }),
    createUser('loi2-buyer', { role: 'investor', status: 'verified' }),
    createUser('loi2-lead', { role: 'investor', status: 'verified' }),
    createUser('loi2-viewer', { role: 'company', status: 'verified' }),
    createUser('loi2-stranger', { role: 'investor', status: 'verified' }),
  ]);
  await Promise.all([buyer, lead, stranger].map(giveBillingInfo));
});

afterAll(async () => {
  const { data: listings } = await service.from('listings').select('id').eq('user_id', seller.id!);
  await service
    .from('deals')
    .update({ exclusive_until: new Date(Date.now() - 1000).toISOString() })
    .in(
      'listing_id',
      (listings ?? []).map((l) => l.id),
    )
    .eq('stage', 'in_exclusivity');
  await service.rpc('end_lapsed_exclusivities');
});

describe('the deal teams and the exclusivity clock', () => {
  it('members read the clock; only the principals and the leads act on it', async () => {
    const { dealId } = await inExclusivity('LOI2 Team Clock');
    await addMember(buyer, dealId, lead, 'lead');
    await addMember(seller, dealId, viewer, 'view');
    const ids = await milestones(dealId);
    const id = (kind: string) => ids.find((m) => m.kind === kind)!.id;

    // Both teams see the milestones and the extension requests (RLS admits active members).
    for (const member of [lead, viewer]) {
      const read = await member.client.from('deal_milestones').select('kind').eq('deal_id', dealId);
      expect(read.error).toBeNull();
      expect(read.data).toHaveLength(5);
    }
    ok(await rpc(seller, 'request_exclusivity_extension', { p_deal_id: dealId, p_days: 10 }));
    const asked = await lead.client
      .from('exclusivity_extensions')
      .select('id, days')
      .eq('deal_id', dealId);
    expect(asked.data).toEqual([expect.objectContaining({ days: 10 })]);
    // A stranger reads none of it, and acts on nothing.
    const none = await stranger.client.from('deal_milestones').select('id').eq('deal_id', dealId);
    expect(none.data).toEqual([]);
    expect(
      (await rpc(stranger, 'complete_deal_milestone', { p_milestone_id: id('signing') })).error
        ?.code,
    ).toBe('PT404');

    // The view member acts on nothing: marking, asking, answering, ending (supabase-js and by
    // hand); the buyer's lead does not act for the owner's side.
    const extensionId = asked.data![0].id;
    expect(
      (await rpc(viewer, 'complete_deal_milestone', { p_milestone_id: id('signing') })).error?.code,
    ).toBe('42501');
    expect(
      (await rpc(lead, 'complete_deal_milestone', { p_milestone_id: id('signing') })).error?.code,
    ).toBe('42501');
    expect((await rpc(viewer, 'end_exclusivity_early', { p_deal_id: dealId })).error?.code).toBe(
      '42501',
    );
    expect((await rpc(lead, 'end_exclusivity_early', { p_deal_id: dealId })).error?.code).toBe(
      '42501',
    );
    const byHand = await rest(viewer, 'POST', 'rpc/request_exclusivity_extension', {
      p_deal_id: dealId,
      p_days: 5,
    });
    expect(byHand.status).toBe(403);
    // Nor a direct write to the clock's tables, not even by a lead.
    const patched = await rest(lead, 'PATCH', `deal_milestones?id=eq.${id('diligence_complete')}`, {
      done_at: new Date().toISOString(),
    });
    expect(patched.status).toBeGreaterThanOrEqual(400);
    expect((await milestones(dealId)).every((m) => m.done_at === null)).toBe(true);
    // The buyer's lead answers for the buyer's side and marks its milestones; the principals too.
    const answered = ok<{ status: string; decided_by: string }>(
      await rpc(lead, 'answer_exclusivity_extension', {
        p_extension_id: extensionId,
        p_agree: false,
      }),
    );
    expect(answered).toMatchObject({ status: 'declined', decided_by: lead.id });
    ok(await rpc(lead, 'complete_deal_milestone', { p_milestone_id: id('financing_confirmed') }));
    ok(await rpc(buyer, 'complete_deal_milestone', { p_milestone_id: id('diligence_complete') }));
  });
});

describe('an accepted change of terms moves the clock', () => {
  const retrade = (dealId: string, overrides: Record<string, unknown>) =>
    rpc(buyer, 'submit_loi', {
      p_deal_id: dealId,
      p_terms: loiTerms(overrides),
      p_retrade_reason: 'findings_in_diligence',
      p_retrade_note: 'Customer concentration found in diligence',
    });

  it('keeps the exclusivity’s length and its dates within the exclusivity', async () => {
    const { dealId } = await inExclusivity('LOI2 Retrade Bounds');
    expect((await retrade(dealId, { exclusivity_days: 90 })).error?.message).toMatch(
      /keeps the exclusivity period/,
    );
    expect((await retrade(dealId, { target_signing_date: inDays(75) })).error?.message).toMatch(
      /must lie within the exclusivity/,
    );
    // The owner's counter to a change is held to the same rule.
    const v2 = ok<Offer>(
      await retrade(dealId, {
        price_cents: 110_000_000,
        closing_cents: 90_000_000,
        financing_equity_cents: 90_000_000,
      }),
    );
    const counter = await rpc(seller, 'counter_loi', {
      p_offer_id: v2.id,
      p_terms: loiTerms({ target_signing_date: inDays(80) }),
    });
    expect(counter.error?.message).toMatch(/must lie within the exclusivity/);
    // By hand, as an attacker would send it.
    const byHand = await rest(seller, 'POST', 'rpc/counter_loi', {
      p_offer_id: v2.id,
      p_terms: loiTerms({ exclusivity_days: 120 }),
    });
    expect(byHand.status).toBe(400);
    expect(byHand.body.message).toMatch(/keeps the exclusivity period/);
  });

  it('accepted: the open milestones take the new dates, the done ones keep theirs', async () => {
    const { dealId, v1 } = await inExclusivity('LOI2 Retrade Dates');
    const before = await milestones(dealId);
    const id = (kind: string) => before.find((m) => m.kind === kind)!.id;
    ok(await rpc(buyer, 'complete_deal_milestone', { p_milestone_id: id('diligence_complete') }));

    // A declined change moves nothing.
    const declined = ok<Offer>(
      await retrade(dealId, { diligence_deadline: inDays(35), target_signing_date: inDays(45) }),
    );
    ok(
      await rpc(seller, 'decline_loi', {
        p_offer_id: declined.id,
        p_reason: 'price',
        p_note: 'No',
      }),
    );
    expect((await milestones(dealId)).map((m) => m.due_on)).toEqual(before.map((m) => m.due_on));

    const v3 = ok<Offer>(
      await retrade(dealId, {
        price_cents: 110_000_000,
        closing_cents: 90_000_000,
        financing_equity_cents: 90_000_000,
        diligence_deadline: inDays(40),
        target_signing_date: inDays(56),
      }),
    );
    // Not before it is accepted, and the buyer cannot move a date by hand.
    const patched = await rest(buyer, 'PATCH', `deal_milestones?id=eq.${id('signing')}`, {
      due_on: inDays(58),
    });
    expect(patched.status).toBeGreaterThanOrEqual(400);
    expect((await milestones(dealId)).map((m) => m.due_on)).toEqual(before.map((m) => m.due_on));

    ok(await rpc(seller, 'accept_loi', { p_offer_id: v3.id }));
    const after = await milestones(dealId);
    const due = Object.fromEntries(after.map((m) => [m.kind, m.due_on]));
    expect(due).toEqual({
      diligence_complete: before.find((m) => m.kind === 'diligence_complete')!.due_on,
      financing_confirmed: inDays(40),
      spa_draft: inDays(42),
      notary_appointment: inDays(49),
      signing: inDays(56),
    });
    const owners = await service.from('deal_milestones').select('offer_id').eq('deal_id', dealId);
    expect(new Set(owners.data!.map((m) => m.offer_id))).toEqual(new Set([v3.id]));
    expect(after.find((m) => m.kind === 'diligence_complete')!.done_at).not.toBeNull();
    // Both versions stay: the first accepted one is superseded, never edited.
    const first = await service
      .from('deal_offers')
      .select('status, target_signing_date')
      .eq('id', v1.id)
      .single();
    expect(first.data).toEqual({ status: 'superseded', target_signing_date: inDays(50) });
  });
});

describe('reminders before the milestones’ dates', () => {
  type Notice = {
    kind: string;
    payload: { deal_id?: string; milestone?: string; due_date?: string; yours?: boolean };
  };
  const notices = async (who: Identity, dealId: string) =>
    (
      (
        await who.client
          .from('notifications')
          .select('kind, payload')
          .in('kind', ['exclusivity.milestone_due', 'exclusivity.milestone_overdue'])
      ).data as Notice[]
    ).filter((n) => n.payload.deal_id === dealId);
  // The scheduler's run at a chosen moment (the clock under test's control, never a wait).
  const runAt = (daysAhead: number, dealId: string) =>
    service.rpc('run_milestone_reminders', {
      p_now: new Date(Date.now() + daysAhead * 86_400_000).toISOString(),
      p_deal_id: dealId,
    });

  it('both sides hear once before a date and once when it passed; done milestones stay quiet', async () => {
    const { dealId } = await inExclusivity('LOI2 Reminders');
    // Nothing is due within three days today (diligence in 30, signing in 50 days).
    expect((await runAt(0, dealId)).data).toBe(0);
    expect(await notices(buyer, dealId)).toEqual([]);

    // Two days before the diligence deadline: its two milestones, to both sides, once.
    expect((await runAt(28, dealId)).data).toBe(2);
    expect((await runAt(28, dealId)).data).toBe(0);
    for (const who of [buyer, seller]) {
      const got = await notices(who, dealId);
      expect(got.map((n) => [n.kind, n.payload.milestone, n.payload.due_date]).sort()).toEqual([
        ['exclusivity.milestone_due', 'diligence_complete', inDays(30)],
        ['exclusivity.milestone_due', 'financing_confirmed', inDays(30)],
      ]);
      // The buyer owns both: theirs to do; the seller waits on them.
      expect(got.every((n) => n.payload.yours === (who === buyer))).toBe(true);
    }

    // The buyer reaches one; after the date only the other is overdue.
    const ids = await milestones(dealId);
    ok(
      await rpc(buyer, 'complete_deal_milestone', {
        p_milestone_id: ids.find((m) => m.kind === 'diligence_complete')!.id,
      }),
    );
    expect((await runAt(31, dealId)).data).toBe(1);
    expect((await runAt(31, dealId)).data).toBe(0);
    const overdue = (await notices(seller, dealId)).filter(
      (n) => n.kind === 'exclusivity.milestone_overdue',
    );
    expect(overdue.map((n) => n.payload.milestone)).toEqual(['financing_confirmed']);
    expect(
      (await notices(buyer, dealId)).filter((n) => n.kind === 'exclusivity.milestone_overdue'),
    ).toHaveLength(1);
  });

  it('only the scheduler runs them: a party’s call is refused (supabase-js and by hand)', async () => {
    const { dealId } = await inExclusivity('LOI2 Reminders Refused');
    const asBuyer = await rpc(buyer, 'run_milestone_reminders', {
      p_now: new Date(Date.now() + 28 * 86_400_000).toISOString(),
      p_deal_id: dealId,
    });
    expect(asBuyer.error).not.toBeNull();
    const byHand = await rest(seller, 'POST', 'rpc/run_milestone_reminders', {
      p_now: new Date(Date.now() + 28 * 86_400_000).toISOString(),
      p_deal_id: dealId,
    });
    expect(byHand.status).toBeGreaterThanOrEqual(400);
    expect(await notices(buyer, dealId)).toEqual([]);
    // The scheduler's job runs them (its answer counts them).
    const job = await service.rpc('run_deal_maintenance');
    expect(job.error).toBeNull();
    expect(job.data).toHaveProperty('milestone_reminders');
  });

  it('the emails say it in the recipient’s language', () => {
    const email = (language: 'en' | 'de', kind: string, yours: boolean) =>
      renderEmail(
        [
          {
            id: 1,
            user_id: 'u',
            recipient: 'b@example.test',
            language,
            kind,
            group_key: null,
            created_at: '2026-11-23T10:00:00Z',
            payload: {
              name: 'Bea Buyer',
              link: '/deals/d',
              listing_title: 'Acme GmbH',
              milestone: 'notary_appointment',
              due_date: '2027-01-15',
              yours,
            },
          },
        ],
        'https://app.example.test',
      );
    const de = email('de', 'exclusivity.milestone_due', true);
    expect(de.subject).toContain('Notartermin');
    expect(de.text).toContain('15.01.2027');
    expect(de.text).toContain('Haken Sie ihn');
    const en = email('en', 'exclusivity.milestone_overdue', false);
    expect(en.subject).toContain('Overdue: Notary appointment');
    expect(en.text).toContain('end the exclusivity early');
  });
});
