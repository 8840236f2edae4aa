// The system Chromium for the browser tests (Playwright) and Lighthouse: no browser download.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/** Launch flags that work as root in a closed network (see DESIGN.md, browser tests). */
export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** The system Chromium: CHROMIUM_PATH, else `command -v chromium`. Throws with the fix if missing. */
export function findChromium() {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) {
    if (existsSync(fromEnv)) return fromEnv;
    throw new Error(
      `CHROMIUM_PATH=${fromEnv} does not exist; unset it or run: apt-get install chromium`,
    );
  }
  try {
    const found = execSync('command -v chromium', { shell: '/bin/sh', encoding: 'utf8' }).trim();
    if (found) return found;
  } catch {
    // fall through
  }
  throw new Error('Chromium not found: run apt-get install chromium (or set CHROMIUM_PATH)');
}
