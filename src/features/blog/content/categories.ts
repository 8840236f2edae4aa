import type { BlogCategoryId } from './types';

/**
 * All blog categories in display order. Labels live in the `topics` locale namespace under
 * `categories`. A module of its own: the blog list needs them before (and without) the articles.
 */
export const blogCategories: readonly BlogCategoryId[] = [
  'selling-a-business',
  'buying-a-business',
  'valuation',
  'due-diligence',
  'deal-types',
  'financing',
  'legal-and-tax',
  'succession',
  'ip-and-patents',
  'esg',
  'industry-focus',
];
