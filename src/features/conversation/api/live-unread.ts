import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { supabase } from '../../../lib/supabase';
import { conversationKeys } from './thread-keys';

/**
 * The user's read state rows change when a message arrives for them or they read a thread:
 * Realtime tells (deal_reads, own rows only by RLS), and the unread counts are read again.
 */
export function useLiveUnread(userId: string | null) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!userId) return;
    const channel = supabase
      .channel(`deal-reads:${userId}:${crypto.randomUUID()}`)
      .on(
        'postgres_changes',
        { event: '*', schema: 'public', table: 'deal_reads', filter: `user_id=eq.${userId}` },
        (payload) => {
          void queryClient.invalidateQueries({ queryKey: conversationKeys.unread(userId) });
          // A thread open on this deal that has not shown the new message yet reads it again
          // (a message Realtime delivered on the thread's own channel is there already).
          const row = payload.new as { deal_id?: string; unread_count?: number } | undefined;
          if (row?.deal_id && (row.unread_count ?? 0) > 0)
            void queryClient.invalidateQueries({
              queryKey: conversationKeys.thread(row.deal_id),
              refetchType: 'active',
            });
        },
      )
      .subscribe();
    return () => {
      void supabase.removeChannel(channel);
    };
  }, [userId, queryClient]);
}
