// supabase/schema.sql is the readable data contract (`npm run db:schema`); this fails when the
// checked-in file no longer matches what the migrations build, so every schema change is reviewed
// as a diff of it.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { describeSchema } from '../../stack/lib/schema-snapshot.mjs';
import { stackEnv } from '../support/env';

describe('schema snapshot', () => {
  it('supabase/schema.sql is what the migrations build (run `npm run db:schema` after a migration)', async () => {
    const checkedIn = readFileSync(
      join(import.meta.dirname, '..', '..', 'supabase', 'schema.sql'),
      'utf8',
    );
    expect(await describeSchema({ dbUrl: stackEnv.dbUrl })).toBe(checkedIn);
  }, 60_000);
});
