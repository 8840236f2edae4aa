// Realtime's queries against the project database: Broadcast/Presence authorisation by RLS on
// realtime.messages (as Realtime.Tenants.Authorization does it), the RLS check of a change for
// many subscribers at once, and the names of column types.
import { createHash, randomUUID } from 'node:crypto';
import pg from 'pg';

/**
 * A subscriber's JWT claims (role and sub are what the policies read).
 * @typedef {import('jose').JWTPayload & { role?: string }} Claims
 */
/**
 * Whether RLS is on for a table, and its primary key (names, and names with types).
 * @typedef {{ rls: boolean, pk: string[], pkTypes: { name: string, type: string }[] }} TableInfo
 */

/**
 * applicationName names Realtime's connections in pg_stat_activity.
 * @param {string} databaseUrl
 */
export function createPool(databaseUrl, applicationName = 'realtime') {
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    application_name: applicationName,
    max: 6,
  });
  // A client that broke while idle (Postgres restarting) leaves the pool; the next gets a new one.
  pool.on('error', (error) =>
    console.error(`realtime: idle database client failed (${error.message})`),
  );
  return pool;
}

/**
 * @param {import('pg').Pool} pool
 * @template T
 * @param {(client: import('pg').PoolClient) => Promise<T>} fn
 * @returns {Promise<T>}
 */
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

/**
 * @param {import('pg').ClientBase} client
 * @param {string} topic
 * @param {Claims} claims
 */
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
 * @param {import('pg').Pool} pool
 * @param {string} topic
 * @param {Claims} claims
 * @param {{ presence: boolean }} options presence: the channel has Presence on
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

/**
 * Write permission for one extension: an insert as the user passes the policies or not.
 * @param {import('pg').Pool} pool
 * @param {string} topic
 * @param {Claims} claims
 * @param {'broadcast' | 'presence'} extension
 */
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
      if (/** @type {{ code?: string }} */ (error).code === '42501') return false;
      throw error;
    }
  });
}

/**
 * The RLS check of one table as a session-local (pg_temp) PL/pgSQL function with the table and
 * its primary key written in: its query is static, so Postgres plans it once per connection and
 * role instead of once per subscriber (an EXECUTE'd query is planned every time: ~1 ms each).
 * For each claim set it switches role only when the role changes, sets the claims
 * auth.uid()/auth.jwt() read, and asks whether the row is there. A deleted row cannot be
 * looked up: then only the grant (any column the role may select) decides, as upstream.
 * @param {string} name
 * @param {string} schema
 * @param {string} table
 * @param {TableInfo['pkTypes']} pk
 */
function checkerSource(name, schema, table, pk) {
  const entity = `${pg.escapeIdentifier(schema)}.${pg.escapeIdentifier(table)}`;
  const condition = pk.length
    ? pk
        .map(
          ({ name: column, type }) =>
            `${pg.escapeIdentifier(column)} = (pk ->> ${pg.escapeLiteral(column)})::${type}`,
        )
        .join(' and ')
    : 'false';
  return `create or replace function pg_temp.${name}(pk jsonb, claims_list jsonb[], row_exists boolean)
returns boolean[] language plpgsql as $fn$
declare
  careful boolean := false;
  results boolean[] := '{}';
  claims jsonb;
  role_name text;
  current_role_name text := null;
  allowed boolean := false;
  visible boolean;
begin
  -- auth.uid() prefers these when set: clear them, the claims below carry sub and role.
  perform set_config('request.jwt.claim.sub', '', true);
  perform set_config('request.jwt.claim.role', '', true);
  -- Fast path without a subtransaction per subscriber; if any check raises, all again carefully.
  <<attempt>>
  loop
  begin
  results := '{}';
  current_role_name := null;
  foreach claims in array claims_list loop
    role_name := coalesce(claims ->> 'role', 'anon');
    if current_role_name is distinct from role_name then
      perform set_config('role', 'none', true);
      allowed := to_regrole(role_name) is not null
        and has_any_column_privilege(role_name, '${entity.replaceAll("'", "''")}', 'select');
      if allowed and row_exists then
        perform set_config('role', role_name, true);
      end if;
      current_role_name := role_name;
    end if;
    visible := allowed;
    if allowed and row_exists then
      perform set_config('request.jwt.claims', claims::text, true);
      if careful then
        -- A policy that fails for one subscriber (a bad cast of its claims, say) refuses only
        -- that subscriber.
        begin
          select exists (select 1 from ${entity} where ${condition}) into visible;
        exception when others then
          visible := false;
        end;
      else
        select exists (select 1 from ${entity} where ${condition}) into visible;
      end if;
    end if;
    results := results || visible;
  end loop;
  exit attempt;
  exception when others then
    if careful then raise; end if;
    careful := true;
  end;
  end loop attempt;
  perform set_config('role', 'none', true);
  perform set_config('request.jwt.claims', '', true);
  return results;
end;
$fn$`;
}

