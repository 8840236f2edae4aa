// A connection to the stack's database as its owner, for what only a migration or the owner may
// do (fixtures, checks of append-only tables, counters): opened for one piece of work, always
// closed. Tests that hold one connection for a whole file open it in beforeAll instead.
import pg from 'pg';
import { stackEnv } from './env';

export async function withDb<T>(
  fn: (client: pg.Client) => Promise<T>,
  connectionString: string = stackEnv.dbUrl,
): Promise<T> {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}
