import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { supabase } from '../../../lib/supabase';
import { threadMessageSchema, withMessage, type ThreadData } from './deal-thread';
import { conversationKeys } from './thread-keys';

export type LiveStatus = 'connecting' | 'live' | 'offline';

type MessageRow = {
  id: number;
  sender_id: string | null;
  sender_side: string;
  body: string;
  masked: boolean;
  client_id: string | null;
  created_at: string;
  offer_event: string | null;
};

/**
 * New messages of the deal arrive through Realtime (postgres_changes on deal_messages; the
 * database hands a row only to subscribers its RLS lets read it) and go straight into the cached
 * thread. After a dropped connection the thread is read again, so nothing sent meanwhile is missed.
 */
export function useLiveThread(dealId: string, userId: string | null): LiveStatus {
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<LiveStatus>('connecting');

  useEffect(() => {
    let wasLive = false;
    // A topic of its own per subscription: supabase-js hands out an existing channel of the same
    // topic, which may be one still leaving after a quick remount.
    const channel = supabase
      .channel(`deal-thread:${dealId}:${crypto.randomUUID()}`)
      .on<MessageRow>(
        'postgres_changes',
        {
          event: 'INSERT',
          schema: 'public',
          table: 'deal_messages',
          filter: `deal_id=eq.${dealId}`,
        },
        (payload) => {
          const row = payload.new;
          // An offer entry's facts come with the thread (the row holds only the offer's id).
          if (row.offer_event) {
            void queryClient.invalidateQueries({ queryKey: conversationKeys.thread(dealId) });
            return;
          }
          const parsed = threadMessageSchema.safeParse({
            ...row,
            client_id: row.sender_id === userId ? row.client_id : null,
          });
          if (!parsed.success) return;
          const threadKey = conversationKeys.thread(dealId);
          queryClient.setQueryData<ThreadData>(threadKey, (data) => withMessage(data, parsed.data));
          // A read of the thread under way may have started before this message was committed;
          // its answer would replace the thread without it: read again instead.
          if (queryClient.isFetching({ queryKey: threadKey }) > 0)
            void queryClient.invalidateQueries({ queryKey: threadKey });
        },
      )
      .subscribe((state) => {
        if (state === 'SUBSCRIBED') {
          if (wasLive)
            void queryClient.invalidateQueries({ queryKey: conversationKeys.thread(dealId) });
          wasLive = true;
          setStatus('live');
        } else if (state === 'CHANNEL_ERROR' || state === 'TIMED_OUT' || state === 'CLOSED') {
          setStatus('offline');
        }
      });
    return () => {
      void supabase.removeChannel(channel);
    };
  }, [dealId, userId, queryClient]);

  return status;
}
