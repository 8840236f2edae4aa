// Postgres access for the auth service (connects as `supabase_auth_admin`).
import pg from 'pg';

/**
 * Timestamps leave Postgres as text and are rendered like Go's RFC 3339 (microseconds, `Z`),
 * as GoTrue's JSON does: "2024-05-01T12:34:56.123456Z".
 * @param {string | null} value a timestamptz in the session time zone UTC
 */
export function formatTimestamp(value) {
  if (value == null) return null;
  const m = /^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2}:\d{2}(?:\.\d+)?)(?:\+00(?::00)?)?$/.exec(value);
  if (m) return `${m[1]}T${m[2]}Z`;
  return new Date(value).toISOString();
}

const TIMESTAMPTZ = 1184;
const TIMESTAMP = 1114;

/** @param {string} connectionString */
export function createPool(connectionString) {
  const pool = new pg.Pool({
    connectionString,
    // Timestamps are read in UTC (see formatTimestamp); set at connection start-up, not by a query.
    options: '-c TimeZone=UTC',
    max: 10,
    types: {
      getTypeParser: (oid, format) =>
        oid === TIMESTAMPTZ || oid === TIMESTAMP
          ? formatTimestamp
          : pg.types.getTypeParser(oid, format),
    },
  });
  pool.on('error', (err) => console.error('[auth] idle database client error:', err.message));
  return pool;
}

/**
 * Runs `fn` in a transaction.
 * @template T
 * @param {pg.Pool} pool
 * @param {(client: pg.PoolClient) => Promise<T>} fn
 * @returns {Promise<T>}
 */
export async function transaction(pool, fn) {
  const client = await pool.connect();
  try {
    await client.query('begin');
    const result = await fn(client);
    await client.query('commit');
    return result;
  } catch (err) {
    await client.query('rollback').catch(() => {});
    throw err;
  } finally {
    client.release();
  }
}
