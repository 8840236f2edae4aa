// Entry point of the local stack's Storage service: `node stack/storage/server.mjs`.
// Env: PORT, DATABASE_URL (as supabase_storage_admin), JWT_SECRET, STORAGE_ROOT (folder of the
//      bytes), FILE_SIZE_LIMIT (bytes; config.toml [storage] file_size_limit), HOST (127.0.0.1).
import { pathToFileURL } from 'node:url';
import { serve } from '@hono/node-server';
import { createStorageApp } from './app.mjs';
import { createDb } from './db.mjs';
import { createFileStore } from './files.mjs';

export { createStorageApp };

async function main() {
  /** @param {string} name */
  const required = (name) => {
    const value = process.env[name];
    if (!value) {
      console.error(`[storage] ${name} is required`);
      process.exit(1);
    }
    return value;
  };
  const databaseUrl = required('DATABASE_URL');
  const jwtSecret = required('JWT_SECRET');
  const storageRoot = required('STORAGE_ROOT');
  const port = Number(process.env.PORT ?? 5000);
  const host = process.env.HOST || '127.0.0.1';
  const fileSizeLimit = Number(process.env.FILE_SIZE_LIMIT ?? 50 * 1024 * 1024);
  const db = createDb(databaseUrl);
  const files = await createFileStore(storageRoot);
  const app = createStorageApp({
    db,
    files,
    jwtSecret,
    fileSizeLimit,
  });
  const server = serve({ fetch: app.fetch, port, hostname: host }, (info) => {
    console.log(`[storage] Storage API listening on http://${host}:${info.port}`);
  });
  const shutdown = () => {
    server.close();
    db.close().finally(() => process.exit(0));
    setTimeout(() => process.exit(0), 3000).unref();
  };
  process.on('SIGTERM', shutdown);
  process.on('SIGINT', shutdown);
}

const isEntry = Boolean(process.argv[1]) && import.meta.url === pathToFileURL(process.argv[1]).href;
if (isEntry) await main();
