// Committed changes from Postgres through logical replication (the built-in pgoutput plugin on
// the supabase_realtime and supabase_realtime_messages_publication publications). Only committed
// transactions are decoded, so a rolled-back change never reaches anyone. Also: the Postgres
// Changes filter syntax (`column=op.value`) and the record format of Realtime's walrus output.
import pg from 'pg';
import { LogicalReplicationService, PgoutputPlugin } from 'pg-logical-replication';

// Values as text, converted below to what to_jsonb gives (as Realtime's walrus sends them).
/**
 * A change as pgoutput delivers it, and a committed transaction's changes.
 * @typedef {import('pg-logical-replication').Pgoutput.MessageInsert
 *   | import('pg-logical-replication').Pgoutput.MessageUpdate
 *   | import('pg-logical-replication').Pgoutput.MessageDelete} Change
 * @typedef {import('pg-logical-replication').Pgoutput.MessageRelation} Relation
 * @typedef {{ commitTime: bigint, xid: number, changes: Change[] }} Transaction
 */

/** @param {string} value */
const asText = (value) => value;
for (const oid of [1082, 1083, 1114, 1184, 1266, 1700, 20, 1186])
  pg.types.setTypeParser(oid, asText);

const NUMERIC = new Set(['int2', 'int4', 'int8', 'float4', 'float8', 'numeric', 'oid']);

/**
 * @param {string | undefined} type the column's type name
 * @param {unknown} value
 */
function toJsonValue(type, value) {
  if (value === null || value === undefined) return value ?? null;
  if (type === 'int8' || type === 'numeric') {
    const number = Number(value);
    return Number.isFinite(number) ? number : value;
  }
  if (type === 'timestamptz' || type === 'timestamp') {
    // 2026-11-23 01:48:27.123+00 → 2026-11-23T01:48:27.123+00:00
    return String(value)
      .replace(' ', 'T')
      .replace(/([+-]\d\d)$/, '$1:00');
  }
  if (Buffer.isBuffer(value)) return `\\x${value.toString('hex')}`;
  if (value instanceof Date) return value.toISOString();
  return value;
}

/**
 * @param {Relation} relation
 * @param {Map<number, string>} typeNames
 * @param {Record<string, unknown> | null | undefined} tuple
 */
export function formatRecord(relation, typeNames, tuple) {
  if (!tuple) return null;
  /** @type {Record<string, unknown>} */
  const record = {};
  for (const column of relation.columns) {
    if (!(column.name in tuple)) continue;
    record[column.name] = toJsonValue(typeNames.get(column.typeOid), tuple[column.name]);
  }
  return record;
}

/**
 * @param {Relation} relation
 * @param {Map<number, string>} typeNames
 */
export function formatColumns(relation, typeNames) {
  return relation.columns.map((column) => ({
    name: column.name,
    type: typeNames.get(column.typeOid) ?? String(column.typeOid),
  }));
}

// --- filters -------------------------------------------------------------------------------

/**
 * @typedef {'eq' | 'neq' | 'lt' | 'lte' | 'gt' | 'gte' | 'in' | 'like' | 'ilike' | 'is' | 'match'
 *   | 'imatch' | 'isdistinct'} Operator
 * @typedef {{ column: string, op: 'in', negate: boolean, value: string[] }
 *   | { column: string, op: Exclude<Operator, 'in'>, negate: boolean, value: string }} Filter
 */
/** @type {Set<string>} */
const OPERATORS = new Set([
  'eq',
  'neq',
  'lt',
  'lte',
  'gt',
  'gte',
  'in',
  'like',
  'ilike',
  'is',
  'match',
  'imatch',
  'isdistinct',
]);

/**
 * @param {string} op
 * @returns {op is Operator}
 */
const isOperator = (op) => OPERATORS.has(op);

/** @param {string} value */
function unquote(value) {
  if (value.length >= 2 && value.startsWith('"') && value.endsWith('"'))
    return value.slice(1, -1).replace(/\\(.)/g, '$1');
  return value;
}

