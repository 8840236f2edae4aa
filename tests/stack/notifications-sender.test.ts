// The notifications-sender edge function and its outbox (issue 18): each email at most once even
// when the sender is killed between sending and marking, none lost; messages of one deal within
// the window go out as one email; only the service role may run it. Every test touches its own
// outbox rows only (no drain of the shared outbox), so the file runs beside any other.
import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonClient, serviceClient } from '../support/accounts';
import { stackEnv } from '../support/env';
import { mailsTo, waitForMail } from '../support/mail';
import { createUser } from '../db/support/identities';
import { dueBeforeOf } from '../../supabase/functions/notifications-sender/outbox';

const require = createRequire(import.meta.url);
const deno = join(dirname(require.resolve('@deno/linux-x64-glibc/package.json')), 'deno');
const script = join(import.meta.dirname, 'support', 'deno', 'drain-outbox.ts');
const smtpPort = Number(new URL(stackEnv.url).port) + 4;
const db = new pg.Client({ connectionString: stackEnv.dbUrl });

function drain(env: Record<string, string>) {
  return spawnSync(
    deno,
    ['run', '--allow-net', '--allow-env', '--allow-read', '--allow-run', '--no-prompt', script],
    {
      env: {
        ...process.env,
        SUPABASE_URL: stackEnv.url,
        SUPABASE_SERVICE_ROLE_KEY: stackEnv.serviceRoleKey,
        SMTP_PORT: String(smtpPort),
        DENO_NO_UPDATE_CHECK: '1',
        ...env,
      },
      encoding: 'utf8',
      timeout: 60_000,
    },
  );
}

async function statuses(ids: number[]) {
  const { rows } = await db.query<{ id: number; status: string }>(
    'select id::int, status::text from private.email_outbox where id = any($1::bigint[]) order by id',
    [ids],
  );
  return rows.map((row) => row.status);
}

/** public.claim_notification_emails as the sender calls it (service role), inside db's transaction. */
async function claim(
  worker: string,
  limit: number,
  leaseSeconds: number,
  dueBefore: string | null = null,
) {
  await db.query('set local role service_role');
  const { rows } = await db.query<{ id: number }>(
    `select id::int, user_id, recipient, language::text, kind, payload, group_key, created_at
       from public.claim_notification_emails($1, $2, $3, $4)`,
    [worker, limit, leaseSeconds, dueBefore],
  );
  await db.query('reset role');
  return rows;
}

beforeAll(async () => {
  await db.connect();
});
afterAll(async () => {
  await db.end();
});

describe('at most once, none lost', () => {
  it('a sender killed between send and mark leaves no duplicate and loses nothing', async () => {
    // The test's five emails are due long ago (so that a claim takes them before any other test's),
    // and are claimed in the transaction that writes them: the stack's scheduler never sees them
    // unclaimed, and this test's drains take no other test's emails.
    const recipients = Array.from(
      { length: 5 },
      (_, i) => `crash-${i}-${randomUUID()}@example.test`,
    );
    const crashing = randomUUID();
    await db.query('begin');
    const { rows } = await db.query<{ id: number }>(
      `insert into private.email_outbox (recipient, language, kind, payload, due_at)
       select r, 'en', 'account.verified', jsonb_build_object('name', 'Crash ' || n, 'link', '/dashboard'),
              timestamptz '2000-01-01 00:00:00+00' + n * interval '1 millisecond'
       from unnest($1::text[]) with ordinality as t(r, n)
       returning id::int`,
      [recipients],
    );
    const ids = rows.map((row) => row.id).sort((a, b) => a - b);
    // A lease far longer than the test: it ends only when the test moves it (below).
    const claimed = await claim(crashing, ids.length, 600);
    await db.query('commit');
    expect(claimed.map((row) => row.id)).toEqual(ids);

    const crashed = drain({
      WORKER: crashing,
      CLAIMED: JSON.stringify(claimed),
      CRASH_AFTER_SENDS: '3',
    });
    expect(crashed.signal, crashed.stderr).toBe('SIGKILL');
    // Three went out, the third was never marked; the last two were claimed and never tried.
    expect(await statuses(ids)).toEqual(['sent', 'sent', 'sending', 'pending', 'pending']);
    // The mail catcher stores a mail before it accepts it: the three are there.
    for (const recipient of recipients.slice(0, 3)) await waitForMail(recipient);

    // While the dead sender's lease runs, nobody takes its emails: a claim (rolled back, so that
    // it takes nothing from other tests) gets none of them and leaves the one in doubt alone.
    await db.query('begin');
    try {
      const early = await claim(randomUUID(), 500, 5);
      expect(early.map((row) => row.id).filter((id) => ids.includes(id))).toEqual([]);
      expect(await statuses(ids)).toEqual(['sent', 'sent', 'sending', 'pending', 'pending']);
    } finally {
      await db.query('rollback');
    }

    // The lease ends (its end moved into the past, as if the time had passed), and the next claim,
    // in the same transaction so that the scheduler cannot come between, takes the two left and
    // closes the one in doubt as unknown.
    const next = randomUUID();
    await db.query('begin');
    await db.query(
      "update private.email_outbox set lease_until = now() - interval '1 second' where id = any($1::bigint[])",
      [ids],
    );
    const reclaimed = await claim(next, 2, 600);
    await db.query('commit');
    expect(reclaimed.map((row) => row.id)).toEqual(ids.slice(3));
    const after = drain({ WORKER: next, CLAIMED: JSON.stringify(reclaimed) });
    expect(after.status, after.stderr).toBe(0);
    expect(JSON.parse(after.stdout)).toMatchObject({ claimed: 2, sent: 2, failed: 0, skipped: 0 });
    // The one in doubt is never sent again (at most once); it was delivered before the crash.
    expect(await statuses(ids)).toEqual(['sent', 'sent', 'unknown', 'sent', 'sent']);

    // Every sender process has ended and the catcher stores a mail before accepting it: each
    // recipient has exactly one.
    for (const recipient of recipients) {
      const mails = await mailsTo(recipient);
      expect(mails.map((mail) => mail.subject)).toEqual([
        'DealBridge: Your DealBridge account is approved',
      ]);
    }
  });

  it('a flush (dueBefore) takes emails that are not due yet; a claim without it does not', async () => {
    // Rolled back: it must not take or send other tests' emails.
    await db.query('begin');
    try {
      const { rows } = await db.query<{ id: number }>(
        `insert into private.email_outbox (recipient, language, kind, payload, due_at)
         values ($1, 'en', 'account.verified', '{"name": "Later", "link": "/dashboard"}', now() + interval '1 day')
         returning id::int`,
        [`later-${randomUUID()}@example.test`],
      );
      const later = rows[0].id;
      const now = await claim(randomUUID(), 500, 5);
      expect(now.map((row) => row.id)).not.toContain(later);
      const flushed = await claim(
        randomUUID(),
        500,
        5,
        new Date(Date.now() + 2 * 86_400_000).toISOString(),
      );
      expect(flushed.map((row) => row.id)).toContain(later);
    } finally {
      await db.query('rollback');
    }
  });
});

