import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { supabase } from '../../../lib/supabase';
import type { DbClient } from '../../../lib/db';
import { adminKeys } from './query-keys';
import { toError } from '../../../lib/db';

/** Answer of the `admin` edge function to `{ action: 'ip-country', user_id }` (supabase/functions/admin). */
export const signupCountrySchema = z.object({
  /** The sign-up request's client address, null when none was recorded. */
  ip: z.string().nullable(),
  /** ISO 3166-1 alpha-2 code of its country; null for local or unknown addresses. */
  country: z
    .string()
    .regex(/^[A-Z]{2}$/)
    .nullable(),
});

export type SignupCountry = z.infer<typeof signupCountrySchema>;

/**
 * The country of an account's sign-up address, looked up by the admin edge function (admins only:
 * it reads the address through admin_applicant() with the caller's token). The IP-to-country
 * table stays on the server, out of the app's bundles.
 */
export async function fetchSignupCountry(client: DbClient, userId: string): Promise<SignupCountry> {
  const { data, error } = await client.functions.invoke<unknown>('admin', {
    body: { action: 'ip-country', user_id: userId },
  });
  if (error) throw toError(error);
  return signupCountrySchema.parse(data);
}

export function signupCountryQueryOptions(userId: string, client: DbClient = supabase) {
  return queryOptions({
    queryKey: adminKeys.signupCountry(userId),
    queryFn: () => fetchSignupCountry(client, userId),
    // An address's country does not change while the drawer is open.
    staleTime: Infinity,
  });
}

/** Asked only when the account has a recorded sign-up address. */
export function useSignupCountry(userId: string, enabled: boolean) {
  return useQuery({ ...signupCountryQueryOptions(userId), enabled });
}
