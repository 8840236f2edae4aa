// The operator console (issue 33) through hand-made requests: the applicant's details
// (admin_applicant()), internal notes per account (account_notes: admins only, append-only,
// audited), four eyes on account rejections (propose / confirm / withdraw; set_verification()
// refuses a rejection no other admin proposed; a single admin rejects at once), the queues
// (admin_queues()) and that every KPI figure is a count of rows: the RPC's answer and the same
// counts in SQL, read in one snapshot of the database.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  renderEmail,
  type OutboxEmail,
} from '../../supabase/functions/notifications-sender/emails';
import { stackEnv } from '../support/env';
import { rest } from './support/deals';
import { anonIdentity, createUser, SEED, signIn, type Identity } from './support/identities';
import { secondAdmin } from './support/rejections';

const db = new pg.Client({ connectionString: stackEnv.dbUrl });
let admin: Identity;
let other: Identity;
let outsider: Identity;

beforeAll(async () => {
  await db.connect();
  [admin, other, outsider] = await Promise.all([
    signIn('admin@dealbridge.test'),
    secondAdmin(),
    createUser('console-outsider', { role: 'investor', status: 'verified' }),
  ]);
});

afterAll(async () => {
  await db.end();
});

const applicant = (label: string, language: 'en' | 'de' = 'en') =>
  createUser(label, {
    role: 'investor',
    status: 'pending',
    metadata: {
      name: `Applicant ${label}`,
      role: 'investor',
      phone_number: '+49 30 5550123',
      language,
    },
  });

const status = async (userId: string) =>
  (
    await db.query<{ verification_status: string }>(
      'select verification_status::text from public.profiles where id = $1',
      [userId],
    )
  ).rows[0].verification_status;

describe('who may use the console RPCs', () => {
  it('a verified user who is not an admin, and the anonymous key, are refused by each', async () => {
    const target = await applicant('console-target');
    const calls: [string, Record<string, unknown>][] = [
      ['admin_applicant', { p_user_id: target.id }],
      ['admin_queues', {}],
      ['admin_kpis', { p_weeks: 2 }],
      ['propose_account_rejection', { p_user_id: target.id, p_reason_code: 'other' }],
      ['confirm_account_rejection', { p_proposal_id: crypto.randomUUID() }],
      ['withdraw_account_rejection', { p_proposal_id: crypto.randomUUID() }],
    ];
    for (const [fn, body] of calls) {
      const asOutsider = await rest(outsider, 'POST', `rpc/${fn}`, body);
      expect(asOutsider.status, fn).toBe(403);
      expect(asOutsider.body.code, fn).toBe('42501');
      const asAnon = await rest(anonIdentity(), 'POST', `rpc/${fn}`, body);
      expect(asAnon.status, fn).toBe(401);
    }
    // The applicant themself gets nothing either.
    const self = await rest(target, 'POST', 'rpc/admin_applicant', { p_user_id: target.id });
    expect(self.status).toBe(403);
    expect(await status(target.id!)).toBe('pending');
  });
});

describe("the applicant's details", () => {
  it('show the profile, what the registration sent, billing company, sign-up and email confirmation', async () => {
    const who = await applicant('console-details', 'de');
    await db.query(
      `insert into public.billing_info (user_id, kind, company_name, responsible_person, country)
       values ($1, 'company', 'Details Capital GmbH', 'Applicant console-details', 'Germany')`,
      [who.id],
    );
    const { status: code, body } = await rest(admin, 'POST', 'rpc/admin_applicant', {
      p_user_id: who.id,
    });
    expect(code).toBe(200);
    const truth = (
      await db.query(
        `select p.created_at, p.email_confirmed_at from public.profiles p where p.id = $1`,
        [who.id],
      )
    ).rows[0];
    expect(body).toMatchObject({
      id: who.id,
      email: who.email,
      name: 'Applicant console-details',
      phone_number: '+49 30 5550123',
      role: 'investor',
      language: 'de',
      verification_status: 'pending',
      // The sign-up request came from this machine: the gateway's peer, not a forwarded header.
      signup_ip: '127.0.0.1',
      registration: { role: 'investor', phone_number: '+49 30 5550123' },
      billing: { company_name: 'Details Capital GmbH', kind: 'company' },
      listings: { count: 0, recent: [] },
      notes: [],
      open_proposal: null,
    });
    expect(Date.parse(body.created_at as string)).toBe(truth.created_at.getTime());
    expect(Date.parse(body.email_confirmed_at as string)).toBe(truth.email_confirmed_at.getTime());
    expect(Number(body.admin_count)).toBeGreaterThanOrEqual(2);

    const unknown = await rest(admin, 'POST', 'rpc/admin_applicant', {
      p_user_id: crypto.randomUUID(),
    });
    expect(unknown.body.code).toBe('PT404');
  });
});

