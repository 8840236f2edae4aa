import { vi } from 'vitest';

/** One PostgREST call as the fake saw it: table and the builder methods with their arguments. */
export type RecordedQuery = { table: string; calls: [method: string, args: unknown[]][] };

type Result = { data: unknown; error: unknown; count?: number | null };

/**
 * A stand-in for the app's Supabase client in component tests: `from(table)` returns a builder
 * that records every method call and resolves to what `respond` answers for the recorded query.
 * Use with `vi.mock('…/lib/supabase', () => ({ supabase: fake.client }))`.
 */
export function createFakeSupabase(respond: (query: RecordedQuery) => Result | Promise<Result>) {
  const queries: RecordedQuery[] = [];
  const rpc = vi.fn(async (_fn: string, _args: unknown) => ({
    data: null as unknown,
    error: null as unknown,
  }));
  const invoke = vi.fn(async (_fn: string, _options: unknown) => ({
    data: null as unknown,
    error: null as unknown,
  }));

  function builder(query: RecordedQuery): unknown {
    return new Proxy(
      {},
      {
        get(_target, prop) {
          if (prop === 'then') {
            return (resolve: (value: Result) => unknown, reject: (reason: unknown) => unknown) =>
              Promise.resolve()
                .then(() => respond(query))
                .then(resolve, reject);
          }
          return (...args: unknown[]) => {
            query.calls.push([String(prop), args]);
            return builder(query);
          };
        },
      },
    );
  }

  const client = {
    from: (table: string) => {
      const query: RecordedQuery = { table, calls: [] };
      queries.push(query);
      return builder(query);
    },
    rpc,
    functions: { invoke },
  };
  return { client, queries, rpc, invoke };
}

/** Arguments of the first call of `method` in a recorded query. */
export function argsOf(query: RecordedQuery, method: string): unknown[] | undefined {
  return query.calls.find(([name]) => name === method)?.[1];
}
