/** Query keys of the due diligence: a deal's list, a listing's FAQ, the owner's documents and progress. */
export const diligenceKeys = {
  all: ['diligence'] as const,
  deal: (dealId: string) => [...diligenceKeys.all, 'deal', dealId] as const,
  faq: (listingId: string) => [...diligenceKeys.all, 'faq', listingId] as const,
  documents: (listingId: string) => [...diligenceKeys.all, 'documents', listingId] as const,
  /** The owner's side-by-side progress of every buyer (all listings' entries share this prefix). */
  progressAll: ['diligence', 'progress'] as const,
  progress: (listingId: string) => [...diligenceKeys.progressAll, listingId] as const,
};
