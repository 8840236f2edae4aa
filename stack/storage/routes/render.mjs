// Image transformations (/render/image), on sharp (see ../render.mjs).
import { ERRORS } from '../errors.mjs';
import {
  imgproxySegments,
  renderImage,
  transformOptionsFromQuery,
  transformOptionsFromString,
} from '../render.mjs';

/** @param {import('../context.mjs').StorageApp} app @param {ReturnType<typeof import('../context.mjs').createStorageContext>} ctx */
export function registerRenderRoutes(app, ctx) {
  const {
    claimsOf,
    verifySignedToken,
    bucketForService,
    findObjectAsCaller,
    findObjectAsService,
    nameParam,
    publicBucket,
    files,
    bucketParam,
  } = ctx;

  /**
   * Sends an object transformed as `options` say (the whole source is read: images are small).
   * @param {import('../context.mjs').StorageContext} c
   * @param {import('../context.mjs').ObjectRow} object
   * @param {import('../render.mjs').TransformOptions} options
   */
  async function sendRendered(c, object, options) {
    /** @type {Buffer[]} */
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
    /** @type {Record<string, string>} */
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
    // sharp's Buffer lies over a plain ArrayBuffer (never a shared one), as Hono's body wants.
    const bytes = /** @type {Uint8Array<ArrayBuffer>} */ (data);
    return c.req.method === 'HEAD' ? c.body(null, 200, headers) : c.body(bytes, 200, headers);
  }

  app.get('/render/image/authenticated/:bucket/:name{.+}', async (c) => {
    const claims = await claimsOf(c);
    const options = transformOptionsFromQuery(c.req.query());
    const bucketId = bucketParam(c);
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
    const bucketId = bucketParam(c);
    await publicBucket(bucketId);
    return sendRendered(c, await findObjectAsService(bucketId, nameParam(c)), options);
  });

  app.get('/render/image/sign/:bucket/:name{.+}', async (c) => {
    const bucketId = bucketParam(c);
    const name = nameParam(c);
    const payload = await verifySignedToken(
      c.req.query('token'),
      `${bucketId}/${name}`,
      'download',
    );
    const options = transformOptionsFromString(String(payload.transformations ?? ''));
    return sendRendered(c, await findObjectAsService(bucketId, name), options);
  });
}