// Whether a new snapshot sees transaction $1 (its 32-bit id, as pgoutput's BEGIN gives it) as
// committed. The full id is rebuilt from the snapshot's xmax: an id at or past xmax (modulo 2^32,
// within half the range) has not finished for this snapshot; anything earlier is asked of
// pg_visible_in_snapshot(), which also looks at the snapshot's in-progress list.
const VISIBLE_SQL = `
select case
  when (($1::bigint - (xmax & 4294967295)) & 4294967295) < 2147483648 then false
  else pg_visible_in_snapshot(
    (xmax - (4294967296 - (($1::bigint - (xmax & 4294967295)) & 4294967295)))::text::xid8, snap)
end as visible
from (select snap, pg_snapshot_xmax(snap)::text::bigint as xmax
      from pg_current_snapshot() as snap) as current`;

/**
 * Waits until new snapshots see transaction \`xid\` as committed; false if that takes longer than
 * \`timeoutMs\`. Logical decoding hands a transaction over once its commit record is flushed,
 * which is a moment before the committing backend leaves the proc array: a row looked up in that
 * moment is not there yet (on a busy machine for tens of milliseconds), and the RLS check would
 * refuse every subscriber their change.
 * @param {import('pg').Pool} pool
 * @param {number} xid the transaction id as pgoutput sends it (32 bits, unsigned)
 * @param {{ timeoutMs?: number }} [options]
 */
export async function waitUntilVisible(pool, xid, { timeoutMs = 2000 } = {}) {
  const deadline = Date.now() + timeoutMs;
  for (let pause = 1; ; pause = Math.min(pause * 2, 20)) {
    const { rows } = await pool.query(VISIBLE_SQL, [xid]);
    if (rows[0].visible) return true;
    if (Date.now() >= deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, pause));
  }
}

/** @type {WeakMap<import('pg').PoolClient, Set<string>>} */
const checkersByClient = new WeakMap();

/**
 * @param {import('pg').Pool} pool
 * @param {string} source checkerSource's text
 * @param {string} name
 * @param {Record<string, unknown>} pk the row's primary key values
 * @param {Claims[]} claimsList
 * @param {boolean} rowExists
 * @returns {Promise<boolean[]>}
 */
async function runChecker(pool, source, name, pk, claimsList, rowExists) {
  const client = await pool.connect();
  try {
    let created = checkersByClient.get(client);
    if (!created) checkersByClient.set(client, (created = new Set()));
    if (!created.has(name)) {
      await client.query(source.replace('__NAME__', name));
      created.add(name);
    }
    const { rows } = await client.query(
      `select pg_temp.${name}($1::jsonb, $2::jsonb[], $3) as visible`,
      [JSON.stringify(pk), claimsList.map((claims) => JSON.stringify(claims)), rowExists],
    );
    return rows[0].visible;
  } catch (error) {
    // A changed table (dropped column, new key) invalidates the function: make it again next time.
    checkersByClient.get(client)?.delete(name);
    throw error;
  } finally {
    client.release();
  }
}

// Many subscribers are checked in a few parallel parts (one connection each), so a change to a
// crowded table waits for a fraction of the checks on a multi-core machine.
const PART_SIZE = 64;
const MAX_PARTS = 4;

