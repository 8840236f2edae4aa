/** Query keys of the offers feature. */
export const offerKeys = {
  all: ['offers'] as const,
  pause: (listingId: string, userId: string) =>
    [...offerKeys.all, 'pause', listingId, userId] as const,
};
