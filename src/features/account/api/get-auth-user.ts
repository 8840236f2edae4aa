import { queryOptions, useQuery } from '@tanstack/react-query';
import { supabase } from '../../../lib/supabase';
import { accountKeys } from './query-keys';
import { toError } from '../../../lib/db';

/** The signed-in user as Supabase Auth knows it now: email and a pending new_email. */
export async function fetchAuthUser() {
  const { data, error } = await supabase.auth.getUser();
  if (error) throw toError(error);
  return { email: data.user.email ?? '', newEmail: data.user.new_email ?? null };
}

export const authUserQueryOptions = () =>
  queryOptions({ queryKey: accountKeys.authUser(), queryFn: fetchAuthUser });

export function useAuthUser() {
  return useQuery(authUserQueryOptions());
}
