/** Query keys of the saved searches feature, per signed-in user. */
export const savedSearchKeys = {
  list: (userId: string) => ['saved-searches', userId] as const,
};
