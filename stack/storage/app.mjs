// The Storage service: Supabase Storage's REST API (the part storage-js calls) on Hono, behind the
// gateway at /storage/v1. Endpoints, JSON and errors follow github:supabase/storage
// (src/http/routes/{bucket,object}); policies on storage.buckets / storage.objects decide every
// operation as the caller (see db.mjs); bytes live on local disk (see files.mjs) and stream in and
// out without being held in memory.
import { randomUUID } from 'node:crypto';
import { pipeline } from 'node:stream/promises';
import { RESPONSE_ALREADY_SENT } from '@hono/node-server/utils/response';
import Busboy from 'busboy';
import { Hono } from 'hono';
import { SignJWT, base64url, errors as joseErrors, jwtVerify } from 'jose';
import { ERRORS, StorageError, toStorageError } from './errors.mjs';
import {
  imgproxySegments,
  renderImage,
  transformOptionsFromBody,
  transformOptionsFromQuery,
  transformOptionsFromString,
  transformationString,
} from './render.mjs';

const VALID_OBJECT_KEY = /^[A-Za-z0-9_/!.*'() &$=@;:+,?-]*$/;
const VALID_BUCKET_NAME = /^[A-Za-z0-9_!.*'() &$=@;:+,?-]*$/;
const VALID_MIME_TYPE = /^([a-zA-Z0-9\-+.]+)\/([a-zA-Z0-9\-+.]+)(;\s*charset=[a-zA-Z0-9-]+)?$|\*$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Signed upload URLs live two hours, as Supabase's. */
const SIGNED_UPLOAD_EXPIRES_IN = 7200;
const BUCKET_COLUMNS =
  'id, name, owner, public, type, file_size_limit, allowed_mime_types, created_at, updated_at';
const OBJECT_COLUMNS =
  'id, bucket_id, name, owner, owner_id, version, metadata, user_metadata, created_at, updated_at, last_accessed_at';

/** A key or bucket name must be non-empty and use S3-safe characters only (as Supabase's). */
function mustBeValidKey(key) {
  if (!key || !VALID_OBJECT_KEY.test(key)) throw ERRORS.InvalidKey(key ?? '');
}
function mustBeValidBucketName(name) {
  if (!name || name.length > 100 || !VALID_BUCKET_NAME.test(name) || name.trim() !== name)
    throw ERRORS.InvalidBucketName();
}

/** "20MB", "1.5GB", "300KB", "42B" (decimal units, as Supabase) or a number of bytes. */
export function parseFileSize(value) {
  if (typeof value === 'number') {
    if (!Number.isFinite(value) || value < 0) throw ERRORS.InvalidFileSizeLimit();
    return Math.floor(value);
  }
  const match = /^([0-9]+(?:\.[0-9]+)?)(gb|mb|kb|b)$/i.exec(String(value));
  if (!match) throw ERRORS.InvalidFileSizeLimit();
  const amount = +parseFloat(match[1]).toPrecision(3);
  const unit = { GB: 1e9, MB: 1e6, KB: 1e3, B: 1 }[match[2].toUpperCase()];
  return Math.floor(amount * unit);
}

function mimeAllowed(mimeType, allowed) {
  if (!allowed || allowed.length === 0) return true;
  const [type, subtype] = mimeType.split(';')[0].trim().toLowerCase().split('/');
  if (!type || !subtype) return false;
  return allowed.some((entry) => {
    const [allowedType, allowedSub] = entry.split(';')[0].trim().toLowerCase().split('/');
    return allowedType === type && (allowedSub === '*' || allowedSub === subtype);
  });
}

/** jsonwebtoken's messages (what Supabase Storage reports) for jose's errors. */
function jwtMessage(error) {
  if (error instanceof joseErrors.JWTExpired) return 'jwt expired';
  if (error instanceof joseErrors.JWSSignatureVerificationFailed) return 'invalid signature';
  if (error instanceof joseErrors.JOSEAlgNotAllowed) return 'invalid algorithm';
  return 'jwt malformed';
}

function bucketJson(row) {
  return {
    id: row.id,
    name: row.name,
    owner: row.owner ?? '',
    public: row.public,
    type: row.type,
    file_size_limit: row.file_size_limit == null ? null : Number(row.file_size_limit),
    allowed_mime_types: row.allowed_mime_types,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

/**
 * @param {{ db: ReturnType<typeof import('./db.mjs').createDb>;
 *   files: Awaited<ReturnType<typeof import('./files.mjs').createFileStore>>;
 *   jwtSecret: string; fileSizeLimit: number }} options
 */
export function createStorageApp({ db, files, jwtSecret, fileSizeLimit }) {
  const app = new Hono();
  const secret = new TextEncoder().encode(jwtSecret);

  app.onError((error, c) => {
    const storageError = toStorageError(error);
    if (storageError.statusCode >= 500) console.error('[storage]', error);
    if (c.req.method === 'HEAD') return c.body(null, /** @type {any} */ (storageError.httpStatus));
    return c.json(storageError.render(), /** @type {any} */ (storageError.httpStatus));
  });
  app.notFound((c) =>
    c.json(
      {
        statusCode: '404',
        code: 'not_found',
        error: 'Not Found',
        message: `Route ${c.req.method}:${new URL(c.req.url).pathname} not found`,
      },
      404,
    ),
  );

  app.get('/status', (c) => c.body(null, 200));

  // --- helpers -------------------------------------------------------------------------------

  /**
   * Verifies an HS256 token as Supabase Storage does (jsonwebtoken): the signature is compared as
   * the string computed, so another spelling of the same bytes (the last character's two spare
   * bits) is refused as well.
   */
  async function verifyJwt(token) {
    const { payload } = await jwtVerify(token, secret, { algorithms: ['HS256'] });
    const signature = token.split('.')[2];
    if (base64url.encode(base64url.decode(signature)) !== signature)
      throw new joseErrors.JWSSignatureVerificationFailed();
    return payload;
  }

  /**
   * The caller's verified claims. Without an Authorization header, the routes whose schema
   * requires it (authenticated download and info) answer the schema's validation error; every
   * other route verifies the empty token, as Storage's jwt plugin (jose: "Invalid Compact JWS").
   */
  async function claimsOf(c, { headerRequired = false } = {}) {
    const header = c.req.header('authorization');
    if (!header) {
      if (headerRequired)
        throw ERRORS.Validation("headers must have required property 'authorization'");
      throw ERRORS.AccessDenied('Invalid Compact JWS');
    }
    const token = header.replace(/^Bearer\s+/i, '');
    try {
      return await verifyJwt(token);
    } catch (error) {
      throw ERRORS.AccessDenied(jwtMessage(error));
    }
  }

  async function verifySignedToken(token, expectedUrl, kind) {
    if (!token) throw ERRORS.Validation("querystring must have required property 'token'");
    let payload;
    try {
      payload = await verifyJwt(token);
    } catch (error) {
      throw ERRORS.InvalidJWT(jwtMessage(error));
    }
    if (payload.scope !== kind) throw ERRORS.InvalidSignature(`Token is not scoped for ${kind}`);
    if (payload.url !== expectedUrl) throw ERRORS.InvalidSignature();
    return payload;
  }

  const sign = (claims, expiresIn) =>
    new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuedAt()
      .setExpirationTime(Math.floor(Date.now() / 1000) + expiresIn)
      .sign(secret);

  async function jsonBody(c) {
    try {
      const body = await c.req.json();
      return body && typeof body === 'object' ? body : {};
    } catch {
      return {};
    }
  }

  const ownerOf = (claims) =>
    claims && typeof claims.sub === 'string' && UUID.test(claims.sub) ? claims.sub : null;

  /** The bucket, looked up by the service itself (limits apply whoever the caller is). */
  async function bucketForService(bucketId) {
    const { rows } = await db.asService('storage.bucket.get', (client) =>
      client.query(`select ${BUCKET_COLUMNS} from storage.buckets where id = $1`, [bucketId]),
    );
    if (!rows[0]) throw ERRORS.NoSuchBucket();
    return rows[0];
  }

  async function findObjectAsCaller(claims, bucketId, name, operation) {
    const { rows } = await db.asCaller(claims, operation, (client) =>
      client.query(
        `select ${OBJECT_COLUMNS} from storage.objects where bucket_id = $1 and name = $2`,
        [bucketId, name],
      ),
    );
    if (!rows[0]) throw ERRORS.NoSuchKey();
    return rows[0];
  }

  async function findObjectAsService(bucketId, name) {
    const { rows } = await db.asService('storage.object.get', (client) =>
      client.query(
        `select ${OBJECT_COLUMNS} from storage.objects where bucket_id = $1 and name = $2`,
        [bucketId, name],
      ),
    );
    if (!rows[0]) throw ERRORS.NoSuchKey();
    return rows[0];
  }

  /** The largest object a bucket takes: its own file_size_limit within the service's. */
  const sizeLimitOf = (bucket) =>
    Math.min(
      fileSizeLimit,
      bucket.file_size_limit == null ? Infinity : Number(bucket.file_size_limit),
    );

  /**
   * A copy or move puts an existing object into `bucket`: it must fit the bucket as an upload
   * would (size, allowed types), or a copy would carry any file into any bucket.
   */
  async function assertBucketTakes(bucket, object) {
    const size = await files.size(object.version).catch(() => {
      throw ERRORS.NoSuchKey();
    });
    if (size > sizeLimitOf(bucket)) throw ERRORS.EntityTooLarge();
    const mimeType = object.metadata?.mimetype ?? 'application/octet-stream';
    if (!mimeAllowed(mimeType, bucket.allowed_mime_types)) throw ERRORS.InvalidMimeType(mimeType);
  }

  /**
   * Would the caller's policies let this row be written? Runs the insert (or upsert) as the
   * caller and rolls it back, as Supabase Storage's canUpload does, before any byte is stored.
   */
  async function assertCanWrite(
    claims,
    { bucketId, name, upsert, metadata, userMetadata },
    operation,
  ) {
    const owner = ownerOf(claims);
    await db.asCaller(
      claims,
      operation,
      (client) =>
        client.query(
          `insert into storage.objects (bucket_id, name, owner, owner_id, version, metadata, user_metadata)
           values ($1, $2, $3, $4, '1', $5, $6)
           ${
             upsert
               ? `on conflict (bucket_id, name) do update set owner = excluded.owner,
             owner_id = excluded.owner_id, version = excluded.version,
             metadata = excluded.metadata, user_metadata = excluded.user_metadata`
               : ''
           }`,
          [bucketId, name, owner, owner, metadata ?? null, userMetadata ?? null],
        ),
      { rollback: true },
    );
  }

  /**
   * Records a stored file as the object's current version (as the service, after the caller's
   * right to write was checked) and frees the previous version's bytes.
   */
  async function recordObject({
    bucketId,
    name,
    owner,
    upsert,
    version,
    metadata,
    userMetadata,
    partial,
  }) {
    let previous = null;
    const row = await db.asService('storage.object.upload', async (client) => {
      await client.query('select pg_advisory_xact_lock(hashtext($1))', [`${bucketId}/${name}`]);
      const existing = await client.query(
        'select version from storage.objects where bucket_id = $1 and name = $2 for update',
        [bucketId, name],
      );
      if (existing.rows[0] && !upsert) throw ERRORS.ResourceAlreadyExists();
      previous = existing.rows[0]?.version ?? null;
      const { rows } = await client.query(
        `insert into storage.objects (bucket_id, name, owner, owner_id, version, metadata, user_metadata)
         values ($1, $2, $3, $4, $5, $6, $7)
         on conflict (bucket_id, name) do update set owner = excluded.owner, owner_id = excluded.owner_id,
           version = excluded.version, metadata = excluded.metadata,
           user_metadata = excluded.user_metadata, last_accessed_at = now()
         returning id`,
        // A completed upload stores {} without custom metadata, as Storage's uploader.
        [bucketId, name, owner, owner, version, metadata, userMetadata ?? {}],
      );
      if (partial) await files.commit(partial, version);
      return rows[0];
    });
    if (previous && previous !== version) await files.remove([previous]).catch(() => {});
    return row;
  }

  /**
   * A refused upload: reads the rest of the body without keeping it, so that the client (which is
   * still sending) gets the answer instead of a reset connection. Bodies past 64 MB are not waited
   * for; the connection is closed under them.
   * @param {import('node:http').IncomingMessage} incoming
   * @param {import('node:stream').Readable} stream the body itself or the file part of its form
   * @param {Promise<unknown>} ended settles when the request has been read
   */
  async function drained(incoming, stream, ended) {
    const declared = Number(incoming.headers['content-length'] ?? 0);
    stream.resume();
    if (incoming.readableEnded || incoming.destroyed) return;
    if (declared > 64 * 1024 * 1024) return;
    let timer;
    await Promise.race([
      ended.catch(() => {}),
      // A client that went away sends nothing more.
      new Promise((done) => incoming.once('close', done)),
      new Promise((done) => (timer = setTimeout(done, 30_000))),
    ]);
    clearTimeout(timer);
  }

  /**
   * Reads an upload (multipart form as storage-js sends Blobs and FormData, or the raw body as it
   * sends strings, buffers and streams) straight from the socket to disk.
   */
  function receiveUpload(c, limit) {
    const incoming = /** @type {import('node:http').IncomingMessage} */ (c.env.incoming);
    const contentType = c.req.header('content-type') ?? '';
    const aborted = new AbortController();
    incoming.once('aborted', () => aborted.abort());
    incoming.once('close', () => {
      if (!incoming.complete) aborted.abort();
    });

    if (!/^multipart\/form-data/i.test(contentType)) {
      const declared = Number(c.req.header('content-length'));
      let userMetadata;
      const header = c.req.header('x-metadata');
      if (header) {
        try {
          userMetadata = JSON.parse(Buffer.from(header, 'base64').toString('utf8'));
        } catch {
          throw ERRORS.InvalidRequest('Invalid x-metadata header');
        }
      }
      return {
        mimeType: contentType || 'text/plain;charset=UTF-8',
        cacheControl: c.req.header('cache-control') ?? 'no-cache',
        userMetadata,
        receive: () => files.receive(incoming, limit, aborted.signal),
        // Node reads and drops an unconsumed request body itself.
        tooLarge: Number.isFinite(declared) && declared > limit,
        discard: () =>
          drained(incoming, incoming, new Promise((done) => incoming.once('end', done))),
      };
    }

    // Multipart: fields (cacheControl, metadata) come before the file, as storage-js appends them.
    return new Promise((resolve, reject) => {
      let busboy;
      try {
        busboy = Busboy({ headers: incoming.headers, limits: { files: 1, fileSize: limit + 1 } });
      } catch {
        reject(ERRORS.InvalidRequest('Invalid multipart form'));
        return;
      }
      const fields = {};
      let gotFile = false;
      const parsed = new Promise((done, fail) => {
        busboy.once('close', done);
        busboy.once('error', fail);
      });
      parsed.catch(() => {}); // handled where it is awaited
      busboy.on('field', (name, value) => {
        fields[name] = value;
      });
      busboy.on('file', (_name, stream, info) => {
        gotFile = true;
        let userMetadata;
        if (fields.metadata) {
          try {
            userMetadata = JSON.parse(fields.metadata);
          } catch {
            userMetadata = undefined;
          }
        }
        resolve({
          mimeType: info.mimeType || 'text/plain;charset=UTF-8',
          cacheControl: fields.cacheControl ? `max-age=${fields.cacheControl}` : 'no-cache',
          userMetadata,
          receive: async () => {
            const result = await files.receive(stream, limit, aborted.signal);
            // Let busboy finish reading the request (it ends the file stream first).
            await parsed;
            return result;
          },
          // A refused upload: read the rest of the request without keeping it.
          discard: () => drained(incoming, stream, parsed),
        });
      });
      busboy.on('error', () => reject(ERRORS.InvalidRequest('Invalid multipart form')));
      busboy.on('close', () => {
        if (!gotFile) reject(ERRORS.NoContentProvided());
      });
      incoming.pipe(busboy);
    });
  }

  /**
   * Upload of `bucketId/name`: bucket limits, the caller's policies (unless a signed upload token
   * already carries that decision), bytes to disk, then the row.
   */
  async function upload(c, { bucketId, name, upsert, claims, owner, operation }) {
    mustBeValidKey(name);
    const bucket = await bucketForService(bucketId);
    const request = await receiveUpload(c, sizeLimitOf(bucket));
    try {
      if (request.tooLarge) throw ERRORS.EntityTooLarge();
      if (!mimeAllowed(request.mimeType, bucket.allowed_mime_types)) {
        throw ERRORS.InvalidMimeType(request.mimeType);
      }
      if (claims) {
        await assertCanWrite(
          claims,
          {
            bucketId,
            name,
            upsert,
            metadata: { mimetype: request.mimeType },
            userMetadata: request.userMetadata,
          },
          operation,
        );
      }
    } catch (error) {
      await request.discard();
      throw error;
    }
    let received;
    try {
      received = await request.receive();
    } catch (error) {
      // Over the limit while streaming (chunked, or the file part of a form): read the rest first.
      await request.discard();
      throw error;
    }
    const version = randomUUID();
    const metadata = {
      eTag: received.eTag,
      size: received.size,
      mimetype: request.mimeType,
      cacheControl: request.cacheControl,
      lastModified: new Date().toISOString(),
      contentLength: received.size,
      httpStatusCode: 200,
    };
    try {
      const row = await recordObject({
        bucketId,
        name,
        owner,
        upsert,
        version,
        metadata,
        userMetadata: request.userMetadata,
        partial: received.partial,
      });
      return { Id: row.id, Key: `${bucketId}/${name}` };
    } catch (error) {
      await received.discard();
      await files.remove([version]).catch(() => {});
      throw error;
    }
  }

  /** Sends an object's bytes (with Range support) straight from disk to the socket. */
  /** Hono answers HEAD with the GET route: headers only, nothing read from disk. */
  async function sendObject(c, object, { download } = {}) {
    const headOnly = c.req.method === 'HEAD';
    const metadata = object.metadata ?? {};
    const size = await files.size(object.version).catch(() => {
      throw ERRORS.NoSuchKey();
    });
    const headers = {
      'content-type': metadata.mimetype ?? 'application/octet-stream',
      'cache-control': metadata.cacheControl ?? 'no-cache',
      etag: metadata.eTag ?? '',
      'last-modified': new Date(metadata.lastModified ?? object.updated_at).toUTCString(),
      'accept-ranges': 'bytes',
      // The stored type is what the uploader declared: a browser must not guess another one
      // from the bytes (HTML or script inside a "text/csv" or "image/png" object).
      'x-content-type-options': 'nosniff',
    };
    if (download !== undefined) {
      headers['content-disposition'] = download
        ? `attachment; filename=${encodeURIComponent(download)};`
        : 'attachment;';
    }
    let status = 200;
    let range;
    const rangeHeader = c.req.header('range');
    if (rangeHeader && size > 0) {
      const match = /^bytes=(\d*)-(\d*)$/.exec(rangeHeader.trim());
      if (!match || (match[1] === '' && match[2] === '')) throw ERRORS.InvalidRange();
      let start = match[1] === '' ? size - Number(match[2]) : Number(match[1]);
      let end =
        match[1] === '' || match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
      if (start < 0) start = 0;
      if (start > end || start >= size) throw ERRORS.InvalidRange();
      range = { start, end };
      status = 206;
      headers['content-range'] = `bytes ${start}-${end}/${size}`;
    }
    headers['content-length'] = String(range ? range.end - range.start + 1 : size);
    if (headOnly) return c.body(null, status, headers);
    const outgoing = /** @type {import('node:http').ServerResponse} */ (c.env.outgoing);
    outgoing.writeHead(status, headers);
    pipeline(files.read(object.version, range), outgoing).catch(() => outgoing.destroy());
    return RESPONSE_ALREADY_SENT;
  }

  const nameParam = (c) => c.req.param('name');

  // --- buckets -------------------------------------------------------------------------------

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

  /** Validates and converts public / file_size_limit / allowed_mime_types of a bucket body. */
  function bucketSettings(body) {
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
      if (error?.code === '23505') throw ERRORS.BucketAlreadyExists();
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
    const keys = Object.keys(settings);
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

  // --- objects: listing, moving, copying, signing (fixed paths first) ----------------------------

  app.post('/object/list/:bucket', async (c) => {
    const claims = await claimsOf(c);
    const body = await jsonBody(c);
    let prefix = typeof body.prefix === 'string' ? body.prefix : '';
    if (prefix.length > 0 && !prefix.endsWith('/')) prefix = `${prefix}/`;
    const search = typeof body.search === 'string' ? body.search : '';
    const limit = Number.isInteger(body.limit) && body.limit > 0 ? body.limit : 100;
    const offset = Number.isInteger(body.offset) && body.offset >= 0 ? body.offset : 0;
    const column = body.sortBy?.column ?? 'name';
    const order = body.sortBy?.order ?? 'asc';
    // Outside `name` sorting the pattern is matched literally (as Supabase escapes it).
    const escape = (value) => (column === 'name' ? value : value.replace(/[\\%_]/g, '\\$&'));
    const { rows } = await db.asCaller(claims, 'storage.object.list', (client) =>
      client.query('select * from storage.search($1, $2, $3, $4, $5, $6, $7, $8)', [
        escape(prefix),
        c.req.param('bucket'),
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
  const CURSOR_PARTS = { l: 'startAfter', o: 'sortOrder', c: 'sortColumn', a: 'sortColumnAfter' };
  const encodeCursor = (cursor) =>
    Buffer.from(
      Object.entries(CURSOR_PARTS)
        .filter(([, field]) => cursor[field])
        .map(([part, field]) => `${part}:${cursor[field]}`)
        .join('\n'),
    ).toString('base64');
  function decodeCursor(token) {
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
    const body = await jsonBody(c);
    if (body.prefix !== undefined && typeof body.prefix !== 'string')
      throw ERRORS.Validation('body/prefix must be string');
    if (body.limit !== undefined && (!Number.isInteger(body.limit) || body.limit < 1))
      throw ERRORS.Validation('body/limit must be >= 1');
    if (body.cursor !== undefined && typeof body.cursor !== 'string')
      throw ERRORS.Validation('body/cursor must be string');
    if (body.with_delimiter !== undefined && typeof body.with_delimiter !== 'boolean')
      throw ERRORS.Validation('body/with_delimiter must be boolean');
    if (body.sortBy !== undefined) {
      if (!['name', 'updated_at', 'created_at'].includes(body.sortBy?.column))
        throw ERRORS.Validation(
          'body/sortBy/column must be equal to one of the allowed values',
        );
      if (body.sortBy.order !== undefined && !['asc', 'desc'].includes(body.sortBy.order))
        throw ERRORS.Validation('body/sortBy/order must be equal to one of the allowed values');
    }
    const bucketId = c.req.param('bucket');
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
    const folders = [];
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

  /** The caller and the body of a move or copy, checked as Storage checks them. */
  async function moveOrCopyRequest(c) {
    const claims = await claimsOf(c);
    const body = await jsonBody(c);
    const { bucketId, sourceKey, destinationKey } = body;
    if (!bucketId || !sourceKey || !destinationKey)
      throw ERRORS.Validation(
        "body must have required property 'bucketId', 'sourceKey' and 'destinationKey'",
      );
    mustBeValidKey(destinationKey);
    return {
      claims,
      bucketId,
      sourceKey,
      destinationKey,
      destinationBucket: body.destinationBucket || bucketId,
    };
  }

  // Copy and move check the source as a download (the caller's select policies, under the
  // operation's name, so a policy can refuse copies of what it lets a caller read) and the
  // destination as an upload: the bucket exists and takes the object's size and type, and the
  // caller's insert policies (update too for an upsert) allow the new row. Supabase Storage checks
  // only the policies; without the bucket's rules a copy smuggles any file into any bucket.

  app.post('/object/move', async (c) => {
    const { claims, bucketId, sourceKey, destinationKey, destinationBucket } =
      await moveOrCopyRequest(c);
    const source = await findObjectAsCaller(claims, bucketId, sourceKey, 'storage.object.move');
    const sameKey = destinationBucket === bucketId && destinationKey === sourceKey;
    await assertBucketTakes(await bucketForService(destinationBucket), source);
    if (!sameKey)
      await assertCanWrite(
        claims,
        {
          bucketId: destinationBucket,
          name: destinationKey,
          upsert: false,
          metadata: source.metadata,
          userMetadata: source.user_metadata,
        },
        'storage.object.move',
      );
    const owner = ownerOf(claims);
    // The move itself as the caller (as Supabase's): the source must be updatable, the moved row
    // must pass the update policies' with-check.
    const { rowCount } = await db.asCaller(claims, 'storage.object.move', (client) =>
      client.query(
        `update storage.objects set name = $3, bucket_id = $4, owner = $5::uuid, owner_id = $5::text
         where bucket_id = $1 and name = $2`,
        [bucketId, sourceKey, destinationKey, destinationBucket, owner],
      ),
    );
    if (!rowCount) throw ERRORS.NoSuchKey();
    return c.json({ message: 'Successfully moved' });
  });

  app.post('/object/copy', async (c) => {
    const { claims, bucketId, sourceKey, destinationKey, destinationBucket } =
      await moveOrCopyRequest(c);
    const upsert = c.req.header('x-upsert') === 'true';
    const source = await findObjectAsCaller(claims, bucketId, sourceKey, 'storage.object.copy');
    await assertBucketTakes(await bucketForService(destinationBucket), source);
    await assertCanWrite(
      claims,
      {
        bucketId: destinationBucket,
        name: destinationKey,
        upsert,
        metadata: source.metadata,
        userMetadata: source.user_metadata,
      },
      'storage.object.copy',
    );
    const version = randomUUID();
    await files.copy(source.version, version);
    try {
      const row = await recordObject({
        bucketId: destinationBucket,
        name: destinationKey,
        owner: ownerOf(claims),
        upsert,
        version,
        metadata: { ...source.metadata, lastModified: new Date().toISOString() },
        userMetadata: source.user_metadata,
      });
      return c.json({
        Id: row.id,
        Key: `${destinationBucket}/${destinationKey}`,
        name: destinationKey,
        bucket_id: destinationBucket,
      });
    } catch (error) {
      await files.remove([version]).catch(() => {});
      throw error;
    }
  });

  app.post('/object/sign/:bucket', async (c) => {
    const claims = await claimsOf(c);
    const bucketId = c.req.param('bucket');
    const body = await jsonBody(c);
    const expiresIn = Number(body.expiresIn);
    if (!Number.isInteger(expiresIn) || expiresIn < 1)
      throw ERRORS.Validation('body/expiresIn must be >= 1');
    if (!Array.isArray(body.paths))
      throw ERRORS.Validation("body must have required property 'paths'");
    const paths = body.paths.map(String);
    const { rows } = await db.asCaller(claims, 'storage.object.sign_many', (client) =>
      client.query('select name from storage.objects where bucket_id = $1 and name = any($2)', [
        bucketId,
        paths,
      ]),
    );
    const visible = new Set(rows.map((row) => row.name));
    const results = await Promise.all(
      paths.map(async (path) => {
        if (!visible.has(path))
          return {
            error: 'Either the object does not exist or you do not have access to it',
            path,
            signedURL: null,
          };
        const url = `${bucketId}/${path}`;
        const token = await sign({ url, scope: 'download' }, expiresIn);
        return { error: null, path, signedURL: `/object/sign/${url}?token=${token}` };
      }),
    );
    return c.json(results);
  });

  app.post('/object/sign/:bucket/:name{.+}', async (c) => {
    const claims = await claimsOf(c);
    const bucketId = c.req.param('bucket');
    const name = nameParam(c);
    const body = await jsonBody(c);
    const expiresIn = Number(body.expiresIn);
    if (!Number.isInteger(expiresIn) || expiresIn < 1)
      throw ERRORS.Validation('body/expiresIn must be >= 1');
    // A `transform` makes it a signed URL of the transformed image (Storage's signObjectUrl).
    const transformations = transformationString(transformOptionsFromBody(body.transform));
    await findObjectAsCaller(claims, bucketId, name, 'storage.object.sign');
    const url = `${bucketId}/${name}`;
    const token = await sign(
      { url, scope: 'download', ...(transformations ? { transformations } : {}) },
      expiresIn,
    );
    const path = transformations ? 'render/image' : 'object';
    return c.json({ signedURL: `/${path}/sign/${url}?token=${token}` });
  });

  const signedDownload = async (c) => {
    const bucketId = c.req.param('bucket');
    const name = nameParam(c);
    await verifySignedToken(c.req.query('token'), `${bucketId}/${name}`, 'download');
    const object = await findObjectAsService(bucketId, name);
    return sendObject(c, object, { download: c.req.query('download') });
  };
  app.get('/object/sign/:bucket/:name{.+}', signedDownload);

  app.post('/object/upload/sign/:bucket/:name{.+}', async (c) => {
    const claims = await claimsOf(c);
    const bucketId = c.req.param('bucket');
    const name = nameParam(c);
    mustBeValidKey(name);
    await bucketForService(bucketId);
    const upsert = c.req.header('x-upsert') === 'true';
    await assertCanWrite(claims, { bucketId, name, upsert }, 'storage.object.sign_upload_url');
    const url = `${bucketId}/${name}`;
    const token = await sign(
      { owner: ownerOf(claims) ?? undefined, url, upsert, scope: 'upload' },
      SIGNED_UPLOAD_EXPIRES_IN,
    );
    return c.json({ url: `/object/upload/sign/${url}?token=${token}`, token });
  });

  app.put('/object/upload/sign/:bucket/:name{.+}', async (c) => {
    const bucketId = c.req.param('bucket');
    const name = nameParam(c);
    const payload = await verifySignedToken(c.req.query('token'), `${bucketId}/${name}`, 'upload');
    // The token carries the policy decision made when it was issued (as on Supabase).
    const { Id } = await upload(c, {
      bucketId,
      name,
      upsert: payload.upsert === true,
      claims: null,
      owner: typeof payload.owner === 'string' ? payload.owner : null,
      operation: 'storage.object.upload_signed',
    });
    return c.json({ Key: `${bucketId}/${name}`, Id });
  });

  // --- objects: info, public, authenticated downloads -----------------------------------------

  function infoJson(object) {
    const metadata = object.metadata ?? {};
    return {
      id: object.id,
      name: object.name,
      version: object.version,
      bucket_id: object.bucket_id,
      size: metadata.size ?? null,
      content_type: metadata.mimetype ?? null,
      cache_control: metadata.cacheControl ?? null,
      etag: metadata.eTag ?? null,
      metadata: object.user_metadata,
      last_modified: object.updated_at,
      created_at: object.created_at,
    };
  }

  const publicBucket = async (bucketId) => {
    const bucket = await bucketForService(bucketId);
    if (!bucket.public) throw ERRORS.NoSuchBucket();
    return bucket;
  };

  app.get('/object/info/public/:bucket/:name{.+}', async (c) => {
    const bucketId = c.req.param('bucket');
    await publicBucket(bucketId);
    return c.json(infoJson(await findObjectAsService(bucketId, nameParam(c))));
  });

  const authenticatedInfo = async (c) => {
    const claims = await claimsOf(c, { headerRequired: true });
    const bucketId = c.req.param('bucket');
    const bucket = await bucketForService(bucketId);
    const name = nameParam(c);
    const object = bucket.public
      ? await findObjectAsService(bucketId, name)
      : await findObjectAsCaller(claims, bucketId, name, 'storage.object.info_authenticated');
    return c.json(infoJson(object));
  };
  app.get('/object/info/authenticated/:bucket/:name{.+}', authenticatedInfo);
  app.get('/object/info/:bucket/:name{.+}', authenticatedInfo);

  const publicDownload = async (c) => {
    const bucketId = c.req.param('bucket');
    await publicBucket(bucketId);
    const object = await findObjectAsService(bucketId, nameParam(c));
    return sendObject(c, object, { download: c.req.query('download') });
  };
  app.get('/object/public/:bucket/:name{.+}', publicDownload);

  const authenticatedDownload = async (c) => {
    const claims = await claimsOf(c, { headerRequired: true });
    const bucketId = c.req.param('bucket');
    const bucket = await bucketForService(bucketId);
    // Objects of a public bucket are readable by anyone (as on Supabase, RLS is not asked).
    const object = bucket.public
      ? await findObjectAsService(bucketId, nameParam(c))
      : await findObjectAsCaller(
          claims,
          bucketId,
          nameParam(c),
          'storage.object.get_authenticated',
        );
    return sendObject(c, object, { download: c.req.query('download') });
  };
  app.get('/object/authenticated/:bucket/:name{.+}', authenticatedDownload);
  app.get('/object/:bucket/:name{.+}', authenticatedDownload);

  // --- image transformations (/render/image), on sharp (see render.mjs) ---------------------------

  /** Sends an object transformed as `options` say (the whole source is read: images are small). */
  async function sendRendered(c, object, options) {
    const chunks = [];
    try {
      for await (const chunk of files.read(object.version)) chunks.push(chunk);
    } catch {
      throw ERRORS.NoSuchKey();
    }
    const { data, contentType } = await renderImage(
      Buffer.concat(chunks),
      options,
      c.req.header('accept'),
    );
    const metadata = object.metadata ?? {};
    const headers = {
      'content-type': contentType,
      'content-length': String(data.length),
      'cache-control': metadata.cacheControl ?? 'no-cache',
      etag: metadata.eTag ?? '',
      'last-modified': new Date(metadata.lastModified ?? object.updated_at).toUTCString(),
      'x-content-type-options': 'nosniff',
      'x-transformations': imgproxySegments(options),
    };
    const download = c.req.query('download');
    if (download !== undefined) {
      headers['content-disposition'] = download
        ? `attachment; filename=${encodeURIComponent(download)};`
        : 'attachment;';
    }
    return c.body(c.req.method === 'HEAD' ? null : data, 200, headers);
  }

  app.get('/render/image/authenticated/:bucket/:name{.+}', async (c) => {
    const claims = await claimsOf(c);
    const options = transformOptionsFromQuery(c.req.query());
    const bucketId = c.req.param('bucket');
    await bucketForService(bucketId);
    // As Storage: the object is looked up as the caller, public bucket or not.
    const object = await findObjectAsCaller(
      claims,
      bucketId,
      nameParam(c),
      'storage.render.authenticated',
    );
    return sendRendered(c, object, options);
  });

  app.get('/render/image/public/:bucket/:name{.+}', async (c) => {
    const options = transformOptionsFromQuery(c.req.query());
    const bucketId = c.req.param('bucket');
    await publicBucket(bucketId);
    return sendRendered(c, await findObjectAsService(bucketId, nameParam(c)), options);
  });

  app.get('/render/image/sign/:bucket/:name{.+}', async (c) => {
    const bucketId = c.req.param('bucket');
    const name = nameParam(c);
    const payload = await verifySignedToken(c.req.query('token'), `${bucketId}/${name}`, 'download');
    const options = transformOptionsFromString(String(payload.transformations ?? ''));
    return sendRendered(c, await findObjectAsService(bucketId, name), options);
  });

  // --- objects: upload, update, delete -----------------------------------------------------------

  app.post('/object/:bucket/:name{.+}', async (c) => {
    const claims = await claimsOf(c);
    const result = await upload(c, {
      bucketId: c.req.param('bucket'),
      name: nameParam(c),
      upsert: c.req.header('x-upsert') === 'true',
      claims,
      owner: ownerOf(claims),
      operation: 'storage.object.upload',
    });
    return c.json(result);
  });

  app.put('/object/:bucket/:name{.+}', async (c) => {
    const claims = await claimsOf(c);
    const result = await upload(c, {
      bucketId: c.req.param('bucket'),
      name: nameParam(c),
      upsert: true,
      claims,
      owner: ownerOf(claims),
      operation: 'storage.object.upload_update',
    });
    return c.json(result);
  });

  app.delete('/object/:bucket/:name{.+}', async (c) => {
    const claims = await claimsOf(c);
    const bucketId = c.req.param('bucket');
    const name = nameParam(c);
    await findObjectAsService(bucketId, name);
    const { rows } = await db.asCaller(claims, 'storage.object.delete', (client) =>
      client.query(
        'delete from storage.objects where bucket_id = $1 and name = $2 returning version',
        [bucketId, name],
      ),
    );
    if (!rows[0]) throw ERRORS.AccessDenied('Access denied');
    await files.remove([rows[0].version]);
    return c.json({ message: 'Successfully deleted' });
  });

  app.delete('/object/:bucket', async (c) => {
    const claims = await claimsOf(c);
    const bucketId = c.req.param('bucket');
    const body = await jsonBody(c);
    if (!Array.isArray(body.prefixes) || body.prefixes.length === 0)
      throw ERRORS.Validation('body/prefixes must NOT have fewer than 1 items');
    if (body.prefixes.length > 1000)
      throw ERRORS.Validation('body/prefixes must NOT have more than 1000 items');
    const { rows } = await db.asCaller(claims, 'storage.object.delete_many', (client) =>
      client.query(
        `delete from storage.objects where bucket_id = $1 and name = any($2) returning ${OBJECT_COLUMNS}`,
        [bucketId, body.prefixes.map(String)],
      ),
    );
    await files.remove(rows.map((row) => row.version));
    return c.json(rows);
  });

  return app;
}
