import { lazy } from 'react';
import { LazyDataRoomDocuments } from '../../features/dataroom/components/LazyDataRoomDocuments';
import { DealActions } from '../../features/deals/components/DealActions';
import { DealBrowser } from '../../features/discover/components/DealBrowser';
import type { DiscoverSearch } from '../../features/discover/discover-search';
import type { CurrentProfile } from '../../lib/session/current-profile';

// Shown inside a card's deal modal (which has its own suspense boundary), so loaded with it.
const ListingExclusivityPause = lazy(() =>
  import('../../features/offers/components/ExclusivityPauseNotice').then((module) => ({
    default: module.ListingExclusivityPause,
  })),
);

type Props = {
  profile: CurrentProfile;
  search: DiscoverSearch;
  onSearchChange: (next: DiscoverSearch) => void;
  /** After an inquiry, NDA or unlock: what the page shows of them is refreshed. */
  onChanged: () => void;
};

/**
 * The listings a buyer browses (on /discover and the buyer's dashboard): each card's deal modal
 * carries the buyer's actions, the data room they may read and another buyer's exclusivity.
 * Composed here because it joins four features (discover, deals, data room, offers).
 */
export function BuyerDealBrowser({ profile, search, onSearchChange, onChanged }: Props) {
  const viewer = { id: profile.id, role: profile.role };
  return (
    <DealBrowser
      search={search}
      onSearchChange={onSearchChange}
      renderActions={(listing) => (
        <DealActions
          listing={listing}
          viewer={viewer}
          viewerName={profile.name}
          onChanged={onChanged}
          renderExtra={(listingId) => (
            <LazyDataRoomDocuments listingId={listingId} headingOrder={3} />
          )}
          notice={<ListingExclusivityPause listingId={listing.id} userId={profile.id} />}
        />
      )}
    />
  );
}
