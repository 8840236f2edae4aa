/** Query keys of the deal teams (a deal's team panel, the caller's open invitations). */
export const dealTeamKeys = {
  all: ['deal-team'] as const,
  team: (dealId: string) => [...dealTeamKeys.all, 'team', dealId] as const,
  invitations: (userId: string) => [...dealTeamKeys.all, 'invitations', userId] as const,
  membership: (userId: string, dealId: string) =>
    [...dealTeamKeys.all, 'membership', userId, dealId] as const,
};
