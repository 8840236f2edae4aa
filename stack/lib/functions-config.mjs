// Which edge functions exist in supabase/functions, as the Supabase CLI finds them (their settings
// in config.toml are read by project-config.mjs).
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from './config.mjs';

const functionsDir = join(repoRoot, 'supabase', 'functions');

export function functionNames() {
  if (!existsSync(functionsDir)) return [];
  return readdirSync(functionsDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !entry.name.startsWith('_'))
    .filter((entry) => existsSync(join(functionsDir, entry.name, 'index.ts')))
    .map((entry) => entry.name);
}

/** The variables of supabase/functions/.env, as `supabase functions serve` loads them. */
export function functionsEnvFile() {
  const file = join(functionsDir, '.env');
  return existsSync(file) ? file : null;
}

export { functionsDir };
