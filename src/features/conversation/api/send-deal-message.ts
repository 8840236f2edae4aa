import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { toError, type DbClient } from '../../../lib/db';
import { supabase } from '../../../lib/supabase';
import {
  threadMessageSchema,
  withMessage,
  type ThreadData,
  type ThreadMessage,
} from './deal-thread';
import { conversationKeys } from './query-keys';

/** What the composer sends; mirrors the database's checks (not blank, at most 5,000 characters). */
export const messageBodySchema = z
  .string()
  .refine((value) => value.trim().length > 0, { message: 'empty' })
  .refine((value) => value.length <= 5000, { message: 'tooLong' });

export const MESSAGE_MAX_LENGTH = 5000;

export type OutgoingMessage = { dealId: string; clientId: string; body: string };

/**
 * Posts as the signed-in user. The client id makes a retry safe: the database returns the message
 * it already stored for that id instead of a second one.
 */
export async function sendDealMessage(
  client: DbClient,
  message: OutgoingMessage,
): Promise<ThreadMessage> {
  const body = messageBodySchema.parse(message.body);
  const { data, error } = await client.rpc('send_deal_message', {
    p_deal_id: message.dealId,
    p_body: body,
    p_client_id: message.clientId,
  });
  if (error) throw toError(error);
  return threadMessageSchema.parse({ ...data, client_id: message.clientId });
}

export function useSendDealMessage(dealId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (message: Omit<OutgoingMessage, 'dealId'>) =>
      sendDealMessage(supabase, { ...message, dealId }),
    onSuccess: (stored) => {
      queryClient.setQueryData<ThreadData>(conversationKeys.thread(dealId), (data) =>
        withMessage(data, stored),
      );
    },
  });
}
