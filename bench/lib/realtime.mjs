// Realtime bench: a row committed to a table of the supabase_realtime publication reaches N
// subscribed supabase-js clients (N = 50, 100, 200), each checked against the table's RLS policy
// as its own user; 20 subscribers who may not see the rows subscribe too and must receive
// nothing. Measured: commit → delivery per subscriber (the clock starts before the INSERT is
// sent, so it includes the commit), the time until the last subscriber has it, and the Realtime
// service's and Postgres' CPU time per change (the cost of fan-out and of the RLS checks).
import { randomUUID } from 'node:crypto';
import { loadavg } from 'node:os';
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { createClient } from '@supabase/supabase-js';
import pg from 'pg';
import { WebSocket } from 'ws';
import { down, up } from '../../stack/cli.mjs';
import * as postgres from '../../stack/lib/postgres.mjs';
import { assertPortsFree, datasetConfig, movedStackConfig } from './dataset.mjs';
import { mintToken } from './cases.mjs';

// Node 20 has no WebSocket: supabase-js gets the `ws` one.
globalThis.WebSocket ??= WebSocket;

export const REALTIME_BUDGETS = {
  /** p95 commit → delivery with 200 subscribers (ms). */
  p95At200Ms: 100,
  /** CPU per change per subscriber at 200 over that at 50: "no worse than linear". */
  costGrowthPerSubscriber: 1.5,
};

const SUBSCRIBER_COUNTS = (process.env.BENCH_REALTIME_SUBSCRIBERS ?? '50,100,200')
  .split(',')
  .map(Number);
const OUTSIDERS = 20;
const CHANGES = Number(process.env.BENCH_REALTIME_CHANGES ?? 60);
const WARMUP = 5;

const quantile = (sorted, q) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] : NaN;

/** A fresh stack of its own (bench profile ports + 200), with Realtime, migrations, no dataset. */
function realtimeConfig() {
  return movedStackConfig(datasetConfig('realtime'), 200);
}

/** utime + stime of a process in ms (Linux /proc), or null. */
export function cpuMs(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  } catch {
    return null;
  }
}

export function realtimePid(cfg) {
  try {
    return Number(readFileSync(join(cfg.runDir, 'realtime.pid'), 'utf8'));
  } catch {
    return null;
  }
}

const SETUP = `
  create schema if not exists bench_realtime;
  grant usage on schema bench_realtime to authenticated;
  create table bench_realtime.room_members (
    room_id uuid not null,
    user_id uuid not null,
    primary key (room_id, user_id)
  );
  create index on bench_realtime.room_members (user_id);
  create table bench_realtime.room_events (
    id bigint generated always as identity primary key,
    room_id uuid not null,
    author uuid not null,
    body text not null,
    sent_at timestamptz not null default now()
  );
  create index on bench_realtime.room_events (room_id);
  alter table bench_realtime.room_events enable row level security;
  grant select on bench_realtime.room_events to authenticated;
  grant select on bench_realtime.room_members to authenticated;
  -- The usual chat policy: members of the room read its events.
  create policy "members read room events" on bench_realtime.room_events
    for select to authenticated using (
      exists (select 1 from bench_realtime.room_members m
               where m.room_id = room_events.room_id and m.user_id = (select auth.uid())));
  alter publication supabase_realtime add table bench_realtime.room_events;
`;

async function subscribeAll(cfg, users, room, onChange) {
  const clients = [];
  await Promise.all(
    users.map(async (user, index) => {
      const client = createClient(cfg.apiUrl, cfg.anonKey, {
        auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
      });
      await client.realtime.setAuth(user.token);
      clients.push(client);
      await new Promise((resolve, reject) => {
        client
          .channel(`room-${index}`)
          .on(
            'postgres_changes',
            {
              event: 'INSERT',
              schema: 'bench_realtime',
              table: 'room_events',
              filter: `room_id=eq.${room}`,
            },
            (change) => onChange(index, change.new.id, performance.now()),
          )
          .subscribe((status, error) => {
            if (status === 'SUBSCRIBED') resolve();
            else if (status === 'CHANNEL_ERROR' || status === 'TIMED_OUT')
              reject(new Error(`subscriber ${index}: ${status} ${error?.message ?? ''}`));
          }, 30_000);
      });
    }),
  );
  return clients;
}

