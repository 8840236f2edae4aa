import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { profileKeys } from '../../../lib/session/current-profile';
import { supabase } from '../../../lib/supabase';
import { billingInfoKeys } from './get-billing-info';
import { isPlausiblePhoneNumber } from './phone';

const required = (error: string, max: number) =>
  z.string().trim().min(1, { error, abort: true }).max(max, { error: 'validation.tooLong' });

/** Billing form: all nine fields required; company email an email, phone a phone number. */
export const billingInfoSchema = z.object({
  companyName: required('validation.companyNameRequired', 200),
  companyEmail: z
    .string()
    .trim()
    .min(1, { error: 'validation.companyEmailRequired' })
    .max(320, { error: 'validation.tooLong' })
    .pipe(z.email({ error: 'validation.emailInvalid' })),
  responsiblePerson: required('validation.responsiblePersonRequired', 200),
  phoneNumber: required('validation.phoneRequired', 50).refine(isPlausiblePhoneNumber, {
    error: 'validation.phoneInvalid',
  }),
  uidNumber: required('validation.uidNumberRequired', 50),
  streetAddress: required('validation.streetAddressRequired', 200),
  city: required('validation.cityRequired', 100),
  postalCode: required('validation.postalCodeRequired', 20),
  country: required('validation.countryRequired', 100),
});

export type BillingInfoInput = z.input<typeof billingInfoSchema>;

/**
 * Updates the user's billing row, or inserts it when there is none yet; the database then sets
 * profile_complete. (No upsert: `user_id` is not updatable, and an upsert would set it.)
 */
export async function saveBillingInfo(userId: string, input: BillingInfoInput): Promise<void> {
  const values = billingInfoSchema.parse(input);
  const fields = {
    company_name: values.companyName,
    company_email: values.companyEmail,
    responsible_person: values.responsiblePerson,
    phone_number: values.phoneNumber,
    uid_number: values.uidNumber,
    street_address: values.streetAddress,
    city: values.city,
    postal_code: values.postalCode,
    country: values.country,
  };
  const updated = await supabase
    .from('billing_info')
    .update(fields)
    .eq('user_id', userId)
    .select('user_id');
  if (updated.error) throw updated.error;
  if (updated.data.length > 0) return;
  const inserted = await supabase.from('billing_info').insert({ user_id: userId, ...fields });
  if (inserted.error) throw inserted.error;
}

export function useSaveBillingInfo(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: BillingInfoInput) => saveBillingInfo(userId, input),
    // The billing row changed, and with it profiles.profile_complete (database trigger).
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: billingInfoKeys.detail(userId) }),
        queryClient.invalidateQueries({ queryKey: profileKeys.detail(userId) }),
      ]),
  });
}
