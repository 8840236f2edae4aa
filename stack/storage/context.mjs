// The Storage service's shared part, behind the routes of routes/*.mjs: Storage's validation
// helpers, the caller's verified claims, signed tokens, lookups as the caller or as the service,
// the upload pipeline (policies checked before a byte is stored) and the sending of objects from disk.
import { randomUUID } from 'node:crypto';
import { pipeline } from 'node:stream/promises';
import { RESPONSE_ALREADY_SENT } from '@hono/node-server/utils/response';
import Busboy from 'busboy';
import { SignJWT, base64url, errors as joseErrors, jwtVerify } from 'jose';
import { ERRORS } from './errors.mjs';

export const VALID_OBJECT_KEY = /^[A-Za-z0-9_/!.*'() &$=@;:+,?-]*$/;
export const VALID_BUCKET_NAME = /^[A-Za-z0-9_!.*'() &$=@;:+,?-]*$/;
export const VALID_MIME_TYPE =
  /^([a-zA-Z0-9\-+.]+)\/([a-zA-Z0-9\-+.]+)(;\s*charset=[a-zA-Z0-9-]+)?$|\*$/;
export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Signed upload URLs live two hours, as Supabase's. */
export const SIGNED_UPLOAD_EXPIRES_IN = 7200;
export const BUCKET_COLUMNS =
  'id, name, owner, public, type, file_size_limit, allowed_mime_types, created_at, updated_at';
export const OBJECT_COLUMNS =
  'id, bucket_id, name, owner, owner_id, version, metadata, user_metadata, created_at, updated_at, last_accessed_at';

/**
 * The Storage app's Hono environment: the Node server's request and response (uploads and
 * downloads stream through them).
 * @typedef {{ Bindings: import('@hono/node-server').HttpBindings }} StorageEnv
 * @typedef {import('hono').Context<StorageEnv>} StorageContext
 * @typedef {import('hono').Hono<StorageEnv>} StorageApp
 */
/**
 * A row of storage.buckets (BUCKET_COLUMNS).
 * @typedef {{ id: string, name: string, owner: string | null, public: boolean, type: string,
 *   file_size_limit: string | number | null, allowed_mime_types: string[] | null,
 *   created_at: string, updated_at: string }} BucketRow
 */
/**
 * What Storage keeps of an upload in storage.objects.metadata.
 * @typedef {{ eTag?: string, size?: number, mimetype?: string, cacheControl?: string,
 *   lastModified?: string, contentLength?: number, httpStatusCode?: number }} ObjectMetadata
 */
/**
 * A row of storage.objects (OBJECT_COLUMNS).
 * @typedef {{ id: string, bucket_id: string, name: string, owner: string | null,
 *   owner_id: string | null, version: string, metadata: ObjectMetadata | null,
 *   user_metadata: Record<string, unknown> | null, created_at: string, updated_at: string,
 *   last_accessed_at: string }} ObjectRow
 */
/** The caller's verified JWT claims. @typedef {import('jose').JWTPayload} Claims */
/**
 * An upload being received: its declared type and metadata, then its bytes on demand.
 * @typedef {{ mimeType: string, cacheControl: string, userMetadata?: unknown, tooLarge?: boolean,
 *   receive: () => Promise<{ partial: string, size: number, eTag: string, discard: () => Promise<void> }>,
 *   discard: () => Promise<void> }} Upload
 */

/**
 * A key or bucket name must be non-empty and use S3-safe characters only (as Supabase's).
 * @param {string} key
 */
export function mustBeValidKey(key) {
  if (!key || !VALID_OBJECT_KEY.test(key)) throw ERRORS.InvalidKey(key ?? '');
}
/**
 * @param {string} name
 */
export function mustBeValidBucketName(name) {
  if (!name || name.length > 100 || !VALID_BUCKET_NAME.test(name) || name.trim() !== name)
    throw ERRORS.InvalidBucketName();
}

/** @type {Record<string, number>} */
const FILE_SIZE_UNITS = { GB: 1e9, MB: 1e6, KB: 1e3, B: 1 };

/**
 * "20MB", "1.5GB", "300KB", "42B" (decimal units, as Supabase) or a number of bytes.
 * @param {unknown} value
 */
export function parseFileSize(value) {
  if (typeof value === 'number') {
    if (!Number.isFinite(value) || value < 0) throw ERRORS.InvalidFileSizeLimit();
    return Math.floor(value);
  }
  const match = /^([0-9]+(?:\.[0-9]+)?)(gb|mb|kb|b)$/i.exec(String(value));
  if (!match) throw ERRORS.InvalidFileSizeLimit();
  const amount = +parseFloat(match[1]).toPrecision(3);
  const unit = FILE_SIZE_UNITS[match[2].toUpperCase()] ?? 1;
  return Math.floor(amount * unit);
}

/**
 * @param {string} mimeType
 * @param {string[] | null | undefined} allowed
 */
export function mimeAllowed(mimeType, allowed) {
  if (!allowed || allowed.length === 0) return true;
  const [type, subtype] = mimeType.split(';')[0].trim().toLowerCase().split('/');
  if (!type || !subtype) return false;
  return allowed.some((entry) => {
    const [allowedType, allowedSub] = entry.split(';')[0].trim().toLowerCase().split('/');
    return allowedType === type && (allowedSub === '*' || allowedSub === subtype);
  });
}

/**
 * jsonwebtoken's messages (what Supabase Storage reports) for jose's errors.
 * @param {unknown} error
 */
export function jwtMessage(error) {
  if (error instanceof joseErrors.JWTExpired) return 'jwt expired';
  if (error instanceof joseErrors.JWSSignatureVerificationFailed) return 'invalid signature';
  if (error instanceof joseErrors.JOSEAlgNotAllowed) return 'invalid algorithm';
  return 'jwt malformed';
}

/** @param {BucketRow} row */
export function bucketJson(row) {
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
 * The helpers the routes share.
 * @param {{ db: ReturnType<typeof import('./db.mjs').createDb>;
 *   files: Awaited<ReturnType<typeof import('./files.mjs').createFileStore>>;
 *   jwtSecret: string; fileSizeLimit: number }} options
 */
export function createStorageContext({ db, files, jwtSecret, fileSizeLimit }) {
  const secret = new TextEncoder().encode(jwtSecret);

  /**
   * Verifies an HS256 token as Supabase Storage does (jsonwebtoken): the signature is compared as
   * the string computed, so another spelling of the same bytes (the last character's two spare
   * bits) is refused as well.
   * @param {string} token
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
   * @param {StorageContext} c
   * @param {{ headerRequired?: boolean }} [options]
   * @returns {Promise<Claims>}
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

  /**
   * @param {string | undefined} token
   * @param {string} expectedUrl
   * @param {'download' | 'upload'} kind the scope the token must carry
   */
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

  /**
   * @param {import('jose').JWTPayload} claims
   * @param {number} expiresIn
   */
  const sign = (claims, expiresIn) =>
    new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuedAt()
      .setExpirationTime(Math.floor(Date.now() / 1000) + expiresIn)
      .sign(secret);

  /**
   * @param {StorageContext} c
   * @returns {Promise<Record<string, unknown>>}
   */
  async function jsonBody(c) {
    try {
      const body = await c.req.json();
      return body && typeof body === 'object' ? body : {};
    } catch {
      return {};
    }
  }

  /** @param {Claims | null} claims */
  const ownerOf = (claims) =>
    claims && typeof claims.sub === 'string' && UUID.test(claims.sub) ? claims.sub : null;

  /**
   * The bucket, looked up by the service itself (limits apply whoever the caller is).
   * @param {string} bucketId
   * @returns {Promise<BucketRow>}
   */
  async function bucketForService(bucketId) {
    const { rows } = await db.asService('storage.bucket.get', (client) =>
      client.query(`select ${BUCKET_COLUMNS} from storage.buckets where id = $1`, [bucketId]),
    );
    if (!rows[0]) throw ERRORS.NoSuchBucket();
    return rows[0];
  }

  /**
   * @param {Claims} claims
   * @param {string} bucketId
   * @param {string} name
   * @param {string} operation
   * @returns {Promise<ObjectRow>}
   */
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

  /**
   * @param {string} bucketId
   * @param {string} name
   * @returns {Promise<ObjectRow>}
   */
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

  /**
   * The largest object a bucket takes: its own file_size_limit within the service's.
   * @param {BucketRow} bucket
   */
  const sizeLimitOf = (bucket) =>
    Math.min(
      fileSizeLimit,
      bucket.file_size_limit == null ? Infinity : Number(bucket.file_size_limit),
    );

  /**
   * A copy or move puts an existing object into `bucket`: it must fit the bucket as an upload
   * would (size, allowed types), or a copy would carry any file into any bucket.
   * @param {BucketRow} bucket
   * @param {ObjectRow} object
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
   * @param {Claims} claims
   * @param {{ bucketId: string, name: string, upsert: boolean, metadata?: ObjectMetadata,
   *   userMetadata?: unknown }} object
   * @param {string} operation
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
   * @param {{ bucketId: string, name: string, owner: string | null, upsert: boolean,
   *   version: string, metadata: ObjectMetadata, userMetadata?: unknown, partial?: string }} object
   * @returns {Promise<{ id: string }>}
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
    /** @type {string | null} */
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
    /** @type {NodeJS.Timeout | undefined} */
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
   * @param {StorageContext} c
   * @param {number} limit the bucket's largest object
   * @returns {Upload | Promise<Upload>}
   */
  function receiveUpload(c, limit) {
    const incoming = c.env.incoming;
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
      /** @type {Record<string, string>} */
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
   * @param {StorageContext} c
   * @param {{ bucketId: string, name: string, upsert: boolean, claims: Claims | null,
   *   owner: string | null, operation: string }} target claims null: a signed upload token
   *   already carries the decision
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

  /**
   * Sends an object's bytes (with Range support) straight from disk to the socket. Hono answers
   * HEAD with the GET route: headers only, nothing read from disk.
   * @param {StorageContext} c
   * @param {ObjectRow} object
   * @param {{ download?: string }} [options] download: the attachment's name ('' for none)
   */
  async function sendObject(c, object, { download } = {}) {
    const headOnly = c.req.method === 'HEAD';
    const metadata = object.metadata ?? {};
    const size = await files.size(object.version).catch(() => {
      throw ERRORS.NoSuchKey();
    });
    /** @type {Record<string, string>} */
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
    /** @type {200 | 206} */
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
    const outgoing = c.env.outgoing;
    outgoing.writeHead(status, headers);
    pipeline(files.read(object.version, range), outgoing).catch(() => outgoing.destroy());
    return RESPONSE_ALREADY_SENT;
  }

  /**
   * The object name of an object route (`:name{.+}`).
   * @param {StorageContext} c
   */
  const nameParam = (c) => {
    const name = c.req.param('name');
    if (name === undefined) throw ERRORS.InvalidKey('');
    return name;
  };

  /**
   * The bucket of a bucket or object route (`:bucket`).
   * @param {StorageContext} c
   */
  const bucketParam = (c) => {
    const bucket = c.req.param('bucket');
    if (bucket === undefined) throw ERRORS.NoSuchBucket();
    return bucket;
  };

  /**
   * @param {string} bucketId
   */
  const publicBucket = async (bucketId) => {
    const bucket = await bucketForService(bucketId);
    if (!bucket.public) throw ERRORS.NoSuchBucket();
    return bucket;
  };

  return {
    verifyJwt,
    claimsOf,
    verifySignedToken,
    sign,
    jsonBody,
    ownerOf,
    bucketForService,
    findObjectAsCaller,
    findObjectAsService,
    sizeLimitOf,
    assertBucketTakes,
    assertCanWrite,
    recordObject,
    drained,
    receiveUpload,
    upload,
    sendObject,
    nameParam,
    bucketParam,
    publicBucket,
    db,
    files,
    fileSizeLimit,
  };
}
