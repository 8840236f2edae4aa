// Move, copy, signed download URLs and signed upload URLs.
import { randomUUID } from 'node:crypto';
import { ERRORS } from '../errors.mjs';
import { transformOptionsFromBody, transformationString } from '../render.mjs';
import { SIGNED_UPLOAD_EXPIRES_IN, mustBeValidKey } from '../context.mjs';

/** @param {import('../context.mjs').StorageApp} app @param {ReturnType<typeof import('../context.mjs').createStorageContext>} ctx */
export function registerMoveCopySignRoutes(app, ctx) {
  const {
    claimsOf,
    verifySignedToken,
    sign,
    jsonBody,
    ownerOf,
    bucketForService,
    findObjectAsCaller,
    findObjectAsService,
    assertBucketTakes,
    assertCanWrite,
    recordObject,
    upload,
    sendObject,
    nameParam,
    db,
    files,
    bucketParam,
  } = ctx;
  /**
   * The caller and the body of a move or copy, checked as Storage checks them.
   * @param {import('../context.mjs').StorageContext} c
   */
  async function moveOrCopyRequest(c) {
    const claims = await claimsOf(c);
    const body = await jsonBody(c);
    const { bucketId, sourceKey, destinationKey, destinationBucket } = body;
    if (
      typeof bucketId !== 'string' ||
      typeof sourceKey !== 'string' ||
      typeof destinationKey !== 'string' ||
      !bucketId ||
      !sourceKey ||
      !destinationKey
    )
      throw ERRORS.Validation(
        "body must have required property 'bucketId', 'sourceKey' and 'destinationKey'",
      );
    mustBeValidKey(destinationKey);
    return {
      claims,
      bucketId,
      sourceKey,
      destinationKey,
      destinationBucket:
        typeof destinationBucket === 'string' && destinationBucket ? destinationBucket : bucketId,
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
          metadata: source.metadata ?? undefined,
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
        metadata: source.metadata ?? undefined,
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
    const bucketId = bucketParam(c);
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
      paths.map(async (/** @type {string} */ path) => {
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
    const bucketId = bucketParam(c);
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

  /**
   * @param {import('../context.mjs').StorageContext} c
   */
  const signedDownload = async (c) => {
    const bucketId = bucketParam(c);
    const name = nameParam(c);
    await verifySignedToken(c.req.query('token'), `${bucketId}/${name}`, 'download');
    const object = await findObjectAsService(bucketId, name);
    return sendObject(c, object, { download: c.req.query('download') });
  };
  app.get('/object/sign/:bucket/:name{.+}', signedDownload);

  app.post('/object/upload/sign/:bucket/:name{.+}', async (c) => {
    const claims = await claimsOf(c);
    const bucketId = bucketParam(c);
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
    const bucketId = bucketParam(c);
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
}
