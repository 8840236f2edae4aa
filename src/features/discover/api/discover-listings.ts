import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { supabase } from '../../../lib/supabase';
import { normalizeDiscoverSearch, type DiscoverSearch } from '../discover-search';
import { fetchDiscoverListings } from './fetch-discover-listings';

export const discoverKeys = {
  all: ['discover'] as const,
  lists: () => [...discoverKeys.all, 'list'] as const,
  list: (search: DiscoverSearch) => [...discoverKeys.lists(), normalizeDiscoverSearch(search)] as const,
};

export function discoverListingsQueryOptions(search: DiscoverSearch) {
  return queryOptions({
    queryKey: discoverKeys.list(search),
    queryFn: () => fetchDiscoverListings(supabase, search),
  });
}

export function useDiscoverListings(search: DiscoverSearch) {
  return useQuery({ ...discoverListingsQueryOptions(search), placeholderData: keepPreviousData });
}
