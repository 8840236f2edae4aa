// Reading objects: info, public and authenticated downloads.

/** @param {import('../context.mjs').StorageApp} app @param {ReturnType<typeof import('../context.mjs').createStorageContext>} ctx */
export function registerReadRoutes(app, ctx) {
  const {
    claimsOf,
    bucketForService,
    findObjectAsCaller,
    findObjectAsService,
    sendObject,
    nameParam,
    publicBucket,
    bucketParam,
  } = ctx;

  /**
   * @param {import('../context.mjs').ObjectRow} object
   */
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

  app.get('/object/info/public/:bucket/:name{.+}', async (c) => {
    const bucketId = bucketParam(c);
    await publicBucket(bucketId);
    return c.json(infoJson(await findObjectAsService(bucketId, nameParam(c))));
  });

  /**
   * @param {import('../context.mjs').StorageContext} c
   */
  const authenticatedInfo = async (c) => {
    const claims = await claimsOf(c, { headerRequired: true });
    const bucketId = bucketParam(c);
    const bucket = await bucketForService(bucketId);
    const name = nameParam(c);
    const object = bucket.public
      ? await findObjectAsService(bucketId, name)
      : await findObjectAsCaller(claims, bucketId, name, 'storage.object.info_authenticated');
    return c.json(infoJson(object));
  };
  app.get('/object/info/authenticated/:bucket/:name{.+}', authenticatedInfo);
  app.get('/object/info/:bucket/:name{.+}', authenticatedInfo);

  /**
   * @param {import('../context.mjs').StorageContext} c
   */
  const publicDownload = async (c) => {
    const bucketId = bucketParam(c);
    await publicBucket(bucketId);
    const object = await findObjectAsService(bucketId, nameParam(c));
    return sendObject(c, object, { download: c.req.query('download') });
  };
  app.get('/object/public/:bucket/:name{.+}', publicDownload);

  /**
   * @param {import('../context.mjs').StorageContext} c
   */
  const authenticatedDownload = async (c) => {
    const claims = await claimsOf(c, { headerRequired: true });
    const bucketId = bucketParam(c);
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
}
