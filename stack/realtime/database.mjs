// Realtime's queries against the project database: Broadcast/Presence authorisation by RLS on
// realtime.messages (as Realtime.Tenants.Authorization does it), the RLS check of a change for
// many subscribers at once, and the names of column types.
import { randomUUID } from 'node:crypto';
import pg from 'pg';

export function createPool(databaseUrl) {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 6 });
  pool.on('error', (error) => console.error('realtime: idle database client failed', error));
  return pool;
}

async function inTransaction(pool, fn) {
  const client = await pool.connect();
  try {
    await client.query('begin');
    try {
      return await fn(client);
    } finally {
      await client.query('rollback');
    }
  } finally {
    client.release();
  }
}

async function setConnConfig(client, topic, claims) {
  const role = typeof claims.role === 'string' ? claims.role : 'anon';
  await client.query(
    `select set_config('role', $1, true), set_config('realtime.topic', $2, true),
            set_config('request.jwt.claims', $3, true), set_config('request.jwt.claim.sub', $4, true),
            set_config('request.jwt.claim.role', $1, true), set_config('request.headers', '{}', true)`,
    [role, topic, JSON.stringify(claims), claims.sub ?? ''],
  );
}

/**
 * Read permissions: a probe row per extension is inserted (as the service), then selected as the
 * user; the transaction is rolled back. → { broadcast: boolean, presence: boolean | null }
 */
export async function readPolicies(pool, topic, claims, { presence }) {
  const extensions = presence ? ['broadcast', 'presence'] : ['broadcast'];
  return inTransaction(pool, async (client) => {
    const ids = Object.fromEntries(extensions.map((extension) => [extension, randomUUID()]));
    for (const extension of extensions)
      await client.query(
        'insert into realtime.messages (id, topic, extension) values ($1, $2, $3)',
        [ids[extension], topic, extension],
      );
    await setConnConfig(client, topic, claims);
    const { rows } = await client.query(
      'select id::text as id from realtime.messages where id = any($1::uuid[])',
      [Object.values(ids)],
    );
    const seen = new Set(rows.map((row) => row.id));
    return {
      broadcast: seen.has(ids.broadcast),
      presence: presence ? seen.has(ids.presence) : null,
    };
  });
}

/** Write permission for one extension: an insert as the user passes the policies or not. */
export async function writePolicy(pool, topic, claims, extension) {
  return inTransaction(pool, async (client) => {
    await setConnConfig(client, topic, claims);
    try {
      await client.query('insert into realtime.messages (topic, extension) values ($1, $2)', [
        topic,
        extension,
      ]);
      return true;
    } catch (error) {
      if (error.code === '42501') return false;
      throw error;
    }
  });
}

/** For each claim set: may it select the row `pk` of `schema.table` now? (one round trip) */
export async function visibleTo(pool, schema, table, pk, claimsList, rowExists) {
  const { rows } = await pool.query(
    'select realtime.visible_to(format($1, $2::text, $3::text)::regclass, $4::jsonb, $5::jsonb[], $6) as visible',
    [
      '%I.%I',
      schema,
      table,
      JSON.stringify(pk),
      claimsList.map((c) => JSON.stringify(c)),
      rowExists,
    ],
  );
  return rows[0].visible;
}

/** Whether RLS is on for the table, and its primary key columns. */
export async function tableInfo(pool, schema, table) {
  const { rows } = await pool.query(
    `select c.relrowsecurity as rls,
            coalesce(array_agg(a.attname::text order by a.attnum) filter (where a.attname is not null), '{}') as pk
       from pg_class c
       join pg_namespace n on n.oid = c.relnamespace
       left join pg_index i on i.indrelid = c.oid and i.indisprimary
       left join pg_attribute a on a.attrelid = c.oid and a.attnum = any(i.indkey)
      where n.nspname = $1 and c.relname = $2
      group by c.relrowsecurity`,
    [schema, table],
  );
  return rows[0] ?? null;
}

/** Column names and type names of a table (null when it does not exist). */
export async function tableColumns(pool, schema, table) {
  const { rows } = await pool.query(
    `select a.attname::text as name, t.typname::text as type
       from pg_attribute a
       join pg_class c on c.oid = a.attrelid
       join pg_namespace n on n.oid = c.relnamespace
       join pg_type t on t.oid = a.atttypid
      where n.nspname = $1 and c.relname = $2 and a.attnum > 0 and not a.attisdropped`,
    [schema, table],
  );
  return rows.length ? rows : null;
}

export async function typeNames(pool) {
  const { rows } = await pool.query('select oid::int as oid, typname::text as name from pg_type');
  return new Map(rows.map((row) => [row.oid, row.name]));
}
