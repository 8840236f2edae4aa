/** Query keys of the offers feature. */
export const offerKeys = {
  all: ['offers'] as const,
  pause: (listingId: string, userId: string) =>
    [...offerKeys.all, 'pause', listingId, userId] as const,
  thread: (dealId: string) => [...offerKeys.all, 'thread', dealId] as const,
  clock: (dealId: string) => [...offerKeys.all, 'clock', dealId] as const,
  capacity: (buyerId: string) => [...offerKeys.all, 'capacity', buyerId] as const,
};
