import type { Language } from './language';

/**
 * The public pages (landing page, blog, articles, legal pages) exist at two URLs each: English at
 * the plain path (`/blog/x`, also the `x-default` for search engines) and German under `/de`
 * (`/de/blog/x`, the landing page at `/de`). Both are prerendered (vite-prerender.ts), so each
 * language's HTML is readable at once. Inside the app every route keeps its plain path: the
 * router takes the prefix off incoming URLs and puts it on the links it renders (src/router.tsx).
 * Signed-in and form pages have one URL for both languages, as before.
 *
 * Kept small and free of imports: the head scripts of the prerendered pages repeat these rules
 * (vite-prerender.ts, vite-preload-first-page.ts), and the app's entry imports this module.
 */
export const GERMAN_PREFIX = '/de';

const LOCALIZED_PAGE = /^\/(?:blog(?:\/[^/]+)?|terms|privacy|compliance|impressum|security)?$/;
const GERMAN_PREFIXED = /^\/de(?=\/|$)/;

/** Whether `path` (a plain app path, without `/de`) is a public page with a German URL. */
export function isLocalizedPage(path: string): boolean {
  return LOCALIZED_PAGE.test(path);
}

/** The language a URL's path asks for: 'de' under `/de`, else null (the plain path decides nothing). */
export function languageOfUrlPath(pathname: string): Language | null {
  return GERMAN_PREFIXED.test(pathname) ? 'de' : null;
}

/** `/de/blog/x` → `/blog/x`, `/de` → `/`; other paths unchanged. */
export function stripLanguagePrefix(pathname: string): string {
  if (!GERMAN_PREFIXED.test(pathname)) return pathname;
  return pathname.replace(GERMAN_PREFIXED, '') || '/';
}

/** The public URL of an app path in `language`: `/blog/x` → `/de/blog/x` in German. */
export function localizedPath(path: string, language: Language): string {
  const plain = stripLanguagePrefix(path);
  if (language !== 'de' || !isLocalizedPage(plain)) return plain;
  return plain === '/' ? GERMAN_PREFIX : `${GERMAN_PREFIX}${plain}`;
}
