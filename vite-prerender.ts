import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Plugin } from 'vite';

/**
 * Build plugin: the public pages (landing page, blog, articles, legal pages) as real HTML.
 *
 * `vite build` builds the browser app, then the server entry src/prerender/render-page.tsx
 * (Vite's `ssr` environment, written outside dist/), then renders every page of
 * src/prerender/public-pages.ts with React's static renderer into a copy of dist/index.html:
 * its content, title, meta description, canonical URL and Open Graph tags. It writes
 * `/` → dist/index.html, `/blog/x` → dist/blog/x.html (what static hosts and `vite preview`
 * serve for /blog/x), the untouched single-page shell → dist/app.html (the fallback for every
 * other URL), and sitemap.xml and robots.txt. The site's origin is VITE_SITE_URL
 * (src/lib/site-url.ts).
 *
 * Every page is rendered twice: in English at its plain path (`/blog/x` → dist/blog/x.html) and
 * in German under /de (`/de/blog/x` → dist/de/blog/x.html, the landing page `/de` → dist/de.html;
 * src/lib/localized-path.ts), each with `hreflang` links to the other and its own canonical URL.
 * A small script in each page's head picks the visitor's language before anything is painted
 * (stored choice, a German URL, the browser's language: as src/lib/language.ts does) and, when
 * that is the other language, replaces the page by its twin at once (no blank wait for the app).
 * It hides the HTML while it does that, or when the HTML is for another path (a host falling
 * back to index.html); the app then renders afresh instead of hydrating (src/main.tsx).
 */
export const APP_SHELL_FILE = 'app.html';
// PRERENDER_OUT_DIR: another folder for a build that runs beside this one (npm test --shard).
const SERVER_OUT_DIR = process.env.PRERENDER_OUT_DIR ?? 'node_modules/.cache/dealbridge-prerender';
const SERVER_ENTRY = 'render-page';

type PageMeta = { title: string; description: string; type: string; image?: string };
/** A public page in one language: its URL path, and the URL path of each language's version. */
export type LocalizedPage = {
  path: string;
  language: string;
  /** Language → URL path of that language's version (this page's included). */
  alternates: Record<string, string>;
  lastModified?: string;
};
type ServerEntry = {
  renderPage(
    path: string,
    language: string,
  ): Promise<{ html: string; head: string; meta: PageMeta }>;
  renderShell(path: string): Promise<string>;
  pageShellPaths(): string[];
  prerenderManifest(): {
    siteUrl: string;
    /** The language of the page shells, and of the plain URLs (`x-default`). */
    defaultLanguage: string;
    pages: LocalizedPage[];
  };
};

export function prerenderPublicPages(): Plugin {
  let root = process.cwd();
  return {
    name: 'dealbridge:prerender-public-pages',
    config(config) {
      return {
        environments: {
          ssr: {
            build: {
              outDir: SERVER_OUT_DIR,
              emptyOutDir: true,
              copyPublicDir: false,
              rolldownOptions: {
                input: { [SERVER_ENTRY]: 'src/prerender/render-page.tsx' },
              },
            },
          },
        },
        // `vite build` builds both environments (the browser's first: the pages use its HTML).
        builder: config.builder ?? {
          async buildApp(builder) {
            await builder.build(builder.environments.client);
            await builder.build(builder.environments.ssr);
          },
        },
      };
    },
    configResolved(config) {
      root = config.root;
    },
    buildApp: {
      order: 'post',
      async handler(builder) {
        const client = builder.environments.client;
        const server = builder.environments.ssr;
        if (!client?.isBuilt || !server?.isBuilt) return;
        const dist = resolve(root, client.config.build.outDir);
        const serverDir = resolve(root, server.config.build.outDir);
        const started = Date.now();
        const pages = await prerender(dist, join(serverDir, `${SERVER_ENTRY}.js`));
        builder.config.logger.info(
          `prerendered ${pages} public pages, sitemap.xml and robots.txt in ${Date.now() - started} ms`,
        );
      },
    },
    configurePreviewServer(server) {
      const dist = resolve(root, server.config.build.outDir);
      server.middlewares.use((req, _res, next) => {
        appShellFallback(dist, req);
        next();
      });
    },
  };
}

/** Renders every public page into `dist`; returns how many. */
/** A page's own chunks, as the preload script in index.html lists them (vite-preload-first-page.ts). */
type PageAssets = { pattern: string; js: string[]; css: string[] };

