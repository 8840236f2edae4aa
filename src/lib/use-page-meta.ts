import { createContext, useContext, useEffect } from 'react';
import { APP_NAME } from './constants';
import { LANGUAGES } from './language';
import { isLocalizedPage, localizedPath, stripLanguagePrefix } from './localized-path';
import { absoluteUrl } from './site-url';

/** What a page says about itself in the document head. */
export type PageMeta = {
  /** Full document title ("<title> · DealBridge"). */
  title: string;
  description: string;
  /** Open Graph type: 'article' for blog articles, else 'website'. */
  type: 'website' | 'article';
  /** Path of a share image (e.g. '/blog/x.webp'), when the page has one. */
  image?: string;
};

/**
 * Receives the page's meta during rendering. Only the prerender step (src/prerender/) provides
 * it: effects do not run there, and it writes the head tags into the page's HTML itself.
 */
export const PageMetaCollectorContext = createContext<((meta: PageMeta) => void) | null>(null);

type PageMetaOptions = { type?: PageMeta['type']; image?: string };

/**
 * Sets the document title ("<title> · DealBridge"), the meta description, the canonical URL and
 * the Open Graph tags of the page.
 */
export function usePageMeta(title: string, description: string, options?: PageMetaOptions): void {
  const collect = useContext(PageMetaCollectorContext);
  const documentTitle = title ? `${title} · ${APP_NAME}` : APP_NAME;
  const type = options?.type ?? 'website';
  const image = options?.image;
  collect?.({ title: documentTitle, description, type, ...(image && { image }) });
  // The same page in the other language has another URL (/de/...), sometimes the same title.
  const pathname = typeof window === 'undefined' ? '' : window.location.pathname;

  useEffect(() => {
    document.title = documentTitle;
    const url = absoluteUrl(window.location.pathname);
    setMeta('name', 'description', description);
    setMeta('property', 'og:title', documentTitle);
    setMeta('property', 'og:description', description);
    setMeta('property', 'og:type', type);
    setMeta('property', 'og:url', url);
    setMeta('property', 'og:image', image ? absoluteUrl(image) : null);
    let canonical = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
    if (!canonical) {
      canonical = document.createElement('link');
      canonical.rel = 'canonical';
      document.head.append(canonical);
    }
    canonical.href = url;
    setAlternates(window.location.pathname);
  }, [documentTitle, description, type, image, pathname]);
}

/**
 * The hreflang links of a public page in both languages (as the prerendered HTML has them,
 * vite-prerender.ts), kept right after the app navigates; other pages have none.
 */
function setAlternates(pathname: string) {
  for (const link of document.head.querySelectorAll('link[rel="alternate"][hreflang]'))
    link.remove();
  const path = stripLanguagePrefix(pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname);
  if (!isLocalizedPage(path)) return;
  const links = [
    ...LANGUAGES.map((language) => [language, localizedPath(path, language)]),
    ['x-default', path],
  ];
  for (const [hreflang, href] of links) {
    const link = document.createElement('link');
    link.rel = 'alternate';
    link.hreflang = hreflang;
    link.href = absoluteUrl(href);
    document.head.append(link);
  }
}

/** Creates, updates or (content null) removes `<meta {attribute}="{key}" content>`. */
function setMeta(attribute: 'name' | 'property', key: string, content: string | null) {
  let meta = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (content === null) {
    meta?.remove();
    return;
  }
  if (!meta) {
    meta = document.createElement('meta');
    meta.setAttribute(attribute, key);
    document.head.append(meta);
  }
  meta.content = content;
}