/** @param {string} inner */
function splitList(inner) {
  /** @type {string[]} */
  const items = [];
  let current = '';
  let quoted = false;
  for (let i = 0; i < inner.length; i += 1) {
    const char = inner[i];
    if (char === '\\' && quoted) {
      current += char + (inner[i + 1] ?? '');
      i += 1;
    } else if (char === '"') {
      quoted = !quoted;
      current += char;
    } else if (char === ',' && !quoted) {
      items.push(unquote(current.trim()));
      current = '';
    } else current += char;
  }
  items.push(unquote(current.trim()));
  return items;
}

/**
 * `listing_id=eq.5`, `status=in.(a,b)`, `title=not.ilike.%x%` → a filter, or an error text.
 * @param {string} text
 * @returns {Filter | { error: string }}
 */
export function parseFilter(text) {
  const match = /^([^=]+)=(.*)$/s.exec(text);
  if (!match) return { error: `invalid filter ${text}` };
  const column = match[1];
  let rest = match[2];
  let negate = false;
  if (rest.startsWith('not.')) {
    negate = true;
    rest = rest.slice(4);
  }
  const dot = rest.indexOf('.');
  const op = dot < 0 ? rest : rest.slice(0, dot);
  const raw = dot < 0 ? '' : rest.slice(dot + 1);
  if (!isOperator(op)) return { error: `invalid operator ${op} for filter ${text}` };
  if (op === 'in') {
    const list = /^\((.*)\)$/s.exec(raw);
    if (!list) return { error: `invalid in filter value ${raw}` };
    return { column, op, negate, value: splitList(list[1]) };
  }
  if (op === 'is' && !['null', 'true', 'false', 'unknown'].includes(raw.toLowerCase()))
    return { error: `invalid is filter value ${raw}` };
  return { column, op, negate, value: unquote(raw) };
}

/**
 * @param {string | undefined} type
 * @param {unknown} a the record's value
 * @param {string} b the filter's
 */
function compare(type, a, b) {
  if (NUMERIC.has(type ?? '')) return Number(a) - Number(b);
  const left = typeof a === 'string' ? a : JSON.stringify(a);
  return left < b ? -1 : left > b ? 1 : 0;
}

/**
 * @param {string} pattern
 * @param {string} flags
 */
function likeToRegExp(pattern, flags) {
  const escaped = pattern
    .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
    .replace(/%/g, '.*')
    .replace(/_/g, '.');
  return new RegExp(`^${escaped}$`, flags);
}

/**
 * @param {string | undefined} type
 * @param {unknown} value
 * @param {string} text
 */
function sameValue(type, value, text) {
  if (value === null || value === undefined) return false;
  if (type === 'bool') return String(value) === (['t', 'true'].includes(text) ? 'true' : 'false');
  if (NUMERIC.has(type ?? '')) return Number(value) === Number(text);
  return (typeof value === 'string' ? value : JSON.stringify(value)) === text;
}

/**
 * Does the record pass the filter? (SQL semantics: a comparison with null is not true)
 * @param {Filter} filter
 * @param {string | undefined} type the column's type name
 * @param {Record<string, unknown> | null} record
 */
export function passesFilter(filter, type, record) {
  if (!record || !(filter.column in record)) return false;
  const value = record[filter.column];
  let result;
  switch (filter.op) {
    case 'eq':
      result = sameValue(type, value, filter.value);
      break;
    case 'neq':
      result = value !== null && !sameValue(type, value, filter.value);
      break;
    case 'lt':
      result = value !== null && compare(type, value, filter.value) < 0;
      break;
    case 'lte':
      result = value !== null && compare(type, value, filter.value) <= 0;
      break;
    case 'gt':
      result = value !== null && compare(type, value, filter.value) > 0;
      break;
    case 'gte':
      result = value !== null && compare(type, value, filter.value) >= 0;
      break;
    case 'in':
      result = filter.value.some((item) => sameValue(type, value, item));
      break;
    case 'like':
    case 'ilike':
      result =
        value !== null &&
        likeToRegExp(filter.value, filter.op === 'ilike' ? 'is' : 's').test(String(value));
      break;
    case 'match':
    case 'imatch':
      result =
        value !== null &&
        new RegExp(filter.value, filter.op === 'imatch' ? 'i' : '').test(String(value));
      break;
    case 'is': {
      const wanted = filter.value.toLowerCase();
      if (wanted === 'null' || wanted === 'unknown') result = value === null;
      else result = value !== null && String(value) === wanted;
      break;
    }
    case 'isdistinct':
      result =
        filter.value === 'null'
          ? value !== null
          : value === null || !sameValue(type, value, filter.value);
      break;
    default:
      result = false;
  }
  return filter.negate ? !result : result;
}

