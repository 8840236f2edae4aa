#!/usr/bin/env node
// Front-end size budgets, read from a `vite build` in dist/ (DIST_DIR overrides):
//   * the landing page's initial JavaScript (dist/index.html's module entry, the chunks it imports,
//     and modulepreload links) at most 170 KB gzip;
//   * no other JavaScript chunk (route chunks, lazily loaded) over 80 KB gzip;
//   * chunks that only a user's action loads (ON_DEMAND_BUDGETS_KB) within their own budget, and
//     imported statically by no chunk that a page loads without that action.
// Prints every chunk's raw and gzip size; exits 1 when a budget is missed.
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join, posix, relative, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

const INITIAL_BUDGET_KB = Number(process.env.BUDGET_INITIAL_JS_KB ?? 170);
const CHUNK_BUDGET_KB = Number(process.env.BUDGET_ROUTE_CHUNK_KB ?? 80);
// Chunks no page loads by itself, only a click (a dynamic import in its handler): they cost a page
// nothing until then, so they get a budget of their own, named by the chunk's file name.
const ON_DEMAND_BUDGETS_KB = {
  'invoice-pdf': 180, // pdf-lib, when a buyer downloads an invoice (src/features/profile/api/invoice-pdf.ts)
  // the charts of a listing's analytics, when an owner opens them, and of the admin's key figures
  // (src/features/analytics/components/listing-analytics-charts.tsx, admin/components/kpi-charts.tsx)
  'listing-analytics-charts': 20,
  'kpi-charts': 20,
  // recharts itself, shared by the listing's analytics and the admin's key figures
  // (src/features/admin/components/kpi-charts.tsx), loaded with either (vite.config.ts: group charts)
  charts: 150,
};
const onDemandBudget = (name) =>
  Object.entries(ON_DEMAND_BUDGETS_KB).find(([prefix]) =>
    posix.basename(name).startsWith(`${prefix}-`),
  )?.[1];
const dist = resolve(process.env.DIST_DIR ?? join(import.meta.dirname, '..', 'dist'));

const indexHtml = join(dist, 'index.html');
if (!existsSync(indexHtml)) {
  console.error(`No ${indexHtml}: run \`vite build\` first.`);
  process.exit(2);
}

const kb = (bytes) => bytes / 1024;
const gzipSize = (file) => gzipSync(readFileSync(file), { level: 9 }).length;

function jsFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return jsFiles(path);
    return name.endsWith('.js') ? [path] : [];
  });
}

