import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { profileKeys } from '../../../lib/session/current-profile';
import { toError } from '../../../lib/db';
import { supabase } from '../../../lib/supabase';
import { billingInfoKeys } from './get-billing-info';
import { isPlausiblePhoneNumber } from './phone';
import { isTaxNumber } from './tax-number';
import { vatIdCountry } from './vat-id';

const required = (error: string, max: number) =>
  z.string().trim().min(1, { error, abort: true }).max(max, { error: 'validation.tooLong' });

const optional = (max: number) => z.string().trim().max(max, { error: 'validation.tooLong' });

/**
 * Billing form, as the database checks it (private.billing_info_check(), billing_info_is_complete()):
 * a company needs its name, a private person has none; the VAT ID is optional, and when given must
 * have an EU country's format (vat-id.ts); the tax number (people and companies) is optional, and
 * when given must be a German tax number (tax-number.ts); the small-business rule (§ 19 UStG) is
 * not for a VAT ID of another country; email, name, phone and address always.
 */
const billingFields = {
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
  uidNumber: optional(50).refine((value) => value === '' || vatIdCountry(value) !== null, {
    error: 'validation.vatIdInvalid',
  }),
  taxNumber: optional(30).refine((value) => value === '' || isTaxNumber(value), {
    error: 'validation.taxNumberInvalid',
  }),
  smallBusiness: z.boolean(),
  streetAddress: required('validation.streetAddressRequired', 200),
  city: required('validation.cityRequired', 100),
  postalCode: required('validation.postalCodeRequired', 20),
  country: required('validation.countryRequired', 100),
};

export const billingInfoSchema = z
  .discriminatedUnion('kind', [
    z.object({
      kind: z.literal('company'),
      companyName: required('validation.companyNameRequired', 200),
      ...billingFields,
    }),
    z.object({ kind: z.literal('private'), companyName: optional(200), ...billingFields }),
  ])
  .refine(
    (values) =>
      !values.smallBusiness ||
      values.kind === 'private' ||
      values.uidNumber === '' ||
      vatIdCountry(values.uidNumber) === 'DE',
    { error: 'validation.smallBusinessForeignVatId', path: ['smallBusiness'] },
  );

export type BillingInfoInput = z.input<typeof billingInfoSchema>;

/**
 * Updates the user's billing row, or inserts it when there is none yet; the database then sets
 * profile_complete. (No upsert: `user_id` is not updatable, and an upsert would set it.)
 */
export async function saveBillingInfo(userId: string, input: BillingInfoInput): Promise<void> {
  const values = billingInfoSchema.parse(input);
  const company = values.kind === 'company';
  // A private person has no company name and no VAT ID (the database refuses them).
  const fields = {
    kind: values.kind,
    company_name: company ? values.companyName : null,
    company_email: values.companyEmail,
    responsible_person: values.responsiblePerson,
    phone_number: values.phoneNumber,
    uid_number: company && values.uidNumber !== '' ? values.uidNumber : null,
    tax_number: values.taxNumber !== '' ? values.taxNumber : null,
    small_business: values.smallBusiness,
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
  if (updated.error) throw toError(updated.error);
  if (updated.data.length > 0) return;
  const inserted = await supabase.from('billing_info').insert({ user_id: userId, ...fields });
  if (inserted.error) throw toError(inserted.error);
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