describe('internal notes per account', () => {
  it('admins add and read them; nobody else reads, writes, edits or deletes them; each is audited', async () => {
    const who = await applicant('console-notes');
    const text = 'Called the office: the register extract follows.';
    const added = await rest(admin, 'POST', 'account_notes', { user_id: who.id, body: text });
    expect(added.status).toBe(201);
    const [note] = added.body as unknown as { id: string; author_id: string }[];
    expect(note.author_id).toBe(admin.id);

    // The other admin reads it; the applicant and a verified outsider see none and cannot add one.
    const read = await rest(other, 'GET', `account_notes?user_id=eq.${who.id}&select=body`);
    expect(read.body).toEqual([{ body: 'Called the office: the register extract follows.' }]);
    for (const reader of [who, outsider]) {
      expect((await rest(reader, 'GET', `account_notes?user_id=eq.${who.id}`)).body).toEqual([]);
      const write = await rest(reader, 'POST', 'account_notes', { user_id: who.id, body: 'mine' });
      expect(write.body.code).toBe('42501');
    }
    // An admin cannot write as another admin (author_id is not writable), edit or delete.
    const asOther = await rest(admin, 'POST', 'account_notes', {
      user_id: who.id,
      body: 'forged',
      author_id: other.id,
    });
    expect(asOther.body.code).toBe('42501');
    const edit = await rest(admin, 'PATCH', `account_notes?id=eq.${note.id}`, { body: 'changed' });
    expect(edit.body.code).toBe('42501');
    const remove = await fetch(`${stackEnv.url}/rest/v1/account_notes?id=eq.${note.id}`, {
      method: 'DELETE',
      headers: { apikey: stackEnv.anonKey, Authorization: `Bearer ${admin.token}` },
    });
    expect(remove.status).toBe(403);

    const details = await rest(admin, 'POST', 'rpc/admin_applicant', { p_user_id: who.id });
    expect(details.body.notes).toEqual([
      expect.objectContaining({
        id: note.id,
        body: 'Called the office: the register extract follows.',
        author_id: admin.id,
      }),
    ]);
    const audit = await db.query(
      `select actor_id, detail from public.audit_events
        where event_type = 'account_note_added' and subject_user_id = $1`,
      [who.id],
    );
    expect(audit.rows).toEqual([
      { actor_id: admin.id, detail: { note_id: note.id, length: text.length } },
    ]);
  });
});

