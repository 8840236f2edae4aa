import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Database } from '../../../lib/database.types';
import { toError } from '../../../lib/db';
import { supabase } from '../../../lib/supabase';

export type BillingInfo = Pick<
  Database['public']['Tables']['billing_info']['Row'],
  | 'kind'
  | 'company_name'
  | 'company_email'
  | 'responsible_person'
  | 'phone_number'
  | 'uid_number'
  | 'tax_number'
  | 'small_business'
  | 'street_address'
  | 'city'
  | 'postal_code'
  | 'country'
>;

export const billingInfoKeys = {
  all: ['billing-info'] as const,
  detail: (userId: string) => ['billing-info', userId] as const,
};

/** The user's billing row (readable by its verified owner and admins); null when none yet. */
export async function fetchBillingInfo(userId: string): Promise<BillingInfo | null> {
  const { data, error } = await supabase
    .from('billing_info')
    .select(
      'kind, company_name, company_email, responsible_person, phone_number, uid_number, tax_number, small_business, street_address, city, postal_code, country',
    )
    .eq('user_id', userId)
    .maybeSingle();
  if (error) throw toError(error);
  return data;
}

export function billingInfoQueryOptions(userId: string) {
  return queryOptions({
    queryKey: billingInfoKeys.detail(userId),
    queryFn: () => fetchBillingInfo(userId),
  });
}

export function useBillingInfo(userId: string) {
  return useQuery(billingInfoQueryOptions(userId));
}
