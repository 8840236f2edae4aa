/** Query keys of the notifications feature, per signed-in user. */
export const notificationKeys = {
  all: (userId: string) => ['notifications', userId] as const,
  unreadCount: (userId: string) => ['notifications', userId, 'unread-count'] as const,
  latest: (userId: string) => ['notifications', userId, 'latest'] as const,
  preferences: (userId: string) => ['notifications', userId, 'preferences'] as const,
};
