import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Database } from '../../../lib/database.types';
import { supabase } from '../../../lib/supabase';
import { savedSearchKeys } from './query-keys';
import type { SavedSearchFilters } from './saved-search-schema';
import { toError } from '../../../lib/db';

type Row = Database['public']['Tables']['saved_searches']['Row'];

export type SavedSearch = {
  id: string;
  name: string;
  createdAt: string;
  lastEmailedAt: string | null;
  /** As /discover's search params, to open the search again. */
  filters: SavedSearchFilters;
};

export function toSavedSearch(
  row: Pick<
    Row,
    'id' | 'name' | 'query' | 'industry' | 'revenue' | 'location' | 'created_at' | 'last_emailed_at'
  >,
): SavedSearch {
  const filters: SavedSearchFilters = {};
  if (row.query) filters.q = row.query;
  if (row.industry) filters.industry = row.industry;
  if (row.revenue) filters.revenue = row.revenue;
  if (row.location) filters.location = row.location;
  return {
    id: row.id,
    name: row.name,
    createdAt: row.created_at,
    lastEmailedAt: row.last_emailed_at,
    filters,
  };
}

export const SAVED_SEARCH_COLUMNS =
  'id, name, query, industry, revenue, location, created_at, last_emailed_at';

/** The caller's saved searches, newest first (RLS: their own only). */
export async function fetchSavedSearches(): Promise<SavedSearch[]> {
  const { data, error } = await supabase
    .from('saved_searches')
    .select(SAVED_SEARCH_COLUMNS)
    .order('created_at', { ascending: false });
  if (error) throw toError(error);
  return data.map(toSavedSearch);
}

export const savedSearchesQueryOptions = (userId: string) =>
  queryOptions({ queryKey: savedSearchKeys.list(userId), queryFn: fetchSavedSearches });

export function useSavedSearches(userId: string) {
  return useQuery(savedSearchesQueryOptions(userId));
}