async function measure(cfg, db, n, members, outsiders, room, say) {
  const subscribers = [...members.slice(0, n), ...outsiders];
  const arrivals = new Map(); // event id → Map(subscriber → time)
  const wrongful = [];
  const clients = await subscribeAll(cfg, subscribers, room, (index, id, at) => {
    if (index >= n) wrongful.push({ subscriber: index, id });
    if (!arrivals.has(id)) arrivals.set(id, new Map());
    arrivals.get(id).set(index, at);
  });
  const latencies = [];
  const lastArrival = [];
  const pid = realtimePid(cfg);
  let cpuStart = null;
  let dbCpuStart = null;
  const backendCpu = async () => {
    // Postgres backends' CPU: sum over the server's processes (the RLS checks run in Realtime's
    // pooled connections).
    const { rows } = await db.query('select pid from pg_stat_activity');
    return rows.reduce((sum, row) => sum + (cpuMs(row.pid) ?? 0), 0);
  };
  for (let i = 0; i < WARMUP + CHANGES; i += 1) {
    if (i === WARMUP) {
      cpuStart = cpuMs(pid);
      dbCpuStart = await backendCpu();
    }
    const sent = performance.now();
    const { rows } = await db.query(
      'insert into bench_realtime.room_events (room_id, author, body) values ($1, $2, $3) returning id',
      [room, members[0].id, `Nachricht ${i}`],
    );
    const id = Number(rows[0].id);
    const deadline = Date.now() + 5000;
    while ((arrivals.get(id)?.size ?? 0) < n && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 1));
    const got = arrivals.get(id) ?? new Map();
    if (got.size < n)
      throw new Error(`change ${id}: ${got.size} of ${n} subscribers received it within 5 s`);
    if (i >= WARMUP) {
      const times = [...got.values()].map((at) => at - sent);
      latencies.push(...times);
      lastArrival.push(Math.max(...times));
    }
  }
  const cpu = pid && cpuStart !== null ? (cpuMs(pid) - cpuStart) / CHANGES : null;
  const dbCpu = (await backendCpu()) - dbCpuStart;
  await new Promise((resolve) => setTimeout(resolve, 300));
  await Promise.all(clients.map((client) => client.removeAllChannels()));
  latencies.sort((a, b) => a - b);
  lastArrival.sort((a, b) => a - b);
  const result = {
    subscribers: n,
    outsiders: outsiders.length,
    changes: CHANGES,
    deliveries: latencies.length,
    p50: quantile(latencies, 0.5),
    p95: quantile(latencies, 0.95),
    max: latencies.at(-1),
    lastP50: quantile(lastArrival, 0.5),
    lastP95: quantile(lastArrival, 0.95),
    realtimeCpuMsPerChange: cpu,
    postgresCpuMsPerChange: dbCpu / CHANGES,
    wrongfulDeliveries: wrongful.length,
    // Other work on the machine stretches wall-clock latencies: the 1-minute load average after.
    loadAverage: Math.round(loadavg()[0] * 10) / 10,
  };
  say(
    `  ${n} subscribers (+${outsiders.length} outsiders): p50 ${result.p50.toFixed(1)} ms, p95 ${result.p95.toFixed(1)} ms, ` +
      `last p95 ${result.lastP95.toFixed(1)} ms, CPU/change realtime ${cpu?.toFixed(2)} ms + postgres ${result.postgresCpuMsPerChange.toFixed(2)} ms, wrongful ${wrongful.length}, load average ${result.loadAverage}`,
  );
  return result;
}

