import { useMutation, useQueryClient } from '@tanstack/react-query';
import { profileKeys, toCurrentProfile } from '../../../lib/session/current-profile';
import { toError } from '../../../lib/db';
import { supabase } from '../../../lib/supabase';

/** Stores that the user dismissed the "complete your profile" banner (updated_at by the database). */
export async function dismissProfileBanner(userId: string) {
  const { data, error } = await supabase
    .from('profiles')
    .update({ has_seen_profile_banner: true })
    .eq('id', userId)
    .select('*')
    .single();
  if (error) throw toError(error);
  return toCurrentProfile(data);
}

export function useDismissProfileBanner(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => dismissProfileBanner(userId),
    // The answer is the new profile row: put it in place of the cached one.
    onSuccess: (profile) => queryClient.setQueryData(profileKeys.detail(userId), profile),
  });
}
