// The build's prerendered public pages (vite-prerender.ts), read from a `vite build` in dist/
// (DIST_DIR overrides): real content, title, description, canonical URL, hreflang links and Open
// Graph tags per page, in English at the plain paths and in German under /de; sitemap.xml and
// robots.txt; the single-page shell for every other URL.
// @vitest-environment jsdom
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { articles } from '../../src/features/blog/content/articles';
import { germanArticles } from '../../src/features/blog/content/articles-de';
import { termsDocument } from '../../src/features/legal/content/terms';
import { termsDocumentDe } from '../../src/features/legal/content/terms-de';
import { normalizeSiteUrl } from '../../src/lib/site-url';
import deLegal from '../../src/locales/de/legal.json';
import enDiscover from '../../src/locales/en/discover.json';
import de from '../../src/locales/de/landing.json';
import en from '../../src/locales/en/landing.json';

const dist = resolve(process.env.DIST_DIR ?? join(import.meta.dirname, '..', '..', 'dist'));
const siteUrl = normalizeSiteUrl(process.env.VITE_SITE_URL);
const article = articles[7]!;
const germanArticle = germanArticles.find(({ id }) => id === article.id)!;

function read(file: string): string {
  return readFileSync(join(dist, file), 'utf8');
}

function page(file: string) {
  const document = new DOMParser().parseFromString(read(file), 'text/html');
  const meta = (selector: string) =>
    document.head.querySelector<HTMLMetaElement>(`meta[${selector}]`)?.content;
  const root = document.getElementById('root')!;
  return {
    root,
    title: document.title,
    description: meta('name="description"'),
    lang: document.documentElement.lang,
    canonical: document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href,
    /** hreflang → URL of the page's `<link rel="alternate">` tags. */
    alternates: Object.fromEntries(
      [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="alternate"][hreflang]')].map(
        (link) => [link.hreflang, link.href],
      ),
    ),
    /** The first script in the head (the language choice must run before anything else). */
    firstScript: document.head.querySelector('script')?.textContent ?? '',
    og: (property: string) => meta(`property="og:${property}"`),
    h1: root.querySelector('h1')?.textContent,
    stylesheets: [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].map(
      (link) => link.getAttribute('href'),
    ),
  };
}

beforeAll(() => {
  if (!existsSync(join(dist, 'index.html')))
    throw new Error(`No build in ${dist}: run \`npx vite build\` first.`);
});

