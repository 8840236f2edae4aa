// Postgres Changes through supabase-js: INSERT, UPDATE, DELETE and `*` on tables of the
// supabase_realtime publication, every filter operator realtime-js offers, and RLS: each
// subscriber receives a row only if its own token may select it when the change is delivered.
import type { RealtimePostgresChangesPayload } from '@supabase/supabase-js';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPool, waitUntilVisible } from '../../stack/realtime/database.mjs';
import { stackEnv } from '../support/env';
import {
  closeClients,
  database,
  newUser,
  realtimeClient,
  subscribed,
  waitFor,
  userToken,
  type User,
} from './support/realtime';

type Row = Record<string, unknown>;
type Change = RealtimePostgresChangesPayload<Row>;

let db: pg.Client;

beforeAll(async () => {
  db = await database();
  await db.query(`
    create schema if not exists realtime_test_changes;
    grant usage on schema realtime_test_changes to anon, authenticated;
    create table if not exists realtime_test_changes.offers (
      id bigint generated always as identity primary key,
      owner uuid not null,
      listing_id int not null,
      title text,
      amount numeric,
      closed boolean not null default false,
      tags text[] not null default '{}',
      details jsonb,
      created_at timestamptz not null default now()
    );
    alter table realtime_test_changes.offers enable row level security;
    -- A DELETE can be filtered (listing_id=eq.…) only when the old row is logged in full.
    alter table realtime_test_changes.offers replica identity full;
    grant select, insert, update, delete on realtime_test_changes.offers to authenticated;
    drop policy if exists "owners read their offers" on realtime_test_changes.offers;
    create policy "owners read their offers" on realtime_test_changes.offers
      for select to authenticated using (owner = (select auth.uid()));
    create table if not exists realtime_test_changes.team_notes (
      id bigint generated always as identity primary key,
      team int not null
    );
    alter table realtime_test_changes.team_notes enable row level security;
    grant select on realtime_test_changes.team_notes to authenticated;
    drop policy if exists "team members read" on realtime_test_changes.team_notes;
    create policy "team members read" on realtime_test_changes.team_notes
      for select to authenticated using (team = (auth.jwt() ->> 'team')::int);
    create table if not exists realtime_test_changes.notes (
      id bigint generated always as identity primary key,
      topic text not null
    );
    grant select on realtime_test_changes.notes to authenticated;
    -- Sentinels: a row every subscriber may receive, inserted after the changes under test. Changes
    -- are delivered in commit order, so once a subscriber has the sentinel, whatever it was to
    -- get before it has arrived ("X did not happen" without waiting for a while).
    create table if not exists realtime_test_changes.sentinels (
      id bigint generated always as identity primary key
    );
    grant select on realtime_test_changes.sentinels to anon, authenticated;
    create table if not exists realtime_test_changes.drafts (
      id bigint generated always as identity primary key,
      topic text not null
    );
    grant select on realtime_test_changes.drafts to anon, authenticated;
    -- Column privileges: subscribers may select every column but the internal note.
    create table if not exists realtime_test_changes.deals (
      id bigint generated always as identity primary key,
      owner uuid not null,
      title text,
      internal_note text
    );
    alter table realtime_test_changes.deals enable row level security;
    alter table realtime_test_changes.deals replica identity full;
    grant select (id, owner, title) on realtime_test_changes.deals to authenticated;
    drop policy if exists "owners read their deals" on realtime_test_changes.deals;
    create policy "owners read their deals" on realtime_test_changes.deals
      for select to authenticated using (owner = (select auth.uid()));
  `);
  for (const table of ['offers', 'notes', 'team_notes', 'sentinels', 'deals']) {
    const { rowCount } = await db.query(
      `select 1 from pg_publication_tables
        where pubname = 'supabase_realtime' and schemaname = 'realtime_test_changes' and tablename = $1`,
      [table],
    );
    if (!rowCount)
      await db.query(
        `alter publication supabase_realtime add table realtime_test_changes.${table}`,
      );
  }
  const { rowCount } = await db.query(
    `select 1 from pg_publication_tables where pubname = 'supabase_realtime' and tablename = 'drafts'`,
  );
  if (rowCount)
    await db.query('alter publication supabase_realtime drop table realtime_test_changes.drafts');
});

