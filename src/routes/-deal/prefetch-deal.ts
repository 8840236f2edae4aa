import type { QueryClient } from '@tanstack/react-query';
import { listingRequirementQueryOptions } from '../../features/buyer-profile/api/listing-requirement';
import { dealThreadQueryOptions } from '../../features/conversation/api/deal-thread';
import { dataRoomQueryOptions } from '../../features/dataroom/api/data-room';
import { dealOverviewQueryOptions } from '../../features/deals/api/deal-overview';
import { listingChangesQueryOptions } from '../../features/deals/api/listing-changes';

/**
 * What the page reads from the deal's id alone, all at once; what needs the listing's id (the data
 * room, the band a buyer needs) is asked as soon as the overview has it, before the sections that
 * show it (one of them a lazily loaded chunk) are there.
 */
export function prefetchDeal(queryClient: QueryClient, dealId: string) {
  return Promise.allSettled([
    queryClient.ensureQueryData(dealOverviewQueryOptions(dealId)).then((deal) => {
      if (!deal) return;
      void queryClient.prefetchQuery(dataRoomQueryOptions(deal.listing_id));
      if (deal.viewer_role === 'buyer')
        void queryClient.prefetchQuery(listingRequirementQueryOptions(deal.listing_id));
    }),
    queryClient.ensureInfiniteQueryData(dealThreadQueryOptions(dealId)),
    queryClient.prefetchQuery(listingChangesQueryOptions(dealId)),
  ]).then(() => undefined);
}
