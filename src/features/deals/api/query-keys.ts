/** Query keys of the deals (the deal page, the buyer's list, an owner's pipeline). */
export const dealPageKeys = {
  all: ['deal-pages'] as const,
  overview: (dealId: string) => [...dealPageKeys.all, 'overview', dealId] as const,
  mine: (userId: string) => [...dealPageKeys.all, 'mine', userId] as const,
  /** Every pipeline of the user's listings (a notice says a deal moved, not on which listing). */
  pipelines: ['deal-pages', 'pipeline'] as const,
  pipeline: (listingId: string) => [...dealPageKeys.pipelines, listingId] as const,
  responseTime: (ownerId: string) => [...dealPageKeys.all, 'response-time', ownerId] as const,
  wonConfirmation: (dealId: string) => [...dealPageKeys.all, 'won-confirmation', dealId] as const,
  listingChanges: (dealId: string) => [...dealPageKeys.all, 'listing-changes', dealId] as const,
};
