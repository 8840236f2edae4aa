// The [storage] section of supabase/config.toml, as the Supabase CLI reads it for `supabase start`.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'smol-toml';
import { repoRoot } from './config.mjs';

const UNITS = { B: 1, KB: 1e3, MB: 1e6, GB: 1e9, KIB: 1024, MIB: 1024 ** 2, GIB: 1024 ** 3 };

/** "50MiB", "5GB", "1024" (bytes) as the CLI parses sizes. */
export function parseSize(value) {
  const match = /^\s*(\d+(?:\.\d+)?)\s*([KMG]i?B|B)?\s*$/i.exec(String(value));
  if (!match) throw new Error(`config.toml [storage] file_size_limit: cannot read "${value}"`);
  return Math.floor(Number(match[1]) * UNITS[(match[2] ?? 'B').toUpperCase()]);
}

export function storageSettings() {
  const config = parse(readFileSync(join(repoRoot, 'supabase', 'config.toml'), 'utf8'));
  const storage = /** @type {Record<string, unknown>} */ (config.storage ?? {});
  return {
    enabled: storage.enabled !== false,
    fileSizeLimit: parseSize(storage.file_size_limit ?? '50MiB'),
  };
}
