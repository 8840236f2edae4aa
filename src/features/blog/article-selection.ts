import type { BlogArticle, BlogCategoryId } from './content/types';

export const RELATED_LIMIT = 3;
export const RECOMMENDED_LIMIT = 3;

function newestFirst(a: BlogArticle, b: BlogArticle): number {
  return b.publishedAt.localeCompare(a.publishedAt) || a.id.localeCompare(b.id);
}

export function findArticle(articles: readonly BlogArticle[], id: string): BlogArticle | undefined {
  return articles.find((article) => article.id === id);
}

export function isBlogCategory(
  categories: readonly BlogCategoryId[],
  value: unknown,
): value is BlogCategoryId {
  return typeof value === 'string' && (categories as readonly string[]).includes(value);
}

function normalise(text: string): string {
  return text
    .toLocaleLowerCase('en')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '');
}

/**
 * Articles matching the search text (every word must appear in the title, excerpt, category
 * label or body) and the category (if any), newest first.
 */
export function filterArticles(
  articles: readonly BlogArticle[],
  {
    query,
    category,
    categoryLabel,
  }: {
    query?: string;
    category?: BlogCategoryId;
    categoryLabel?: (id: BlogCategoryId) => string;
  },
): BlogArticle[] {
  const words = normalise(query ?? '')
    .split(/\s+/)
    .filter(Boolean);
  return articles
    .filter((article) => !category || article.category === category)
    .filter((article) => {
      if (words.length === 0) return true;
      const haystack = normalise(
        [
          article.title,
          article.excerpt,
          categoryLabel?.(article.category) ?? article.category,
          ...article.content.map((block) => block.text),
        ].join(' '),
      );
      return words.every((word) => haystack.includes(word));
    })
    .sort(newestFirst);
}

/** Up to 3 other articles of the same category, newest first. */
export function relatedArticles(
  articles: readonly BlogArticle[],
  article: BlogArticle,
  limit = RELATED_LIMIT,
): BlogArticle[] {
  return articles
    .filter((other) => other.category === article.category && other.id !== article.id)
    .sort(newestFirst)
    .slice(0, limit);
}

/**
 * Up to 3 articles from other categories: the newest article of each of the next categories
 * (in the order articles appear), so recommendations differ from article to article.
 */
export function recommendedArticles(
  articles: readonly BlogArticle[],
  article: BlogArticle,
  limit = RECOMMENDED_LIMIT,
): BlogArticle[] {
  const categories: BlogCategoryId[] = [];
  for (const other of articles)
    if (!categories.includes(other.category)) categories.push(other.category);
  const start = categories.indexOf(article.category);
  const ordered = [
    ...categories.slice(start + 1),
    ...categories.slice(0, Math.max(start, 0)),
  ].filter((category) => category !== article.category);
  const picks: BlogArticle[] = [];
  for (const category of ordered) {
    if (picks.length >= limit) break;
    const newest = articles.filter((other) => other.category === category).sort(newestFirst)[0];
    if (newest) picks.push(newest);
  }
  return picks;
}
