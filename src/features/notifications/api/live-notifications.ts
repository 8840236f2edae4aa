import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { supabase } from '../../../lib/supabase';
import { notificationKeys } from './query-keys';

/**
 * A change can reach Realtime (logical replication) a moment before a new snapshot sees it, so
 * the count is read once more shortly after each change.
 */
const SETTLE_MS = 1000;

/**
 * Follows the caller's notifications through Realtime (postgres_changes, checked against the
 * table's RLS for this user): a changed row (read) refreshes the count and the list; a new one
 * means something happened, so every query on screen is refreshed too (the dashboard shows the
 * new inquiry without a reload, and the notice's link opens a page that is up to date).
 */
export function useLiveNotifications(userId: string) {
  const queryClient = useQueryClient();
  useEffect(() => {
    const timers = new Set<ReturnType<typeof setTimeout>>();
    const refresh = (everything: boolean) => {
      const filters = everything ? undefined : { queryKey: notificationKeys.all(userId) };
      void queryClient.invalidateQueries(filters);
      const timer = setTimeout(() => {
        timers.delete(timer);
        void queryClient.invalidateQueries({ queryKey: notificationKeys.all(userId) });
      }, SETTLE_MS);
      timers.add(timer);
    };
    const channel = supabase
      .channel(`notifications:${userId}`)
      .on(
        'postgres_changes',
        { event: '*', schema: 'public', table: 'notifications', filter: `user_id=eq.${userId}` },
        (change) => refresh(change.eventType === 'INSERT'),
      )
      .subscribe((status) => {
        // Whatever arrived while the channel was (re)connecting.
        if (status === 'SUBSCRIBED') refresh(false);
      });
    return () => {
      for (const timer of timers) clearTimeout(timer);
      void supabase.removeChannel(channel);
    };
  }, [queryClient, userId]);
}
