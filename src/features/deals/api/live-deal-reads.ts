import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { supabase } from '../../../lib/supabase';
import { dealPageKeys } from './deal-keys';

/**
 * The user's read state rows change when a message arrives for them or they read a thread
 * (Realtime, own rows only by RLS): "My deals" and the pipelines' unread counts are read again.
 */
export function useLiveDealReads(userId: string) {
  const queryClient = useQueryClient();
  useEffect(() => {
    const channel = supabase
      .channel(`deal-lists:${userId}:${crypto.randomUUID()}`)
      .on(
        'postgres_changes',
        { event: '*', schema: 'public', table: 'deal_reads', filter: `user_id=eq.${userId}` },
        () => {
          void queryClient.invalidateQueries({ queryKey: dealPageKeys.mine(userId) });
          void queryClient.invalidateQueries({ queryKey: dealPageKeys.unreadByDeal(userId) });
        },
      )
      .subscribe();
    return () => {
      void supabase.removeChannel(channel);
    };
  }, [userId, queryClient]);
}