describe('four eyes on account rejections (two or more admins)', () => {
  it('one admin cannot reject alone: set_verification and confirming the own proposal are refused', async () => {
    const who = await applicant('console-alone');
    const direct = await admin.client.rpc('set_verification', {
      p_user_id: who.id!,
      p_status: 'rejected',
      p_reason_code: 'not_eligible',
    });
    expect(direct.error?.code).toBe('42501');
    expect(direct.error?.message).toMatch(/^Four eyes/);

    const proposed = await admin.client.rpc('propose_account_rejection', {
      p_user_id: who.id!,
      p_reason_code: 'not_eligible',
      p_reason_note: 'No buying mandate.',
    });
    expect(proposed.error).toBeNull();
    const { outcome, proposal_id: proposalId } = proposed.data as {
      outcome: string;
      proposal_id: string;
    };
    expect(outcome).toBe('proposed');
    expect(await status(who.id!)).toBe('pending');

    const own = await admin.client.rpc('confirm_account_rejection', { p_proposal_id: proposalId });
    expect(own.error?.code).toBe('42501');
    // Naming the proposal does not help set_verification either: only its confirmation does.
    const again = await admin.client.rpc('set_verification', {
      p_user_id: who.id!,
      p_status: 'rejected',
      p_reason_code: 'not_eligible',
    });
    expect(again.error?.code).toBe('42501');
    const twice = await other.client.rpc('propose_account_rejection', {
      p_user_id: who.id!,
      p_reason_code: 'other',
    });
    expect(twice.error?.message).toBe('A rejection of this account is already proposed');
    expect(await status(who.id!)).toBe('pending');
    const unknownReason = await admin.client.rpc('propose_account_rejection', {
      p_user_id: who.id!,
      p_reason_code: 'because',
    });
    expect(unknownReason.error?.code).toBe('22023');
  });

  it('a second admin confirms: rejected with the reason, decided by the confirmer, proposer audited, email in German', async () => {
    const who = await applicant('console-confirm', 'de');
    const proposed = await other.client.rpc('propose_account_rejection', {
      p_user_id: who.id!,
      p_reason_code: 'identity_unverified',
      p_reason_note: 'Bitte Handelsregisterauszug senden.',
    });
    const proposalId = (proposed.data as { proposal_id: string }).proposal_id;
    const details = await rest(admin, 'POST', 'rpc/admin_applicant', { p_user_id: who.id });
    expect(details.body.open_proposal).toMatchObject({
      id: proposalId,
      reason_code: 'identity_unverified',
      proposed_by: other.id,
      mine: false,
    });

    const confirmed = await admin.client.rpc('confirm_account_rejection', {
      p_proposal_id: proposalId,
    });
    expect(confirmed.error).toBeNull();
    expect(confirmed.data).toMatchObject({ verification_status: 'rejected' });

    const decision = await db.query(
      `select decided_by, reason_code, reason_note from public.account_decisions where user_id = $1`,
      [who.id],
    );
    expect(decision.rows).toEqual([
      {
        decided_by: admin.id,
        reason_code: 'identity_unverified',
        reason_note: 'Bitte Handelsregisterauszug senden.',
      },
    ]);
    const proposal = await db.query(
      `select status, closed_by from public.account_rejection_proposals where id = $1`,
      [proposalId],
    );
    expect(proposal.rows).toEqual([{ status: 'confirmed', closed_by: admin.id }]);
    const audit = await db.query(
      `select event_type, actor_id, detail from public.audit_events
        where subject_user_id = $1 and event_type in ('rejection_proposed', 'verification_decided')
        order by id`,
      [who.id],
    );
    expect(audit.rows).toEqual([
      expect.objectContaining({ event_type: 'rejection_proposed', actor_id: other.id }),
      {
        event_type: 'verification_decided',
        actor_id: admin.id,
        detail: expect.objectContaining({
          to: 'rejected',
          reason_code: 'identity_unverified',
          proposed_by: other.id,
        }),
      },
    ]);
    // The notice and the email (in the account's language) carry the reason.
    const notice = await db.query(
      `select payload from public.notifications where user_id = $1 and kind = 'account.rejected'`,
      [who.id],
    );
    expect(notice.rows[0].payload).toMatchObject({ reason_code: 'identity_unverified' });
    const outbox = await db.query<OutboxEmail>(
      `select id, user_id, recipient, language::text as language, kind, payload, group_key,
              created_at::text from private.email_outbox
        where user_id = $1 and kind = 'account.rejected'`,
      [who.id],
    );
    expect(outbox.rows).toHaveLength(1);
    expect(outbox.rows[0].language).toBe('de');
    const email = renderEmail(outbox.rows, 'http://localhost');
    expect(email.text).toContain('Grund: Ihre Identität konnte nicht bestätigt werden.');
    expect(email.text).toContain('Anmerkung: Bitte Handelsregisterauszug senden.');

    const reused = await other.client.rpc('confirm_account_rejection', {
      p_proposal_id: proposalId,
    });
    expect(reused.error?.code).toBe('22023');
  });

  it('a proposal can be withdrawn, and verifying the account withdraws it', async () => {
    const first = await applicant('console-withdraw');
    const proposed = await admin.client.rpc('propose_account_rejection', {
      p_user_id: first.id!,
      p_reason_code: 'duplicate_account',
    });
    const proposalId = (proposed.data as { proposal_id: string }).proposal_id;
    expect(
      (await other.client.rpc('withdraw_account_rejection', { p_proposal_id: proposalId })).error,
    ).toBeNull();
    const late = await other.client.rpc('confirm_account_rejection', { p_proposal_id: proposalId });
    expect(late.error?.code).toBe('22023');
    expect(await status(first.id!)).toBe('pending');

    const second = await applicant('console-verify-instead');
    const again = await admin.client.rpc('propose_account_rejection', {
      p_user_id: second.id!,
      p_reason_code: 'other',
    });
    const openId = (again.data as { proposal_id: string }).proposal_id;
    expect(
      (
        await other.client.rpc('set_verification', {
          p_user_id: second.id!,
          p_status: 'verified',
        })
      ).error,
    ).toBeNull();
    const closed = await db.query(
      `select status from public.account_rejection_proposals where id = $1`,
      [openId],
    );
    expect(closed.rows).toEqual([{ status: 'withdrawn' }]);
  });

  it('nobody writes proposals directly, and only admins read them', async () => {
    const who = await applicant('console-direct');
    const insert = await rest(admin, 'POST', 'account_rejection_proposals', {
      user_id: who.id,
      proposed_by: other.id,
      reason_code: 'other',
    });
    expect(insert.body.code).toBe('42501');
    expect(
      (await rest(outsider, 'GET', 'account_rejection_proposals?select=id&limit=1')).body,
    ).toEqual([]);
  });
});

