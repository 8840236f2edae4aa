// The data room's file types live once, in public.data_room_file_types; `npm run db:types` writes
// them into the data-room function and the client. This fails when either copy is stale.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FILE_TYPES_FILES, generateFileTypes } from '../../stack/lib/database.mjs';
import { stackEnv } from '../support/env';

describe('generated data-room file types', () => {
  it.each(FILE_TYPES_FILES)(
    '%s is the database list (run `npm run db:types` after changing it)',
    async (path) => {
      const checkedIn = readFileSync(join(import.meta.dirname, '..', '..', path), 'utf8');
      expect(checkedIn).toBe(await generateFileTypes({ dbUrl: stackEnv.dbUrl }));
    },
    60_000,
  );
});
