// Which edge functions exist and which of them require a valid JWT, read from supabase/ as the
// Supabase CLI reads it (verify_jwt defaults to true).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'smol-toml';
import { repoRoot } from './config.mjs';

const functionsDir = join(repoRoot, 'supabase', 'functions');

export function functionNames() {
  if (!existsSync(functionsDir)) return [];
  return readdirSync(functionsDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !entry.name.startsWith('_'))
    .filter((entry) => existsSync(join(functionsDir, entry.name, 'index.ts')))
    .map((entry) => entry.name);
}

export function functionsRequiringJwt() {
  const config = parse(readFileSync(join(repoRoot, 'supabase', 'config.toml'), 'utf8'));
  const settings = config.functions ?? {};
  return (name) => settings[name]?.verify_jwt !== false;
}

/** config.toml's [auth] site_url: the app's origin, for links in emails. */
export function siteUrl() {
  const config = parse(readFileSync(join(repoRoot, 'supabase', 'config.toml'), 'utf8'));
  return config.auth?.site_url ?? 'http://localhost:5173';
}

/**
 * config.toml's [local_smtp] sender (admin_email, sender_name): who the stack's emails come from,
 * auth and notifications alike. Required: no email goes out from a made-up default address.
 */
export function mailSender() {
  const config = parse(readFileSync(join(repoRoot, 'supabase', 'config.toml'), 'utf8'));
  const { admin_email: address, sender_name: name } = config.local_smtp ?? {};
  if (!address || !name)
    throw new Error('supabase/config.toml: [local_smtp] needs admin_email and sender_name');
  return { address, name, header: `${name} <${address}>` };
}

/** The variables of supabase/functions/.env, as `supabase functions serve` loads them. */
export function functionsEnvFile() {
  const file = join(functionsDir, '.env');
  return existsSync(file) ? file : null;
}

export { functionsDir };
