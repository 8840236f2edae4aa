// Migrations written for hosted Supabase apply unchanged to a fresh database of the local stack
// with `supabase db push` (the stack's own migration path): the `realtime` schema,
// `realtime.topic()` and the `supabase_realtime` publication exist as on Supabase. An extension
// the embedded Postgres lacks fails with a clear message.
//
// The fixture (fixtures/realtime-example) reproduces, in our own text, what Supabase's slack-clone
// and flutter-figma-clone example migrations do with Realtime (sources named in the file). The
// examples themselves are not kept in this repository; applied verbatim to a fresh stack database
// they pass the same way (checked by hand when this test was written).
import { execFile } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stackEnv } from '../support/env';

const run = promisify(execFile);
const repoRoot = join(import.meta.dirname, '..', '..');
const supabaseBin = join(repoRoot, 'node_modules', '.bin', 'supabase');
const databases: string[] = [];
let admin: pg.Client;

function databaseUrl(name: string) {
  const url = new URL(stackEnv.dbUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** A new database with what the stack's bootstrap gives one (roles exist cluster-wide already). */
async function freshDatabase() {
  const name = `example_${Math.random().toString(36).slice(2, 10)}`;
  await admin.query(`create database ${name}`);
  databases.push(name);
  const client = new pg.Client({ connectionString: databaseUrl(name) });
  await client.connect();
  try {
    const withoutRoles = (file: string) =>
      readFileSync(join(repoRoot, 'stack', 'sql', file), 'utf8')
        .split('\n')
        .filter((line) => !/^create role /i.test(line))
        .join('\n');
    await client.query(withoutRoles('bootstrap.sql'));
    await client.query(withoutRoles('realtime.sql'));
  } finally {
    await client.end();
  }
  return name;
}

/** `supabase db push` of a fixture project's migrations into the database. */
async function push(fixture: string, database: string) {
  const workdir = mkdtempSync(join(tmpdir(), 'realtime-example-'));
  try {
    cpSync(join(import.meta.dirname, 'fixtures', fixture), workdir, { recursive: true });
    writeFileSync(join(workdir, 'supabase', 'config.toml'), `project_id = "${fixture}"\n`);
    return await run(
      supabaseBin,
      [
        'db',
        'push',
        '--workdir',
        workdir,
        `--remote=${databaseUrl(database)}?sslmode=disable`,
        '--yes',
      ],
      { env: { ...process.env, SUPABASE_TELEMETRY_DISABLED: '1', DO_NOT_TRACK: '1' } },
    );
  } finally {
    rmSync(workdir, { recursive: true, force: true });
  }
}

beforeAll(async () => {
  admin = new pg.Client({ connectionString: stackEnv.dbUrl });
  await admin.connect();
});

afterAll(async () => {
  for (const name of databases) await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
});

describe('Supabase example migrations on a fresh stack database', () => {
  it('a Realtime example migration applies unchanged, and its Realtime policies work', async () => {
    const database = await freshDatabase();
    const result = await push('realtime-example', database);
    expect(result.stdout + result.stderr).toContain('Finished supabase db push');

    const client = new pg.Client({ connectionString: databaseUrl(database) });
    await client.connect();
    try {
      const { rows: tables } = await client.query(
        `select schemaname || '.' || tablename as name from pg_publication_tables
          where pubname = 'supabase_realtime' order by 1`,
      );
      expect(tables.map((row) => row.name)).toEqual(['public.members', 'public.posts']);

      // The policies on realtime.messages decide as Realtime asks them: the topic is the room.
      const { rows: ids } = await client.query(
        `select public.new_member('a@example.test') as member, public.new_member('b@example.test') as outsider`,
      );
      const { member, outsider } = ids[0];
      const { rows: rooms } = await client.query(
        `insert into public.rooms (slug, created_by) values ('deal-room', $1) returning id`,
        [member],
      );
      const room = rooms[0].id;
      await client.query('insert into public.room_members (member_id, room_id) values ($1, $2)', [
        member,
        room,
      ]);
      const mayRead = async (user: string) => {
        await client.query('begin');
        try {
          await client.query(
            `insert into realtime.messages (topic, extension) values ($1, 'broadcast')`,
            [room],
          );
          await client.query(
            `select set_config('role', 'authenticated', true), set_config('realtime.topic', $1, true),
                    set_config('request.jwt.claims', $2, true)`,
            [room, JSON.stringify({ sub: user, role: 'authenticated' })],
          );
          const { rowCount } = await client.query(
            'select 1 from realtime.messages where topic = $1',
            [room],
          );
          return rowCount === 1;
        } finally {
          await client.query('rollback');
        }
      };
      expect(await mayRead(member)).toBe(true);
      expect(await mayRead(outsider)).toBe(false);
    } finally {
      await client.end();
    }
  });

  it('an extension the embedded Postgres lacks fails with a clear message', async () => {
    const database = await freshDatabase();
    const failure = await push('missing-extension', database).then(
      () => null,
      (error: { stderr?: string }) => error,
    );
    expect(failure).not.toBeNull();
    expect(failure?.stderr).toContain('extension "pg_cron" is not available');
    // A limit, not a measure: a fresh database and the CLI's push took over 30 s on a busy
    // 2-core machine.
  }, 120_000);
});
