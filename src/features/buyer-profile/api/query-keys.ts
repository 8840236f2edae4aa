/** Query keys of the buyer-profile feature, from one factory. */
export const buyerProfileKeys = {
  all: ['buyer-profile'] as const,
  investmentProfile: (userId: string) => [...buyerProfileKeys.all, 'investment', userId] as const,
  myCapacity: (userId: string) => [...buyerProfileKeys.all, 'my-capacity', userId] as const,
  capacities: (buyerIds: readonly string[]) =>
    [...buyerProfileKeys.all, 'capacities', [...buyerIds].sort()] as const,
  requirement: (listingId: string) => [...buyerProfileKeys.all, 'requirement', listingId] as const,
  proofReviews: () => [...buyerProfileKeys.all, 'proof-reviews'] as const,
};
