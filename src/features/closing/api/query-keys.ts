/** Query keys of the closing feature. */
export const closingKeys = {
  all: ['closing'] as const,
  checklist: (dealId: string) => [...closingKeys.all, 'checklist', dealId] as const,
  /** A closed deal's archive row; with the deal's stage, so a change of stage asks again. */
  archive: (dealId: string, stage: string) =>
    [...closingKeys.all, 'archive', dealId, stage] as const,
};
