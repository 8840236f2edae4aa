import type { QueryClient } from '@tanstack/react-query';
import { unreadMessagesQueryOptions } from '../../lib/unread-messages';
import { unreadCountQueryOptions } from '../../features/notifications/api/unread-count';

/**
 * Reads the top bar's two counts (unread notifications, unread messages) if not read yet. Their
 * components load lazily after the page and would otherwise ask only once rendered: a wave later
 * or, behind React's delayed reveal of a Suspense boundary, later still. Live updates keep them
 * current from then on; a failure here is for the components to show.
 */
export function startTopBarCounts(queryClient: QueryClient, userId: string) {
  void queryClient.ensureQueryData(unreadCountQueryOptions(userId)).catch(() => undefined);
  void queryClient.ensureQueryData(unreadMessagesQueryOptions(userId)).catch(() => undefined);
}