/** Runs the Realtime case on a fresh stack of its own; returns the results and budget checks. */
export async function realtimeBench(say = console.log) {
  const cfg = realtimeConfig();
  if (!postgres.isRunning(cfg)) await assertPortsFree(cfg);
  rmSync(cfg.dataDir, { recursive: true, force: true });
  say(`  fresh stack with Realtime on ${cfg.apiUrl}`);
  await up(cfg, { quiet: true });
  const db = new pg.Client({ connectionString: cfg.dbUrl });
  await db.connect();
  try {
    await db.query(SETUP);
    const room = randomUUID();
    const makeUser = async () => {
      const id = randomUUID();
      return { id, token: await mintToken(cfg, { sub: id, email: `${id}@bench.test` }) };
    };
    const max = Math.max(...SUBSCRIBER_COUNTS);
    const members = await Promise.all(Array.from({ length: max }, makeUser));
    const outsiders = await Promise.all(Array.from({ length: OUTSIDERS }, makeUser));
    await db.query(
      'insert into bench_realtime.room_members (room_id, user_id) select $1, unnest($2::uuid[])',
      [room, members.map((user) => user.id)],
    );
    // Outsiders are members of another room: the policy has rows for them, just not this room's.
    await db.query(
      'insert into bench_realtime.room_members (room_id, user_id) select $1, unnest($2::uuid[])',
      [randomUUID(), outsiders.map((user) => user.id)],
    );
    await db.query('analyze bench_realtime.room_members');
    const results = [];
    for (const n of SUBSCRIBER_COUNTS)
      results.push(await measure(cfg, db, n, members, outsiders, room, say));
    return { results, evaluation: evaluateRealtime(results) };
  } finally {
    await db.end();
    await down(cfg);
  }
}

export function evaluateRealtime(results) {
  const failures = [];
  const at = (n) => results.find((r) => r.subscribers === n);
  const largest = at(200) ?? results.at(-1);
  const smallest = at(50) ?? results[0];
  if (largest.p95 > REALTIME_BUDGETS.p95At200Ms)
    failures.push(
      `Realtime: p95 commit → delivery with ${largest.subscribers} subscribers ${largest.p95.toFixed(1)} ms > ${REALTIME_BUDGETS.p95At200Ms} ms`,
    );
  const perSubscriber = (r) =>
    (r.realtimeCpuMsPerChange + r.postgresCpuMsPerChange) / r.subscribers;
  const growth = perSubscriber(largest) / perSubscriber(smallest);
  if (growth > REALTIME_BUDGETS.costGrowthPerSubscriber)
    failures.push(
      `Realtime: CPU per change per subscriber grows ${growth.toFixed(2)}× from ${smallest.subscribers} to ${largest.subscribers} subscribers (> ${REALTIME_BUDGETS.costGrowthPerSubscriber}×)`,
    );
  const wrongful = results.reduce((sum, r) => sum + r.wrongfulDeliveries, 0);
  if (wrongful)
    failures.push(`Realtime: ${wrongful} deliveries to subscribers the RLS policy refuses`);
  return { failures, growth };
}

export function realtimeMarkdown({ results, evaluation }) {
  const lines = [
    '## Realtime: postgres_changes to N subscribers, each checked against RLS',
    '',
    `A row inserted into a table of the \`supabase_realtime\` publication whose RLS policy lets the room's members read it; N members and ${OUTSIDERS} outsiders subscribed through supabase-js (one socket each). Commit → delivery is measured per subscriber from just before the INSERT is sent; CPU is the Realtime service's plus Postgres' backends', per change.`,
    '',
    '| subscribers | p50 ms | p95 ms | max ms | last subscriber p95 ms | CPU/change Realtime ms | CPU/change Postgres ms | CPU/change/subscriber ms | deliveries to outsiders | load average |',
    '|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
    ...results.map(
      (r) =>
        `| ${r.subscribers} | ${r.p50.toFixed(1)} | ${r.p95.toFixed(1)} | ${r.max.toFixed(1)} | ${r.lastP95.toFixed(1)} | ${r.realtimeCpuMsPerChange?.toFixed(2) ?? '–'} | ${r.postgresCpuMsPerChange.toFixed(2)} | ${((r.realtimeCpuMsPerChange + r.postgresCpuMsPerChange) / r.subscribers).toFixed(3)} | ${r.wrongfulDeliveries} | ${r.loadAverage} |`,
    ),
    '',
    `Budgets: p95 at 200 subscribers ≤ ${REALTIME_BUDGETS.p95At200Ms} ms; CPU per change per subscriber at 200 ≤ ${REALTIME_BUDGETS.costGrowthPerSubscriber}× that at 50 (measured ${evaluation.growth.toFixed(2)}×); no delivery to an outsider. ${evaluation.failures.length ? `Missed: ${evaluation.failures.join('; ')}` : 'All met.'}`,
    '',
  ];
  return lines.join('\n');
}
