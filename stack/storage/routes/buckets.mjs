// Buckets: list, get, create, update, empty, delete (storage.buckets under RLS).
import { ERRORS, StorageError } from '../errors.mjs';
import {
  VALID_MIME_TYPE,
  BUCKET_COLUMNS,
  mustBeValidBucketName,
  parseFileSize,
  bucketJson,
} from '../context.mjs';

/** @param {import('../context.mjs').StorageApp} app @param {ReturnType<typeof import('../context.mjs').createStorageContext>} ctx */
export function registerBucketRoutes(app, ctx) {
  const { claimsOf, jsonBody, ownerOf, bucketForService, db, files, fileSizeLimit } = ctx;

  app.get('/bucket', async (c) => {
    const claims = await claimsOf(c);
    const q = c.req.query();
    const sortColumn = ['id', 'name', 'created_at', 'updated_at'].includes(q.sortColumn)
      ? q.sortColumn
      : 'name';
    const sortOrder = q.sortOrder === 'desc' ? 'desc' : 'asc';
    const limit = q.limit ? Math.max(1, Number.parseInt(q.limit, 10) || 1) : null;
    const offset = q.offset ? Math.max(0, Number.parseInt(q.offset, 10) || 0) : 0;
    const { rows } = await db.asCaller(claims, 'storage.bucket.list', (client) =>
      client.query(
        `select ${BUCKET_COLUMNS} from storage.buckets
         where ($1::text is null or name ilike '%' || $1 || '%')
         order by ${sortColumn} ${sortOrder} limit $2 offset $3`,
        [q.search || null, limit, offset],
      ),
    );
    return c.json(rows.map(bucketJson));
  });

  app.get('/bucket/:id', async (c) => {
    const claims = await claimsOf(c);
    const { rows } = await db.asCaller(claims, 'storage.bucket.get', (client) =>
      client.query(`select ${BUCKET_COLUMNS} from storage.buckets where id = $1`, [
        c.req.param('id'),
      ]),
    );
    if (!rows[0]) throw ERRORS.NoSuchBucket();
    // Storage's getBucket selects these columns only (no `type`).
    const { type: _type, ...bucket } = bucketJson(rows[0]);
    return c.json(bucket);
  });

  /**
   * Validates and converts public / file_size_limit / allowed_mime_types of a bucket body.
   * @param {Record<string, unknown>} body
   */
  function bucketSettings(body) {
    /** @type {{ public?: boolean, file_size_limit?: number | null, allowed_mime_types?: string[] | null }} */
    const settings = {};
    if (body.public !== undefined) settings.public = Boolean(body.public);
    if (body.file_size_limit === null) settings.file_size_limit = null;
    else if (body.file_size_limit !== undefined) {
      const bytes = parseFileSize(body.file_size_limit);
      if (bytes > fileSizeLimit) throw ERRORS.EntityTooLarge();
      settings.file_size_limit = bytes;
    }
    if (body.allowed_mime_types === null) settings.allowed_mime_types = null;
    else if (body.allowed_mime_types !== undefined) {
      if (!Array.isArray(body.allowed_mime_types))
        throw ERRORS.Validation('body/allowed_mime_types must be array');
      const types = body.allowed_mime_types.filter(Boolean);
      for (const type of types) {
        if (typeof type !== 'string' || type.length > 1000 || !VALID_MIME_TYPE.test(type))
          throw ERRORS.InvalidMimeType(String(type));
      }
      settings.allowed_mime_types = types;
    }
    return settings;
  }

  app.post('/bucket', async (c) => {
    const claims = await claimsOf(c);
    const body = await jsonBody(c);
    if (typeof body.name !== 'string')
      throw ERRORS.Validation("body must have required property 'name'");
    const name = body.name;
    const id = typeof body.id === 'string' && body.id ? body.id : name;
    mustBeValidBucketName(name);
    mustBeValidBucketName(id);
    if (body.type && body.type !== 'STANDARD')
      throw new StorageError({
        code: 'FeatureNotEnabled',
        statusCode: 409,
        message: `The feature ${String(body.type).toLowerCase()} buckets is not enabled for this resource`,
      });
    const settings = bucketSettings(body);
    const owner = ownerOf(claims);
    try {
      await db.asCaller(claims, 'storage.bucket.create', (client) =>
        client.query(
          `insert into storage.buckets (id, name, owner, owner_id, public, file_size_limit, allowed_mime_types)
           values ($1, $2, $3, $4, $5, $6, $7)`,
          [
            id,
            name,
            owner,
            owner,
            settings.public ?? false,
            settings.file_size_limit ?? null,
            settings.allowed_mime_types ?? null,
          ],
        ),
      );
    } catch (error) {
      if (/** @type {{ code?: string }} */ (error)?.code === '23505')
        throw ERRORS.BucketAlreadyExists();
      throw error;
    }
    return c.json({ name });
  });

  app.put('/bucket/:id', async (c) => {
    const claims = await claimsOf(c);
    const id = c.req.param('id');
    mustBeValidBucketName(id);
    const body = await jsonBody(c);
    const settings = bucketSettings(body);
    const keys = /** @type {(keyof typeof settings)[]} */ (Object.keys(settings));
    if (keys.length === 0) throw ERRORS.NoContentProvided();
    const { rowCount } = await db.asCaller(claims, 'storage.bucket.update', (client) =>
      client.query(
        `update storage.buckets set ${keys.map((key, i) => `${key} = $${i + 2}`).join(', ')}, updated_at = now()
         where id = $1`,
        [id, ...keys.map((key) => settings[key])],
      ),
    );
    if (!rowCount) throw ERRORS.NoSuchBucket();
    return c.json({ message: 'Successfully updated' });
  });

  app.post('/bucket/:id/empty', async (c) => {
    const claims = await claimsOf(c);
    const id = c.req.param('id');
    // The caller must see the bucket; emptying is then the service's job, as on Supabase.
    const { rows } = await db.asCaller(claims, 'storage.bucket.empty', (client) =>
      client.query('select id from storage.buckets where id = $1', [id]),
    );
    if (!rows[0]) throw ERRORS.NoSuchBucket();
    const removed = await db.asService('storage.bucket.empty', (client) =>
      client.query('delete from storage.objects where bucket_id = $1 returning version', [id]),
    );
    await files.remove(removed.rows.map((row) => row.version));
    // Storage's answer (it empties in the background; here it is done already).
    return c.json({ message: 'Empty bucket has been queued. Completion may take up to an hour.' });
  });

  app.delete('/bucket/:id', async (c) => {
    const claims = await claimsOf(c);
    const id = c.req.param('id');
    await bucketForService(id);
    const { rows } = await db.asService('storage.bucket.delete', (client) =>
      client.query('select exists (select 1 from storage.objects where bucket_id = $1) as any', [
        id,
      ]),
    );
    if (rows[0].any) throw ERRORS.BucketNotEmpty();
    const { rowCount } = await db.asCaller(claims, 'storage.bucket.delete', (client) =>
      client.query('delete from storage.buckets where id = $1', [id]),
    );
    if (!rowCount) throw ERRORS.NoSuchBucket();
    return c.json({ message: 'Successfully deleted' });
  });
}
