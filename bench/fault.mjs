#!/usr/bin/env node
// Fault test of the self-healing stack: 20 concurrent writers insert support messages through the
// gateway while each service in turn is killed with SIGKILL. The supervisor must bring every one
// back within a few seconds; clients must see only successes, clean 503s or (when the gateway
// itself is down) refused connections; every acknowledged write (HTTP 201) must be in the
// database afterwards; and no service may die on its own meanwhile (Realtime, say, while
// Postgres is down).
//
// "0 lost" means something only if the writers wrote and the commits were durable: the writer is
// a confirmed account (made through the Auth admin API, as an admin or the confirmation mail
// would), one write must succeed before anything is killed, every phase must see its share of
// acknowledged writes, and the stack's Postgres must flush commits (fsync and synchronous_commit
// on, as the dev and production databases run). A stack that skips the flush for speed (the test
// and bench profiles) can lose the last acknowledged commits when Postgres is killed: the fault
// test refuses it.
//
//   node bench/fault.mjs                 against a running stack (STACK_PROFILE / STACK_API_PORT)
//   npm run bench -- --only=fault        on a fresh durable stack of its own (faultBench below)
// Exits 1 on a lost write, a writer that cannot write, a service not back in time, a service that
// restarted without being killed, or another status.
import { randomUUID } from 'node:crypto';
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { down, up } from '../stack/cli.mjs';
import { stackConfig } from '../stack/lib/config.mjs';
import { isDurable, withClient } from '../stack/lib/postgres.mjs';
import { isHealthy, serviceDefinitions } from '../stack/lib/services.mjs';
import { readRestarts } from '../stack/lib/supervisor.mjs';
import { assertPortsFree, datasetConfig } from './lib/dataset.mjs';

const WRITERS = Number(process.env.FAULT_WRITERS ?? 20);
const BACK_WITHIN_MS = Number(process.env.FAULT_BACK_WITHIN_MS ?? 15_000);
// Acknowledged writes each phase must see before the next kill: before the first kill, and after
// each service is back (so a service that comes back but serves no writes fails the run).
const WRITES_PER_PHASE = Number(process.env.FAULT_WRITES_PER_PHASE ?? 500);
const PHASE_LIMIT_MS = Number(process.env.FAULT_PHASE_LIMIT_MS ?? 60_000);
// Killed in this order when the stack runs them (storage and realtime are optional services).
const SERVICES = ['postgrest', 'auth', 'functions', 'storage', 'realtime', 'postgres', 'gateway'];
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

function pidOf(cfg, name) {
  const file =
    name === 'postgres' ? join(cfg.dataDir, 'postmaster.pid') : join(cfg.runDir, `${name}.pid`);
  try {
    return Number(readFileSync(file, 'utf8').split('\n')[0]);
  } catch {
    return null;
  }
}

async function healthy(cfg, name) {
  if (name === 'postgres') {
    try {
      await withClient(cfg, (client) => client.query('select 1'));
    } catch {
      return false;
    }
    // PostgREST must have its pool back too before writes succeed again.
    return healthy(cfg, 'postgrest');
  }
  const url = serviceDefinitions(cfg).find((service) => service.name === name)?.health;
  return !!url && isHealthy(url);
}

/**
 * A writer as the product makes one: a confirmed account (Auth admin API with the service role,
 * `email_confirm`, what the confirmation mail does) signed in with its password.
 */
