// Vitest global setup for integration tests. `npm test` starts a throw-away stack and passes its
// URL and keys in the environment; a bare `npx vitest run` gets one of its own here.
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { scratchFolder } from '../../stack/lib/config.mjs';

const cli = join(import.meta.dirname, '..', '..', 'stack', 'cli.mjs');

export default async function setup() {
  if (process.env.SUPABASE_URL) return undefined;
  const home = scratchFolder('dealbridge-vitest-');
  const env = { ...process.env, STACK_PROFILE: 'test', STACK_HOME: join(home, 'test') };
  const up = spawnSync(process.execPath, [cli, 'up', '--quiet'], { env, stdio: 'inherit' });
  if (up.status !== 0) throw new Error('The test stack did not start (see the output above).');
  const { stackConfig } = await import('../../stack/lib/config.mjs');
  process.env.STACK_HOME = env.STACK_HOME;
  const cfg = stackConfig('test');
  Object.assign(process.env, {
    SUPABASE_URL: cfg.apiUrl,
    SUPABASE_ANON_KEY: cfg.anonKey,
    SUPABASE_SERVICE_ROLE_KEY: cfg.serviceRoleKey,
    SUPABASE_DB_URL: cfg.dbUrl,
    SUPABASE_JWT_SECRET: cfg.jwtSecret,
  });
  return () => {
    spawnSync(process.execPath, [cli, 'down', '--quiet'], { env, stdio: 'inherit' });
    rmSync(home, { recursive: true, force: true });
  };
}
