/**
 * Footer topic links: 12 groups of 5 topics, each pointing to the most relevant article.
 * The slug is the topic's stable key (labels: `topics` locale namespace, `groups` and `topics`);
 * link to /blog/{articleId}, or resolve a /blog/{slug} URL with `articleIdForTopic`.
 */
export type FooterTopic = { slug: string; articleId: string };
export type FooterTopicGroup = { id: string; topics: FooterTopic[] };

export const footerTopicGroups: FooterTopicGroup[] = [
  {
    id: 'ma-basics',
    topics: [
      { slug: 'mergers-acquisitions', articleId: 'company-sale-process-step-by-step' },
      { slug: 'company-sale', articleId: 'preparing-your-company-for-sale' },
      { slug: 'company-purchase', articleId: 'buying-your-first-company' },
      { slug: 'deal-process', articleId: 'company-sale-process-step-by-step' },
      { slug: 'letter-of-intent', articleId: 'what-a-letter-of-intent-contains' },
    ],
  },
  {
    id: 'selling',
    topics: [
      { slug: 'exit-planning', articleId: 'preparing-your-company-for-sale' },
      { slug: 'buyer-search', articleId: 'choosing-the-right-buyer' },
      { slug: 'confidential-sale', articleId: 'teaser-nda-and-information-memorandum' },
      { slug: 'information-memorandum', articleId: 'teaser-nda-and-information-memorandum' },
      { slug: 'owner-dependence', articleId: 'reducing-owner-dependence' },
    ],
  },
  {
    id: 'buying',
    topics: [
      { slug: 'search-fund', articleId: 'buying-your-first-company' },
      { slug: 'teaser-analysis', articleId: 'reading-a-teaser-critically' },
      { slug: 'post-merger-integration', articleId: 'first-100-days-after-an-acquisition' },
      { slug: 'acquisition-red-flags', articleId: 'red-flags-when-buying-a-small-business' },
      { slug: 'management-buy-in', articleId: 'management-buy-out-and-buy-in' },
    ],
  },
  {
    id: 'valuation',
    topics: [
      { slug: 'company-valuation', articleId: 'valuation-methods-compared' },
      { slug: 'ebitda-multiples', articleId: 'ebitda-multiples-for-smes' },
      { slug: 'adjusted-ebitda', articleId: 'adjusted-ebitda-and-normalisation' },
      { slug: 'enterprise-value', articleId: 'from-enterprise-value-to-purchase-price' },
      { slug: 'working-capital', articleId: 'working-capital-adjustments-explained' },
    ],
  },
  {
    id: 'due-diligence',
    topics: [
      { slug: 'due-diligence', articleId: 'due-diligence-checklist-for-sme-acquisitions' },
      { slug: 'vendor-due-diligence', articleId: 'vendor-due-diligence' },
      { slug: 'financial-due-diligence', articleId: 'financial-due-diligence-quality-of-earnings' },
      { slug: 'legal-due-diligence', articleId: 'legal-due-diligence-contracts-and-permits' },
      { slug: 'data-room', articleId: 'setting-up-a-virtual-data-room' },
    ],
  },
  {
    id: 'deal-structures',
    topics: [
      { slug: 'asset-deal', articleId: 'asset-deal-vs-share-deal-germany' },
      { slug: 'share-deal', articleId: 'asset-deal-vs-share-deal-germany' },
      { slug: 'earn-out', articleId: 'earn-out-explained' },
      { slug: 'minority-stake', articleId: 'selling-a-minority-stake' },
      { slug: 'carve-out', articleId: 'carve-out-selling-a-division' },
    ],
  },
  {
    id: 'financing',
    topics: [
      { slug: 'acquisition-financing', articleId: 'structuring-acquisition-financing' },
      { slug: 'kfw-loans', articleId: 'kfw-and-erp-loans-for-acquisitions' },
      { slug: 'vendor-loan', articleId: 'vendor-loan-seller-financing' },
      { slug: 'private-equity', articleId: 'private-equity-in-the-mittelstand' },
      { slug: 'management-buy-out', articleId: 'management-buy-out-and-buy-in' },
    ],
  },
  {
    id: 'legal-tax',
    topics: [
      { slug: 'share-purchase-agreement', articleId: 'share-purchase-agreement-key-clauses' },
      { slug: 'warranties-indemnities', articleId: 'warranties-indemnities-and-wi-insurance' },
      { slug: 'capital-gains-tax', articleId: 'how-a-company-sale-is-taxed-in-germany' },
      { slug: 'transfer-of-undertakings', articleId: 'employees-in-a-business-transfer' },
      { slug: 'non-compete', articleId: 'non-compete-clauses-after-a-sale' },
    ],
  },
  {
    id: 'succession',
    topics: [
      { slug: 'business-succession', articleId: 'succession-planning-in-the-mittelstand' },
      { slug: 'family-succession', articleId: 'family-succession-or-external-sale' },
      { slug: 'inheritance-tax', articleId: 'inheritance-tax-relief-for-business-assets' },
      { slug: 'emergency-planning', articleId: 'succession-planning-in-the-mittelstand' },
      { slug: 'life-after-exit', articleId: 'life-after-the-sale' },
    ],
  },
  {
    id: 'ip-patents',
    topics: [
      { slug: 'patent-valuation', articleId: 'how-to-value-patents-and-ip' },
      { slug: 'dormant-assets', articleId: 'monetizing-dormant-patents' },
      { slug: 'patent-licensing', articleId: 'monetizing-dormant-patents' },
      { slug: 'ip-due-diligence', articleId: 'ip-due-diligence-who-owns-the-know-how' },
      { slug: 'trade-secrets', articleId: 'trademarks-software-and-trade-secrets-in-a-sale' },
    ],
  },
  {
    id: 'esg',
    topics: [
      { slug: 'esg-investing', articleId: 'esg-in-sme-transactions' },
      { slug: 'esg-due-diligence', articleId: 'esg-due-diligence-checklist' },
      {
        slug: 'sustainability-certification',
        articleId: 'sustainability-certification-as-a-value-driver',
      },
      { slug: 'supply-chain-standards', articleId: 'esg-due-diligence-checklist' },
      { slug: 'energy-efficiency', articleId: 'sustainability-certification-as-a-value-driver' },
    ],
  },
  {
    id: 'industries',
    topics: [
      { slug: 'manufacturing', articleId: 'selling-a-manufacturing-company' },
      { slug: 'healthcare', articleId: 'healthcare-practice-and-care-business-deals' },
      { slug: 'technology', articleId: 'software-and-it-services-acquisitions' },
      { slug: 'e-commerce', articleId: 'buying-an-e-commerce-business' },
      { slug: 'energy', articleId: 'energy-and-renewables-smes' },
    ],
  },
];

/** Resolves a footer topic slug to its article id (undefined for unknown slugs). */
export function articleIdForTopic(slug: string): string | undefined {
  for (const group of footerTopicGroups) {
    const topic = group.topics.find((candidate) => candidate.slug === slug);
    if (topic) return topic.articleId;
  }
  return undefined;
}