describe('the edge function', () => {
  // A flush through the function would send every other test's waiting emails too, so the body's
  // reading is checked here and the claim it feeds above (the function passes it on unchanged).
  it('reads a flush time from the body and ignores anything else', () => {
    expect(dueBeforeOf({ dueBefore: '2026-12-01T10:00:00+01:00' })).toBe('2026-12-01T09:00:00.000Z');
    expect(dueBeforeOf({ dueBefore: 'tomorrow' })).toBeUndefined();
    expect(dueBeforeOf({ dueBefore: 1764579600000 })).toBeUndefined();
    expect(dueBeforeOf({})).toBeUndefined();
    expect(dueBeforeOf(null)).toBeUndefined();
    expect(dueBeforeOf('2026-12-01')).toBeUndefined();
  });

  it('refuses callers without the service role key', async () => {
    const anon = await anonClient().functions.invoke('notifications-sender', { body: {} });
    expect(anon.error).not.toBeNull();
    const user = await createUser('sender-caller', { role: 'scout', status: 'verified' });
    const asUser = await user.client.functions.invoke('notifications-sender', { body: {} });
    expect((asUser.error as { context?: Response })?.context?.status).toBe(403);
  });

  it('mails the first message of a deal at once and the next ones of the window as one email', async () => {
    const seller = await createUser('group-seller', {
      role: 'company',
      status: 'verified',
      metadata: { name: 'Greta Seller', role: 'company', language: 'en' },
    });
    const buyer = await createUser('group-buyer', {
      role: 'investor',
      status: 'verified',
      metadata: { name: 'Gus Buyer', role: 'investor' },
    });
    const { data: listingId, error } = await seller.client.rpc('create_listing', {
      p_type: 'sell',
      p_title: 'Grouped GmbH',
      p_industry: 'Retail',
      p_revenue: '0-500K',
      p_employees: '1-10',
      p_location: 'Austria',
      p_description: 'x',
      p_anonymized_description: 'y',
    });
    expect(error).toBeNull();
    const isDealMail = (subject: string) => /message/.test(subject);

    await buyer.client
      .from('inquiries')
      .insert({ listing_id: listingId!, message: 'First question' });
    // The stack's scheduler runs the function every few seconds.
    const first = await waitForMail(seller.email!, (mail) => isDealMail(mail.subject), 60_000);
    expect(first.subject).toBe('DealBridge: New message from Gus Buyer');
    expect(first.text).toContain('First question');
    const { data: deal } = await serviceClient()
      .from('deals')
      .select('id')
      .eq('listing_id', listingId!)
      .eq('buyer_id', buyer.id!)
      .single();
    expect(first.text).toContain(`http://localhost:5173/deals/${deal!.id}`);

    await buyer.client
      .from('inquiries')
      .insert({ listing_id: listingId!, message: 'Second question' });
    await buyer.client
      .from('inquiries')
      .insert({ listing_id: listingId!, message: 'Third question' });
    const { rows } = await db.query<{ status: string; wait: number }>(
      `select status::text, extract(epoch from due_at - now())::int as wait from private.email_outbox
       where recipient = $1 and kind = 'deal.message' order by id`,
      [seller.email],
    );
    expect(rows.map((row) => row.status)).toEqual(['sent', 'pending', 'pending']);
    expect(rows[1].wait).toBeGreaterThan(60);
    expect(rows[2].wait).toBe(rows[1].wait);

    // The window's end, brought forward for this recipient's emails only (as if the time had
    // passed; a flush through the function would send other tests' waiting emails too): the
    // stack's scheduler runs the function, which sends the two as one email.
    await db.query(
      `update private.email_outbox set due_at = now() where recipient = $1 and kind = 'deal.message' and status = 'pending'`,
      [seller.email],
    );
    const grouped = await waitForMail(
      seller.email!,
      (mail) => mail.subject.includes('2 new messages'),
      60_000,
    );
    expect(grouped.text).toContain('Second question');
    expect(grouped.text).toContain('Third question');
    expect(grouped.html).toContain('Third question');
    expect((await mailsTo(seller.email!)).filter((mail) => isDealMail(mail.subject))).toHaveLength(
      2,
    );
  });
});
