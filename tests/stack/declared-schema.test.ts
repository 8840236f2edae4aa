// supabase/schemas/<subject>.sql declares the database; supabase/migrations changes production's.
// These tests build both into scratch databases of the stack under test and compare every object of
// the app (tables column by column, constraints, indexes, functions with their bodies, triggers,
// policies incl. Storage's, grants, comments, buckets, the Realtime publication's tables), naming
// each one that differs. After editing a subject's file, `npm run db:diff -- <name>` writes the
// migration that makes them equal again.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { splitStatements } from '../../stack/lib/declared-schema.mjs';
import { compareCatalogs, readCatalog } from '../../stack/lib/schema-catalog.mjs';
import {
  describeDifferences,
  staleFingerprints,
  withDeclared,
  withMigrated,
} from '../../stack/lib/schema-diff.mjs';
import { pushMigrations, withDatabase } from '../../stack/lib/scratch-database.mjs';
import { stackEnv } from '../support/env';

const cfg = { dbUrl: stackEnv.dbUrl };
const names: [string, string] = ['migrations', 'declared'];

// The last migration written before the schema was declared by subject (issue 28): production
// runs these, and `supabase db push` brings it the newer ones.
const DEPLOYED_BEFORE_DECLARED = '20261126200001';

describe('declared schema', () => {
  it('the declared files build the database the migrations build (else: npm run db:diff -- <name>)', async () => {
    const differences = await withMigrated(cfg, (migrated) =>
      withDeclared(cfg, async (declared) =>
        compareCatalogs(await readCatalog(migrated), await readCatalog(declared)),
      ),
    );
    expect(describeDifferences(differences, names)).toBe('');
  }, 240_000);

  it('pushing the newer migrations onto a database built from the deployed ones gives the declared database', async () => {
    const differences = await withMigrated(
      cfg,
      async (deployed) => {
        const before = await readCatalog(deployed);
        // Production has data: a stored data-room version, which the file-type list's foreign
        // key (replacing a check) must accept. Written past triggers and foreign keys, as only its
        // mime_type matters here.
        await withDatabase(deployed, async (client) => {
          await client.query('set session_replication_role = replica');
          await client.query(
            `insert into public.data_room_versions
               (document_id, listing_id, version_no, file_name, mime_type, size_bytes, uploaded_by)
             values (gen_random_uuid(), gen_random_uuid(), 1, 'accounts.pdf', 'application/pdf', 10, gen_random_uuid())`,
          );
        });
        // The same database, brought up to date as `supabase db push` does it on production.
        pushMigrations(deployed);
        const after = await readCatalog(deployed);
        expect(before).not.toEqual(after);
        return withDeclared(cfg, async (declared) =>
          compareCatalogs(after, await readCatalog(declared)),
        );
      },
      { upTo: DEPLOYED_BEFORE_DECLARED },
    );
    expect(describeDifferences(differences, names)).toBe('');
  }, 240_000);

  it('a lost update (an older deal_overview() recreated over the current one) shows as that function differing', async () => {
    // 20261125500002 recreated deal_overview() from the version before the offers' and so dropped
    // them (20261125600001 repaired it). Applied over the declared database, it must not pass.
    const older = splitStatements(
      readFileSync(
        join(
          import.meta.dirname,
          '..',
          '..',
          'supabase',
          'migrations',
          '20261125500002_deal_responsiveness.sql',
        ),
        'utf8',
      ),
    ).filter((statement) => /^(drop|create) function public\.deal_overview\(/m.test(statement));
    expect(older).toHaveLength(2);
    const differences = await withMigrated(cfg, (migrated) =>
      withDeclared(cfg, async (declared) => {
        await withDatabase(declared, async (client) => {
          for (const statement of older) await client.query(statement);
        });
        return compareCatalogs(await readCatalog(migrated), await readCatalog(declared));
      }),
    );
    expect(differences.map((d) => d.key)).toEqual([
      'function public.deal_overview(p_deal_id uuid)',
    ]);
    expect(differences[0].left).toContain('offers');
    expect(differences[0].right).not.toContain('offers');
  }, 240_000);

  it('every generated migration still starts from what it was generated against (no lost update on merge)', async () => {
    // When this fails after a merge: a migration that sorts before the named generated one changes
    // an object the generated one replaces. Bring that change into the subject's file (`node
    // stack/cli.mjs declare --print '<key>'` shows the object as the migrations build it), then
    // regenerate the named migration if it is not deployed yet, or add a new one (README:
    // "Changing the database").
    expect(
      await staleFingerprints(cfg),
      'generated migrations whose objects changed under them',
    ).toEqual([]);
  }, 240_000);

  it('a migration from another branch that changes an object a generated migration replaces is reported', async () => {
    // Another branch, merged later, adds a migration that sorts before 20261127400001 and changes
    // deal_overview(), which 20261127400001 recreates from the declared file: applied in order,
    // the later one would silently undo it. The fingerprint names the conflict instead.
    const otherBranch = {
      file: '20261127100009_other_branch.sql',
      sql: "comment on function public.deal_overview(uuid) is 'Changed on another branch.';\n",
    };
    const stale = await staleFingerprints(cfg, { extra: [otherBranch] });
    expect(stale.map(({ file, key }) => `${file}: ${key}`)).toEqual([
      '20261127400001_one_rule_per_function.sql: function public.deal_overview(p_deal_id uuid)',
      // Issue 32 recreates it too (the buyer's email masked before access).
      '20261127700001_decisions_reasons_undo_and_masked_contacts.sql: function public.deal_overview(p_deal_id uuid)',
    ]);
  }, 240_000);
});