afterAll(async () => {
  await closeClients();
  await db.end();
});

const listingId = () => Math.floor(Math.random() * 1_000_000_000);

async function insertOffer(owner: string, listing: number, values: Row = {}) {
  const { rows } = await db.query(
    `insert into realtime_test_changes.offers (owner, listing_id, title, amount, closed, tags, details)
     values ($1, $2, $3, $4, $5, $6, $7) returning id::int`,
    [
      owner,
      listing,
      values.title ?? null,
      values.amount ?? null,
      values.closed ?? false,
      values.tags ?? [],
      values.details ?? null,
    ],
  );
  return rows[0].id as number;
}

/**
 * One channel on offers with the given bindings; received changes collected per binding. The
 * channel also listens to the sentinels (see `afterSentinel`).
 */
async function watch(
  user: Pick<User, 'client'>,
  bindings: { event: '*' | 'INSERT' | 'UPDATE' | 'DELETE'; filter?: string; table?: string }[],
) {
  const received: Change[][] = bindings.map(() => []);
  const sentinels: number[] = [];
  let channel = user.client
    .channel(`changes-${Math.random()}`)
    .on(
      'postgres_changes',
      { event: 'INSERT', schema: 'realtime_test_changes', table: 'sentinels' },
      (change: Change) => sentinels.push(Number((change.new as Row).id)),
    );
  bindings.forEach((binding, index) => {
    channel = channel.on(
      'postgres_changes',
      {
        event: binding.event as '*',
        schema: 'realtime_test_changes',
        table: binding.table ?? 'offers',
        ...(binding.filter ? { filter: binding.filter } : {}),
      },
      (change: Change) => received[index].push(change),
    );
  });
  await subscribed(channel);
  return { channel, received, sentinels };
}

/**
 * Commits a sentinel row after the changes under test and waits until every given watch has it:
 * each subscriber gets its changes in commit order, so by then it has everything it was to get
 * before (a change it must not get would have arrived).
 */
async function afterSentinel(...watches: { sentinels: number[] }[]) {
  const { rows } = await db.query(
    'insert into realtime_test_changes.sentinels default values returning id::int',
  );
  const id = rows[0].id as number;
  await waitFor(() => watches.every((w) => w.sentinels.includes(id)), 10_000);
}

