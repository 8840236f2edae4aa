import { useCallbackRef } from '@mantine/hooks';
import { lazy, useCallback } from 'react';
import { LazyDataRoomDocuments } from '../../features/dataroom/components/LazyDataRoomDocuments';
import { DealActions } from '../../features/deals/components/DealActions';
import { DealBrowser } from '../../features/discover/components/DealBrowser';
import type { DiscoverListing } from '../../features/discover/api/fetch-discover-listings';
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
  const { id, role, name } = profile;
  const whenChanged = useCallbackRef(onChanged);
  // Stable while the viewer is the same: the grid of cards renders again only when its listings
  // change, not with every render of the page around it.
  const renderActions = useCallback(
    (listing: DiscoverListing) => (
      <DealActions
        listing={listing}
        viewer={{ id, role }}
        viewerName={name}
        onChanged={whenChanged}
        renderExtra={renderDataRoom}
        notice={<ListingExclusivityPause listingId={listing.id} userId={id} />}
      />
    ),
    [id, role, name, whenChanged],
  );
  return (
    <DealBrowser search={search} onSearchChange={onSearchChange} renderActions={renderActions} />
  );
}

const renderDataRoom = (listingId: string) => (
  <LazyDataRoomDocuments listingId={listingId} headingOrder={3} />
);