/**
 * For each claim set: may it select the row \`pk\` of \`schema.table\` now?
 * @param {import('pg').Pool} pool
 * @param {TableInfo} info
 * @param {string} schema
 * @param {string} table
 * @param {Record<string, unknown>} pk the row's primary key values
 * @param {Claims[]} claimsList
 * @param {boolean} rowExists false for a deleted row (only the grant decides)
 * @returns {Promise<boolean[]>}
 */
export async function visibleTo(pool, info, schema, table, pk, claimsList, rowExists) {
  // Same roles next to each other: the role is switched (and the plan re-made) once per role.
  const order = claimsList
    .map((claims, index) => ({ claims, index }))
    .sort((a, b) => String(a.claims.role).localeCompare(String(b.claims.role)));
  const source = checkerSource('__NAME__', schema, table, info.pkTypes);
  const name = `realtime_visible_${createHash('sha1').update(source).digest('hex').slice(0, 16)}`;
  const parts = Math.min(MAX_PARTS, Math.ceil(order.length / PART_SIZE));
  const size = Math.ceil(order.length / parts);
  const results = await Promise.all(
    Array.from({ length: parts }, (_, part) =>
      runChecker(
        pool,
        source,
        name,
        pk,
        order.slice(part * size, (part + 1) * size).map((entry) => entry.claims),
        rowExists,
      ),
    ),
  );
  /** @type {boolean[]} */
  const visible = new Array(claimsList.length);
  results.flat().forEach((value, position) => {
    visible[order[position].index] = value;
  });
  return visible;
}

/**
 * Whether RLS is on for the table, and its primary key columns (names and types).
 * @param {import('pg').Pool} pool
 * @param {string} schema
 * @param {string} table
 * @returns {Promise<TableInfo | null>}
 */
export async function tableInfo(pool, schema, table) {
  const { rows } = await pool.query(
    `select c.relrowsecurity as rls,
            coalesce(jsonb_agg(jsonb_build_object('name', a.attname, 'type', format_type(a.atttypid, a.atttypmod))
                       order by array_position(i.indkey::int2[], a.attnum))
                     filter (where a.attname is not null), '[]') as pk
       from pg_class c
       join pg_namespace n on n.oid = c.relnamespace
       left join pg_index i on i.indrelid = c.oid and i.indisprimary
       left join pg_attribute a on a.attrelid = c.oid and a.attnum = any(i.indkey)
      where n.nspname = $1 and c.relname = $2
      group by c.relrowsecurity`,
    [schema, table],
  );
  if (!rows[0]) return null;
  /** @type {TableInfo['pkTypes']} */
  const pkTypes = rows[0].pk;
  return { rls: rows[0].rls, pk: pkTypes.map((column) => column.name), pkTypes };
}

/**
 * Column names and type names of a table (null when it does not exist).
 * @param {import('pg').Pool} pool
 * @param {string} schema
 * @param {string} table
 * @returns {Promise<{ name: string, type: string }[] | null>}
 */
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

/**
 * Type names by oid.
 * @param {import('pg').Pool} pool
 * @returns {Promise<Map<number, string>>}
 */
export async function typeNames(pool) {
  const { rows } = await pool.query('select oid::int as oid, typname::text as name from pg_type');
  return new Map(rows.map((row) => [row.oid, row.name]));
}

/**
 * The columns of a table each role may select (upstream apply_rls: has_column_privilege per
 * column), as a Map role → Set of column names; a role that does not exist selects nothing.
 * @param {import('pg').Pool} pool @param {string} schema @param {string} table @param {string[]} roles
 */
export async function selectableColumns(pool, schema, table, roles) {
  const { rows } = await pool.query(
    `select r.role, coalesce(array_agg(a.attname::text) filter (where a.attname is not null), '{}') as columns
       from unnest($3::text[]) r(role)
       left join pg_roles pr on pr.rolname = r.role
       left join pg_attribute a
              on pr.oid is not null
             and a.attrelid = format('%I.%I', $1::text, $2::text)::regclass
             and a.attnum > 0 and not a.attisdropped
             and has_column_privilege(pr.oid, a.attrelid, a.attnum, 'SELECT')
      group by r.role`,
    [schema, table, roles],
  );
  return new Map(rows.map((row) => [row.role, new Set(row.columns)]));
}
