// public.admin_stats(): who may call it (hand-made requests through the gateway), and the row
// counts it reads from private.row_counts, which triggers keep in step with listings and inquiries.
//
// The counter checks run in one REPEATABLE READ transaction on a direct connection and roll back:
// the triggers update the counter in the writing transaction, so within one snapshot the counter
// must equal count(*) exactly, whatever the other test files write meanwhile.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stackEnv } from '../support/env';
import { createUser, SEED, type Identity } from './support/identities';

let admin: Identity;
let investor: Identity;

beforeAll(async () => {
  [admin, investor] = await Promise.all([
    createUser('stats-admin', { admin: true }),
    createUser('stats-investor', { role: 'investor', status: 'verified' }),
  ]);
});

async function callAdminStats(token: string | null) {
  const response = await fetch(`${stackEnv.url}/rest/v1/rpc/admin_stats`, {
    method: 'POST',
    headers: {
      apikey: stackEnv.anonKey,
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
      'Content-Type': 'application/json',
    },
    body: '{}',
  });
  return { status: response.status, body: (await response.json()) as unknown };
}

async function accessToken(who: Identity): Promise<string> {
  const { data } = await who.client.auth.getSession();
  if (!data.session) throw new Error(`${who.name} has no session`);
  return data.session.access_token;
}

describe('admin_stats() over HTTP', () => {
  it('refuses the anonymous key', async () => {
    const { status, body } = await callAdminStats(null);
    expect(status).toBe(401);
    expect(body).toMatchObject({ code: '42501' });
  });

  it('refuses a verified user who is not an admin', async () => {
    const { status, body } = await callAdminStats(await accessToken(investor));
    expect(status).toBe(403);
    expect(body).toMatchObject({ code: '42501', message: 'Forbidden: admin role required' });
  });

  it('gives an admin one row of whole numbers', async () => {
    const { status, body } = await callAdminStats(await accessToken(admin));
    expect(status).toBe(200);
    expect(body).toHaveLength(1);
    const [row] = body as Record<string, number>[];
    expect(Object.keys(row).sort()).toEqual([
      'pending_users',
      'rejected_users',
      'total_companies',
      'total_inquiries',
      'total_investors',
      'total_listings',
      'total_scouts',
      'total_users',
      'verified_users',
    ]);
    expect(row.total_listings).toBeGreaterThanOrEqual(40);
    expect(row.total_users).toBe(
      row.verified_users + row.pending_users + row.rejected_users,
    );
  });
});

describe('private.row_counts', () => {
  const db = new pg.Client({ connectionString: stackEnv.dbUrl });

  beforeAll(() => db.connect());
  afterAll(() => db.end());

  async function counterAndTruth(table: 'listings' | 'inquiries') {
    const { rows } = await db.query<{ counter: string; truth: string }>(
      `select (select row_count from private.row_counts where table_name = $1) as counter,
              (select count(*) from public.${table}) as truth`,
      [table],
    );
    return { counter: Number(rows[0].counter), truth: Number(rows[0].truth) };
  }

  async function expectInStep(table: 'listings' | 'inquiries') {
    const { counter, truth } = await counterAndTruth(table);
    expect(counter, `${table} counter`).toBe(truth);
    return counter;
  }

  it('follows inserts, deletes (also in replica mode) and truncate of listings and inquiries', async () => {
    await db.query('begin isolation level repeatable read');
    try {
      const listings = await expectInStep('listings');
      const inquiries = await expectInStep('inquiries');

      // Three listings in one statement, then one inquiry on each.
      const { rows: created } = await db.query<{ id: string }>(
        `insert into public.listings (user_id, type, industry, revenue, employees, location, price,
           anonymized_description, market_position)
         select $1, 'sell', 'Technology', '1M-2M', '11-50', 'Germany', '1 Mio. EUR',
           'Counter test ' || n, 'Counter test'
         from generate_series(1, 3) n
         returning id`,
        [SEED.scout],
      );
      expect(await expectInStep('listings')).toBe(listings + 3);
      await db.query(
        `insert into public.inquiries (user_id, listing_id, message)
         select $1, id, 'Counter test inquiry' from unnest($2::uuid[]) id`,
        [SEED.investor, created.map((r) => r.id)],
      );
      expect(await expectInStep('inquiries')).toBe(inquiries + 3);

      // Deleting a listing deletes its inquiry by cascade: both counters follow.
      await db.query('delete from public.listings where id = $1', [created[0].id]);
      expect(await expectInStep('listings')).toBe(listings + 2);
      expect(await expectInStep('inquiries')).toBe(inquiries + 2);

      // A bulk load with ordinary triggers off still counts.
      await db.query('set local session_replication_role = replica');
      await db.query('delete from public.inquiries where listing_id = $1', [created[1].id]);
      await db.query('set local session_replication_role = origin');
      expect(await expectInStep('inquiries')).toBe(inquiries + 1);

      // deal_messages refer to their inquiry; the transaction rolls back below.
      await db.query('truncate public.inquiries cascade');
      expect(await expectInStep('inquiries')).toBe(0);
    } finally {
      await db.query('rollback');
    }
  });
});
