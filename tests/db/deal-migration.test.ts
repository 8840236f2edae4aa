// Existing inquiries, NDAs and unlock requests become deals, and each inquiry the first message of
// its deal's thread (issue 16: 20261124100001_deals.sql, 20261124200001_deal_conversation.sql and
// what follows). Checked the way it happened: a new database on the stack's server gets the
// schema as it was before deals (the official CLI pushes the migrations up to 20261123120000),
// rows in that old shape, then the CLI pushes the rest, as on a deployed project.
import { execFileSync } from 'node:child_process';
import {
  copyFileSync,
  cpSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stackEnv } from '../support/env';
import { withDb } from '../support/db';

const repoRoot = join(import.meta.dirname, '..', '..');
const FIRST_DEALS_MIGRATION = '20261124100001';
const database = `deal_migration_${process.pid}_${Date.now()}`;
const dbUrl = stackEnv.dbUrl.replace(/\/[^/?]+(\?|$)/, `/${database}$1`);
const workdir = mkdtempSync(join(tmpdir(), 'deal-migration-'));

const ids = {
  seller: '10000000-0000-4000-8000-000000000001',
  granted: '10000000-0000-4000-8000-000000000002',
  writer: '10000000-0000-4000-8000-000000000003',
  pending: '10000000-0000-4000-8000-000000000004',
  declined: '10000000-0000-4000-8000-000000000005',
  listing: '20000000-0000-4000-8000-000000000001',
  grantedInquiry: '30000000-0000-4000-8000-000000000001',
  writerInquiry: '30000000-0000-4000-8000-000000000002',
};

/** What the stack gives a new cluster (stack/sql), for one more database: its roles exist already. */
function bootstrapSql(): string {
  const read = (name: string) => readFileSync(join(repoRoot, 'stack', 'sql', name), 'utf8');
  return ['bootstrap.sql', 'auth-mfa.sql', 'storage.sql', 'realtime.sql']
    .map(read)
    .join('\n')
    .replace(/create role [\s\S]*?;/g, '')
    .replaceAll('alter database postgres', `alter database ${database}`);
}

/** `supabase db push` of the migrations accepted by `keep` (the CLI records what it applied). */
function push(keep: (name: string) => boolean) {
  const migrations = join(workdir, 'supabase', 'migrations');
  mkdirSync(migrations, { recursive: true });
  // The CLI reads config.toml and the files it names (the email templates).
  copyFileSync(join(repoRoot, 'supabase', 'config.toml'), join(workdir, 'supabase', 'config.toml'));
  cpSync(join(repoRoot, 'supabase', 'templates'), join(workdir, 'supabase', 'templates'), {
    recursive: true,
  });
  for (const name of readdirSync(join(repoRoot, 'supabase', 'migrations')).filter(keep))
    copyFileSync(join(repoRoot, 'supabase', 'migrations', name), join(migrations, name));
  try {
    execFileSync(
      join(repoRoot, 'node_modules', '.bin', 'supabase'),
      ['db', 'push', '--workdir', workdir, `--remote=${dbUrl}?sslmode=disable`, '--yes'],
      {
        stdio: ['ignore', 'pipe', 'pipe'],
        env: { ...process.env, SUPABASE_TELEMETRY_DISABLED: '1', DO_NOT_TRACK: '1' },
      },
    );
  } catch (error) {
    const failed = error as { stderr?: Buffer; stdout?: Buffer };
    throw new Error(`supabase db push failed: ${failed.stderr ?? ''} ${failed.stdout ?? ''}`);
  }
}

async function query<T = Record<string, unknown>>(sql: string, params: unknown[] = []) {
  const client = new pg.Client({ connectionString: dbUrl });
  await client.connect();
  try {
    return (await client.query(sql, params)).rows as T[];
  } finally {
    await client.end();
  }
}

/** The rows the app had written before deals existed. */
const LEGACY_ROWS = `
insert into auth.users (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
  raw_app_meta_data, raw_user_meta_data, created_at, updated_at)
select '00000000-0000-0000-0000-000000000000', u.id::uuid, 'authenticated', 'authenticated', u.email, '',
  now() - interval '90 days', '{"provider": "email"}'::jsonb,
  jsonb_build_object('name', u.name, 'role', u.role), now() - interval '90 days', now() - interval '90 days'
from (values
  ('${ids.seller}', 'seller@legacy.test', 'Sina Seller', 'company'),
  ('${ids.granted}', 'granted@legacy.test', 'Gero Granted', 'investor'),
  ('${ids.writer}', 'writer@legacy.test', 'Wanda Writer', 'investor'),
  ('${ids.pending}', 'pending@legacy.test', 'Per Pending', 'investor'),
  ('${ids.declined}', 'declined@legacy.test', 'Dora Declined', 'investor')
) as u(id, email, name, role);
update public.profiles set verification_status = 'verified';
insert into public.listings (id, user_id, user_role, type, industry, revenue, employees, location,
  anonymized_description, status, created_at, updated_at)
values ('${ids.listing}', '${ids.seller}', 'company', 'sell', 'Technology', '1M-2M', '11-50', 'Germany',
  'Software company for tax advisors', 'active', now() - interval '60 days', now() - interval '60 days');
insert into public.listing_details (listing_id, title, description)
values ('${ids.listing}', 'Legacy Tax Software GmbH', 'Confidential');
insert into public.inquiries (id, user_id, listing_id, message, status, created_at, updated_at) values
  ('${ids.grantedInquiry}', '${ids.granted}', '${ids.listing}', 'We would like to talk. gero@capital.example',
   'answered', now() - interval '30 days', now() - interval '29 days'),
  ('${ids.writerInquiry}', '${ids.writer}', '${ids.listing}', 'Please call me at +49 171 2345678.',
   'pending', now() - interval '5 days', now() - interval '5 days');
insert into public.nda_signatures (listing_id, user_id, signer_name, signed_at) values
  ('${ids.listing}', '${ids.granted}', 'Gero Granted', now() - interval '28 days'),
  ('${ids.listing}', '${ids.pending}', 'Per Pending', now() - interval '10 days'),
  ('${ids.listing}', '${ids.declined}', 'Dora Declined', now() - interval '9 days');
insert into public.unlock_requests (listing_id, user_id, status, price_eur, created_at, decided_at) values
  ('${ids.listing}', '${ids.granted}', 'approved', 500, now() - interval '27 days', now() - interval '26 days'),
  ('${ids.listing}', '${ids.pending}', 'pending', 500, now() - interval '8 days', null),
  ('${ids.listing}', '${ids.declined}', 'rejected', 500, now() - interval '7 days', now() - interval '6 days');
`;

