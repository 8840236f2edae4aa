// Declared schema against migrations, on scratch databases of the local stack (no Docker):
// `npm run db:diff -- <name>` writes the migration that turns what supabase/migrations build into
// what supabase/schemas declares; `node stack/cli.mjs declare` writes the declared files (or prints
// one object) from what the migrations build. tests/stack/declared-schema.test.ts uses the same
// builders to prove both build the same database.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from './config.mjs';
import {
  applyDeclared,
  schemasDir,
  splitStatements,
  SUBJECTS,
  unclassified,
  writeSubject,
} from './declared-schema.mjs';
import { compareCatalogs, literal, readCatalog } from './schema-catalog.mjs';
import {
  createScratchDatabase,
  dropScratchDatabase,
  pushMigrations,
  withDatabase,
} from './scratch-database.mjs';

const migrationsDir = join(repoRoot, 'supabase', 'migrations');

/**
 * A scratch database name of this process (tests run side by side on one stack).
 * @param {string} purpose
 */
export const scratchName = (purpose) =>
  `scratch_${purpose}_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;

/**
 * Runs `fn(url)` on a scratch database that the migrations (up to `upTo`) built; drops it afterwards.
 * @param {Pick<import('./config.mjs').StackConfig, 'dbUrl'>} cfg
 * @template T
 * @param {(url: string) => Promise<T>} fn
 * @param {{ upTo?: string }} [options] as pushMigrations'
 * @returns {Promise<T>}
 */
export async function withMigrated(cfg, fn, { upTo } = {}) {
  const name = scratchName('migrated');
  try {
    const url = await createScratchDatabase(cfg, name);
    pushMigrations(url, { upTo });
    return await fn(url);
  } finally {
    await dropScratchDatabase(cfg, name);
  }
}

/**
 * Runs `fn(url)` on a scratch database that the declared files built; drops it afterwards.
 * @param {Pick<import('./config.mjs').StackConfig, 'dbUrl'>} cfg
 * @template T
 * @param {(url: string) => Promise<T>} fn
 * @returns {Promise<T>}
 */
export async function withDeclared(cfg, fn) {
  const name = scratchName('declared');
  try {
    const url = await createScratchDatabase(cfg, name);
    await applyDeclared(url);
    return await fn(url);
  } finally {
    await dropScratchDatabase(cfg, name);
  }
}

/**
 * The differences as text: each object's key, then its text in both databases.
 * @param {Difference[]} differences
 * @param {[string, string]} names what the two sides are called
 */
export function describeDifferences(differences, [leftName, rightName]) {
  return differences
    .map(({ key, left, right }) =>
      [
        `* ${key}`,
        `  ${leftName}: ${left == null ? '(missing)' : `\n${indent(left)}`}`,
        `  ${rightName}: ${right == null ? '(missing)' : `\n${indent(right)}`}`,
      ].join('\n'),
    )
    .join('\n');
}
/**
 * @param {string} text
 */
const indent = (text) => text.replace(/^/gm, '      ');

/**
 * @param {string} url
 */
function cliUrl(url) {
  return `${url}${url.includes('?') ? '&' : '?'}sslmode=disable`;
}

/**
 * `supabase db diff --use-pg-delta` from one database to another: the SQL that turns from into to.
 * @param {string} fromUrl
 * @param {string} toUrl
 */
function pgDelta(fromUrl, toUrl) {
  try {
    return execFileSync(
      join(repoRoot, 'node_modules', '.bin', 'supabase'),
      ['db', 'diff', '--from', cliUrl(fromUrl), '--to', cliUrl(toUrl), '--use-pg-delta'],
      {
        cwd: repoRoot,
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'pipe'],
        env: { ...process.env, SUPABASE_TELEMETRY_DISABLED: '1', DO_NOT_TRACK: '1' },
        maxBuffer: 64 * 1024 * 1024,
      },
    );
  } catch (error) {
    // execFileSync's error carries the command's stderr.
    const failed = /** @type {Error & { stderr?: string }} */ (error);
    throw new Error(`supabase db diff failed:\n${failed.stderr || failed.message}`);
  }
}

/** @typedef {import('./schema-catalog.mjs').CatalogObject} CatalogObject */
/** @typedef {import('./schema-catalog.mjs').Difference} Difference */

/**
 * Buckets are rows of storage.buckets, which a schema diff does not see: written here.
 * @param {Difference[]} differences
 */
function bucketSql(differences) {
  return differences
    .filter((d) => d.key.startsWith('bucket '))
    .map((d) =>
      d.right == null
        ? `delete from storage.buckets where id = ${literal(d.key.slice('bucket '.length))};`
        : `${d.right.replace(/;$/, '')}\non conflict (id) do update set name = excluded.name, public = excluded.public,\n  file_size_limit = excluded.file_size_limit, allowed_mime_types = excluded.allowed_mime_types;`,
    );
}

/**
 * Rows of the reference tables (REFERENCE_TABLES), which a schema diff does not see either.
 * @param {Difference[]} differences
 * @param {CatalogObject[]} migrated
 * @param {CatalogObject[]} declared
 * @returns {{ table: string, sql: string }[]}
 */
function rowSql(differences, migrated, declared) {
  return differences
    .filter((d) => d.key.startsWith('row '))
    .map((d) => {
      const object = [...declared, ...migrated].find((o) => o.key === d.key);
      if (!object?.table || !object.primaryKey || !object.columns)
        throw new Error(`${d.key} is not a reference row of either catalog`);
      return {
        table: object.table,
        sql: rowStatement(d, {
          ...object,
          table: object.table,
          primaryKey: object.primaryKey,
          columns: object.columns,
        }),
      };
    });
}

/**
 * @param {Difference} d
 * @param {CatalogObject & { table: string, primaryKey: string[], columns: string[] }} object
 */
function rowStatement(d, object) {
  if (d.right == null) {
    const where = object.primaryKey
      .map((column, index) => `${column} = ${literal(object.name.split(', ')[index])}`)
      .join(' and ');
    return `delete from ${object.table} where ${where};`;
  }
  const rest = object.columns.filter((c) => !object.primaryKey.includes(c));
  return `${d.right.replace(/;$/, '')}\non conflict (${object.primaryKey.join(', ')}) do ${
    rest.length ? `update set ${rest.map((c) => `${c} = excluded.${c}`).join(', ')}` : 'nothing'
  };`;
}

/**
 * pg-delta's statements with the reference rows placed: the rows of a new table right after its
 * CREATE TABLE (before the foreign keys that need them), the others at the end.
 * @param {string} schemaSql
 * @param {{ table: string, sql: string }[]} rows
 */
function placeRows(schemaSql, rows) {
  const statements = splitStatements(schemaSql);
  const late = [];
  const placed = new Map();
  for (const row of rows) {
    const [schema, table] = row.table.split('.');
    const create = statements.findIndex((statement) =>
      statement.startsWith(`CREATE TABLE "${schema}"."${table}" (`),
    );
    if (create < 0) {
      late.push(row.sql);
      continue;
    }
    // In key order, after the rows of this table placed before.
    const after = placed.get(row.table) ?? 0;
    statements.splice(create + 1 + after, 0, row.sql);
    placed.set(row.table, after + 1);
  }
  return [...statements, ...late].join('\n\n');
}

// Each generated migration names the objects it changes with a fingerprint of each as the
// migrations before it left them. A migration merged from another branch that sorts before it and
// changes one of those objects changes that fingerprint: staleFingerprints() reports it (the test
// fails), instead of this migration silently overwriting the other change (a lost update).
const FINGERPRINT_HEADER = '-- Objects that change [fingerprint before]:';
const FINGERPRINT_LINE = /^-- {3}(.+) \[was ([0-9a-f]{12}|absent)\]$/;

/**
 * @param {string | null | undefined} text
 */
export const fingerprint = (text) =>
  text == null ? 'absent' : createHash('sha256').update(text).digest('hex').slice(0, 12);

/**
 * Generated migrations whose objects no longer are what they were generated from:
 * [{ file, key, expected, actual }]. Each is checked against what the migrations before it
 * build: one scratch database walks through the migrations in order, read before each generated
 * migration. `extra` ({ file, sql }) adds migrations that are not in the folder.
 *
 * The walk applies each file over one connection as one implicit transaction, as `supabase db
 * push` sends a file, but without starting the CLI once per generated migration (a second each,
 * and the generated migrations keep coming). Whether the CLI's push of the same files builds the
 * declared database is the push test's question.
 * @param {Pick<import('./config.mjs').StackConfig, 'dbUrl'>} cfg
 * @param {{ extra?: { file: string, sql: string }[] }} [options]
 */
export async function staleFingerprints(cfg, { extra = [] } = {}) {
  const migrations = [
    ...readdirSync(migrationsDir)
      .filter((file) => file.endsWith('.sql'))
      .map((file) => ({ file, sql: readFileSync(join(migrationsDir, file), 'utf8') })),
    ...extra,
  ].sort((a, b) => (a.file < b.file ? -1 : 1));
  /** @type {{ file: string, key: string, expected: string, actual: string }[]} */
  const stale = [];
  const name = scratchName('fingerprints');
  try {
    const url = await createScratchDatabase(cfg, name);
    await withDatabase(url, async (client) => {
      for (const { file, sql } of migrations) {
        const lines = sql.split('\n');
        if (lines.includes(FINGERPRINT_HEADER)) {
          const expected = lines
            .map((l) => FINGERPRINT_LINE.exec(l))
            .filter((match) => match !== null);
          const catalog = await readCatalog(url);
          // Every key as compareCatalogs names it, tables part by part.
          /** @type {Map<string, string>} */
          const texts = new Map();
          for (const o of catalog) {
            texts.set(o.key, o.sql);
            for (const [part, text] of o.parts ?? []) texts.set(`${o.key}: ${part}`, text);
          }
          for (const [, key, hash] of expected) {
            const actual = fingerprint(texts.get(key));
            if (actual !== hash) stale.push({ file, key, expected: hash, actual });
          }
        }
        try {
          await client.query(sql);
        } catch (error) {
          throw new Error(`${file}: ${/** @type {Error} */ (error).message}`);
        }
      }
    });
  } finally {
    await dropScratchDatabase(cfg, name);
  }
  return stale;
}

/** The next migration's timestamp: now (UTC), or one after the newest migration if that is later. */
function nextTimestamp() {
  const now = new Date().toISOString().replace(/\D/g, '').slice(0, 14);
  const newest = readdirSync(migrationsDir)
    .map((f) => f.slice(0, 14))
    .filter((p) => /^\d{14}$/.test(p))
    .sort()
    .at(-1);
  return newest && newest >= now ? String(BigInt(newest) + 1n) : now;
}

/**
 * `npm run db:diff -- <name>`: the migration from what the migrations build to what the declared
 * files build. Returns null (and writes nothing) when they are equal; else the file written and
 * what still differs after applying it (empty when the migration is complete).
 * @param {Pick<import('./config.mjs').StackConfig, 'dbUrl'>} cfg
 * @param {string} name
 * @param {{ prefix?: string }} [options] the migration's version instead of now
 */
export async function diffToMigration(cfg, name, { prefix } = {}) {
  if (!/^[a-z0-9_]+$/.test(name)) throw new Error('The migration name is lower_snake_case.');
  return withMigrated(cfg, (migratedUrl) =>
    withDeclared(cfg, async (declaredUrl) => {
      const migrated = await readCatalog(migratedUrl);
      const declared = await readCatalog(declaredUrl);
      const differences = compareCatalogs(migrated, declared);
      if (!differences.length) return null;
      const schemaSql = pgDelta(migratedUrl, declaredUrl).trim();
      const sql = [
        `-- Generated by \`npm run db:diff -- ${name}\` from supabase/schemas; review, then say here why.`,
        '--',
        FINGERPRINT_HEADER,
        ...differences.map((d) => `--   ${d.key} [was ${fingerprint(d.left)}]`),
        '',
        placeRows(schemaSql, rowSql(differences, migrated, declared)),
        '',
        ...bucketSql(differences),
        '',
      ].join('\n');
      const file = join(migrationsDir, `${prefix ?? nextTimestamp()}_${name}.sql`);
      writeFileSync(file, sql);
      // Check the migration: applied after the others, it must build the declared database.
      const remaining = await withMigrated(cfg, async (url) =>
        compareCatalogs(await readCatalog(url), declared),
      );
      return { file, differences, remaining };
    }),
  );
}