describe('postgres_changes', () => {
  it('delivers INSERT, UPDATE and DELETE to the matching bindings, with typed records', async () => {
    const owner = await newUser();
    const listing = listingId();
    const filter = `listing_id=eq.${listing}`;
    const mine = await watch(owner, [
      { event: 'INSERT', filter },
      { event: 'UPDATE', filter },
      { event: 'DELETE', filter },
      { event: '*', filter },
    ]);
    const [inserts, updates, deletes, all] = mine.received;
    const stranger = await watch(await newUser(), [{ event: '*', filter }]);

    // RLS is checked when a change is delivered (as upstream's apply_rls): a row deleted before
    // its INSERT is delivered is no longer visible, so each step waits for the previous one.
    const id = await insertOffer(owner.id, listing, {
      title: 'Maschinenbau GmbH',
      amount: 1250000.5,
      tags: ['b2b', 'saas'],
      details: { employees: 42 },
    });
    await waitFor(() => all.length === 1);
    await db.query("update realtime_test_changes.offers set title = 'Neu' where id = $1", [id]);
    await waitFor(() => all.length === 2);
    await db.query('delete from realtime_test_changes.offers where id = $1', [id]);
    await waitFor(() => all.length === 3);
    await afterSentinel(mine, stranger);

    expect(all.map((change) => change.eventType)).toEqual(['INSERT', 'UPDATE', 'DELETE']);
    expect(inserts).toHaveLength(1);
    expect(inserts[0]).toMatchObject({
      schema: 'realtime_test_changes',
      table: 'offers',
      eventType: 'INSERT',
      errors: null,
      old: {},
      new: {
        id,
        owner: owner.id,
        listing_id: listing,
        title: 'Maschinenbau GmbH',
        amount: 1250000.5,
        closed: false,
        tags: ['b2b', 'saas'],
        details: { employees: 42 },
      },
    });
    expect(inserts[0].commit_timestamp).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d+Z$/);
    expect(String((inserts[0].new as Row).created_at)).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d/);
    expect(updates).toHaveLength(1);
    expect(updates[0].new).toMatchObject({ id, title: 'Neu' });
    // With REPLICA IDENTITY FULL an UPDATE carries the whole old row, RLS or not (upstream's
    // apply_rls); only a DELETE under RLS is reduced to the primary key.
    expect(updates[0].old).toEqual(inserts[0].new);
    expect(deletes).toHaveLength(1);
    expect(deletes[0].old).toEqual({ id });
    // A deleted row cannot be checked against RLS any more: as upstream, a DELETE goes to every
    // subscriber whose role may select from the table, carrying only the primary key.
    expect(stranger.received[0].map((change) => [change.eventType, change.old])).toEqual([
      ['DELETE', { id }],
    ]);
  });

  it('sends each subscriber only the columns its role may select, in new and old', async () => {
    const owner = await newUser();
    const mine = await watch(owner, [{ event: '*', table: 'deals' }]);
    const [changes] = mine.received;
    const { rows } = await db.query(
      `insert into realtime_test_changes.deals (owner, title, internal_note)
       values ($1, 'Teaser', 'walk-away price 4.1m') returning id::int`,
      [owner.id],
    );
    const id = rows[0].id as number;
    await waitFor(() => changes.length === 1);
    await db.query(
      "update realtime_test_changes.deals set title = 'Final', internal_note = 'walk-away 3.9m' where id = $1",
      [id],
    );
    await waitFor(() => changes.length === 2);
    await afterSentinel(mine);

    expect(changes.map((change) => change.eventType)).toEqual(['INSERT', 'UPDATE']);
    expect(changes[0].new).toEqual({ id, owner: owner.id, title: 'Teaser' });
    expect(changes[1].new).toEqual({ id, owner: owner.id, title: 'Final' });
    expect(changes[1].old).toEqual({ id, owner: owner.id, title: 'Teaser' });
    expect(JSON.stringify(changes)).not.toContain('walk-away');
  });

  it('supports every filter operator of realtime-js', async () => {
    const owner = await newUser();
    const base = listingId();
    const filters = [
      `listing_id=eq.${base + 2}`,
      `listing_id=neq.${base + 2}`,
      `listing_id=lt.${base + 3}`,
      `listing_id=lte.${base + 3}`,
      `listing_id=gt.${base + 3}`,
      `listing_id=gte.${base + 3}`,
      `listing_id=in.(${base + 1},${base + 5})`,
      'title=like.Al%',
      'title=ilike.%ET%',
      'title=is.null',
      'title=not.is.null',
      'closed=eq.true',
      'title=match.^[A-Z]',
      'title=imatch.^b',
      'title=isdistinct.Alpha',
      'title=in.("Gamma, Delta",beta)',
    ];
    const watched = await watch(
      owner,
      filters.map((filter) => ({ event: 'INSERT' as const, filter })),
    );
    const { received } = watched;
    const titles: Record<number, string | null> = {
      1: 'Alpha',
      2: 'beta',
      3: null,
      4: 'Gamma, Delta',
      5: 'Epsilon',
    };
    for (const n of [1, 2, 3, 4, 5])
      await insertOffer(owner.id, base + n, { title: titles[n], closed: n === 4 });
    await afterSentinel(watched);

    const got = received.map((changes) =>
      changes.map((change) => Number((change.new as Row).listing_id) - base).sort(),
    );
    expect(Object.fromEntries(filters.map((filter, i) => [filter, got[i]]))).toEqual({
      [filters[0]]: [2],
      [filters[1]]: [1, 3, 4, 5],
      [filters[2]]: [1, 2],
      [filters[3]]: [1, 2, 3],
      [filters[4]]: [4, 5],
      [filters[5]]: [3, 4, 5],
      [filters[6]]: [1, 5],
      'title=like.Al%': [1],
      'title=ilike.%ET%': [2],
      'title=is.null': [3],
      'title=not.is.null': [1, 2, 4, 5],
      'closed=eq.true': [4],
      'title=match.^[A-Z]': [1, 4, 5],
      'title=imatch.^b': [2],
      'title=isdistinct.Alpha': [2, 3, 4, 5],
      'title=in.("Gamma, Delta",beta)': [2, 4],
    });
  });

  it('reports a binding on an unknown column as a system error', async () => {
    const owner = await newUser();
    const system: Row[] = [];
    const channel = owner.client
      .channel('bad-filter')
      .on('system', {}, (payload: Row) => system.push(payload))
      .on(
        'postgres_changes',
        { event: '*', schema: 'realtime_test_changes', table: 'offers', filter: 'nope=eq.1' },
        () => {},
      );
    await subscribed(channel);
    await waitFor(() => system.length === 1);
    expect(system[0]).toMatchObject({ extension: 'postgres_changes', status: 'error' });
    expect(String(system[0].message)).toContain('invalid column for filter nope');
  });
});

