import { useMutation, useQueryClient } from '@tanstack/react-query';
import { supabase } from '../../../lib/supabase';
import { savedSearchKeys } from './query-keys';
import { SAVED_SEARCH_COLUMNS, toSavedSearch, type SavedSearch } from './saved-searches';
import type { SavedSearchFilters } from './saved-search-schema';
import { toError } from '../../../lib/db';

/** Saves the current search of /discover under a name (the database sets the owner). */
export async function saveSearch(name: string, filters: SavedSearchFilters): Promise<SavedSearch> {
  const { data, error } = await supabase
    .from('saved_searches')
    .insert({
      name: name.trim(),
      query: filters.q ?? null,
      industry: filters.industry ?? null,
      revenue: filters.revenue ?? null,
      location: filters.location ?? null,
    })
    .select(SAVED_SEARCH_COLUMNS)
    .single();
  if (error) throw toError(error);
  return toSavedSearch(data);
}

export function useSaveSearch(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ name, filters }: { name: string; filters: SavedSearchFilters }) =>
      saveSearch(name, filters),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: savedSearchKeys.list(userId) }),
  });
}
