#!/usr/bin/env node
// Fault test of the self-healing stack: 20 concurrent writers insert support messages through the
// gateway while each service in turn is killed with SIGKILL. The supervisor must bring every one
// back within a few seconds; clients must see only successes, clean 503s or (when the gateway
// itself is down) refused connections; and every acknowledged write (HTTP 201) must be in the
// database afterwards. Runs against a running stack (STACK_PROFILE / STACK_API_PORT pick it);
// `npm run bench` runs it on its bench stack.
//   node bench/fault.mjs     exits 1 on a lost write, a service not back in time, or another status
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { stackConfig } from '../stack/lib/config.mjs';
import { withClient } from '../stack/lib/postgres.mjs';

const WRITERS = Number(process.env.FAULT_WRITERS ?? 20);
const BACK_WITHIN_MS = Number(process.env.FAULT_BACK_WITHIN_MS ?? 15_000);
const SERVICES = ['postgrest', 'auth', 'functions', 'postgres', 'gateway'];
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

function pidOf(cfg, name) {
  const file =
    name === 'postgres' ? join(cfg.dataDir, 'postmaster.pid') : join(cfg.runDir, `${name}.pid`);
  return Number(readFileSync(file, 'utf8').split('\n')[0]);
}

async function healthy(cfg, name) {
  const urls = {
    postgrest: `http://127.0.0.1:${cfg.postgrestAdminPort}/ready`,
    auth: `http://127.0.0.1:${cfg.authPort}/health`,
    functions: `http://127.0.0.1:${cfg.functionsPort}/_health`,
    gateway: `${cfg.apiUrl}/_gateway/health`,
  };
  try {
    if (name === 'postgres') {
      await withClient(cfg, (client) => client.query('select 1'));
      // PostgREST must have its pool back too before writes succeed again.
      return healthy(cfg, 'postgrest');
    }
    const response = await fetch(urls[name], { signal: AbortSignal.timeout(1000) });
    return response.ok;
  } catch {
    return false;
  }
}

async function writerAccount(cfg) {
  const email = `fault-${randomUUID()}@example.test`;
  const password = `Fault-${randomUUID()}`;
  const response = await fetch(`${cfg.apiUrl}/auth/v1/signup`, {
    method: 'POST',
    headers: { apikey: cfg.anonKey, 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, data: { name: 'Fault test', role: 'scout' } }),
  });
  if (!response.ok) throw new Error(`sign-up: HTTP ${response.status} ${await response.text()}`);
  const body = await response.json();
  return { email, token: body.access_token };
}

export async function faultTest(cfg, { log = console.log } = {}) {
  const marker = `fault-${randomUUID()}`;
  const { email, token } = await writerAccount(cfg);
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

  async function writer() {
    while (running) {
      seq += 1;
      const body = `${marker}-${seq}`;
      try {
        const response = await fetch(`${cfg.apiUrl}/rest/v1/messages`, {
          method: 'POST',
          headers: {
            apikey: cfg.anonKey,
            authorization: `Bearer ${token}`,
            'content-type': 'application/json',
            prefer: 'return=minimal',
          },
          body: JSON.stringify({ email, subject: marker, body }),
          signal: AbortSignal.timeout(10_000),
        });
        const text = await response.text();
        // A 503 must not tell the client where the database lives.
        if (response.status === 503 && /127\.0\.0\.1|port \d+|connection to server/i.test(text))
          count('503 naming the database');
        else count(response.status);
        if (response.status === 201) acknowledged.add(body);
        else await sleep(50);
      } catch {
        count('refused');
        await sleep(50);
      }
    }
  }

  const writers = Array.from({ length: WRITERS }, () => writer());
  await sleep(1500);
  const outages = [];
  for (const name of SERVICES) {
    phase = name;
    const pid = pidOf(cfg, name);
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
    log(`  ${name.padEnd(9)} killed (pid ${pid}); ${back ? `back after ${backAfter} ms` : 'NOT back'}`);
    phase = `${name} (after)`;
    await sleep(1500);
  }
  running = false;
  await Promise.all(writers);

  const stored = await withClient(cfg, async (client) => {
    const { rows } = await client.query('select body from public.messages where subject = $1', [
      marker,
    ]);
    return new Set(rows.map((row) => row.body));
  });
  const lost = [...acknowledged].filter((body) => !stored.has(body));
  // Leave the developer's support inbox as it was (the table has no user-facing delete).
  await withClient(cfg, (client) =>
    client.query('delete from public.messages where subject = $1', [marker]),
  );
  await withClient(cfg, (client) =>
    client.query('delete from auth.users where email = $1', [email]),
  );

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
  return {
    writers: WRITERS,
    acknowledged: acknowledged.size,
    rows: stored.size,
    lost: lost.length,
    outages,
    statuses,
    unexpected,
    ok: lost.length === 0 && outages.every((o) => o.backAfterMs !== null) && !Object.keys(unexpected).length,
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const cfg = stackConfig();
  console.log(`Fault test on stack "${cfg.profile}" (${cfg.apiUrl}), ${WRITERS} writers:`);
  const result = await faultTest(cfg);
  for (const [name, counts] of Object.entries(result.statuses))
    console.log(`  ${name.padEnd(18)} ${Object.entries(counts).map(([s, n]) => `${s}×${n}`).join(' ')}`);
  console.log(
    `acknowledged writes ${result.acknowledged}, rows ${result.rows}, lost ${result.lost}` +
      (Object.keys(result.unexpected).length
        ? `; unexpected answers ${JSON.stringify(result.unexpected)}`
        : '; only 201, 503 or (gateway down) refused connections'),
  );
  if (!result.ok) process.exit(1);
}
