import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Database } from '../../../lib/database.types';
import { toError } from '../../../lib/db';
import { supabase } from '../../../lib/supabase';
import { notificationKeys } from './query-keys';

export type NotificationKind = Database['public']['Enums']['notification_kind'];
export type Preference = { kind: NotificationKind; inApp: boolean; email: boolean };

/** The caller's choices per kind; a kind without a row is on in the app and by email. */
export async function fetchPreferences(): Promise<Map<NotificationKind, Preference>> {
  const { data, error } = await supabase
    .from('notification_preferences')
    .select('kind, in_app, email');
  if (error) throw toError(error);
  return new Map(
    data.map((row) => [row.kind, { kind: row.kind, inApp: row.in_app, email: row.email }]),
  );
}

export const preferencesQueryOptions = (userId: string) =>
  queryOptions({ queryKey: notificationKeys.preferences(userId), queryFn: fetchPreferences });

export function usePreferences(userId: string) {
  return useQuery(preferencesQueryOptions(userId));
}
