import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { supabase } from '../../../lib/supabase';
import { normalizeDiscoverSearch, type DiscoverSearch } from '../discover-search';
import { fetchDiscoverListings, type DiscoverCursor } from './fetch-discover-listings';

export const discoverKeys = {
  all: ['discover'] as const,
  lists: () => [...discoverKeys.all, 'list'] as const,
  list: (search: DiscoverSearch) =>
    [...discoverKeys.lists(), normalizeDiscoverSearch(search)] as const,
};

/** The browse list: pages follow each other by keyset ("Load more"), newest first. */
export function discoverListingsQueryOptions(search: DiscoverSearch) {
  return infiniteQueryOptions({
    queryKey: discoverKeys.list(search),
    queryFn: ({ pageParam }) => fetchDiscoverListings(supabase, search, pageParam),
    initialPageParam: null as DiscoverCursor | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
  });
}

export function useDiscoverListings(search: DiscoverSearch) {
  return useInfiniteQuery({
    ...discoverListingsQueryOptions(search),
    placeholderData: keepPreviousData,
  });
}
