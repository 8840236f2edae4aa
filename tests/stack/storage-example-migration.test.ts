// A migration in the shape of Supabase's user-management example (profiles by sign-up trigger,
// avatars bucket and its policies on storage.objects; see fixtures/README.md) applies unchanged to a fresh database of the stack: a new Postgres cluster
// given only what the stack's bootstrap gives it (stack/sql/bootstrap.sql, stack/sql/storage.sql).
import { randomUUID } from 'node:crypto';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { DB_PASSWORD, stackConfig } from '../../stack/lib/config.mjs';
import * as postgres from '../../stack/lib/postgres.mjs';
import { withDb } from '../support/db';

const fixture = readFileSync(
  join(import.meta.dirname, 'fixtures', 'user-management-example.sql'),
  'utf8',
);

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

// Next to the running stack's home, so that (as root) the Postgres binaries copied there are reused.
const base = process.env.STACK_HOME ? dirname(process.env.STACK_HOME) : dirname(stackConfig().home);
const home = join(base, `fresh-${randomUUID().slice(0, 8)}`);
let cfg: ReturnType<typeof stackConfig>;

beforeAll(async () => {
  const dbPort = await freePort();
  mkdirSync(home, { recursive: true, mode: 0o755 });
  cfg = {
    ...stackConfig('scratch'),
    home,
    dataDir: join(home, 'pgdata'),
    logDir: join(home, 'logs'),
    runDir: join(home, 'run'),
    dbPort,
    dbUrl: `postgresql://postgres:${DB_PASSWORD}@127.0.0.1:${dbPort}/postgres`,
  };
  await postgres.initdb(cfg);
  await postgres.start(cfg);
  await postgres.bootstrap(cfg);
}, 120_000);

afterAll(() => {
  if (cfg) postgres.stop(cfg);
  rmSync(home, { recursive: true, force: true });
});

it("applies Supabase's user-management example migration unchanged", async () => {
  await withDb(async (client) => {
    await client.query('begin');
    await client.query(fixture);
    await client.query('commit');
    const bucket = await client.query('select id, name, public from storage.buckets');
    expect(bucket.rows).toEqual([{ id: 'avatars', name: 'avatars', public: false }]);
    const policies = await client.query(
      `select policyname, cmd from pg_policies where schemaname = 'storage' and tablename = 'objects'
       order by policyname`,
    );
    expect(policies.rows).toEqual([
      { policyname: 'anyone may upload an avatar', cmd: 'INSERT' },
      { policyname: 'avatars are readable by anyone', cmd: 'SELECT' },
      { policyname: 'owners update their avatar', cmd: 'UPDATE' },
    ]);

    // The policies decide as on Supabase: a user may upload an avatar, and may replace only
    // their own (`auth.uid() = owner`).
    const user = randomUUID();
    const other = randomUUID();
    await client.query('begin');
    await client.query(
      `select set_config('role', 'authenticated', true),
              set_config('request.jwt.claims', $1, true)`,
      [JSON.stringify({ sub: user, role: 'authenticated' })],
    );
    await client.query(
      `insert into storage.objects (bucket_id, name, owner, owner_id) values ('avatars', 'me.png', $1::uuid, $1::text)`,
      [user],
    );
    await client.query('reset role');
    await client.query(
      `insert into storage.objects (bucket_id, name, owner, owner_id) values ('avatars', 'other.png', $1::uuid, $1::text)`,
      [other],
    );
    await client.query(`select set_config('role', 'authenticated', true)`);
    const mine = await client.query(
      `update storage.objects set metadata = '{}' where name = 'me.png' returning name`,
    );
    const theirs = await client.query(
      `update storage.objects set metadata = '{}' where name = 'other.png' returning name`,
    );
    await client.query('rollback');
    expect(mine.rows).toEqual([{ name: 'me.png' }]);
    expect(theirs.rows).toEqual([]);
  }, cfg.dbUrl);
}, 60_000);
