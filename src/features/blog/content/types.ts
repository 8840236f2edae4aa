/** Blog category ids, in kebab-case. Display order lives in `blogCategories` (articles.ts). */
export type BlogCategoryId =
  | 'selling-a-business'
  | 'buying-a-business'
  | 'valuation'
  | 'due-diligence'
  | 'deal-types'
  | 'financing'
  | 'legal-and-tax'
  | 'succession'
  | 'ip-and-patents'
  | 'esg'
  | 'industry-focus';

export type BlogBlock = { type: 'heading' | 'paragraph'; text: string };

export type BlogArticle = {
  /** URL slug, kebab-case, unique; the same in both languages. */
  id: string;
  /** The language the text is written in. */
  language: 'en' | 'de';
  title: string;
  category: BlogCategoryId;
  /** Public path of the hero image: `/blog/<id>.webp`. */
  image: string;
  imageAlt: string;
  excerpt: string;
  /** ISO date (YYYY-MM-DD). */
  publishedAt: string;
  /** Derived from the word count of title, excerpt and body at about 200 words per minute. */
  readingMinutes: number;
  content: BlogBlock[];
};
