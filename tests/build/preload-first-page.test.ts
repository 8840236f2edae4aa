// The build plugin that preloads the first page's chunks maps route files to URL patterns.
// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { preloadScript, routePattern } from '../../vite-preload-first-page';

const matches = (file: string, path: string) => new RegExp(routePattern(file)!).test(path);

describe('routePattern', () => {
  it('maps index routes to their folder', () => {
    expect(matches('index', '/')).toBe(true);
    expect(matches('index', '/login')).toBe(false);
    expect(matches('blog/index', '/blog')).toBe(true);
    expect(matches('blog/index', '/blog/')).toBe(true);
  });

  it('leaves out pathless layout folders and skips the layouts themselves', () => {
    expect(matches('_authenticated/discover', '/discover')).toBe(true);
    expect(matches('_authenticated/discover', '/discovery')).toBe(false);
    expect(routePattern('_authenticated')).toBeNull();
  });

  it('turns $params into one path segment', () => {
    expect(matches('blog/$articleId', '/blog/how-to-sell')).toBe(true);
    expect(matches('blog/$articleId', '/blog/a/b')).toBe(false);
    expect(matches('blog/$articleId', '/blog')).toBe(false);
  });
});

// The script itself, run in a page (jsdom) at a German URL: the route and texts it preloads.
describe('preloadScript', () => {
  const manifest = {
    pages: [
      { pattern: routePattern('blog/$articleId')!, js: ['/assets/article.js'], css: [] },
      { pattern: routePattern('index')!, js: ['/assets/landing.js'], css: [] },
    ],
    texts: { en: ['/assets/texts-en.js'], de: ['/assets/texts-de.js'] },
    apiOrigin: null,
    entry: '/assets/index.js',
    entryImports: ['/assets/react-dom.js'],
  };
  const preloaded = () =>
    [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) =>
      link.getAttribute('href'),
    );

  afterEach(() => {
    document.head.innerHTML = '';
    localStorage.clear();
    history.replaceState(null, '', '/');
  });

  it('a German page (/de/...): its route without the prefix, and the German texts', () => {
    history.replaceState(null, '', '/de/blog/how-to-sell');
    preloadScript(manifest);
    expect(preloaded()).toEqual([
      '/assets/react-dom.js',
      '/assets/texts-de.js',
      '/assets/article.js',
    ]);
  });

  it('the German landing page at /de is the landing route', () => {
    history.replaceState(null, '', '/de');
    preloadScript(manifest);
    expect(preloaded()).toEqual([
      '/assets/react-dom.js',
      '/assets/texts-de.js',
      '/assets/landing.js',
    ]);
  });

  it('the chunks the entry imports are requested with it, before the app has run', () => {
    history.replaceState(null, '', '/discover');
    preloadScript(manifest);
    expect(preloaded()).toEqual(['/assets/react-dom.js', '/assets/texts-en.js']);
  });

  it('a stored choice wins over the URL', () => {
    localStorage.setItem('preferred-language', 'en');
    history.replaceState(null, '', '/de/blog/how-to-sell');
    preloadScript(manifest);
    expect(preloaded()).toEqual([
      '/assets/react-dom.js',
      '/assets/texts-en.js',
      '/assets/article.js',
    ]);
  });
});
