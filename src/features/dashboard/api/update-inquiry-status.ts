import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Database } from '../../../lib/database.types';
import { supabase } from '../../../lib/supabase';
import { dashboardKeys } from './dashboard-stats';
import { toError, type DbClient } from '../../../lib/db';
import type { ReceivedInquiry } from './received-inquiries';

type InquiryStatus = Database['public']['Enums']['inquiry_status'];

/** The listing owner marks an inquiry read, answered or closed (RLS: owner only). */
export async function updateInquiryStatus(
  client: DbClient,
  inquiryId: string,
  status: InquiryStatus,
): Promise<void> {
  const { data, error } = await client
    .from('inquiries')
    .update({ status })
    .eq('id', inquiryId)
    .select('id');
  if (error) throw toError(error);
  if (!data || data.length === 0) throw new Error('Inquiry not found');
}

export function useUpdateInquiryStatus(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ inquiryId, status }: { inquiryId: string; status: InquiryStatus }) =>
      updateInquiryStatus(supabase, inquiryId, status),
    onSuccess: async (_d, { inquiryId, status }) => {
      queryClient.setQueryData<ReceivedInquiry[]>(dashboardKeys.receivedInquiries(userId), (old) =>
        old?.map((i) => (i.id === inquiryId ? { ...i, status } : i)),
      );
      // "New messages" counts pending inquiries.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: dashboardKeys.receivedInquiries(userId) }),
        queryClient.invalidateQueries({ queryKey: dashboardKeys.stats(userId) }),
      ]);
    },
  });
}
