/**
 * Public pages are prerendered at build time (English, see src/prerender/). The HTML marks its
 * root with the path and language it was rendered for; the app hydrates over it only when both
 * match what it is about to render, otherwise it renders afresh (and an inline script in the
 * page's head has already hidden the stale HTML, so nothing flashes).
 */
export const PRERENDERED_PATH_ATTRIBUTE = 'data-prerendered-path';
export const PRERENDERED_LANGUAGE_ATTRIBUTE = 'data-prerendered-language';
/** Set on <html> by the page's inline script while the prerendered HTML must stay hidden. */
export const STALE_PRERENDER_ATTRIBUTE = 'data-prerender-stale';

/** '/blog/' → '/blog'; '/' stays '/'. */
export function normalizePath(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') || '/' : pathname;
}

let hydrating = false;

/** True when the app hydrates prerendered HTML (so the first render must equal the server's). */
export function isHydratingPrerenderedPage(): boolean {
  return hydrating;
}

/**
 * Whether `container` holds prerendered HTML for this URL in `language`; marks the app as
 * hydrating if so. Pages were rendered without a query string, which can change what they show
 * (the blog's search and category): with one, the page is rendered afresh.
 */
export function claimPrerenderedHtml(
  container: HTMLElement,
  url: { pathname: string; search: string },
  language: string,
): boolean {
  hydrating =
    container.hasChildNodes() &&
    url.search.length <= 1 &&
    container.getAttribute(PRERENDERED_PATH_ATTRIBUTE) === normalizePath(url.pathname) &&
    container.getAttribute(PRERENDERED_LANGUAGE_ATTRIBUTE) === language;
  return hydrating;
}

/** Shows the root again once the app has rendered over stale prerendered HTML. */
export function revealRoot(): void {
  document.documentElement.removeAttribute(STALE_PRERENDER_ATTRIBUTE);
}

/**
 * A signed-in page's shell (dist/discover.html, src/prerender/page-shells.tsx) stands beside the
 * empty root until the app's first render is on screen.
 */
export const PAGE_SHELL_ID = 'page-shell';

/** Removes the prerendered shell of a signed-in page, if any (in the app's first commit). */
export function removePageShell(): void {
  document.getElementById(PAGE_SHELL_ID)?.remove();
}
