// The stack commands as a developer uses them, on a scratch stack of its own (other ports, a
// throw-away data folder) so the stack the other tests use is not disturbed.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scratchFolder } from '../../stack/lib/config.mjs';

const repo = join(import.meta.dirname, '..', '..');
const home = scratchFolder('dealbridge-lifecycle-');
const stackHome = join(home, 'scratch');
const env: NodeJS.ProcessEnv = { ...process.env, STACK_PROFILE: 'scratch', STACK_HOME: stackHome };
// Its own ports, whatever the run around it moved.
delete env.STACK_API_PORT;
delete env.STACK_DB_PORT;
const runDir = join(stackHome, 'run');
const services = [
  'mail',
  'postgrest',
  'auth',
  'functions',
  'storage',
  'realtime',
  'gateway',
  'scheduler',
  'supervisor',
];
/** stack:status's RESTARTS= line: Postgres, then each supervised service in start order. */
const restartsLine = (restarted: string[] = []) =>
  new RegExp(
    `^RESTARTS=${['postgres', ...services.filter((name) => name !== 'supervisor')]
      .map((name) => `${name}:${restarted.includes(name) ? 1 : 0}`)
      .join(',')}$`,
    'm',
  );

function cli(...args: string[]) {
  return spawnSync(process.execPath, [join(repo, 'stack', 'cli.mjs'), ...args], {
    env,
    encoding: 'utf8',
  });
}

/** The end of every service log, so a failed start in CI says why. */
function logTails(): string {
  const logDir = join(stackHome, 'logs');
  if (!existsSync(logDir)) return '';
  return readdirSync(logDir)
    .map((file) => {
      const lines = readFileSync(join(logDir, file), 'utf8').trimEnd().split('\n');
      return `\n--- ${file}\n${lines.slice(-8).join('\n')}`;
    })
    .join('');
}

function pids(): Record<string, number> {
  return Object.fromEntries(
    services.map((name) => [name, Number(readFileSync(join(runDir, `${name}.pid`), 'utf8'))]),
  );
}

/** A process that exists and is not a zombie (killed but not yet reaped). */
function alive(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return !stat.slice(stat.lastIndexOf(')') + 2).startsWith('Z');
  } catch {
    return false;
  }
}

function postgresPids(): number[] {
  const out = execFileSync('ps', ['-eo', 'pid=,args='], { encoding: 'utf8' });
  return out
    .split('\n')
    .filter((line) => line.includes(stackHome))
    .map((line) => Number(line.trim().split(/\s+/)[0]))
    .filter(alive);
}

describe('stack commands', { timeout: 180_000 }, () => {
  beforeAll(() => {
    const first = cli('up');
    expect(first.status, first.stderr + first.stdout + logTails()).toBe(0);
  }, 180_000);

  afterAll(() => {
    cli('down', '--quiet');
    rmSync(home, { recursive: true, force: true });
  });

  it('status prints the URLs and keys like `supabase status -o env`', () => {
    const status = cli('status');
    expect(status.status).toBe(0);
    expect(status.stdout).toMatch(/^API_URL=http:\/\/127\.0\.0\.1:30321$/m);
    expect(status.stdout).toMatch(
      /^DB_URL=postgresql:\/\/postgres:postgres@127\.0\.0\.1:30322\/postgres$/m,
    );
    expect(status.stdout).toMatch(/^ANON_KEY=ey/m);
    expect(status.stdout).toMatch(/^SERVICE_ROLE_KEY=ey/m);
    expect(status.stdout).toMatch(/^PUBLISHABLE_KEY=sb_publishable_\S+$/m);
    expect(status.stdout).toMatch(/^SECRET_KEY=sb_secret_\S+$/m);
    expect(status.stdout).toMatch(restartsLine());
    expect(status.stdout).toMatch(
      /^JWT_SECRET=super-secret-jwt-token-with-at-least-32-characters-long$/m,
    );
  });

  it('a second up reuses the running stack', () => {
    const before = pids();
    const again = cli('up');
    expect(again.status, again.stderr).toBe(0);
    expect(pids()).toEqual(before);
  });

  it('the supervisor restarts a killed service within a few seconds and counts it', async () => {
    const { auth } = pids();
    process.kill(-auth, 'SIGKILL');
    // Polls for the restart (a state, not a time): the limit is generous for a busy machine.
    const killedAt = Date.now();
    let status = cli('status');
    while (Date.now() - killedAt < 60_000 && !/auth:1/.test(status.stdout)) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      status = cli('status');
    }
    expect(status.status, status.stderr).toBe(0);
    expect(status.stdout).toMatch(restartsLine(['auth']));
    expect(pids().auth).not.toBe(auth);
    expect(alive(pids().auth)).toBe(true);
    const log = readFileSync(join(stackHome, 'logs', 'supervisor.log'), 'utf8');
    expect(log).toContain(`auth exited (pid ${auth}); restarting`);
  }, 90_000);

  it('status names a service that is down with its log file while the supervisor is stopped', async () => {
    const supervisor = Number(readFileSync(join(runDir, 'supervisor.pid'), 'utf8'));
    process.kill(supervisor, 'SIGTERM');
    while (alive(supervisor)) await new Promise((resolve) => setTimeout(resolve, 50));
    const { auth } = pids();
    process.kill(-auth, 'SIGKILL');
    // Waits until it is gone (not for a while): reaped, with no supervisor left to restart it.
    const deadline = Date.now() + 30_000;
    while (alive(auth) && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 50));
    expect(alive(auth)).toBe(false);
    const status = cli('status');
    expect(status.status).toBe(1);
    expect(status.stderr).toContain(
      `auth is not running (see ${join(stackHome, 'logs', 'auth.log')})`,
    );
    expect(status.stderr).toContain('the supervisor is not running');
    const recovered = cli('up');
    expect(recovered.status, recovered.stderr).toBe(0);
    expect(cli('status').status).toBe(0);
  }, 120_000);

  it('down stops every process it started and keeps the data', () => {
    const started = Object.values(pids());
    expect(postgresPids().length).toBeGreaterThan(0);
    const down = cli('down');
    expect(down.status, down.stderr).toBe(0);
    expect(started.filter(alive)).toEqual([]);
    expect(postgresPids()).toEqual([]);
    expect(cli('status').status).toBe(1);
    expect(readFileSync(join(stackHome, 'pgdata', 'PG_VERSION'), 'utf8').trim()).toBe('17');
  });
});
