import { queryOptions, useQuery } from '@tanstack/react-query';
import { supabase } from '../../../lib/supabase';
import { notificationKeys } from './query-keys';
import { toError } from '../../../lib/db';

/** How many of the caller's notifications are unread (a count only: no rows are read). */
export async function fetchUnreadCount(): Promise<number> {
  const { count, error } = await supabase
    .from('notifications')
    .select('id', { count: 'exact', head: true })
    .is('read_at', null);
  if (error) throw toError(error);
  return count ?? 0;
}

export const unreadCountQueryOptions = (userId: string) =>
  queryOptions({ queryKey: notificationKeys.unreadCount(userId), queryFn: fetchUnreadCount });

export function useUnreadCount(userId: string) {
  return useQuery(unreadCountQueryOptions(userId));
}
