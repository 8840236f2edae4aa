#!/usr/bin/env node
// Lighthouse (mobile defaults: emulated phone, simulated slow 4G and CPU slowdown) on a served
// production build, with the system Chromium. Budgets per page: performance score >= 90 and
// cumulative layout shift < 0.05. Reports go to artifacts/lighthouse/<page>.report.{html,json}.
//
// Environment:
//   LIGHTHOUSE_BASE_URL   served build, e.g. `vite preview` (default http://127.0.0.1:4173)
//   SUPABASE_URL, SUPABASE_ANON_KEY (or VITE_SUPABASE_URL, VITE_SUPABASE_ANON_KEY)
//                         the stack the build talks to; needed for /discover, which needs a
//                         signed-in verified user (without them only the public pages are audited)
//   LIGHTHOUSE_EMAIL, LIGHTHOUSE_PASSWORD   that user (default: the seed's investor@dealbridge.test)
//   LIGHTHOUSE_PAGES      comma-separated paths to audit (default: /,/discover)
//   CHROMIUM_PATH         browser binary (default: `command -v chromium`, /usr/bin/chromium)
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';

const root = join(import.meta.dirname, '..');
const baseUrl = (process.env.LIGHTHOUSE_BASE_URL ?? 'http://127.0.0.1:4173').replace(/\/$/, '');
const supabaseUrl = process.env.SUPABASE_URL ?? process.env.VITE_SUPABASE_URL;
const anonKey = process.env.SUPABASE_ANON_KEY ?? process.env.VITE_SUPABASE_ANON_KEY;
const email = process.env.LIGHTHOUSE_EMAIL ?? 'investor@dealbridge.test';
const password = process.env.LIGHTHOUSE_PASSWORD ?? 'Demo-Passw0rd!';
const pages = (process.env.LIGHTHOUSE_PAGES ?? '/,/discover')
  .split(',')
  .map((p) => p.trim())
  .filter(Boolean);
const MIN_SCORE = Number(process.env.LIGHTHOUSE_MIN_SCORE ?? 90);
const MAX_CLS = Number(process.env.LIGHTHOUSE_MAX_CLS ?? 0.05);
const outDir = join(root, 'artifacts', 'lighthouse');

function chromiumPath() {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  try {
    return execFileSync('sh', ['-c', 'command -v chromium || command -v chromium-browser'], {
      encoding: 'utf8',
    }).trim();
  } catch {
    return '/usr/bin/chromium';
  }
}

/** supabase-js keeps the session under sb-<first label of the API host>-auth-token. */
function storageKey(url) {
  return `sb-${new URL(url).hostname.split('.')[0]}-auth-token`;
}

async function signIn() {
  const response = await fetch(
    `${supabaseUrl.replace(/\/$/, '')}/auth/v1/token?grant_type=password`,
    {
      method: 'POST',
      headers: { apikey: anonKey, 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, password }),
    },
  );
  if (!response.ok)
    throw new Error(`sign-in of ${email} failed: HTTP ${response.status} ${await response.text()}`);
  const session = await response.json();
  // The shape supabase-js stores (Session with expires_at).
  return {
    ...session,
    expires_at: session.expires_at ?? Math.floor(Date.now() / 1000) + session.expires_in,
  };
}

/** Puts the session (and a cookie choice, as a returning user has made) into the origin's localStorage. */
async function seedStorage(port, entries) {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}` });
  try {
    const page = await browser.newPage();
    await page.goto(`${baseUrl}/404-lighthouse-setup`, { waitUntil: 'domcontentloaded' });
    await page.evaluate((items) => {
      localStorage.clear();
      for (const [key, value] of items) localStorage.setItem(key, value);
    }, entries);
    await page.close();
  } finally {
    browser.disconnect();
  }
}

const flags = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

async function main() {
  const needsSession = pages.filter((p) => p !== '/' && !p.startsWith('/blog'));
  let session = null;
  if (needsSession.length) {
    if (supabaseUrl && anonKey) session = await signIn();
    else {
      console.warn(
        `No SUPABASE_URL/SUPABASE_ANON_KEY: ${needsSession.join(', ')} need a signed-in user; auditing /blog instead.`,
      );
      pages.splice(0, pages.length, ...pages.filter((p) => !needsSession.includes(p)), '/blog');
    }
  }
  mkdirSync(outDir, { recursive: true });
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath(),
    chromeFlags: flags,
    logLevel: 'silent',
  });
  const failures = [];
  const rows = [];
  try {
    for (const path of pages) {
      const signedIn = session && path !== '/' && !path.startsWith('/blog');
      // The landing page is audited as a first visit (empty storage, cookie banner showing).
      await seedStorage(
        chrome.port,
        signedIn
          ? [
              [storageKey(supabaseUrl), JSON.stringify(session)],
              ['cookie-consent', 'true'],
            ]
          : [],
      );
      const result = await lighthouse(`${baseUrl}${path}`, {
        port: chrome.port,
        output: ['html', 'json'],
        logLevel: 'error',
        onlyCategories: ['performance'],
        disableStorageReset: true, // keep the session put in localStorage above
      });
      const lhr = result.lhr;
      const name = path === '/' ? 'landing' : path.replace(/^\//, '').replace(/[^a-z0-9]+/gi, '-');
      const [html, json] = result.report;
      writeFileSync(join(outDir, `${name}.report.html`), html);
      writeFileSync(join(outDir, `${name}.report.json`), json);
      const score = Math.round((lhr.categories.performance.score ?? 0) * 100);
      const cls = lhr.audits['cumulative-layout-shift']?.numericValue ?? NaN;
      const lcp = lhr.audits['largest-contentful-paint']?.numericValue ?? NaN;
      const tbt = lhr.audits['total-blocking-time']?.numericValue ?? NaN;
      const finalUrl = lhr.finalDisplayedUrl ?? lhr.finalUrl;
      rows.push({ path, score, cls, lcp, tbt, finalUrl, signedIn });
      if (lhr.runtimeError)
        failures.push(`${path}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
      if (score < MIN_SCORE) failures.push(`${path}: performance ${score} < ${MIN_SCORE}`);
      if (!(cls < MAX_CLS)) failures.push(`${path}: CLS ${cls.toFixed(3)} >= ${MAX_CLS}`);
      if (signedIn && new URL(finalUrl).pathname !== path) {
        failures.push(`${path}: ended on ${finalUrl} (the session was not accepted)`);
      }
    }
  } finally {
    await chrome.kill();
  }
  console.log('Lighthouse (mobile):');
  for (const r of rows) {
    console.log(
      `  ${r.path.padEnd(12)} performance ${String(r.score).padStart(3)}  CLS ${r.cls.toFixed(3)}  LCP ${(r.lcp / 1000).toFixed(2)} s  ` +
        `TBT ${Math.round(r.tbt)} ms${r.signedIn ? '  (signed in)' : ''}  → ${r.finalUrl}`,
    );
  }
  console.log(`Reports: ${outDir}`);
  if (failures.length) {
    console.error(`Lighthouse budgets missed:\n${failures.map((f) => `  ✘ ${f}`).join('\n')}`);
    process.exit(1);
  }
  console.log(`Lighthouse budgets met (performance >= ${MIN_SCORE}, CLS < ${MAX_CLS}).`);
}

if (!existsSync(chromiumPath())) {
  console.error(`Chromium not found at ${chromiumPath()} (set CHROMIUM_PATH).`);
  process.exit(2);
}
main().catch((error) => {
  console.error(error.stack ?? error);
  process.exit(1);
});