async function writerAccount(cfg) {
  const email = `fault-${randomUUID()}@example.test`;
  const password = `Fault-${randomUUID()}`;
  const created = await fetch(`${cfg.apiUrl}/auth/v1/admin/users`, {
    method: 'POST',
    headers: {
      apikey: cfg.serviceRoleKey,
      authorization: `Bearer ${cfg.serviceRoleKey}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify({
      email,
      password,
      email_confirm: true,
      user_metadata: { name: 'Fault test', role: 'scout' },
    }),
  });
  if (!created.ok)
    throw new Error(
      `fault test writer: creating the account: HTTP ${created.status} ${await created.text()}`,
    );
  const signedIn = await fetch(`${cfg.apiUrl}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: cfg.anonKey, 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  const session = signedIn.ok ? await signedIn.json() : null;
  if (!session?.access_token)
    throw new Error(
      `fault test writer: signing in: HTTP ${signedIn.status} ${session ? 'no access token' : await signedIn.text()}`,
    );
  return { email, token: session.access_token };
}

/** One support message as the writer; → { status, text } ('refused' when nothing answered). */
async function writeMessage(cfg, writer, subject, body) {
  try {
    const response = await fetch(`${cfg.apiUrl}/rest/v1/messages`, {
      method: 'POST',
      headers: {
        apikey: cfg.anonKey,
        authorization: `Bearer ${writer.token}`,
        'content-type': 'application/json',
        prefer: 'return=minimal',
      },
      body: JSON.stringify({ email: writer.email, subject, body }),
      signal: AbortSignal.timeout(10_000),
    });
    return { status: response.status, text: await response.text() };
  } catch {
    return { status: 'refused', text: '' };
  }
}

async function cleanUp(cfg, writer, marker) {
  // Leave the support inbox as it was (the table has no user-facing delete).
  await withClient(cfg, async (client) => {
    await client.query('delete from public.messages where subject = $1', [marker]);
    await client.query('delete from auth.users where email = $1', [writer.email]);
  });
}

/** Makes a writer and writes once; throws unless the write is acknowledged and stored. */
async function checkedWriter(cfg, marker) {
  const writer = await writerAccount(cfg);
  const { status, text } = await writeMessage(cfg, writer, marker, `${marker}-probe`);
  if (status !== 201) {
    await cleanUp(cfg, writer, marker);
    throw new Error(
      `fault test writer cannot write: POST /rest/v1/messages answered ${status} ${text}`,
    );
  }
  return writer;
}

/**
 * The fault test's fixture alone (`bench/run.mjs --check`, in npm test): a writer is made and its
 * write is acknowledged and stored. Throws otherwise.
 */
export async function checkFaultWriter(cfg) {
  const marker = `fault-check-${randomUUID()}`;
  const writer = await checkedWriter(cfg, marker);
  try {
    const { rows } = await withClient(cfg, (client) =>
      client.query('select 1 from public.messages where subject = $1', [marker]),
    );
    if (rows.length !== 1)
      throw new Error(`fault test writer: its acknowledged write is not stored`);
  } finally {
    await cleanUp(cfg, writer, marker);
  }
}

export async function faultTest(cfg, { log = console.log } = {}) {
  const settings = await withClient(cfg, async (client) => ({
    fsync: (await client.query('show fsync')).rows[0].fsync,
    synchronousCommit: (await client.query('show synchronous_commit')).rows[0].synchronous_commit,
  }));
  if (settings.fsync !== 'on' || settings.synchronousCommit !== 'on')
    throw new Error(
      `the fault test judges durability, but stack "${cfg.profile}" runs Postgres with fsync=${settings.fsync}, ` +
        `synchronous_commit=${settings.synchronousCommit} (a kill -9 may lose acknowledged commits there): ` +
        'run it on a durable stack (npm run bench -- --only=fault, or the dev stack)',
    );
  const marker = `fault-${randomUUID()}`;
  const writer = await checkedWriter(cfg, marker);
  const acknowledged = new Set();
  /** status (or 'refused') → count, per phase */
  const statuses = {};
  let phase = 'warm-up';
  let seq = 0;
  let running = true;

  const count = (status) => {
    statuses[phase] ??= {};
    statuses[phase][status] = (statuses[phase][status] ?? 0) + 1;
  };
  const acknowledgedIn = (name) => statuses[name]?.['201'] ?? 0;

  async function writerLoop() {
    while (running) {
      seq += 1;
      const body = `${marker}-${seq}`;
      const { status, text } = await writeMessage(cfg, writer, marker, body);
      // A 503 must not tell the client where the database lives.
      if (status === 503 && /127\.0\.0\.1|port \d+|connection to server/i.test(text))
        count('503 naming the database');
      else count(status);
      if (status === 201) acknowledged.add(body);
      else await sleep(50);
    }
  }

  const failures = [];
  /** Waits until the current phase has WRITES_PER_PHASE acknowledged writes. */
  async function phaseWrites() {
    const started = Date.now();
    while (acknowledgedIn(phase) < WRITES_PER_PHASE && Date.now() - started < PHASE_LIMIT_MS)
      await sleep(50);
    if (acknowledgedIn(phase) < WRITES_PER_PHASE)
      failures.push(
        `${phase}: ${acknowledgedIn(phase)} acknowledged writes in ${PHASE_LIMIT_MS} ms (want ${WRITES_PER_PHASE})`,
      );
  }

  const restartsBefore = readRestarts(cfg);
  const writers = Array.from({ length: WRITERS }, () => writerLoop());
  await phaseWrites();
  const outages = [];
  for (const name of SERVICES) {
    const pid = pidOf(cfg, name);
    if (!pid) continue; // not a service of this stack
    phase = name;
    const killedAt = Date.now();
    try {
      process.kill(name === 'postgres' ? pid : -pid, 'SIGKILL');
    } catch {
      process.kill(pid, 'SIGKILL');
    }
    await sleep(200);
    while (!(await healthy(cfg, name)) && Date.now() - killedAt < BACK_WITHIN_MS) await sleep(100);
    const backAfter = Date.now() - killedAt;
    const back = backAfter < BACK_WITHIN_MS;
    outages.push({ name, backAfterMs: back ? backAfter : null });
    if (!back) failures.push(`${name} not back within ${BACK_WITHIN_MS} ms`);
    log(
      `  ${name.padEnd(9)} killed (pid ${pid}); ${back ? `back after ${backAfter} ms` : 'NOT back'}`,
    );
    phase = `${name} (after)`;
    await phaseWrites();
  }
  running = false;
  await Promise.all(writers);

  // Every service serves again at the end (Realtime, say, has its replication stream back).
  for (const service of serviceDefinitions(cfg))
    if (service.health && !(await isHealthy(service.health)))
      failures.push(`${service.name} not healthy at the end`);
  // The supervisor restarted exactly what was killed, once each: a service that died by itself
  // (e.g. Realtime while Postgres was down) shows as an extra restart.
  const restartsAfter = readRestarts(cfg);
  const restarts = {};
  for (const name of new Set([...Object.keys(restartsAfter), ...outages.map((o) => o.name)])) {
    const n = (restartsAfter[name]?.count ?? 0) - (restartsBefore[name]?.count ?? 0);
    restarts[name] = n;
    const killed = outages.some((o) => o.name === name) ? 1 : 0;
    if (n > killed) failures.push(`${name} restarted ${n} times (killed ${killed})`);
  }

  const stored = await withClient(cfg, async (client) => {
    const { rows } = await client.query('select body from public.messages where subject = $1', [
      marker,
    ]);
    return new Set(rows.map((row) => row.body));
  });
  const lost = [...acknowledged].filter((body) => !stored.has(body));
  await cleanUp(cfg, writer, marker);

  const unexpected = {};
  for (const [name, counts] of Object.entries(statuses)) {
    for (const [status, n] of Object.entries(counts)) {
      const ok =
        status === '201' ||
        status === '503' ||
        (status === 'refused' && name.startsWith('gateway'));
      if (!ok) unexpected[`${name}: ${status}`] = n;
    }
  }
  // A 401 or 403 means the writer lost its right to write: the run measured nothing.
  if (Object.keys(unexpected).length)
    failures.push(`unexpected answers ${JSON.stringify(unexpected)}`);
  if (lost.length) failures.push(`${lost.length} acknowledged writes lost`);
  return {
    writers: WRITERS,
    settings,
    acknowledged: acknowledged.size,
    // The probe's row is not counted: only writes made while services were killed.
    rows: stored.size - (stored.has(`${marker}-probe`) ? 1 : 0),
    lost: lost.length,
    outages,
    restarts,
    statuses,
    unexpected,
    failures,
    ok: failures.length === 0,
  };
}

/** The fault test's stack: bench ports + 500, a fresh data folder, durable commits, Realtime on. */
export function faultConfig() {
  return { ...datasetConfig('fault'), durable: true, realtime: true };
}

/** `npm run bench -- --only=fault` and the fault part of `npm run bench`: up, test, down. */
export async function faultBench({ log = console.log } = {}) {
  const cfg = faultConfig();
  await down(cfg);
  rmSync(cfg.dataDir, { recursive: true, force: true });
  await assertPortsFree(cfg);
  log(
    `  fault test stack on ${cfg.apiUrl} (durable commits: ${isDurable(cfg)}), ${WRITERS} writers`,
  );
  await up(cfg, { quiet: true });
  try {
    return await faultTest(cfg, { log });
  } finally {
    if (!process.env.BENCH_KEEP_UP) await down(cfg);
  }
}

/** The result as one paragraph (bench output and results.md). */
export function faultMarkdown(f) {
  const restarts = Object.entries(f.restarts)
    .map(([name, n]) => `${name} ${n}`)
    .join(', ');
  return (
    `Fault test (${f.writers} concurrent writers through the gateway, kill -9 of each service in turn, ` +
    `Postgres with fsync=${f.settings.fsync}, synchronous_commit=${f.settings.synchronousCommit}): ` +
    f.outages
      .map(
        (o) => `${o.name} back after ${o.backAfterMs == null ? 'NOT back' : `${o.backAfterMs} ms`}`,
      )
      .join(', ') +
    `; acknowledged writes ${f.acknowledged}, rows ${f.rows}, lost ${f.lost}; supervisor restarts ${restarts}; ` +
    (f.failures.length
      ? `**failed**: ${f.failures.join('; ')}.`
      : 'clients saw only 201, 503 or (gateway down) refused connections.')
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const cfg = stackConfig();
  console.log(`Fault test on stack "${cfg.profile}" (${cfg.apiUrl}), ${WRITERS} writers:`);
  const result = await faultTest(cfg);
  for (const [name, counts] of Object.entries(result.statuses))
    console.log(
      `  ${name.padEnd(18)} ${Object.entries(counts)
        .map(([s, n]) => `${s}×${n}`)
        .join(' ')}`,
    );
  console.log(faultMarkdown(result));
  if (!result.ok) process.exit(1);
}
