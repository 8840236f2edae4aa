/**
 * Server entry of the build's prerender step (vite-prerender.ts): renders one public page to
 * HTML with React's static renderer, through the same tree the browser hydrates (src/app.tsx).
 * Built by Vite as the `ssr` environment and run by Node once the browser build is written.
 */
import { createMemoryHistory } from '@tanstack/react-router';
import { prerender } from 'react-dom/static';
import { App } from '../app';
import { i18n, i18nReady, loadLanguage } from '../lib/i18n';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '../lib/language';
import { stripLanguagePrefix } from '../lib/localized-path';
import { createQueryClient } from '../lib/query-client';
import { SITE_URL } from '../lib/site-url';
import { PageMetaCollectorContext, type PageMeta } from '../lib/use-page-meta';
import { createAppRouter } from '../router';
import { pageShellPaths, renderPageShell } from './page-shells';
import { localizedPublicPages, type LocalizedPublicPage } from './public-pages';

/**
 * The language of the plain URLs (`x-default`) and of the signed-in pages' shells: what the app
 * shows a visitor without a stored choice and without a German browser.
 */
export const PRERENDER_LANGUAGE: Language = DEFAULT_LANGUAGE;

/** What the build writes besides the pages: the site's origin, the languages and the page list. */
export function prerenderManifest(): {
  siteUrl: string;
  defaultLanguage: Language;
  pages: LocalizedPublicPage[];
} {
  return { siteUrl: SITE_URL, defaultLanguage: PRERENDER_LANGUAGE, pages: localizedPublicPages() };
}

/** The page's HTML (the content of #root) and what it puts in the head. */
export type RenderedPage = { html: string; head: string; meta: PageMeta };

/** Renders the page at the URL `path` (`/de/...` for German) in `language`. */
export async function renderPage(path: string, language: string): Promise<RenderedPage> {
  if (!isLanguage(language)) throw new Error(`${path}: unknown language ${language}`);
  await i18nReady;
  await loadLanguage(language);
  await i18n.changeLanguage(language);

  const queryClient = createQueryClient();
  const router = createAppRouter(queryClient, createMemoryHistory({ initialEntries: [path] }));
  await router.load();
  // A public page that redirects, fails or is not found is a mistake in the page list.
  for (const match of router.state.matches) {
    if (match.status !== 'success' || match._notFound) {
      throw new Error(`${path}: route ${match.routeId} is ${match.status}`, { cause: match.error });
    }
  }
  if (router.state.location.pathname !== stripLanguagePrefix(path)) {
    throw new Error(`${path}: redirected to ${router.state.location.pathname}`);
  }
  // The server side of the router does not fetch the pages' split-off code: load it now, so the
  // page renders at once rather than behind a suspense boundary resolved by an inline script.
  await Promise.all(
    router.state.matches.map((match) =>
      router.loadRouteChunk(router.routesById[match.routeId as keyof typeof router.routesById]),
    ),
  );

  let meta: PageMeta | undefined;
  const errors: unknown[] = [];
  const { prelude } = await prerender(
    <PageMetaCollectorContext.Provider value={(collected) => (meta = collected)}>
      <App router={router} queryClient={queryClient} />
    </PageMetaCollectorContext.Provider>,
    {
      // React moves large finished sections out of line (an empty placeholder, the content at
      // the end and an inline script to swap it in), which helps streaming, not a static page.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onError(error) {
        errors.push(error);
      },
    },
  );
  const html = await new Response(prelude).text();
  // An error inside the page would leave it to the browser to render: fail the build instead.
  if (errors.length) throw new Error(`${path}: rendering failed`, { cause: errors[0] });
  if (!meta) throw new Error(`${path}: the page did not call usePageMeta`);
  if (/<template id="B:|<script/.test(html)) {
    throw new Error(`${path}: part of the page was still loading when it was rendered`);
  }
  // React puts the preloads it derives (an image with fetchPriority="high") first: they belong
  // in the head, and the root must hold only what the app renders.
  const preloads = /^(?:<link [^>]*\/>)+/.exec(html)?.[0] ?? '';
  return { html: html.slice(preloads.length), head: preloads, meta };
}

/** The shells of signed-in pages, in the prerendered language (src/prerender/page-shells.tsx). */
export async function renderShell(path: string): Promise<string> {
  await i18nReady;
  await loadLanguage(PRERENDER_LANGUAGE);
  await i18n.changeLanguage(PRERENDER_LANGUAGE);
  return renderPageShell(path);
}

export { pageShellPaths };