describe('a single admin (the only admin of the database)', () => {
  // The stack is shared with other test files that make admins, so "only one admin" exists only
  // inside this transaction: the database owner takes the role from every other admin, calls the
  // RPCs as the seeded admin (role authenticated, aal2 claims, as PostgREST would) and rolls back.
  it('proposing a rejection rejects at once, and set_verification rejects directly', async () => {
    const [first, second] = await Promise.all([
      applicant('console-single-1'),
      applicant('console-single-2'),
    ]);
    const client = new pg.Client({ connectionString: stackEnv.dbUrl });
    await client.connect();
    try {
      // One snapshot for the whole transaction: an admin another file makes meanwhile is not
      // seen by the four-eyes count either (read committed would see it once committed).
      await client.query('begin isolation level repeatable read');
      await client.query(
        `update public.profiles p set role = private.signup_role(p.id) where p.role = 'admin' and p.id <> $1`,
        [SEED.admin],
      );
      await client.query(`set local role authenticated`);
      await client.query(`select set_config('request.jwt.claims', $1, true)`, [
        JSON.stringify({ sub: SEED.admin, role: 'authenticated', aal: 'aal2' }),
      ]);
      const proposed = await client.query(
        `select public.propose_account_rejection($1, 'not_eligible', 'Only one admin') as answer`,
        [first.id],
      );
      expect(proposed.rows[0].answer).toEqual({ outcome: 'rejected' });
      const direct = await client.query(
        `select (public.set_verification($1, 'rejected', 'other', null)).verification_status::text as status`,
        [second.id],
      );
      expect(direct.rows[0].status).toBe('rejected');
      await client.query('reset role');
      const rows = await client.query(
        `select user_id, decided_by, reason_code from public.account_decisions
          where user_id = any($1::uuid[]) order by reason_code`,
        [[first.id, second.id]],
      );
      expect(rows.rows).toEqual([
        { user_id: first.id, decided_by: SEED.admin, reason_code: 'not_eligible' },
        { user_id: second.id, decided_by: SEED.admin, reason_code: 'other' },
      ]);
      const proposals = await client.query(
        `select count(*)::int as n from public.account_rejection_proposals where user_id = $1`,
        [first.id],
      );
      expect(proposals.rows[0].n).toBe(0);
    } finally {
      await client.query('rollback');
      await client.end();
    }
    expect(await status(first.id!)).toBe('pending');
  });
});

