// The supervisor: one detached process per stack that watches Postgres and every service and
// restarts one that exits (crash, kill -9, OOM), logging it and counting restarts in
// run/restarts.json for `stack:status`. `stack:up` starts it last; `stack:down` stops it first, so
// a deliberate stop is never "healed".
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { stackConfig } from './config.mjs';
import * as postgres from './postgres.mjs';
import { isAlive, readPid, serviceDefinitions, startService, stopService } from './services.mjs';

const TICK_MS = 250;
// A service that dies again this soon after a restart waits longer before the next one.
const QUICK_DEATH_MS = 10_000;
const MAX_BACKOFF_MS = 2_000;

export const SUPERVISOR = 'supervisor';

/**
 * @param {import('./config.mjs').StackConfig} cfg
 */
const restartsFile = (cfg) => join(cfg.runDir, 'restarts.json');

/**
 * Restart counts per service since the stack came up: `{ auth: { count, last } }`.
 * @param {import('./config.mjs').StackConfig} cfg
 */
export function readRestarts(cfg) {
  try {
    return JSON.parse(readFileSync(restartsFile(cfg), 'utf8'));
  } catch {
    return {};
  }
}

/**
 * @param {import('./config.mjs').StackConfig} cfg
 */
export function resetRestarts(cfg) {
  writeFileSync(restartsFile(cfg), '{}');
}

/**
 * @param {import('./config.mjs').StackConfig} cfg
 * @param {string} name
 */
function recordRestart(cfg, name) {
  const restarts = readRestarts(cfg);
  restarts[name] = { count: (restarts[name]?.count ?? 0) + 1, last: new Date().toISOString() };
  const tmp = `${restartsFile(cfg)}.tmp`;
  writeFileSync(tmp, JSON.stringify(restarts));
  renameSync(tmp, restartsFile(cfg));
}

/**
 * The postmaster's pid from its lock file (null when Postgres is stopped).
 * @param {import('./config.mjs').StackConfig} cfg
 */
function postmasterPid(cfg) {
  const file = join(cfg.dataDir, 'postmaster.pid');
  if (!existsSync(file)) return null;
  try {
    return Number(readFileSync(file, 'utf8').split('\n')[0]);
  } catch {
    return null;
  }
}

/**
 * @param {string} message
 */
const log = (message) => console.log(`${new Date().toISOString()} ${message}`);

/**
 * @param {import('./config.mjs').StackConfig} cfg
 */
export async function supervise(cfg) {
  const services = serviceDefinitions(cfg);
  /** @type {Map<string, { startedAt: number, backoff: number, notBefore: number }>} */
  const state = new Map();
  let stopping = false;
  for (const signal of ['SIGTERM', 'SIGINT'])
    process.on(signal, () => {
      stopping = true;
      log('supervisor stopping');
      process.exit(0);
    });
  log(`supervisor watching postgres, ${services.map((s) => s.name).join(', ')}`);

  // A service is restarted once per outage (counted once), retried with growing pauses while it
  // does not come back or dies again right after starting.
  /** @type {Set<string>} */
  const down = new Set();
  /**
   * @param {string} name
   * @param {number | null} pid
   * @param {() => Promise<void>} restart
   */
  const attempt = async (name, pid, restart) => {
    const now = Date.now();
    const s = state.get(name);
    if (s && now < s.notBefore) return;
    if (!down.has(name)) {
      down.add(name);
      recordRestart(cfg, name);
      log(`${name} exited (pid ${pid ?? 'none'}); restarting`);
    }
    const quick = s && now - s.startedAt < QUICK_DEATH_MS;
    const backoff = quick ? Math.min(MAX_BACKOFF_MS, Math.max(250, s.backoff * 2)) : 0;
    state.set(name, { startedAt: now, backoff, notBefore: now + Math.max(backoff, 250) });
    await restart();
  };

  for (;;) {
    if (stopping) return;
    const pgPid = postmasterPid(cfg);
    if (isAlive(pgPid)) {
      if (down.delete('postgres')) {
        log(`postgres is back (pid ${pgPid})`);
        // PostgREST retries a lost database with growing pauses (up to 32 s): SIGUSR1 makes it
        // reconnect and reload its schema cache now.
        const postgrest = readPid(cfg, 'postgrest');
        if (postgrest !== null && isAlive(postgrest)) process.kill(postgrest, 'SIGUSR1');
      }
    } else {
      await attempt('postgres', pgPid, async () => {
        try {
          await postgres.start(cfg);
        } catch (error) {
          // The killed postmaster's lock or shared memory may still be held: retried next tick.
          const message = error instanceof Error ? error.message : String(error);
          log(`postgres did not start yet: ${message.split('\n')[0]}`);
        }
      });
    }
    for (const service of services) {
      const pid = readPid(cfg, service.name);
      if (isAlive(pid)) {
        if (down.delete(service.name)) log(`${service.name} is back (pid ${pid})`);
        continue;
      }
      await attempt(service.name, pid, async () => {
        await stopService(cfg, service.name);
        startService(cfg, service);
      });
    }
    await new Promise((resolve) => setTimeout(resolve, TICK_MS));
  }
}

/**
 * The supervisor as a service of its own (started detached by `up`).
 * @param {import('./config.mjs').StackConfig} cfg
 */
export function supervisorDefinition(cfg) {
  return {
    name: SUPERVISOR,
    command: process.execPath,
    args: [join(import.meta.dirname, 'supervisor.mjs')],
    // The whole config, not only the profile: a stack whose ports or services differ from its
    // profile's (the bench's datasets) would otherwise be supervised on the profile's ports.
    env: {
      STACK_PROFILE: cfg.profile,
      STACK_HOME: cfg.home,
      STACK_CONFIG_JSON: JSON.stringify(cfg),
    },
    health: null,
  };
}

/**
 * @param {import('./config.mjs').StackConfig} cfg
 */
export function isSupervising(cfg) {
  return isAlive(readPid(cfg, SUPERVISOR));
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const cfg = process.env.STACK_CONFIG_JSON
    ? JSON.parse(process.env.STACK_CONFIG_JSON)
    : stackConfig();
  supervise(cfg).catch((error) => {
    log(`supervisor failed: ${error.stack ?? error}`);
    process.exit(1);
  });
}
