import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { supabase } from '../../../lib/supabase';
import { notificationKeys } from './query-keys';

/**
 * Follows the caller's notifications through Realtime (postgres_changes, checked against the
 * table's RLS for this user): a new or changed row refreshes the count and the list.
 */
export function useLiveNotifications(userId: string) {
  const queryClient = useQueryClient();
  useEffect(() => {
    const channel = supabase
      .channel(`notifications:${userId}`)
      .on(
        'postgres_changes',
        { event: '*', schema: 'public', table: 'notifications', filter: `user_id=eq.${userId}` },
        () => void queryClient.invalidateQueries({ queryKey: notificationKeys.all(userId) }),
      )
      .subscribe((status) => {
        // Whatever arrived while the channel was (re)connecting.
        if (status === 'SUBSCRIBED')
          void queryClient.invalidateQueries({ queryKey: notificationKeys.all(userId) });
      });
    return () => {
      void supabase.removeChannel(channel);
    };
  }, [queryClient, userId]);
}