beforeAll(async () => {
  await withDb((db) => db.query(`create database ${database}`));
  await query(bootstrapSql());
  push((name) => name.endsWith('.sql') && name < FIRST_DEALS_MIGRATION);
  expect(await query(`select to_regclass('public.deals') as deals`)).toEqual([{ deals: null }]);
  await query(LEGACY_ROWS);
  push((name) => name.endsWith('.sql'));
}, 300_000);

afterAll(async () => {
  rmSync(workdir, { recursive: true, force: true });
  await withDb((db) => db.query(`drop database if exists ${database} with (force)`));
});

describe('the deals migration on rows of the old shape', () => {
  it('makes one deal per listing and buyer at the stage the records tell', async () => {
    const deals = await query<{ buyer_id: string; stage: string }>(
      `select buyer_id, stage::text from public.deals order by buyer_id`,
    );
    expect(deals).toEqual([
      { buyer_id: ids.granted, stage: 'access_granted' },
      { buyer_id: ids.writer, stage: 'interested' },
      { buyer_id: ids.pending, stage: 'access_requested' },
      { buyer_id: ids.declined, stage: 'declined' },
    ]);
    // Their history, and the fee of the access granted before deals existed.
    const events = await query<{ to_stage: string }>(
      `select e.to_stage::text from public.deal_events e join public.deals d on d.id = e.deal_id
       where d.buyer_id = $1 order by e.occurred_at, e.id`,
      [ids.granted],
    );
    expect(events.map((e) => e.to_stage)).toEqual([
      'interested',
      'nda_signed',
      'access_requested',
      'access_granted',
    ]);
    expect(await query(`select buyer_id, amount_eur, listing_title from public.invoices`)).toEqual([
      { buyer_id: ids.granted, amount_eur: 500, listing_title: 'Legacy Tax Software GmbH' },
    ]);
  });

  it('starts each thread with its inquiry, masked where the deal has no access, read state kept', async () => {
    const messages = await query<Record<string, unknown>>(
      `select d.buyer_id, m.inquiry_id, m.sender_id, m.sender_side::text, m.body, m.masked,
              m.created_at = i.created_at as at_inquiry_time
       from public.deal_messages m
       join public.deals d on d.id = m.deal_id
       join public.inquiries i on i.id = m.inquiry_id
       order by d.buyer_id`,
    );
    expect(messages).toEqual([
      {
        buyer_id: ids.granted,
        inquiry_id: ids.grantedInquiry,
        sender_id: ids.granted,
        sender_side: 'buyer',
        // Access was granted: the text as written.
        body: 'We would like to talk. gero@capital.example',
        masked: false,
        at_inquiry_time: true,
      },
      {
        buyer_id: ids.writer,
        inquiry_id: ids.writerInquiry,
        sender_id: ids.writer,
        sender_side: 'buyer',
        body: 'Please call me at [phone hidden].',
        masked: true,
        at_inquiry_time: true,
      },
    ]);
    expect(await query(`select count(*)::int as n from public.deal_messages`)).toEqual([{ n: 2 }]);
    // The owner had answered the first inquiry (read), not the second (one unread message).
    const reads = await query(
      `select d.buyer_id, r.unread_count from public.deal_reads r join public.deals d on d.id = r.deal_id
       where r.user_id = $1 order by d.buyer_id`,
      [ids.seller],
    );
    expect(reads).toEqual([
      { buyer_id: ids.granted, unread_count: 0 },
      { buyer_id: ids.writer, unread_count: 1 },
    ]);
    // The reply clock starts at the inquiry (20261125500002).
    expect(
      await query(
        `select d.buyer_id, d.buyer_first_message_at = i.created_at as from_inquiry
         from public.deals d join public.inquiries i on i.user_id = d.buyer_id order by d.buyer_id`,
      ),
    ).toEqual([
      { buyer_id: ids.granted, from_inquiry: true },
      { buyer_id: ids.writer, from_inquiry: true },
    ]);
  });

  it('invents no notices for what happened before', async () => {
    expect(await query(`select count(*)::int as n from public.notifications`)).toEqual([{ n: 0 }]);
  });
});