describe('prerendered pages', () => {
  it('the landing page: its content and head tags in English', () => {
    const landing = page('index.html');
    expect(landing.root.getAttribute('data-prerendered-path')).toBe('/');
    expect(landing.root.getAttribute('data-prerendered-language')).toBe('en');
    expect(landing.h1).toBe('Where company sellers, buyers and deal scouts meet');
    // The sections below the hero are there too (the browser defers them when not hydrating).
    expect(landing.root.textContent).toContain('Turn unused patents and dormant assets into value');
    expect(landing.root.querySelector('footer')?.textContent).toContain('DealBridge');
    expect(landing.title).toBe(`${en.meta.title} · DealBridge`);
    expect(landing.description).toBe(en.meta.description);
    expect(landing.canonical).toBe(`${siteUrl}/`);
    expect(landing.og('url')).toBe(`${siteUrl}/`);
    expect(landing.og('title')).toBe(landing.title);
    expect(landing.og('description')).toBe(en.meta.description);
    expect(landing.og('type')).toBe('website');
    expect(landing.og('image')).toBeUndefined();
    expect(landing.lang).toBe('en');
    expect(landing.alternates).toEqual({
      en: `${siteUrl}/`,
      de: `${siteUrl}/de`,
      'x-default': `${siteUrl}/`,
    });
    expect(landing.firstScript).toContain('pickLanguageVersion');
    // Its own styles (a chunk of their own, which the app would load only with its code) too.
    expect(landing.stylesheets.length).toBeGreaterThan(
      read('app.html').match(/rel="stylesheet"/g)!.length,
    );
    for (const href of landing.stylesheets) expect(existsSync(join(dist, href!))).toBe(true);
    // Nothing React would have to patch in with a script.
    expect(landing.root.innerHTML).not.toMatch(/<script|<template/);
  });

  it('the German landing page at /de: German content, its own canonical URL, hreflang', () => {
    const landing = page('de.html');
    expect(landing.root.getAttribute('data-prerendered-path')).toBe('/de');
    expect(landing.root.getAttribute('data-prerendered-language')).toBe('de');
    expect(landing.lang).toBe('de');
    expect(landing.h1).toBe(de.hero.title);
    expect(landing.title).toBe(`${de.meta.title} · DealBridge`);
    expect(landing.description).toBe(de.meta.description);
    expect(landing.canonical).toBe(`${siteUrl}/de`);
    expect(landing.og('url')).toBe(`${siteUrl}/de`);
    expect(landing.og('locale')).toBe('de_DE');
    expect(landing.alternates).toEqual({
      en: `${siteUrl}/`,
      de: `${siteUrl}/de`,
      'x-default': `${siteUrl}/`,
    });
    expect(landing.firstScript).toContain('pickLanguageVersion');
    // Its links to public pages stay in German; the others have one URL for both languages.
    const hrefs = [...landing.root.querySelectorAll('a[href^="/"]')].map((a) =>
      a.getAttribute('href'),
    );
    expect(hrefs).toContain('/de/privacy');
    expect(hrefs).toContain(`/de/blog/${articles[0]!.id}`);
    expect(hrefs).not.toContain('/privacy');
    expect(hrefs.some((href) => href?.startsWith('/blog'))).toBe(false);
    expect(landing.root.innerHTML).not.toMatch(/<script|<template/);
  });

  it('an article: its text, and Open Graph type article with its image', () => {
    const file = `blog/${article.id}.html`;
    const html = page(file);
    expect(html.h1).toBe(article.title);
    const body = html.root.querySelector('[data-testid="article-body"]')?.textContent ?? '';
    for (const block of article.content) expect(body).toContain(block.text);
    expect(html.title).toBe(`${article.title} · DealBridge`);
    expect(html.description).toBe(article.excerpt);
    expect(html.canonical).toBe(`${siteUrl}/blog/${article.id}`);
    expect(html.og('url')).toBe(html.canonical);
    expect(html.og('type')).toBe('article');
    expect(html.og('title')).toBe(html.title);
    expect(html.og('description')).toBe(article.excerpt);
    expect(html.og('image')).toBe(`${siteUrl}${article.image}`);
  });

  it('the same article in German under /de, with hreflang to the English one', () => {
    const html = page(`de/blog/${article.id}.html`);
    expect(html.lang).toBe('de');
    expect(html.h1).toBe(germanArticle.title);
    const body = html.root.querySelector('[data-testid="article-body"]');
    expect(body?.getAttribute('lang')).toBe(germanArticle.language);
    for (const block of germanArticle.content) expect(body?.textContent).toContain(block.text);
    expect(html.title).toBe(`${germanArticle.title} · DealBridge`);
    expect(html.description).toBe(germanArticle.excerpt);
    expect(html.canonical).toBe(`${siteUrl}/de/blog/${article.id}`);
    expect(html.og('url')).toBe(html.canonical);
    expect(html.alternates).toEqual({
      en: `${siteUrl}/blog/${article.id}`,
      de: `${siteUrl}/de/blog/${article.id}`,
      'x-default': `${siteUrl}/blog/${article.id}`,
    });
    expect(page(`blog/${article.id}.html`).alternates).toEqual(html.alternates);
  });

  it('every article has its own page in each language', () => {
    for (const { id, title } of articles) {
      expect(page(`blog/${id}.html`).h1, id).toBe(title);
    }
    for (const { id, title, language } of germanArticles) {
      const html = page(`de/blog/${id}.html`);
      expect(html.h1, id).toBe(title);
      expect(html.lang, id).toBe('de');
      expect(html.root.querySelector('h1')?.getAttribute('lang'), id).toBe(language);
    }
  });

  it('a legal page: the terms with their sections', () => {
    const terms = page('terms.html');
    expect(terms.h1).toBe('Terms of use');
    for (const section of termsDocument.sections) {
      expect(terms.root.textContent).toContain(section.heading);
    }
    expect(terms.title).toBe('Terms of use · DealBridge');
    expect(terms.description).toMatch(/\w+/);
    expect(terms.canonical).toBe(`${siteUrl}/terms`);
    expect(terms.og('url')).toBe(`${siteUrl}/terms`);
    expect(terms.og('type')).toBe('website');
  });

  it('the German terms under /de/terms, in German', () => {
    const terms = page('de/terms.html');
    expect(terms.lang).toBe('de');
    expect(terms.h1).toBe(deLegal.terms.title);
    for (const section of termsDocumentDe.sections) {
      expect(terms.root.textContent).toContain(section.heading);
    }
    expect(terms.root.textContent).not.toContain(termsDocument.sections[0]!.heading);
    expect(terms.canonical).toBe(`${siteUrl}/de/terms`);
    expect(terms.alternates['x-default']).toBe(`${siteUrl}/terms`);
  });

  it('the single-page shell for other URLs has an empty root', () => {
    const shell = read('app.html');
    expect(shell).toContain('<div id="root"></div>');
    expect(shell).not.toContain('data-prerendered-path');
  });
});

