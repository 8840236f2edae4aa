/** Query keys of the conversation feature: one place, so mutations invalidate exactly these. */
export const conversationKeys = {
  all: ['conversation'] as const,
  thread: (dealId: string) => [...conversationKeys.all, 'thread', dealId] as const,
};
