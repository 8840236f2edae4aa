import { useLiveUserUpdates } from './live-updates';

/**
 * The signed-in user's live tables (the bell, the unread counts), as a component: the root route
 * loads it lazily once the user is verified, so the Realtime client and the live map stay out of
 * the landing page's first load.
 */
export function LiveUserUpdates({ userId }: { userId: string }) {
  useLiveUserUpdates(userId);
  return null;
}