describe('postgres_changes and RLS', () => {
  it('a subscriber who may not select the row never receives it; it follows the row at delivery', async () => {
    const alice = await newUser();
    const bob = await newUser();
    const listing = listingId();
    const filter = `listing_id=eq.${listing}`;
    const a = await watch(alice, [{ event: '*', filter }]);
    const b = await watch(bob, [{ event: '*', filter }]);
    const anon = await watch({ client: realtimeClient() }, [{ event: '*', filter }]);

    const id = await insertOffer(alice.id, listing, { title: 'vertraulich' });
    await waitFor(() => a.received[0].length === 1);
    // Handed over to bob: now bob may see it, alice no longer.
    await db.query('update realtime_test_changes.offers set owner = $2 where id = $1', [
      id,
      bob.id,
    ]);
    await waitFor(() => b.received[0].length === 1);
    await afterSentinel(a, b, anon);

    expect(a.received[0].map((change) => change.eventType)).toEqual(['INSERT']);
    expect(b.received[0].map((change) => change.eventType)).toEqual(['UPDATE']);
    expect(b.received[0][0].new).toMatchObject({ id, owner: bob.id, title: 'vertraulich' });
    expect(anon.received[0]).toEqual([]);
  });

  it('checks 40 subscribers in one go: only the owner gets the row', async () => {
    const users = await Promise.all(Array.from({ length: 40 }, () => newUser()));
    const listing = listingId();
    const watches = await Promise.all(
      users.map((user) => watch(user, [{ event: 'INSERT', filter: `listing_id=eq.${listing}` }])),
    );
    await insertOffer(users[17].id, listing, { title: 'nur für 17' });
    await waitFor(() => watches[17].received[0].length === 1);
    await afterSentinel(...watches);
    expect(watches.map((w) => w.received[0].length)).toEqual(
      users.map((_, index) => (index === 17 ? 1 : 0)),
    );
  });

  it('a policy that fails for one subscriber refuses that one only', async () => {
    const team = Math.floor(Math.random() * 1_000_000);
    const member = await newUser();
    const odd = await newUser();
    member.client.realtime.setAuth(await userToken(member.id, 3600, { team }));
    // `(auth.jwt() ->> 'team')::int` raises for this subscriber's claims.
    odd.client.realtime.setAuth(await userToken(odd.id, 3600, { team: 'not a number' }));
    const filter = `team=eq.${team}`;
    const good = await watch(member, [{ event: 'INSERT', table: 'team_notes', filter }]);
    const bad = await watch(odd, [{ event: 'INSERT', table: 'team_notes', filter }]);
    await db.query('insert into realtime_test_changes.team_notes (team) values ($1)', [team]);
    await waitFor(() => good.received[0].length === 1);
    await afterSentinel(good, bad);
    expect(bad.received[0]).toEqual([]);
  });

  it('without RLS the table grant decides: anon lacks SELECT and gets nothing', async () => {
    const user = await newUser();
    const topic = `t-${Math.random()}`;
    const filter = `topic=eq.${topic}`;
    const authenticated = await watch(user, [{ event: 'INSERT', table: 'notes', filter }]);
    const anon = await watch({ client: realtimeClient() }, [
      { event: 'INSERT', table: 'notes', filter },
    ]);
    await db.query('insert into realtime_test_changes.notes (topic) values ($1)', [topic]);
    await waitFor(() => authenticated.received[0].length === 1);
    await afterSentinel(authenticated, anon);
    expect(anon.received[0]).toEqual([]);
  });
});

