// The one reader of supabase/config.toml for every service of the stack, as the Supabase CLI hands
// its sections to `supabase start`: [auth] (see stack/auth/settings.mjs), [storage], [realtime],
// [functions.<name>] and the rate limits. A missing file reads as empty (each service's defaults).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'smol-toml';
import { repoRoot } from './config.mjs';

/** The project's config.toml. */
export const projectConfigPath = join(repoRoot, 'supabase', 'config.toml');

/**
 * The parsed file ({} when it does not exist); read afresh on every call, as services read it once
 * at start.
 * @param {string} [file]
 * @returns {Record<string, any>}
 */
export function readConfigToml(file = projectConfigPath) {
  return existsSync(file) ? parse(readFileSync(file, 'utf8')) : {};
}

/** [realtime] enabled, unless turned off. @param {string} [file] */
export function realtimeEnabled(file) {
  return readConfigToml(file).realtime?.enabled !== false;
}

const UNITS = { B: 1, KB: 1e3, MB: 1e6, GB: 1e9, KIB: 1024, MIB: 1024 ** 2, GIB: 1024 ** 3 };

/** "50MiB", "5GB", "1024" (bytes) as the CLI parses sizes. @param {unknown} value */
export function parseSize(value) {
  const match = /^\s*(\d+(?:\.\d+)?)\s*([KMG]i?B|B)?\s*$/i.exec(String(value));
  if (!match) throw new Error(`config.toml [storage] file_size_limit: cannot read "${value}"`);
  return Math.floor(
    Number(match[1]) * UNITS[/** @type {keyof typeof UNITS} */ ((match[2] ?? 'B').toUpperCase())],
  );
}

/** [storage] enabled and file_size_limit (50MiB by default). @param {string} [file] */
export function storageSettings(file) {
  const storage = /** @type {Record<string, unknown>} */ (readConfigToml(file).storage ?? {});
  return {
    enabled: storage.enabled !== false,
    fileSizeLimit: parseSize(storage.file_size_limit ?? '50MiB'),
  };
}

/** Which functions require a valid JWT ([functions.<name>] verify_jwt, true by default). @param {string} [file] */
export function functionsRequiringJwt(file) {
  const settings = readConfigToml(file).functions ?? {};
  return (/** @type {string} */ name) => settings[name]?.verify_jwt !== false;
}

/** [auth] site_url: the app's origin, for links in emails. @param {string} [file] */
export function siteUrl(file) {
  return readConfigToml(file).auth?.site_url ?? 'http://localhost:5173';
}

/**
 * [local_smtp] admin_email and sender_name: who the stack's emails come from, auth and
 * notifications alike. Required: no email goes out from a made-up default address.
 * @param {string} [file]
 */
export function mailSender(file) {
  const { admin_email: address, sender_name: name } = readConfigToml(file).local_smtp ?? {};
  if (!address || !name)
    throw new Error('supabase/config.toml: [local_smtp] needs admin_email and sender_name');
  return { address: String(address), name: String(name), header: `${name} <${address}>` };
}
