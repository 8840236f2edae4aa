// src/lib/database.types.ts is generated (`npm run db:types`); this fails when the checked-in file
// no longer matches what the migrations produce.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { generateTypes } from '../../stack/lib/database.mjs';
import { stackEnv } from '../support/env';

describe('generated database types', () => {
  it('are up to date with the migrations (run `npm run db:types` after changing the schema)', async () => {
    const checkedIn = readFileSync(
      join(import.meta.dirname, '..', '..', 'src', 'lib', 'database.types.ts'),
      'utf8',
    );
    const fresh = await generateTypes({ dbUrl: stackEnv.dbUrl });
    expect(checkedIn).toBe(fresh);
  }, 60_000);
});
