/** Query keys of the closing feature. */
export const closingKeys = {
  all: ['closing'] as const,
  checklist: (dealId: string) => [...closingKeys.all, 'checklist', dealId] as const,
};
