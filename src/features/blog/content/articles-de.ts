import { buyingABusinessArticlesDe } from './articles-de/buying-a-business';
import { dealTypesArticlesDe } from './articles-de/deal-types';
import { dueDiligenceArticlesDe } from './articles-de/due-diligence';
import { esgArticlesDe } from './articles-de/esg';
import { financingArticlesDe } from './articles-de/financing';
import { industryFocusArticlesDe } from './articles-de/industry-focus';
import { ipAndPatentsArticlesDe } from './articles-de/ip-and-patents';
import { legalAndTaxArticlesDe } from './articles-de/legal-and-tax';
import { sellingABusinessArticlesDe } from './articles-de/selling-a-business';
import { successionArticlesDe } from './articles-de/succession';
import { valuationArticlesDe } from './articles-de/valuation';
import { blogCategories } from './categories';
import type { BlogArticle, BlogCategoryId } from './types';

/**
 * The German articles (articles-de/<category>.ts): the same ids, dates, categories and images as
 * the English ones (articles.ts), written for German owners of small and medium-sized
 * businesses rather than translated word for word. A module of its own, without the English
 * texts: German readers download only these (src/features/blog/content/load-articles.ts).
 */
const articlesByCategory: Record<BlogCategoryId, BlogArticle[]> = {
  'selling-a-business': sellingABusinessArticlesDe,
  'buying-a-business': buyingABusinessArticlesDe,
  valuation: valuationArticlesDe,
  'due-diligence': dueDiligenceArticlesDe,
  'deal-types': dealTypesArticlesDe,
  financing: financingArticlesDe,
  'legal-and-tax': legalAndTaxArticlesDe,
  succession: successionArticlesDe,
  'ip-and-patents': ipAndPatentsArticlesDe,
  esg: esgArticlesDe,
  'industry-focus': industryFocusArticlesDe,
};

/** All 50 articles in German, newest first (the order of the English list). */
export const germanArticles: BlogArticle[] = blogCategories
  .flatMap((category) => articlesByCategory[category])
  .sort((a, b) => b.publishedAt.localeCompare(a.publishedAt) || a.id.localeCompare(b.id));
