// Postgres access of the Storage service. It connects as `supabase_storage_admin` (owner of the
// storage schema, so its own bookkeeping bypasses RLS) and runs every operation a policy decides
// in a transaction switched to the caller's role with the caller's JWT claims, as PostgREST does.
import pg from 'pg';

/** @param {string} connectionString */
export function createDb(connectionString) {
  const pool = new pg.Pool({ connectionString, max: 20, options: '-c TimeZone=UTC' });
  pool.on('error', (error) => console.error('[storage] idle client error', error.message));

  /**
   * @template T
   * @param {Record<string, unknown> | null} claims the caller's JWT claims; null runs as the service itself
   * @param {string} operation e.g. 'storage.object.upload', visible to policies as storage.operation()
   * @param {(client: pg.PoolClient) => Promise<T>} fn
   * @param {{ rollback?: boolean }} [options] rollback: only test whether the statements are allowed
   * @returns {Promise<T>}
   */
  async function transaction(claims, operation, fn, { rollback = false } = {}) {
    const client = await pool.connect();
    let released = false;
    try {
      await client.query('begin');
      await client.query(
        `select set_config('storage.operation', $1, true),
                set_config('storage.allow_delete_query', 'true', true)`,
        [operation],
      );
      if (claims) {
        const role = typeof claims.role === 'string' && claims.role ? claims.role : 'anon';
        await client.query(
          `select set_config('role', $1, true),
                  set_config('request.jwt.claims', $2, true),
                  set_config('request.jwt.claim.sub', $3, true),
                  set_config('request.jwt.claim.role', $1, true),
                  set_config('request.method', 'POST', true)`,
          [role, JSON.stringify(claims), typeof claims.sub === 'string' ? claims.sub : ''],
        );
      }
      const result = await fn(client);
      await client.query(rollback ? 'rollback' : 'commit');
      return result;
    } catch (error) {
      try {
        await client.query('rollback');
      } catch {
        // A broken connection: do not hand it back to the pool.
        client.release(true);
        released = true;
      }
      throw error;
    } finally {
      if (!released) client.release();
    }
  }

  return {
    pool,
    /**
     * As the caller: RLS decides.
     * @template T
     * @param {Record<string, unknown> | null} claims
     * @param {string} operation
     * @param {(client: pg.PoolClient) => Promise<T>} fn
     * @param {{ rollback?: boolean }} [options]
     */
    asCaller: (claims, operation, fn, options) => transaction(claims, operation, fn, options),
    /**
     * As the service (owner of the storage tables): for bookkeeping after a policy allowed it.
     * @template T
     * @param {string} operation
     * @param {(client: pg.PoolClient) => Promise<T>} fn
     */
    asService: (operation, fn) => transaction(null, operation, fn),
    close: () => pool.end(),
  };
}