// --- the replication stream -------------------------------------------------------------------

// Pauses between attempts while the database is unreachable (Postgres takes 3-7 s to come back
// after a crash): short at first, then every 2 s.
const RETRY_MS = [100, 250, 500, 1000, 2000];

/**
 * Whether an error means the database connection broke (not that the query was wrong).
 * @param {unknown} error
 */
export function isConnectionError(error) {
  const { code: rawCode, message } =
    /** @type {{ code?: unknown, message?: unknown } | null} */ (
      error && typeof error === 'object' ? error : null
    ) ?? {};
  const code = String(rawCode ?? '');
  return (
    code.startsWith('08') || // connection_exception
    code.startsWith('57P') || // admin_shutdown, crash_shutdown, cannot_connect_now
    ['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT'].includes(code) ||
    /connection terminated|not queryable|connection error/i.test(String(message ?? ''))
  );
}

/**
 * Streams committed transactions: onTransaction({ commitTime, xid, changes: [{ tag, relation, new,
 * old, key }] }) is awaited for each, in commit order. A lost connection (Postgres restarting,
 * crashed, or an administrator terminating it) does not end the stream: it reconnects with
 * growing pauses and goes on from the slot's last acknowledged position, so the changes
 * committed meanwhile are delivered. `streaming` tells whether the stream is up (health).
 * @param {{ databaseUrl: string, slot: string, applicationName: string,
 *   onTransaction: (transaction: Transaction) => Promise<void> }} options
 */
