import { articles } from '../features/blog/content/articles';

/** A page the build prerenders and the sitemap lists. */
export type PublicPage = { path: string; lastModified?: string };

/**
 * Public pages without parameters. A new public page is one line here: the build then prerenders
 * it and lists it in sitemap.xml.
 */
const STATIC_PAGES: readonly string[] = [
  '/',
  '/blog',
  '/terms',
  '/privacy',
  '/compliance',
  '/impressum',
  '/security',
];

/** Every page the build prerenders: the static pages and each blog article. */
export function publicPages(): PublicPage[] {
  return [
    ...STATIC_PAGES.map((path) => ({ path })),
    ...articles.map((article) => ({
      path: `/blog/${article.id}`,
      lastModified: article.publishedAt,
    })),
  ];
}