/** Scripts the landing page loads before it runs: module entry and modulepreloads. */
function initialScripts(html) {
  const urls = new Set();
  for (const tag of html.match(/<script\b[^>]*>/g) ?? []) {
    const src = /\bsrc="([^"]+)"/.exec(tag)?.[1];
    if (src && /\btype="module"/.test(tag)) urls.add(src);
  }
  // A prerendered page adds the entry's script after its first paint (vite-preload-first-page.ts):
  // the entry is then named in the preload script's manifest instead of a tag.
  const entry = /"entry":"([^"]+)"/.exec(html)?.[1];
  if (entry) urls.add(entry);
  // The chunks the entry imports, preloaded with it by the same script.
  const entryImports = /"entryImports":(\[[^\]]*\])/.exec(html)?.[1];
  for (const url of entryImports ? JSON.parse(entryImports) : []) urls.add(url);
  for (const tag of html.match(/<link\b[^>]*>/g) ?? []) {
    const href = /\bhref="([^"]+)"/.exec(tag)?.[1];
    if (href && /\brel="modulepreload"/.test(tag)) urls.add(href);
  }
  return [...urls]
    .filter((url) => !/^https?:/.test(url))
    .map((url) => join(dist, posix.normalize(url.replace(/^\//, '').split('?')[0])));
}

const html = readFileSync(indexHtml, 'utf8');
const initial = initialScripts(html).filter((file) => file.endsWith('.js'));
const missing = initial.filter((file) => !existsSync(file));
if (missing.length) {
  console.error(`index.html refers to missing files: ${missing.join(', ')}`);
  process.exit(2);
}
const initialSet = new Set(initial);
const chunks = jsFiles(dist).map((file) => ({
  file,
  name: relative(dist, file),
  raw: statSync(file).size,
  gzip: gzipSize(file),
  initial: initialSet.has(file),
}));
chunks.sort((a, b) => Number(b.initial) - Number(a.initial) || b.gzip - a.gzip);

const failures = [];
const initialGzip = chunks.filter((c) => c.initial).reduce((sum, c) => sum + c.gzip, 0);
const initialRaw = chunks.filter((c) => c.initial).reduce((sum, c) => sum + c.raw, 0);

console.log('JavaScript in dist/ (gzip level 9):');
console.log(`  ${'chunk'.padEnd(56)} ${'raw KB'.padStart(9)} ${'gzip KB'.padStart(9)}`);
for (const c of chunks) {
  const onDemand = onDemandBudget(c.name);
  const budget = onDemand ?? CHUNK_BUDGET_KB;
  const over = !c.initial && kb(c.gzip) > budget;
  if (over)
    failures.push(
      `${c.name}: ${kb(c.gzip).toFixed(1)} KB gzip > ${budget} KB ${onDemand ? 'on demand' : 'per route chunk'}`,
    );
  console.log(
    `  ${(c.initial ? '* ' : '  ') + c.name}`.padEnd(58) +
      ` ${kb(c.raw).toFixed(1).padStart(9)} ${kb(c.gzip).toFixed(1).padStart(9)}${over ? '  ✘ over budget' : ''}`,
  );
}
console.log(
  `  * = loaded by the landing page before it runs (module script + modulepreload in index.html)`,
);
for (const [prefix, budget] of Object.entries(ON_DEMAND_BUDGETS_KB))
  console.log(`  ${prefix}-*: loaded on a click only; budget ${budget} KB gzip.`);
console.log(
  `Landing page initial JS: ${kb(initialGzip).toFixed(1)} KB gzip (${kb(initialRaw).toFixed(1)} KB raw) in ${initial.length} files; ` +
    `budget ${INITIAL_BUDGET_KB} KB gzip.`,
);
// The first page's own chunk and texts are lazy chunks, but index.html preloads them for the URL
// it is opened at (vite-preload-first-page.ts). Shown for the landing page in English, for the
// record: what the first render of / downloads in all.
const preloadManifest = /\)\((\{"pages":.*?\})\);\s*<\/script>/s.exec(html)?.[1];
if (preloadManifest) {
  const { pages, texts } = JSON.parse(preloadManifest);
  const landing = pages.find((page) => new RegExp(page.pattern).test('/'));
  const extra = [...(landing?.js ?? []), ...(texts.en ?? [])]
    .map((url) => join(dist, url.replace(/^\//, '')))
    .filter((file) => existsSync(file) && !initialSet.has(file));
  const extraGzip = extra.reduce((sum, file) => sum + gzipSize(file), 0);
  console.log(
    `Landing page's first render, with its route chunk and English texts (preloaded): ` +
      `${kb(initialGzip + extraGzip).toFixed(1)} KB gzip in ${initial.length + extra.length} files.`,
  );
}
if (kb(initialGzip) > INITIAL_BUDGET_KB) {
  failures.push(
    `landing page initial JS: ${kb(initialGzip).toFixed(1)} KB gzip > ${INITIAL_BUDGET_KB} KB`,
  );
}
// An on-demand chunk stays on demand only while no page's chunk imports it statically: a code
// splitting group that takes in what its packages import (Mantine's Input, say) would make every
// form load the charts (it happened: /discover loaded charts.css as a render-blocking file).
const staticImport = /(?:\bfrom|\bimport)\s*["']\.\/([^"']+\.js)["']/g;
for (const c of chunks) {
  if (onDemandBudget(c.name)) continue;
  const code = readFileSync(c.file, 'utf8');
  for (const [, imported] of code.matchAll(staticImport))
    if (onDemandBudget(imported))
      failures.push(`${c.name} imports the on-demand chunk ${imported} statically`);
}
const largestRoute = chunks.filter((c) => !c.initial && !onDemandBudget(c.name))[0];
if (largestRoute)
  console.log(
    `Largest other chunk: ${largestRoute.name} ${kb(largestRoute.gzip).toFixed(1)} KB gzip; budget ${CHUNK_BUDGET_KB} KB.`,
  );

if (failures.length) {
  console.error(`\nBundle budgets missed:\n${failures.map((f) => `  ✘ ${f}`).join('\n')}`);
  process.exit(1);
}
console.log('Bundle budgets met.');
