// supabase/config.toml [realtime], as `supabase start` reads it (enabled unless turned off).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'smol-toml';
import { repoRoot } from './config.mjs';

export function realtimeEnabled() {
  const config = parse(readFileSync(join(repoRoot, 'supabase', 'config.toml'), 'utf8'));
  return config.realtime?.enabled !== false;
}