describe('shells of signed-in pages', () => {
  it('/discover is written with its heading, texts and loader, for no search engine', () => {
    const html = read('discover.html');
    const document = new DOMParser().parseFromString(html, 'text/html');
    // The app's root stays empty (nothing to hydrate); the shell stands beside it until the app's
    // first render (src/main.tsx).
    expect(html).toContain('<div id="root"></div>');
    expect(html).not.toContain('data-prerendered-path');
    const root = document.getElementById('page-shell')!;
    expect(root.getAttribute('data-page-shell')).toBe('/discover');
    expect(root.querySelector('h1')?.textContent).toBe(enDiscover.heading);
    expect(root.textContent).toContain(enDiscover.intro);
    expect(root.textContent).toContain(enDiscover.promo.verifiedTitle);
    expect(root.querySelector(`[aria-label="${enDiscover.loading}"]`)).not.toBeNull();
    // The frame is there; no user's data can be (the build has no session).
    expect(root.querySelector('header')).not.toBeNull();
    expect(root.innerHTML).not.toMatch(/<script|<template/);
    expect(document.head.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe(
      'noindex',
    );
    expect(document.head.querySelector('link[rel="canonical"]')).toBeNull();
    expect(read('sitemap.xml')).not.toContain('/discover');
    // Hidden before the first paint unless a session is stored (see the e2e test).
    expect(html).toContain('html[data-prerender-stale] #page-shell{display:none}');
  });

  it('the app script loads at low priority; on prerendered pages after the first paint', () => {
    expect(read('app.html')).toMatch(
      /<script type="module" fetchpriority="low" crossorigin src="\/assets\/index-[\w-]+\.js">/,
    );
    for (const file of ['index.html', 'discover.html', `blog/${article.id}.html`]) {
      const html = read(file);
      // The preload script adds the entry's script once the page has painted.
      expect(html, file).not.toMatch(/<script type="module"/);
      expect(html, file).toContain('<meta name="app-code-after-first-paint" />');
      expect(html, file).toMatch(/"entry":"\/assets\/index-[\w-]+\.js"/);
    }
  });
});

describe('sitemap.xml and robots.txt', () => {
  it('the sitemap lists every prerendered page in both languages once, with hreflang links', () => {
    const document = new DOMParser().parseFromString(read('sitemap.xml'), 'text/xml');
    const urls = [...document.querySelectorAll('url')].map((url) => ({
      loc: url.querySelector('loc')?.textContent,
      lastmod: url.querySelector('lastmod')?.textContent,
      alternates: Object.fromEntries(
        [...url.getElementsByTagNameNS('http://www.w3.org/1999/xhtml', 'link')].map((link) => [
          link.getAttribute('hreflang'),
          link.getAttribute('href'),
        ]),
      ),
    }));
    const locs = urls.map((url) => url.loc);
    expect(new Set(locs).size).toBe(locs.length);
    for (const path of ['/', '/blog', '/terms', '/privacy', '/compliance']) {
      expect(locs).toContain(`${siteUrl}${path}`);
      expect(locs).toContain(`${siteUrl}/de${path === '/' ? '' : path}`);
    }
    for (const { id, publishedAt } of articles) {
      const alternates = {
        en: `${siteUrl}/blog/${id}`,
        de: `${siteUrl}/de/blog/${id}`,
        'x-default': `${siteUrl}/blog/${id}`,
      };
      expect(urls).toContainEqual({ loc: alternates.en, lastmod: publishedAt, alternates });
      expect(urls).toContainEqual({ loc: alternates.de, lastmod: publishedAt, alternates });
    }
    // /, /blog, /terms, /privacy, /compliance, /impressum, /security and every article, twice.
    expect(urls).toHaveLength(2 * (7 + articles.length));
    for (const url of urls) {
      // Each entry names both versions, itself among them.
      expect(Object.keys(url.alternates).sort(), url.loc!).toEqual(['de', 'en', 'x-default']);
      expect(Object.values(url.alternates), url.loc!).toContain(url.loc);
      // Each listed page exists as a file.
      const path = new URL(url.loc!).pathname;
      expect(existsSync(join(dist, path === '/' ? 'index.html' : `${path}.html`)), url.loc!).toBe(
        true,
      );
    }
  });

  it('robots.txt allows the site, keeps crawlers off private pages and names the sitemap', () => {
    const lines = read('robots.txt').split('\n');
    expect(lines).toContain('User-agent: *');
    expect(lines).toContain('Allow: /');
    expect(lines).toContain('Disallow: /dashboard');
    expect(lines).toContain(`Sitemap: ${siteUrl}/sitemap.xml`);
  });
});
