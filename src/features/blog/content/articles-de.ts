import { articles } from './articles';
import { buyingABusinessArticlesDe } from './articles-de/buying-a-business';
import { dealTypesArticlesDe } from './articles-de/deal-types';
import { dueDiligenceArticlesDe } from './articles-de/due-diligence';
import { esgArticlesDe } from './articles-de/esg';
import { financingArticlesDe } from './articles-de/financing';
import { ipAndPatentsArticlesDe } from './articles-de/ip-and-patents';
import { legalAndTaxArticlesDe } from './articles-de/legal-and-tax';
import { sellingABusinessArticlesDe } from './articles-de/selling-a-business';
import { successionArticlesDe } from './articles-de/succession';
import { valuationArticlesDe } from './articles-de/valuation';
import type { BlogArticle } from './types';

/**
 * The German articles (articles-de/<category>.ts): the same ids, dates and images as the English
 * ones, written for German owners of small and medium-sized businesses. In the English order;
 * an article without a German text yet stays English (the page says so, with lang="en").
 */
const translations: BlogArticle[] = [
  ...sellingABusinessArticlesDe,
  ...buyingABusinessArticlesDe,
  ...valuationArticlesDe,
  ...dueDiligenceArticlesDe,
  ...dealTypesArticlesDe,
  ...financingArticlesDe,
  ...legalAndTaxArticlesDe,
  ...successionArticlesDe,
  ...ipAndPatentsArticlesDe,
  ...esgArticlesDe,
];

const byId = new Map(translations.map((article) => [article.id, article]));

export const germanArticles: BlogArticle[] = articles.map(
  (article) => byId.get(article.id) ?? article,
);
