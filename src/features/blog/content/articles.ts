import { blogCategories } from './categories';
import type { BlogArticle, BlogCategoryId } from './types';
import { buyingABusinessArticles } from './articles/buying-a-business';
import { dealTypesArticles } from './articles/deal-types';
import { dueDiligenceArticles } from './articles/due-diligence';
import { esgArticles } from './articles/esg';
import { financingArticles } from './articles/financing';
import { industryFocusArticles } from './articles/industry-focus';
import { ipAndPatentsArticles } from './articles/ip-and-patents';
import { legalAndTaxArticles } from './articles/legal-and-tax';
import { sellingABusinessArticles } from './articles/selling-a-business';
import { successionArticles } from './articles/succession';
import { valuationArticles } from './articles/valuation';

const articlesByCategory: Record<BlogCategoryId, BlogArticle[]> = {
  'selling-a-business': sellingABusinessArticles,
  'buying-a-business': buyingABusinessArticles,
  valuation: valuationArticles,
  'due-diligence': dueDiligenceArticles,
  'deal-types': dealTypesArticles,
  financing: financingArticles,
  'legal-and-tax': legalAndTaxArticles,
  succession: successionArticles,
  'ip-and-patents': ipAndPatentsArticles,
  esg: esgArticles,
  'industry-focus': industryFocusArticles,
};

export { blogCategories };

/** All 50 articles in English, newest first. */
export const articles: BlogArticle[] = blogCategories
  .flatMap((category) => articlesByCategory[category])
  .sort((a, b) => b.publishedAt.localeCompare(a.publishedAt) || a.id.localeCompare(b.id));

export function getArticleById(id: string): BlogArticle | undefined {
  return articles.find((article) => article.id === id);
}
