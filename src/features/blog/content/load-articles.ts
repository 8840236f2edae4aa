import type { BlogArticle } from './types';

type Language = 'en' | 'de';

/**
 * The articles of one language, each language in a chunk of its own: the blog downloads only
 * the texts it shows (both together would exceed a route chunk's size budget). The blog's routes
 * load them before they render (their loaders), the prerender step too.
 */
const loaders: Record<Language, () => Promise<BlogArticle[]>> = {
  en: () => import('./articles').then((module) => module.articles),
  de: () => import('./articles-de').then((module) => module.germanArticles),
};

const loaded = new Map<Language, BlogArticle[]>();
const loading = new Map<Language, Promise<BlogArticle[]>>();
let latest: BlogArticle[] | undefined;

/** Loads (once) the articles of `language`. */
export function loadArticles(language: Language): Promise<BlogArticle[]> {
  let articles = loading.get(language);
  if (!articles) {
    articles = loaders[language]().then((list) => {
      loaded.set(language, list);
      latest = list;
      return list;
    });
    // A failed load (offline) may be retried.
    articles.catch(() => loading.delete(language));
    loading.set(language, articles);
  }
  return articles;
}

/** The articles of `language` if loaded, else those of the language loaded last (if any). */
export function loadedArticles(language: Language): BlogArticle[] | undefined {
  return loaded.get(language) ?? latest;
}

/** Whether the articles of `language` are loaded. */
export function areArticlesLoaded(language: Language): boolean {
  return loaded.has(language);
}