/**
 * The styles of each page's own chunks: they are linked in the page's HTML (in the browser they
 * arrive with the page's code, too late for HTML painted before it). Read from the manifest the
 * preload plugin put in index.html.
 */
function pageAssetsOf(template: string): PageAssets[] {
  const manifest = /\)\((\{"pages":.*?\})\);\s*<\/script>/s.exec(template)?.[1];
  if (!manifest) throw new Error('index.html has no preload manifest (vite-preload-first-page.ts)');
  return (JSON.parse(manifest) as { pages: PageAssets[] }).pages;
}

async function prerender(dist: string, serverEntry: string): Promise<number> {
  // Pages whose code imports supabase-js create its client (never used while rendering); its
  // realtime part wants a WebSocket class, which Node has only from version 22.
  if (!('WebSocket' in globalThis)) {
    Object.assign(globalThis, { WebSocket: (await import('ws')).WebSocket });
  }
  // Imported by its plain URL: its chunks import it back, and another URL would load a second
  // copy of the app (with its own React contexts).
  const entry = (await import(pathToFileURL(serverEntry).href)) as ServerEntry;
  const template = readFileSync(join(dist, 'index.html'), 'utf8');
  writeFileSync(join(dist, APP_SHELL_FILE), template);
  const pageAssets = pageAssetsOf(template);

  const { siteUrl, defaultLanguage, pages } = entry.prerenderManifest();
  for (const { path, language, alternates } of pages) {
    // The app's routes (and the preload manifest's patterns) have the English path.
    const appPath = alternates[defaultLanguage];
    const { html, head, meta } = await entry.renderPage(path, language);
    const styles = pageAssets
      .filter((page) => new RegExp(page.pattern).test(appPath))
      .flatMap((page) => page.css)
      .map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}" />`);
    const page = pageHtml(template, {
      path,
      html,
      head: [head, ...styles].join(''),
      meta,
      language,
      alternates,
      defaultLanguage,
      siteUrl,
    });
    const file = join(dist, path === '/' ? 'index.html' : `${path.slice(1)}.html`);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, page);
  }
  for (const path of entry.pageShellPaths()) {
    const html = await entry.renderShell(path);
    const styles = pageAssets
      .filter((page) => new RegExp(page.pattern).test(path))
      .flatMap((page) => page.css)
      .map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}" />`);
    writeFileSync(
      join(dist, `${path.slice(1)}.html`),
      shellHtml(template, { path, html, head: styles.join(''), language: defaultLanguage }),
    );
  }
  writeFileSync(join(dist, 'sitemap.xml'), sitemapXml(siteUrl, pages, defaultLanguage));
  writeFileSync(join(dist, 'robots.txt'), robotsTxt(siteUrl));
  return pages.length;
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const absolute = (siteUrl: string, path: string) => `${siteUrl}${path}`;

/**
 * A prerendered page fetches the app's code after its first paint (the preload script in
 * index.html, vite-preload-first-page.ts, adds the entry's script then): the entry's script tag
 * gives way to a marker the preload script reads.
 */
export function codeAfterFirstPaint(html: string): string {
  const entry = /<script type="module"[^>]* src="\/assets\/index-[\w-]+\.js"><\/script>\s*/;
  if (!entry.test(html)) throw new Error('index.html: the app script tag was not found');
  return html
    .replace(entry, '')
    .replace(/<head>/, '<head>\n    <meta name="app-code-after-first-paint" />');
}

/** Open Graph locale of each language. */
const OG_LOCALES: Record<string, string> = { en: 'en_GB', de: 'de_DE' };

