// Uploads, updates and deletes of objects.
import { ERRORS } from '../errors.mjs';
import { OBJECT_COLUMNS } from '../context.mjs';

/** @param {import('../context.mjs').StorageApp} app @param {ReturnType<typeof import('../context.mjs').createStorageContext>} ctx */
export function registerWriteRoutes(app, ctx) {
  const {
    claimsOf,
    jsonBody,
    ownerOf,
    findObjectAsService,
    upload,
    nameParam,
    db,
    files,
    bucketParam,
  } = ctx;

  app.post('/object/:bucket/:name{.+}', async (c) => {
    const claims = await claimsOf(c);
    const result = await upload(c, {
      bucketId: bucketParam(c),
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
      bucketId: bucketParam(c),
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
    const bucketId = bucketParam(c);
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
    const bucketId = bucketParam(c);
    const body = await jsonBody(c);
    const prefixes = body.prefixes;
    if (!Array.isArray(prefixes) || prefixes.length === 0)
      throw ERRORS.Validation('body/prefixes must NOT have fewer than 1 items');
    if (prefixes.length > 1000)
      throw ERRORS.Validation('body/prefixes must NOT have more than 1000 items');
    const { rows } = await db.asCaller(claims, 'storage.object.delete_many', (client) =>
      client.query(
        `delete from storage.objects where bucket_id = $1 and name = any($2) returning ${OBJECT_COLUMNS}`,
        [bucketId, prefixes.map(String)],
      ),
    );
    await files.remove(rows.map((row) => row.version));
    return c.json(rows);
  });
}
