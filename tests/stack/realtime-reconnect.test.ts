// Realtime outlives its database connections: when Postgres drops them (a restart, a crash, an
// administrator), Realtime keeps its WebSockets open, reconnects, and delivers the changes
// committed meanwhile. The test runs a Realtime server of its own (own replication slot and
// application_name) so that cutting its connections leaves the stack's Realtime, which other test
// files use, alone; the connections are cut with pg_terminate_backend, not by killing Postgres.
import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import {
  RealtimeClient,
  type RealtimePostgresInsertPayload,
  type RealtimeChannel,
} from '@supabase/supabase-js';
import type pg from 'pg';
import { WebSocket } from 'ws';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createRealtime } from '../../stack/realtime/server.mjs';
import { stackEnv } from '../support/env';
import { database, subscribed, userToken, waitFor } from './support/realtime';

type Note = { id: number; owner: string; body: string };

const applicationName = `realtime-reconnect-${randomUUID().slice(0, 8)}`;
let db: pg.Client;
let realtime: Awaited<ReturnType<typeof createRealtime>>;
let client: RealtimeClient;

/** Polls an async probe until it holds (an event to wait for, not a pause). */
async function until(probe: () => Promise<boolean>, timeout = 30_000) {
  const deadline = Date.now() + timeout;
  while (!(await probe())) {
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

beforeAll(async () => {
  db = await database();
  await db.query(`
    create schema if not exists realtime_test_reconnect;
    grant usage on schema realtime_test_reconnect to authenticated;
    create table if not exists realtime_test_reconnect.notes (
      id bigint generated always as identity primary key,
      owner uuid not null,
      body text not null
    );
    alter table realtime_test_reconnect.notes enable row level security;
    grant select on realtime_test_reconnect.notes to authenticated;
    drop policy if exists "owners read their notes" on realtime_test_reconnect.notes;
    create policy "owners read their notes" on realtime_test_reconnect.notes
      for select to authenticated using (owner = (select auth.uid()));
  `);
  const { rowCount } = await db.query(
    `select 1 from pg_publication_tables
      where pubname = 'supabase_realtime' and schemaname = 'realtime_test_reconnect'`,
  );
  if (!rowCount)
    await db.query('alter publication supabase_realtime add table realtime_test_reconnect.notes');

  realtime = await createRealtime({
    databaseUrl: stackEnv.dbUrl,
    jwtSecret: stackEnv.jwtSecret,
    slot: `realtime_reconnect_${randomUUID().replaceAll('-', '').slice(0, 12)}`,
    applicationName,
  });
  await new Promise<void>((resolve) => realtime.server.listen(0, '127.0.0.1', resolve));
});

afterAll(async () => {
  client?.disconnect();
  await realtime?.close();
  await db?.end();
});

const healthUrl = () =>
  `http://127.0.0.1:${(realtime.server.address() as AddressInfo).port}/health`;
const healthy = async () => (await fetch(healthUrl())).ok;

async function insertNote(owner: string, body: string) {
  await db.query('insert into realtime_test_reconnect.notes (owner, body) values ($1, $2)', [
    owner,
    body,
  ]);
}

it('keeps its sockets and delivers changes again after its database connections are cut', async () => {
  // Replication streaming: changes from here on are decoded for this server.
  await until(healthy);
  const owner = randomUUID();
  // Counts the WebSockets the client opens: a server that went away would make it open another.
  let opens = 0;
  class CountingWebSocket extends WebSocket {
    constructor(...args: ConstructorParameters<typeof WebSocket>) {
      super(...args);
      opens += 1;
    }
  }
  client = new RealtimeClient(`ws://127.0.0.1:${(realtime.server.address() as AddressInfo).port}`, {
    params: { apikey: stackEnv.anonKey },
    transport: CountingWebSocket as unknown as typeof globalThis.WebSocket,
  });
  await client.setAuth(await userToken(owner));
  const received: string[] = [];
  const channel: RealtimeChannel = client
    .channel(`reconnect-${randomUUID()}`)
    .on(
      'postgres_changes',
      {
        event: 'INSERT',
        schema: 'realtime_test_reconnect',
        table: 'notes',
        filter: `owner=eq.${owner}`,
      },
      (payload: RealtimePostgresInsertPayload<Note>) => received.push(payload.new.body),
    );
  await subscribed(channel);
  await insertNote(owner, 'before');
  await waitFor(() => received.includes('before'), 30_000);

  // Every connection of this Realtime server: its replication stream and its pool.
  const { rows } = await db.query<{ pid: number; kind: string }>(
    `select pid, backend_type as kind from pg_stat_activity where application_name = $1`,
    [applicationName],
  );
  expect(rows.map((row) => row.kind)).toContain('walsender');
  await db.query('select pg_terminate_backend(pid) from unnest($1::int[]) as pid', [
    rows.map((row) => row.pid),
  ]);
  const cut = rows.map((row) => row.pid);
  await until(async () => {
    const gone = await db.query('select 1 from pg_stat_activity where pid = any($1::int[])', [cut]);
    return gone.rowCount === 0;
  });

  // Committed while the stream may still be down: delivered once Realtime is back.
  await insertNote(owner, 'after');
  await waitFor(() => received.includes('after'), 30_000);
  const { rows: now } = await db.query<{ pid: number }>(
    `select pid from pg_stat_activity where application_name = $1 and backend_type = 'walsender'`,
    [applicationName],
  );
  expect(now.length).toBe(1);
  expect(cut).not.toContain(now[0].pid);
  // The same WebSocket and channel all along: the server never went away.
  expect(opens).toBe(1);
  expect(channel.state).toBe('joined');
  expect(await healthy()).toBe(true);
}, 90_000);
