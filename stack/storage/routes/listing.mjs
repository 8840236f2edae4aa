// Listing: list (storage.search) and list-v2 (prefixes, folders, cursors), as the caller.
import { ERRORS, StorageError } from '../errors.mjs';

/** @param {import('../context.mjs').StorageApp} app @param {ReturnType<typeof import('../context.mjs').createStorageContext>} ctx */
export function registerListingRoutes(app, ctx) {
  const { claimsOf, jsonBody, db, bucketParam } = ctx;

  app.post('/object/list/:bucket', async (c) => {
    const claims = await claimsOf(c);
    const body = await jsonBody(c);
    let prefix = typeof body.prefix === 'string' ? body.prefix : '';
    if (prefix.length > 0 && !prefix.endsWith('/')) prefix = `${prefix}/`;
    const search = typeof body.search === 'string' ? body.search : '';
    const limit =
      typeof body.limit === 'number' && Number.isInteger(body.limit) && body.limit > 0
        ? body.limit
        : 100;
    const offset =
      typeof body.offset === 'number' && Number.isInteger(body.offset) && body.offset >= 0
        ? body.offset
        : 0;
    const sortBy = /** @type {{ column?: unknown, order?: unknown } | null | undefined} */ (
      body.sortBy
    );
    const column = sortBy?.column ?? 'name';
    const order = sortBy?.order ?? 'asc';
    // Outside `name` sorting the pattern is matched literally (as Supabase escapes it).
    /** @param {string} value */
    const escape = (value) => (column === 'name' ? value : value.replace(/[\\%_]/g, '\\$&'));
    const { rows } = await db.asCaller(claims, 'storage.object.list', (client) =>
      client.query('select * from storage.search($1, $2, $3, $4, $5, $6, $7, $8)', [
        escape(prefix),
        bucketParam(c),
        limit,
        (escape(prefix) + escape(search)).split('/').length,
        offset,
        escape(search),
        column,
        order,
      ]),
    );
    return c.json(rows);
  });

  // list-v2 (Storage's listObjectsV2): keys under a prefix in bytewise name order, or by
  // created_at / updated_at; with `with_delimiter` the keys below the next "/" collapse into one
  // folder entry. Pages of `limit` (at most 1000) continue with the opaque `nextCursor`, which
  // encodes as Storage's: base64 of "l:<last name>\no:<order>\nc:<column>\na:<last sort value>".
  /** @typedef {{ startAfter: string, sortOrder: string, sortColumn?: string, sortColumnAfter?: string }} Cursor */
  /** @type {Record<string, keyof Cursor>} */
  const CURSOR_PARTS = { l: 'startAfter', o: 'sortOrder', c: 'sortColumn', a: 'sortColumnAfter' };
  /** @param {Cursor} cursor */
  const encodeCursor = (cursor) =>
    Buffer.from(
      Object.entries(CURSOR_PARTS)
        .filter(([, field]) => cursor[field])
        .map(([part, field]) => `${part}:${cursor[field]}`)
        .join('\n'),
    ).toString('base64');
  /**
   * @param {string} token
   */
  function decodeCursor(token) {
    /** @type {Cursor} */
    const cursor = { startAfter: '', sortOrder: 'asc' };
    for (const line of Buffer.from(token, 'base64').toString().split('\n')) {
      const match = /^(\S):(.*)$/.exec(line);
      if (!match || !(match[1] in CURSOR_PARTS))
        throw new StorageError({
          code: 'InvalidParameter',
          statusCode: 400,
          message: 'Invalid Parameter continuation token',
        });
      cursor[CURSOR_PARTS[match[1]]] = match[2];
    }
    return cursor;
  }

  app.post('/object/list-v2/:bucket', async (c) => {
    const claims = await claimsOf(c);
    const raw = await jsonBody(c);
    if (raw.prefix !== undefined && typeof raw.prefix !== 'string')
      throw ERRORS.Validation('body/prefix must be string');
    if (raw.limit !== undefined && (!Number.isInteger(raw.limit) || Number(raw.limit) < 1))
      throw ERRORS.Validation('body/limit must be >= 1');
    if (raw.cursor !== undefined && typeof raw.cursor !== 'string')
      throw ERRORS.Validation('body/cursor must be string');
    if (raw.with_delimiter !== undefined && typeof raw.with_delimiter !== 'boolean')
      throw ERRORS.Validation('body/with_delimiter must be boolean');
    const sortBy = /** @type {{ column?: unknown, order?: unknown } | null | undefined} */ (
      raw.sortBy
    );
    if (sortBy !== undefined) {
      if (!['name', 'updated_at', 'created_at'].includes(String(sortBy?.column)))
        throw ERRORS.Validation('body/sortBy/column must be equal to one of the allowed values');
      if (sortBy?.order !== undefined && !['asc', 'desc'].includes(String(sortBy.order)))
        throw ERRORS.Validation('body/sortBy/order must be equal to one of the allowed values');
    }
    // Checked above: the body as Storage's schema describes it.
    const body =
      /** @type {{ prefix?: string, limit?: number, cursor?: string, with_delimiter?: boolean,
      sortBy?: { column: 'name' | 'updated_at' | 'created_at', order?: 'asc' | 'desc' } }} */ (raw);
    const bucketId = bucketParam(c);
    const prefix = body.prefix ?? '';
    const limit = Math.min(body.limit || 1000, 1000);
    const delimited = body.with_delimiter === true;
    const cursor = body.cursor ? decodeCursor(body.cursor) : undefined;
    const column = cursor?.sortColumn || body.sortBy?.column || 'name';
    const order = (cursor?.sortOrder || body.sortBy?.order) === 'desc' ? 'desc' : 'asc';
    const byDate = column === 'created_at' || column === 'updated_at';
    const after = cursor?.startAfter || '';
    const afterValue = cursor?.sortColumnAfter || '';
    const op = order === 'asc' ? '>' : '<';
    const values = [bucketId, `${prefix.replace(/[\\%_]/g, '\\$&')}%`, limit + 1];
    let pageCondition = 'true';
    if (after) {
      values.push(after);
      if (byDate) {
        values.push(afterValue);
        pageCondition = `row(date_trunc('milliseconds', ${column}), name collate "C") ${op}
          row(coalesce(nullif($5, '')::timestamptz, 'epoch'::timestamptz), $4::text)`;
      } else pageCondition = `name collate "C" ${op} $4`;
    }
    // Folders (with the delimiter) carry the earliest created_at of their keys, as Storage's.
    const entries = delimited
      ? `select name, null::uuid as id, null::jsonb as metadata, min(created_at) as updated_at,
                min(created_at) as created_at, null::timestamptz as last_accessed_at
           from (select left(name, ${prefix.length} + strpos(substr(name, ${prefix.length + 1}), '/')) as name,
                        created_at, strpos(substr(name, ${prefix.length + 1}), '/') > 0 as nested
                   from storage.objects where bucket_id = $1 and name collate "C" like $2) keys
          where nested group by name
         union all
         select name, id, metadata, updated_at, created_at, last_accessed_at
           from storage.objects
          where bucket_id = $1 and name collate "C" like $2
            and strpos(substr(name, ${prefix.length + 1}), '/') = 0`
      : `select name, id, metadata, updated_at, created_at, last_accessed_at
           from storage.objects where bucket_id = $1 and name collate "C" like $2`;
    const sortKey = byDate ? `date_trunc('milliseconds', ${column}) ${order}, ` : '';
    const { rows } = await db.asCaller(claims, 'storage.object.list_v2', (client) =>
      client.query(
        `select * from (${entries}) entries where ${pageCondition}
          order by ${sortKey}name collate "C" ${order} limit $3`,
        values,
      ),
    );
    const hasNext = rows.length > limit;
    const page = rows.slice(0, limit);
    const levels = prefix ? prefix.split('/').length : 1;
    /** @type {Record<string, unknown>[]} */
    const folders = [];
    /** @type {Record<string, unknown>[]} */
    const objects = [];
    for (const row of page) {
      const entry = { ...row, key: row.name.split('/')[levels - 1] ?? '' };
      (row.id === null ? folders : objects).push(entry);
    }
    const last = page[page.length - 1];
    return c.json({
      hasNext,
      ...(hasNext
        ? {
            nextCursor: encodeCursor({
              startAfter: last.name,
              sortOrder: order,
              sortColumn: column,
              sortColumnAfter: byDate && last[column] ? new Date(last[column]).toISOString() : '',
            }),
            nextCursorKey: last.name,
          }
        : {}),
      folders,
      objects,
    });
  });
}
