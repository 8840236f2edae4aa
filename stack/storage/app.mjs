// The Storage service: Supabase Storage's REST API (the part storage-js calls) on Hono, behind the
// gateway at /storage/v1. Endpoints, JSON and errors follow github:supabase/storage
// (src/http/routes/{bucket,object,render}); policies on storage.buckets / storage.objects decide
// every operation as the caller (see db.mjs); bytes live on local disk (see files.mjs) and stream in
// and out without being held in memory. The routes live in routes/*.mjs over one shared context
// (context.mjs), registered here in Storage's order (fixed paths before the catch-all object paths).
import { Hono } from 'hono';
import { createStorageContext } from './context.mjs';
import { toStorageError } from './errors.mjs';
import { registerBucketRoutes } from './routes/buckets.mjs';
import { registerListingRoutes } from './routes/listing.mjs';
import { registerMoveCopySignRoutes } from './routes/move-copy-sign.mjs';
import { registerReadRoutes } from './routes/read.mjs';
import { registerRenderRoutes } from './routes/render.mjs';
import { registerWriteRoutes } from './routes/write.mjs';

export { parseFileSize } from './context.mjs';

/**
 * @param {{ db: ReturnType<typeof import('./db.mjs').createDb>;
 *   files: Awaited<ReturnType<typeof import('./files.mjs').createFileStore>>;
 *   jwtSecret: string; fileSizeLimit: number }} options
 */
export function createStorageApp({ db, files, jwtSecret, fileSizeLimit }) {
  /** @type {import('./context.mjs').StorageApp} */
  const app = new Hono();

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

  const ctx = createStorageContext({ db, files, jwtSecret, fileSizeLimit });
  registerBucketRoutes(app, ctx);
  registerListingRoutes(app, ctx);
  registerMoveCopySignRoutes(app, ctx);
  registerReadRoutes(app, ctx);
  registerRenderRoutes(app, ctx);
  registerWriteRoutes(app, ctx);
  return app;
}