describe('postgres_changes follow commits and the publication', () => {
  it('a rolled-back change is never delivered; a committed transaction is, in order', async () => {
    const owner = await newUser();
    const listing = listingId();
    const watched = await watch(owner, [{ event: 'INSERT', filter: `listing_id=eq.${listing}` }]);
    const { received } = watched;
    await db.query('begin');
    await insertOffer(owner.id, listing, { title: 'rolled back' });
    await db.query('rollback');
    await db.query('begin');
    await insertOffer(owner.id, listing, { title: 'first' });
    await insertOffer(owner.id, listing, { title: 'second' });
    await db.query('commit');
    await afterSentinel(watched);
    expect(received[0].map((change) => (change.new as Row).title)).toEqual(['first', 'second']);
  });

  it('streams a table only while it is in supabase_realtime', async () => {
    const user = await newUser();
    const topic = `d-${Math.random()}`;
    const watched = await watch(user, [
      { event: 'INSERT', table: 'drafts', filter: `topic=eq.${topic}` },
    ]);
    const { received } = watched;
    await db.query('insert into realtime_test_changes.drafts (topic) values ($1)', [topic]);
    await afterSentinel(watched);
    expect(received[0]).toEqual([]);
    await db.query('alter publication supabase_realtime add table realtime_test_changes.drafts');
    try {
      await db.query('insert into realtime_test_changes.drafts (topic) values ($1)', [topic]);
      await waitFor(() => received[0].length === 1);
    } finally {
      await db.query('alter publication supabase_realtime drop table realtime_test_changes.drafts');
    }
  });

  it('a change is looked up for the RLS check only once its commit is visible to new snapshots', async () => {
    // Logical decoding hands a transaction over when its commit is flushed, a moment before other
    // sessions see it. The wait is asked for a transaction still running (the state new
    // snapshots are in during that moment) and after its commit.
    const pool = createPool(stackEnv.dbUrl);
    const running = await database();
    try {
      await running.query('begin');
      const { rows } = await running.query(
        'select (pg_current_xact_id()::text::bigint & 4294967295) as xid',
      );
      const xid = Number(rows[0].xid);
      const started = Date.now();
      expect(await waitUntilVisible(pool, xid, { timeoutMs: 300 })).toBe(false);
      expect(Date.now() - started).toBeGreaterThanOrEqual(300);
      // The commit comes while the wait is under way: after its first look found it running.
      let looked!: () => void;
      const firstLook = new Promise<void>((resolve) => (looked = resolve));
      const watchedPool = {
        query: async (...args: Parameters<typeof pool.query>) => {
          const result = await pool.query(...args);
          looked();
          return result;
        },
      } as unknown as typeof pool;
      const waiting = waitUntilVisible(watchedPool, xid, { timeoutMs: 30_000 });
      await firstLook;
      await running.query('commit');
      expect(await waiting).toBe(true);
      // A long committed transaction: visible at once.
      expect(await waitUntilVisible(pool, 3, { timeoutMs: 0 })).toBe(true);
    } finally {
      await running.end();
      await pool.end();
    }
  });
});
