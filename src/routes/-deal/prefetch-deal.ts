import type { QueryClient } from '@tanstack/react-query';
import { listingRequirementQueryOptions } from '../../features/buyer-profile/api/listing-requirement';
import { dealThreadQueryOptions } from '../../features/conversation/api/deal-thread';
import { dataRoomQueryOptions } from '../../features/dataroom/api/data-room';
import { dealTeamQueryOptions } from '../../features/deal-team/api/deal-team';
import { dealOverviewQueryOptions } from '../../features/deals/api/deal-overview';
import { listingChangesQueryOptions } from '../../features/deals/api/listing-changes';
import { dealDiligenceQueryOptions } from '../../features/diligence/api/deal-diligence';
import { offerThreadQueryOptions } from '../../features/offers/api/offer-thread';

/** What the page already knows of the deal from a list it was opened from ("My deals"). */
export type KnownDeal = { listingId: string; viewerIsBuyer: boolean };

/**
 * What the page reads from the deal's id alone, all at once: the overview, the thread, the
 * listing's changes, the team, the due diligence and the offers. What needs the listing's id (the
 * data room, the band a buyer needs) goes with them when a list the page was opened from named the
 * listing, else as soon as the overview has it, before the sections that show it (one of them a
 * lazily loaded chunk) are there.
 */
export function prefetchDeal(queryClient: QueryClient, dealId: string, known?: KnownDeal) {
  const byListing = (listingId: string, viewerIsBuyer: boolean) => {
    void queryClient.prefetchQuery(dataRoomQueryOptions(listingId));
    if (viewerIsBuyer) void queryClient.prefetchQuery(listingRequirementQueryOptions(listingId));
  };
  if (known) byListing(known.listingId, known.viewerIsBuyer);
  return Promise.allSettled([
    queryClient.ensureQueryData(dealOverviewQueryOptions(dealId)).then((deal) => {
      if (deal && deal.listing_id !== known?.listingId)
        byListing(deal.listing_id, deal.viewer_role === 'buyer');
    }),
    queryClient.ensureInfiniteQueryData(dealThreadQueryOptions(dealId)),
    queryClient.prefetchQuery(listingChangesQueryOptions(dealId)),
    queryClient.prefetchQuery(dealTeamQueryOptions(dealId)),
    queryClient.prefetchQuery(dealDiligenceQueryOptions(dealId)),
    queryClient.prefetchQuery(offerThreadQueryOptions(dealId)),
  ]).then(() => undefined);
}
