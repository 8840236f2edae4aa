import { useMutation, useQueryClient } from '@tanstack/react-query';
import { supabase } from '../../../lib/supabase';
import type { NotificationKind, Preference } from './preferences';
import { notificationKeys } from './query-keys';
import { toError } from '../../../lib/db';

/** Stores the choice for one kind (account kinds are refused by the database: always on). */
export async function savePreference(userId: string, preference: Preference): Promise<void> {
  const { error } = await supabase
    .from('notification_preferences')
    .upsert(
      { user_id: userId, kind: preference.kind, in_app: preference.inApp, email: preference.email },
      { onConflict: 'user_id,kind' },
    );
  if (error) throw toError(error);
}

type Preferences = Map<NotificationKind, Preference>;

export function useSavePreference(userId: string) {
  const queryClient = useQueryClient();
  const key = notificationKeys.preferences(userId);
  return useMutation({
    mutationFn: (preference: Preference) => savePreference(userId, preference),
    // The switch follows the click at once; a failed save puts the stored choice back.
    onMutate: async (preference) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<Preferences>(key);
      const next = new Map(previous);
      next.set(preference.kind, preference);
      queryClient.setQueryData(key, next);
      return { previous };
    },
    onError: (_error, _preference, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}
