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
      .channel(`deal-reads:${userId}`)
      .on(
        'postgres_changes',
        { event: '*', schema: 'public', table: 'deal_reads', filter: `user_id=eq.${userId}` },
        () => void queryClient.invalidateQueries({ queryKey: conversationKeys.unread(userId) }),
      )
      .subscribe();
    return () => {
      void supabase.removeChannel(channel);
    };
  }, [userId, queryClient]);
}