/** dist/index.html with the page's content and head tags. */
export function pageHtml(
  template: string,
  page: {
    path: string;
    html: string;
    head: string;
    meta: PageMeta;
    language: string;
    alternates: Record<string, string>;
    defaultLanguage: string;
    siteUrl: string;
  },
): string {
  const { meta, siteUrl, alternates } = page;
  const url = absolute(siteUrl, page.path);
  const head = [
    ...(page.head ? [page.head] : []),
    `<link rel="canonical" href="${escapeHtml(url)}" />`,
    // Each language's version, and the plain (English) URL for every other language.
    ...Object.entries(alternates).map(
      ([language, path]) =>
        `<link rel="alternate" hreflang="${language}" href="${escapeHtml(absolute(siteUrl, path))}" />`,
    ),
    `<link rel="alternate" hreflang="x-default" href="${escapeHtml(absolute(siteUrl, alternates[page.defaultLanguage]))}" />`,
    ...(OG_LOCALES[page.language]
      ? [`<meta property="og:locale" content="${OG_LOCALES[page.language]}" />`]
      : []),
    `<meta property="og:site_name" content="DealBridge" />`,
    `<meta property="og:type" content="${escapeHtml(meta.type)}" />`,
    `<meta property="og:title" content="${escapeHtml(meta.title)}" />`,
    `<meta property="og:description" content="${escapeHtml(meta.description)}" />`,
    `<meta property="og:url" content="${escapeHtml(url)}" />`,
    ...(meta.image
      ? [`<meta property="og:image" content="${escapeHtml(absolute(siteUrl, meta.image))}" />`]
      : []),
    `<style>html[data-prerender-stale] #root{visibility:hidden}</style>`,
  ].join('\n    ');
  // First in the head: a visitor who gets the other language's page leaves before the
  // stylesheets are fetched (an inline script after them would wait for them).
  const languageScript = `<script>(${pickLanguageVersion.toString()})(${JSON.stringify({ path: page.path, language: page.language, alternates })});</script>`;

  const replaced = (html: string, pattern: RegExp, replacement: string) => {
    if (!pattern.test(html)) throw new Error(`index.html has no ${pattern}`);
    return html.replace(pattern, () => replacement);
  };
  let html = codeAfterFirstPaint(template);
  html = replaced(html, /<head>/, `<head>\n    ${languageScript}`);
  html = replaced(html, /<html lang="[^"]*"/, `<html lang="${page.language}"`);
  html = replaced(html, /<title>[^<]*<\/title>/, `<title>${escapeHtml(meta.title)}</title>`);
  html = replaced(
    html,
    /<meta\s+name="description"\s+content="[^"]*"\s*\/?>/,
    `<meta name="description" content="${escapeHtml(meta.description)}" />`,
  );
  html = replaced(html, /<\/head>/, `  ${head}\n  </head>`);
  // The page reads without JavaScript; the shell's "needs JavaScript" notice does not apply.
  html = html.replace(/<noscript>[\s\S]*?<\/noscript>\s*/, '');
  html = replaced(
    html,
    /<div id="root"><\/div>/,
    `<div id="root" data-prerendered-path="${escapeHtml(page.path)}" data-prerendered-language="${page.language}">${page.html}</div>`,
  );
  return html;
}

/**
 * dist/index.html with the shell of a signed-in page (src/prerender/page-shells.tsx) beside #root:
 * not for search engines (noindex, not in the sitemap), shown only to a browser that holds a
 * session and will show the prerendered language, until the app's first render replaces it.
 */
export function shellHtml(
  template: string,
  shell: { path: string; html: string; head: string; language: string },
): string {
  const head = [
    `<meta name="robots" content="noindex" />`,
    ...(shell.head ? [shell.head] : []),
    `<style>html[data-prerender-stale] #page-shell{display:none}</style>`,
    `<script>(${hideShellIfStale.toString()})(${JSON.stringify({ path: shell.path, language: shell.language })});</script>`,
  ].join('\n    ');
  const replaced = (html: string, pattern: RegExp, replacement: string) => {
    if (!pattern.test(html)) throw new Error(`index.html has no ${pattern}`);
    return html.replace(pattern, () => replacement);
  };
  let html = codeAfterFirstPaint(template);
  html = replaced(html, /<html lang="[^"]*"/, `<html lang="${shell.language}"`);
  html = replaced(html, /<\/head>/, `  ${head}\n  </head>`);
  // Beside the app's root, which stays empty: the app renders into it as on any other page and
  // removes the shell when its first render is on screen (src/lib/prerendered-page.ts).
  html = replaced(
    html,
    /<div id="root"><\/div>/,
    `<div id="root"></div><div id="page-shell" data-page-shell="${escapeHtml(shell.path)}">${shell.html}</div>`,
  );
  return html;
}

/**
 * Runs in a shell page's head: hides the shell when the app will show another language (chosen
 * as src/lib/language.ts does), another path or a query string, or when no Supabase session is
 * stored (a visitor who is not signed in is sent to /login, and should not see the page first).
 */
function hideShellIfStale(expected: { path: string; language: string }) {
  let language = 'en';
  let signedIn = false;
  try {
    const stored = localStorage.getItem('preferred-language');
    const state = JSON.parse(localStorage.getItem('dealbridge-state') ?? '{}') as {
      language?: string;
    };
    if (stored === 'en' || stored === 'de') language = stored;
    else if (state.language === 'en' || state.language === 'de') language = state.language;
    else if (navigator.language.split(/[-_]/)[0].toLowerCase() === 'de') language = 'de';
    signedIn = Object.keys(localStorage).some((key) => /^sb-.+-auth-token$/.test(key));
  } catch {
    // Storage unavailable: English, and nobody signed in.
  }
  const path = location.pathname.length > 1 ? location.pathname.replace(/\/+$/, '') : '/';
  if (
    !signedIn ||
    language !== expected.language ||
    path !== expected.path ||
    location.search.length > 1
  ) {
    document.documentElement.setAttribute('data-prerender-stale', '');
  }
}

