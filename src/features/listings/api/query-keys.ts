/**
 * The query keys of the owner's listings, in a module of their own: the live-update map (loaded
 * with the root) names them without pulling the listings' fetchers and schemas into its chunk.
 */
export const listingKeys = {
  all: ['listings'] as const,
  own: (userId: string) => [...listingKeys.all, 'own', userId] as const,
  overview: (userId: string) => [...listingKeys.all, 'overview', userId] as const,
};
