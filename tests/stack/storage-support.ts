// Shared set-up of the Storage tests: a database connection for buckets and policies that only a
// migration could create, and where the stack keeps the bytes.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { stackConfig } from '../../stack/lib/config.mjs';
import { withDb } from '../support/db';
import { stackEnv } from '../support/env';

export { withDb };

export const storageUrl = `${stackEnv.url}/storage/v1`;

/** A bucket id no other test run uses. */
export const uniqueBucket = (label: string) => `${label}-${randomUUID().slice(0, 8)}`;

/** The folder the stack under test keeps object bytes in (see stack/lib/services.mjs). */
export function storageRoot(): string {
  const home = process.env.STACK_HOME
    ? process.env.STACK_HOME
    : stackConfig((process.env.STACK_PROFILE as 'dev' | undefined) ?? 'dev').home;
  return join(home, 'storage');
}

export const filesOnDisk = (folder: 'objects' | 'partial') =>
  readdirSync(join(storageRoot(), folder)).length;

/**
 * Files of the stack's object store that are no object: partial uploads, and stored files no row
 * of storage.objects names. Other files' tests upload, copy and delete at the same time (a count
 * of files before and after judges their work too); their files are stray only for a moment
 * (written before the row commits, removed after it is deleted), so poll this until it is empty.
 */
export async function strayFiles(): Promise<string[]> {
  const stored = readdirSync(join(storageRoot(), 'objects'));
  const partial = readdirSync(join(storageRoot(), 'partial')).map((file) => `partial/${file}`);
  const known = await withDb(async (db) => {
    const { rows } = await db.query<{ version: string }>(
      'select version from storage.objects where version = any($1)',
      [stored],
    );
    return new Set(rows.map((row) => row.version));
  });
  return [...stored.filter((file) => !known.has(file)), ...partial];
}

/** Owner-folder policies as Supabase's docs write them: `<bucket>/<auth.uid()>/...`. */
export async function createOwnerFolderPolicies(bucket: string) {
  const owns = `bucket_id = '${bucket}' and (storage.foldername(name))[1] = (select auth.uid()::text)`;
  await withDb(async (db) => {
    await db.query(`create policy "${bucket} select own folder" on storage.objects
      for select to authenticated using (${owns})`);
    await db.query(`create policy "${bucket} insert own folder" on storage.objects
      for insert to authenticated with check (${owns})`);
    await db.query(`create policy "${bucket} update own folder" on storage.objects
      for update to authenticated using (${owns}) with check (${owns})`);
    await db.query(`create policy "${bucket} delete own folder" on storage.objects
      for delete to authenticated using (${owns})`);
  });
}

export async function dropOwnerFolderPolicies(bucket: string) {
  await withDb(async (db) => {
    for (const op of ['select', 'insert', 'update', 'delete'])
      await db.query(`drop policy if exists "${bucket} ${op} own folder" on storage.objects`);
  });
}

/** The row of an object as the database has it (null when there is none). */
export async function objectRow(bucket: string, name: string) {
  return withDb(async (db) => {
    const { rows } = await db.query(
      'select id, name, owner, owner_id, version, metadata from storage.objects where bucket_id = $1 and name = $2',
      [bucket, name],
    );
    return (rows[0] as Record<string, unknown> | undefined) ?? null;
  });
}