/**
 * Runs an admin RPC as the seeded admin and the given SQL as the database owner in one snapshot
 * (repeatable read), so both see the same rows while other tests write.
 */
async function inOneSnapshot<T>(rpc: string, truth: (client: pg.Client) => Promise<T>) {
  const client = new pg.Client({ connectionString: stackEnv.dbUrl });
  await client.connect();
  try {
    await client.query('begin isolation level repeatable read');
    await client.query('set local role authenticated');
    await client.query(`select set_config('request.jwt.claims', $1, true)`, [
      JSON.stringify({ sub: SEED.admin, role: 'authenticated', aal: 'aal2' }),
    ]);
    const answer = (await client.query(`select ${rpc} as answer`)).rows[0].answer;
    await client.query('reset role');
    return { answer, truth: await truth(client) };
  } finally {
    await client.query('rollback');
    await client.end();
  }
}

const one = async (client: pg.Client, sql: string) =>
  (await client.query(sql)).rows[0] as Record<string, unknown>;

describe('queues and key figures are counts of rows', () => {
  it('the queues: counts and oldest items as SQL counts them, oldest first; a new applicant is in', async () => {
    const who = await applicant('console-queue');
    const http = await rest(admin, 'POST', 'rpc/admin_queues', {});
    expect(http.status).toBe(200);
    const queues = http.body as unknown as { queue: string; count: number; oldest_at: string }[];
    expect(queues.find((q) => q.queue === 'verifications')!.count).toBeGreaterThanOrEqual(1);

    const { answer, truth } = await inOneSnapshot('public.admin_queues()', async (client) => ({
      verifications: await one(
        client,
        `select count(*)::int as count, min(submitted_at) as oldest from public.profiles where verification_status = 'pending'`,
      ),
      rejection_proposals: await one(
        client,
        `select count(*)::int as count, min(proposed_at) as oldest from public.account_rejection_proposals where status = 'open'`,
      ),
      success_fees: await one(
        client,
        `select count(*)::int as count, min(marked_at) as oldest from public.won_deal_confirmations where status = 'pending'`,
      ),
      scout_fees_owed: await one(
        client,
        `select count(*)::int as count, min(decided_at) as oldest from public.won_deal_confirmations
          where status = 'confirmed' and paid_at is null and fee_eur > 0`,
      ),
      capacity_proofs: await one(
        client,
        `select count(*)::int as count, min(submitted_at) as oldest from public.capacity_proofs where status = 'pending'`,
      ),
      access_requests: await one(
        client,
        `select count(*)::int as count, min(access_requested_at) as oldest from public.deals where stage = 'access_requested'`,
      ),
      invoices_overdue: await one(
        client,
        `select count(*)::int as count from public.invoices
          where status = 'open' and due_date < (now() at time zone 'Europe/Berlin')::date`,
      ),
      mine: await one(client, `select submitted_at from public.profiles where id = '${who.id}'`),
    }));
    const byName = Object.fromEntries(
      (answer as { queue: string; count: number; oldest_at: string | null }[]).map((q) => [
        q.queue,
        q,
      ]),
    );
    for (const [queue, row] of Object.entries(truth)) {
      if (queue === 'mine') continue;
      expect(byName[queue].count, queue).toBe(row.count);
      if (row.oldest instanceof Date)
        expect(Date.parse(byName[queue].oldest_at!), queue).toBe(row.oldest.getTime());
    }
    expect(Date.parse(byName.verifications.oldest_at!)).toBeLessThanOrEqual(
      (truth.mine.submitted_at as Date).getTime(),
    );
    // Oldest first (queues without items last).
    const ages = (answer as { oldest_at: string | null }[])
      .filter((q) => q.oldest_at)
      .map((q) => Date.parse(q.oldest_at!));
    expect(ages).toEqual([...ages].sort((a, b) => a - b));
  });

  it('the KPIs of 12 weeks: every figure equals the SQL count of the same rows', async () => {
    const { answer, truth } = await inOneSnapshot('public.admin_kpis(12, null)', async (client) => {
      const range = `v_from as (select (date_trunc('week', now() at time zone 'Europe/Berlin') - interval '11 weeks') at time zone 'Europe/Berlin' as f)`;
      return {
        signups: await one(
          client,
          `with ${range} select count(*)::int as n from public.profiles, v_from where created_at >= f`,
        ),
        verified: await one(
          client,
          `with ${range} select count(*)::int as n from public.profiles, v_from where verified_at >= f`,
        ),
        listings: await one(
          client,
          `with ${range} select count(*)::int as n from public.listings, v_from where created_at >= f`,
        ),
        decisions: await one(
          client,
          `with ${range} select count(*)::int as n from public.unlock_requests, v_from where decided_at >= f`,
        ),
        views: await one(
          client,
          `with ${range} select count(*)::int as n from public.listing_views, v_from where viewed_at >= f`,
        ),
        won: await one(
          client,
          `with ${range} select count(distinct deal_id)::int as n from public.deal_events, v_from
              where occurred_at >= f and to_stage = 'won'`,
        ),
        stages: (
          await client.query(
            `select stage::text, count(*)::int as n from public.deals group by stage`,
          )
        ).rows as { stage: string; n: number }[],
        invoiced: await one(
          client,
          `with ${range} select count(*)::int as n, coalesce(sum(amount_eur), 0)::int as eur
               from public.invoices, v_from where issued_at >= f`,
        ),
        paid: await one(
          client,
          `with ${range} select count(*)::int as n, coalesce(sum(amount_eur), 0)::int as eur
               from public.invoices, v_from where paid_at >= f`,
        ),
        scoutOwed: await one(
          client,
          `select count(*)::int as n, coalesce(sum(fee_eur), 0)::int as eur from public.won_deal_confirmations
              where status = 'confirmed' and paid_at is null and fee_eur > 0`,
        ),
        scoutPaid: await one(
          client,
          `with ${range} select count(*)::int as n, coalesce(sum(fee_eur), 0)::int as eur
               from public.won_deal_confirmations, v_from where paid_at >= f`,
        ),
      };
    });
    type Week = {
      signups: number;
      verified: number;
      listings_published: number;
      access_decisions: number;
    };
    const kpis = answer as {
      weeks: Week[];
      funnel: { views: number; stages: Record<string, number> };
      stages_now: Record<string, number>;
      access_fees: { count: number; amount_eur: number; paid: number; paid_eur: number };
      scout_fees: { owed: number; owed_eur: number; paid: number; paid_eur: number };
    };
    const sum = (key: keyof Week) => kpis.weeks.reduce((total, week) => total + week[key], 0);
    expect(kpis.weeks).toHaveLength(12);
    expect(sum('signups')).toBe(truth.signups.n);
    expect(sum('verified')).toBe(truth.verified.n);
    expect(sum('listings_published')).toBe(truth.listings.n);
    expect(sum('access_decisions')).toBe(truth.decisions.n);
    expect(kpis.funnel.views).toBe(truth.views.n);
    expect(kpis.funnel.stages.won ?? 0).toBe(truth.won.n);
    expect(kpis.stages_now).toEqual(Object.fromEntries(truth.stages.map((s) => [s.stage, s.n])));
    expect(kpis.access_fees).toEqual({
      count: truth.invoiced.n,
      amount_eur: truth.invoiced.eur,
      paid: truth.paid.n,
      paid_eur: truth.paid.eur,
    });
    expect(kpis.scout_fees).toEqual({
      owed: truth.scoutOwed.n,
      owed_eur: truth.scoutOwed.eur,
      paid: truth.scoutPaid.n,
      paid_eur: truth.scoutPaid.eur,
    });
  });
});
