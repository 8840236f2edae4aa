/**
 * The public origin of the site (no trailing slash): canonical URLs, Open Graph URLs, the
 * sitemap and robots.txt are built from it. Set `VITE_SITE_URL` at build time for a real
 * deployment; without it the build uses the origin `vite preview` serves locally.
 */
export const DEFAULT_SITE_URL = 'http://localhost:4173';

export function normalizeSiteUrl(value: unknown): string {
  const text = typeof value === 'string' ? value.trim() : '';
  if (!text) return DEFAULT_SITE_URL;
  const url = new URL(text);
  if (!/^https?:$/.test(url.protocol)) throw new Error(`VITE_SITE_URL must be http(s): ${text}`);
  return `${url.origin}${url.pathname}`.replace(/\/+$/, '');
}

export const SITE_URL = normalizeSiteUrl(import.meta.env.VITE_SITE_URL);

/** Absolute URL of a path of this site ('/blog/x' → 'https://host/blog/x'; '/' → 'https://host/'). */
export function absoluteUrl(path: string, siteUrl = SITE_URL): string {
  return `${siteUrl}${path.startsWith('/') ? path : `/${path}`}`;
}
