import { useMutation, useQueryClient } from '@tanstack/react-query';
import { supabase } from '../../../lib/supabase';
import { toError, type DbClient } from '../../../lib/db';
import { dealPageKeys } from './query-keys';
import { inquirySchema, type InquiryInput } from './inquiry-schema';

export async function sendInquiry(
  client: DbClient,
  listingId: string,
  input: InquiryInput,
): Promise<void> {
  const { message } = inquirySchema.parse(input);
  const { error } = await client.from('inquiries').insert({ listing_id: listingId, message });
  if (error) throw toError(error);
}

export function useSendInquiry(listingId: string, onChanged?: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: InquiryInput) => sendInquiry(supabase, listingId, input),
    onSuccess: async () => {
      onChanged?.();
      // The step creates or moves the deal: its page, "My deals" and the cards' stage.
      await queryClient.invalidateQueries({ queryKey: dealPageKeys.all });
    },
  });
}