export function startReplication({ databaseUrl, slot, applicationName, onTransaction }) {
  const connection = { connectionString: databaseUrl, application_name: applicationName };
  let stopped = false;
  let firstConnection = true;
  /** @type {LogicalReplicationService | null} */
  let service = null;
  /** @type {(value?: unknown) => void} */
  let wakeUp = () => {};
  const state = { streaming: false };

  async function prepareSlot() {
    const admin = new pg.Client(connection);
    admin.on('error', () => {}); // a broken connection also rejects the query below
    await admin.connect();
    try {
      const { rows } = await admin.query('show wal_level');
      if (rows[0].wal_level !== 'logical')
        throw new Error(
          `Postgres runs with wal_level=${rows[0].wal_level}; Realtime needs wal_level=logical. ` +
            'Restart the stack (npm run stack:down && npm run stack:up) so Postgres picks it up.',
        );
      // A slot left by a previous run (crash) would hold WAL forever: a new process starts
      // afresh. A reconnect of this process keeps its slot: it holds the changes committed while
      // the stream was down.
      if (firstConnection)
        await admin.query(
          'select pg_drop_replication_slot(slot_name) from pg_replication_slots where slot_name = $1 and not active',
          [slot],
        );
      await admin.query(
        `select pg_create_logical_replication_slot($1, 'pgoutput')
          where not exists (select 1 from pg_replication_slots where slot_name = $1)`,
        [slot],
      );
      firstConnection = false;
    } finally {
      await admin.end().catch(() => {});
    }
  }

  /**
   * One replication connection; resolves with what ended it and whether it had started.
   * @returns {Promise<{ error: Error, started: boolean }>}
   */
  function stream() {
    return new Promise((resolve) => {
      // A new service per connection: it starts at the slot's confirmed position, not at the last
      // position the previous connection received (which may not have been delivered yet).
      const current = new LogicalReplicationService(connection, {
        acknowledge: { auto: true, timeoutSeconds: 10 },
        flowControl: { enabled: true },
      });
      service = current;
      let ended = false;
      let started = false;
      /** @param {Error} [error] */
      const end = (error) => {
        if (ended) return;
        ended = true;
        state.streaming = false;
        // Stops at once: the queued messages are dropped, none is acknowledged any more.
        void current.stop().catch(() => {});
        resolve({ error: error ?? new Error('the replication stream ended'), started });
      };
      const plugin = new PgoutputPlugin({
        protoVersion: 1,
        publicationNames: ['supabase_realtime', 'supabase_realtime_messages_publication'],
      });
      /** @type {Transaction | null} */
      let transaction = null;
      current.on(
        'data',
        async (
          /** @type {string} */ _lsn,
          /** @type {import('pg-logical-replication').Pgoutput.Message} */ message,
        ) => {
          switch (message.tag) {
            case 'begin':
              // pgoutput sends the id as a signed 32-bit number.
              transaction = {
                commitTime: /** @type {bigint} */ (message.commitTime),
                xid: message.xid >>> 0,
                changes: [],
              };
              break;
            case 'insert':
            case 'update':
            case 'delete':
              transaction?.changes.push(message);
              break;
            case 'commit':
              if (transaction && transaction.changes.length) {
                const done = transaction;
                transaction = null;
                try {
                  await onTransaction(done);
                } catch (error) {
                  // The database went away while the change was checked: not acknowledged, so the
                  // slot sends the transaction again after the reconnect.
                  if (isConnectionError(error)) throw error;
                  console.error('realtime: delivering a transaction failed', error);
                }
              }
              break;
            default:
          }
        },
      );
      // Postgres asks for a reply to some keepalives; a stopping server waits until the reported
      // flush position equals what it sent. The library reports "LSN + 1", so it is given LSN - 1.
      current.on('heartbeat', (lsn, _timestamp, shouldRespond) => {
        if (!shouldRespond) return;
        const position =
          (BigInt(`0x${lsn.split('/')[0]}`) << 32n) + BigInt(`0x${lsn.split('/')[1]}`);
        if (position === 0n) return;
        const previous = position - 1n;
        current
          .acknowledge(`${(previous >> 32n).toString(16)}/${(previous & 0xffffffffn).toString(16)}`)
          .catch(() => {});
      });
      current.on('start', () => {
        started = true;
        state.streaming = true;
      });
      current.on('error', end);
      // subscribe() resolves only when the stream ends; errors arrive through 'error' as well.
      current.subscribe(plugin, slot).then(() => end(), end);
    });
  }

  const running = (async () => {
    let failures = 0;
    while (!stopped) {
      try {
        await prepareSlot();
        const { error, started } = await stream();
        if (started) failures = 0; // it was up: the next attempt comes quickly
        if (!stopped)
          console.error(`realtime: replication stream lost (${error.message}); reconnecting`);
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        if (!stopped) console.error(`realtime: database unreachable (${reason}); retrying`);
      }
      if (stopped) break;
      await new Promise((resolve) => {
        wakeUp = resolve;
        setTimeout(resolve, RETRY_MS[Math.min(failures, RETRY_MS.length - 1)]).unref();
      });
      failures += 1;
    }
  })();

  return {
    get streaming() {
      return state.streaming;
    },
    async stop() {
      stopped = true;
      wakeUp();
      await service?.stop().catch(() => {});
      await running;
      const cleanup = new pg.Client(connection);
      cleanup.on('error', () => {});
      try {
        await cleanup.connect();
        await cleanup.query(
          'select pg_drop_replication_slot(slot_name) from pg_replication_slots where slot_name = $1 and not active',
          [slot],
        );
      } catch {
        /* the database may already be gone */
      } finally {
        await cleanup.end().catch(() => {});
      }
    },
  };
}
