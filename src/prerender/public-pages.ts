import { articles } from '../features/blog/content/articles';
import { LANGUAGES, type Language } from '../lib/language';
import { localizedPath } from '../lib/localized-path';

/** A page the build prerenders and the sitemap lists (its app path, without /de). */
export type PublicPage = { path: string; lastModified?: string };

/** A public page in one language: the URL path it is written to and those of all its versions. */
export type LocalizedPublicPage = {
  path: string;
  language: Language;
  alternates: Record<Language, string>;
  lastModified?: string;
};

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

/** Every public page in every language (src/lib/localized-path.ts: German under /de). */
export function localizedPublicPages(): LocalizedPublicPage[] {
  return publicPages().flatMap(({ path, lastModified }) => {
    const alternates = Object.fromEntries(
      LANGUAGES.map((language) => [language, localizedPath(path, language)]),
    ) as Record<Language, string>;
    return LANGUAGES.map((language) => ({
      path: alternates[language],
      language,
      alternates,
      ...(lastModified && { lastModified }),
    }));
  });
}
