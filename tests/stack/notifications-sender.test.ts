// The notifications-sender edge function and its outbox (issue 18): each email at most once even
// when the sender is killed between sending and marking, none lost; messages of one deal within
// the window go out as one email; only the service role may run it.
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

const require = createRequire(import.meta.url);
const deno = join(dirname(require.resolve('@deno/linux-x64-glibc/package.json')), 'deno');
const script = join(import.meta.dirname, 'support', 'deno', 'drain-outbox.ts');
const smtpPort = Number(new URL(stackEnv.url).port) + 4;
const db = new pg.Client({ connectionString: stackEnv.dbUrl });

function drain(env: Record<string, string>) {
  return spawnSync(deno, ['run', '--allow-net', '--allow-env', '--allow-read', '--allow-run', '--no-prompt', script], {
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
  });
}

async function statuses(ids: number[]) {
  const { rows } = await db.query<{ id: number; status: string }>(
    'select id::int, status::text from private.email_outbox where id = any($1::bigint[]) order by id',
    [ids],
  );
  return rows.map((row) => row.status);
}

beforeAll(async () => {
  await db.connect();
});
afterAll(async () => {
  await db.end();
});

describe('at most once, none lost', () => {
  it('a sender killed between send and mark leaves no duplicate and loses nothing', async () => {
    // Emails other tests left waiting (grouped deal messages fall due minutes later) go out first:
    // the drains below must find this test's emails only (npm test runs this file on its own).
    for (let round = 0; round < 20; round += 1) {
      const { data, error } = await serviceClient().functions.invoke('notifications-sender', {
        body: { dueBefore: new Date(Date.now() + 3 * 3600_000).toISOString() },
      });
      expect(error).toBeNull();
      if ((data as { claimed: number }).claimed === 0) break;
    }
    const recipients = Array.from({ length: 5 }, (_, i) => `crash-${i}-${randomUUID()}@example.test`);
    // Due in an hour, so that only the drains of this test (which flush up to two hours ahead)
    // take them, not the stack's scheduler.
    const { rows } = await db.query<{ id: number }>(
      `insert into private.email_outbox (recipient, language, kind, payload, due_at)
       select r, 'en', 'account.verified', jsonb_build_object('name', 'Crash ' || n, 'link', '/dashboard'), now() + interval '1 hour'
       from unnest($1::text[]) with ordinality as t(r, n)
       returning id::int`,
      [recipients],
    );
    const ids = rows.map((row) => row.id).sort((a, b) => a - b);
    const dueBefore = new Date(Date.now() + 2 * 3600_000).toISOString();

    const crashed = drain({ LIMIT: '5', LEASE_SECONDS: '5', DUE_BEFORE: dueBefore, CRASH_AFTER_SENDS: '3' });
    expect(crashed.signal, crashed.stderr).toBe('SIGKILL');
    // Three went out, the third was never marked; the last two were claimed and never tried.
    expect(await statuses(ids)).toEqual(['sent', 'sent', 'sending', 'pending', 'pending']);
    for (const recipient of recipients.slice(0, 3)) await waitForMail(recipient);

    // While the dead sender's lease runs, nobody takes its emails.
    const early = drain({ LIMIT: '5', LEASE_SECONDS: '5', DUE_BEFORE: dueBefore });
    expect(early.status, early.stderr).toBe(0);
    expect(JSON.parse(early.stdout)).toMatchObject({ claimed: 0 });

    await new Promise((resolve) => setTimeout(resolve, 5500));
    const after = drain({ LIMIT: '5', LEASE_SECONDS: '5', DUE_BEFORE: dueBefore });
    expect(after.status, after.stderr).toBe(0);
    expect(JSON.parse(after.stdout)).toMatchObject({ claimed: 2, sent: 2 });
    // The one in doubt is never sent again (at most once); it was delivered before the crash.
    expect(await statuses(ids)).toEqual(['sent', 'sent', 'unknown', 'sent', 'sent']);

    for (const recipient of recipients) await waitForMail(recipient);
    await new Promise((resolve) => setTimeout(resolve, 500));
    for (const recipient of recipients) {
      const mails = await mailsTo(recipient);
      expect(mails.map((mail) => mail.subject)).toEqual(['DealBridge: Your DealBridge account is approved']);
    }
  });
});

describe('the edge function', () => {
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

    await buyer.client.from('inquiries').insert({ listing_id: listingId!, message: 'First question' });
    // The stack's scheduler runs the function every few seconds.
    const first = await waitForMail(seller.email!, (mail) => isDealMail(mail.subject), 20_000);
    expect(first.subject).toBe('DealBridge: New message from Gus Buyer');
    expect(first.text).toContain('First question');
    const { data: deal } = await serviceClient()
      .from('deals')
      .select('id')
      .eq('listing_id', listingId!)
      .eq('buyer_id', buyer.id!)
      .single();
    expect(first.text).toContain(`http://localhost:5173/deals/${deal!.id}`);

    await buyer.client.from('inquiries').insert({ listing_id: listingId!, message: 'Second question' });
    await buyer.client.from('inquiries').insert({ listing_id: listingId!, message: 'Third question' });
    const { rows } = await db.query<{ status: string; wait: number }>(
      `select status::text, extract(epoch from due_at - now())::int as wait from private.email_outbox
       where recipient = $1 and kind = 'deal.message' order by id`,
      [seller.email],
    );
    expect(rows.map((row) => row.status)).toEqual(['sent', 'pending', 'pending']);
    expect(rows[1].wait).toBeGreaterThan(60);
    expect(rows[2].wait).toBe(rows[1].wait);

    // The window's end, brought forward: the service role flushes through the function.
    const flushed = await serviceClient().functions.invoke('notifications-sender', {
      body: { dueBefore: new Date(Date.now() + 3600_000).toISOString() },
    });
    expect(flushed.error).toBeNull();
    const grouped = await waitForMail(seller.email!, (mail) => mail.subject.includes('2 new messages'));
    expect(grouped.text).toContain('Second question');
    expect(grouped.text).toContain('Third question');
    expect(grouped.html).toContain('Third question');
    expect((await mailsTo(seller.email!)).filter((mail) => isDealMail(mail.subject))).toHaveLength(2);
  });
});