/**
 * Runs in a public page's head, before its body is shown. Picks the language the app will show
 * (as src/lib/language.ts does: stored preference, the shared state entry, a German URL (/de),
 * then the browser's language). When that is the other language, the page gives way to its twin
 * in that language at once (location.replace: the German HTML is one small request away, the
 * app's German render seconds). It hides the prerendered HTML meanwhile, and also when the HTML
 * is for another path (a host's fallback) or the URL has a query string (the blog's search and
 * category change what it shows): src/lib/prerendered-page.ts decides the same way.
 */
function pickLanguageVersion(expected: {
  path: string;
  language: string;
  alternates: Record<string, string>;
}) {
  const fromUrl = /^\/de(\/|$)/.test(location.pathname) ? 'de' : null;
  let language = fromUrl ?? 'en';
  try {
    const stored = localStorage.getItem('preferred-language');
    const state = JSON.parse(localStorage.getItem('dealbridge-state') ?? '{}') as {
      language?: string;
    };
    if (stored === 'en' || stored === 'de') language = stored;
    else if (state.language === 'en' || state.language === 'de') language = state.language;
    else if (!fromUrl && navigator.language.split(/[-_]/)[0].toLowerCase() === 'de')
      language = 'de';
  } catch {
    // Storage unavailable: the URL's language, or English, as in the app.
  }
  const path = location.pathname.length > 1 ? location.pathname.replace(/\/+$/, '') : '/';
  const twin = expected.alternates[language];
  if (path === expected.path && language !== expected.language && twin) {
    document.documentElement.setAttribute('data-prerender-stale', '');
    location.replace(twin + location.search + location.hash);
  } else if (
    language !== expected.language ||
    path !== expected.path ||
    location.search.length > 1
  ) {
    document.documentElement.setAttribute('data-prerender-stale', '');
  }
}

/**
 * sitemap.xml: every page in every language, each entry naming all language versions (and the
 * plain URL as x-default), as search engines read hreflang from sitemaps.
 */
export function sitemapXml(siteUrl: string, pages: LocalizedPage[], defaultLanguage = 'en') {
  const link = (hreflang: string, path: string) =>
    `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeHtml(absolute(siteUrl, path))}"/>`;
  const urls = pages.map(
    ({ path, lastModified, alternates }) =>
      `  <url><loc>${escapeHtml(absolute(siteUrl, path))}</loc>${
        lastModified ? `<lastmod>${lastModified}</lastmod>` : ''
      }${Object.entries(alternates)
        .map(([language, alternate]) => link(language, alternate))
        .join('')}${link('x-default', alternates[defaultLanguage] ?? path)}</url>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
}

/** Private pages need a signed-in user: nothing there for a crawler. */
const PRIVATE_PATHS = ['/dashboard', '/discover', '/profile', '/verification-pending'];

export function robotsTxt(siteUrl: string) {
  return [
    'User-agent: *',
    'Allow: /',
    ...PRIVATE_PATHS.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${siteUrl}/sitemap.xml`,
    '',
  ].join('\n');
}

/**
 * `vite preview`: a page URL without prerendered HTML gets the single-page shell (dist/app.html)
 * instead of Vite's fallback, dist/index.html, which is now the landing page. Static hosts are
 * configured the same way (README).
 */
function appShellFallback(dist: string, req: IncomingMessage) {
  if (req.method !== 'GET' && req.method !== 'HEAD') return;
  const accept = req.headers.accept ?? '';
  if (accept && !accept.includes('text/html') && !accept.includes('*/*')) return;
  let pathname: string;
  try {
    pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://host').pathname);
  } catch {
    return;
  }
  if (pathname === '/' || /\.[a-z0-9]+$/i.test(pathname)) return;
  const trimmed = pathname.replace(/\/+$/, '');
  if (existsSync(join(dist, `${trimmed}.html`))) {
    req.url = `${trimmed}.html`;
  } else if (!existsSync(join(dist, trimmed, 'index.html'))) {
    req.url = `/${APP_SHELL_FILE}`;
  }
}