/**
 * `node stack/cli.mjs declare [subject...]`: rewrites subject files from what the migrations build.
 * @param {Pick<import('./config.mjs').StackConfig, 'dbUrl'>} cfg
 * @param {string[]} names
 */
export async function declareSubjects(cfg, names) {
  return withMigrated(cfg, async (url) => {
    const catalog = await readCatalog(url);
    const orphans = unclassified(catalog);
    if (orphans.length)
      throw new Error(
        `No subject for:\n${orphans.map((o) => `  ${o.key}`).join('\n')}\nAdd them to stack/lib/declared-schema.mjs.`,
      );
    const subjects = names.length ? SUBJECTS.filter((s) => names.includes(s.name)) : SUBJECTS;
    const unknown = names.filter((n) => !SUBJECTS.some((s) => s.name === n));
    if (unknown.length)
      throw new Error(
        `Unknown subject ${unknown.join(', ')}; subjects: ${SUBJECTS.map((s) => s.name).join(', ')}`,
      );
    return subjects.map((subject) => {
      const file = join(schemasDir, subject.file);
      writeFileSync(file, writeSubject(subject, catalog));
      return file;
    });
  });
}

/**
 * `node stack/cli.mjs declare --print <text>`: objects whose key contains text, as the migrations build them.
 * @param {import('./config.mjs').StackConfig} cfg
 * @param {string} text
 */
export async function printObjects(cfg, text) {
  return withMigrated(cfg, async (url) =>
    (await readCatalog(url))
      .filter((o) => o.key.includes(text))
      .map((o) => `-- ${o.key}\n${o.sql}\n`),
  );
}
