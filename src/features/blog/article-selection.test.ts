import { describe, expect, it } from 'vitest';
import {
  filterArticles,
  findArticle,
  isBlogCategory,
  recommendedArticles,
  relatedArticles,
} from './article-selection';
import type { BlogArticle, BlogCategoryId } from './content/types';

function article(
  id: string,
  category: BlogCategoryId,
  publishedAt: string,
  text = '',
): BlogArticle {
  return {
    id,
    language: 'en',
    title: `Title ${id}`,
    category,
    image: `/blog/${id}.webp`,
    imageAlt: '',
    excerpt: `Excerpt ${id}`,
    publishedAt,
    readingMinutes: 3,
    content: [{ type: 'paragraph', text }],
  };
}

const fixture: BlogArticle[] = [
  article('a1', 'valuation', '2024-01-01', 'EBITDA multiples explained'),
  article('a2', 'valuation', '2024-03-01'),
  article('a3', 'valuation', '2024-02-01'),
  article('a4', 'valuation', '2024-04-01'),
  article('a5', 'valuation', '2024-05-01'),
  article('b1', 'financing', '2024-01-05', 'Vendor loan and earn-out'),
  article('b2', 'financing', '2024-06-05'),
  article('c1', 'esg', '2024-02-10', 'Übernahme and ESG'),
  article('d1', 'succession', '2023-12-01'),
];

describe('article selection', () => {
  it('finds by id', () => {
    expect(findArticle(fixture, 'b1')?.id).toBe('b1');
    expect(findArticle(fixture, 'nope')).toBeUndefined();
  });

  it('filters by category and search words, newest first', () => {
    expect(filterArticles(fixture, { category: 'financing' }).map((a) => a.id)).toEqual([
      'b2',
      'b1',
    ]);
    expect(filterArticles(fixture, { query: 'ebitda MULTIPLES' }).map((a) => a.id)).toEqual(['a1']);
    expect(filterArticles(fixture, { query: 'vendor', category: 'valuation' })).toEqual([]);
    expect(filterArticles(fixture, { query: 'ubernahme' }).map((a) => a.id)).toEqual(['c1']);
    expect(
      filterArticles(fixture, {
        query: 'Finanzierung',
        categoryLabel: (id) => (id === 'financing' ? 'Finanzierung' : id),
      }).map((a) => a.id),
    ).toEqual(['b2', 'b1']);
    expect(filterArticles(fixture, {})).toHaveLength(fixture.length);
  });

  it('relates up to 3 other articles of the same category', () => {
    const related = relatedArticles(fixture, fixture[0]!);
    expect(related.map((a) => a.id)).toEqual(['a5', 'a4', 'a2']);
    expect(relatedArticles(fixture, fixture[7]!)).toEqual([]);
  });

  it('recommends up to 3 from other categories, one per category', () => {
    const recommended = recommendedArticles(fixture, fixture[0]!);
    expect(recommended.map((a) => a.id)).toEqual(['b2', 'c1', 'd1']);
    expect(recommended.every((a) => a.category !== 'valuation')).toBe(true);
    const fromEsg = recommendedArticles(fixture, fixture[7]!);
    expect(fromEsg.map((a) => a.category)).toEqual(['succession', 'valuation', 'financing']);
  });

  it('checks category ids', () => {
    expect(isBlogCategory(['esg'], 'esg')).toBe(true);
    expect(isBlogCategory(['esg'], 'other')).toBe(false);
    expect(isBlogCategory(['esg'], undefined)).toBe(false);
  });
});
