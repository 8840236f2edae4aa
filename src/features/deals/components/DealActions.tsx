import { Button, Group } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { lazy, Suspense, useCallback, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AnchorLink } from '../../../components/AnchorLink';
import { formatEur } from '../../../lib/format';
import { useMyDeals, type MyDeal } from '../api/my-deals';
import { UNLOCK_PRICE_EUR } from '../unlock-price';
import { StageBadge } from './StageBadge';
import type { DealListing, DealViewer } from './types';

// The listing's dialog (the buyer's deal, inquiry and NDA forms, asking for access) is loaded
// when wanted: on the first hover, touch or focus of a card's buttons, at the latest when it is
// opened. A page of cards does not need it to show.
const loadDialog = () => import('./ListingDealDialog');
const ListingDealDialog = lazy(() =>
  loadDialog().then((module) => ({ default: module.ListingDealDialog })),
);
const prefetchDialog = () => void loadDialog().catch(() => undefined);

type Props = {
  listing: DealListing;
  viewer: DealViewer;
  viewerName?: string;
  onChanged?: () => void;
  /** Passed to the listing's dialog: more about the listing from other features (the data room). */
  renderExtra?: (listingId: string) => ReactNode;
  /** Passed to the listing's dialog (see ListingDealDialog's notice). */
  notice?: ReactNode;
};

/** Buttons on a deal card: open the deal, and for investors the Unlock (500 EUR) button. */
export function DealActions({
  listing,
  viewer,
  viewerName,
  onChanged,
  renderExtra,
  notice,
}: Props) {
  const { t, i18n } = useTranslation('deals');
  const [opened, setOpened] = useState(false);
  // The dialog (and its hooks) exists only once it has been opened: a page shows many cards.
  const [wanted, setWanted] = useState(false);
  const prefetch = {
    onPointerEnter: prefetchDialog,
    onTouchStart: prefetchDialog,
    onFocus: prefetchDialog,
  };
  const open = () => {
    setWanted(true);
    setOpened(true);
  };
  // The buyer's own stage: one request for all cards (the query is shared by its key). Each card
  // selects its own deal, so when the buyer's deals arrive or change, only the cards whose deal
  // changed render again (a page of 12 cards rendered all 12 each time).
  const selectDeal = useCallback(
    (deals: MyDeal[]) => deals.find((d) => d.listing_id === listing.id) ?? null,
    [listing.id],
  );
  const deal = useMyDeals(viewer.id, viewer.role !== 'admin', selectDeal).data ?? undefined;
  // Unlock is offered until the buyer has asked (not while a request is under review or after).
  const showUnlock =
    viewer.role === 'investor' &&
    listing.user_id !== viewer.id &&
    !listing.details &&
    (!deal || ['interested', 'nda_signed', 'declined'].includes(deal.stage));
  return (
    <>
      <Group gap="xs" mt="sm">
        <Button variant="light" onClick={open} {...prefetch}>
          {t('actions.view')}
        </Button>
        {deal && (
          <>
            <StageBadge stage={deal.stage} />
            <AnchorLink to="/deals/$dealId" params={{ dealId: deal.id }} size="sm">
              {t('actions.openDeal')}
            </AnchorLink>
          </>
        )}
        {showUnlock && (
          <Button leftSection={<IconLock size={16} aria-hidden />} onClick={open} {...prefetch}>
            {t('actions.unlock', { price: formatEur(UNLOCK_PRICE_EUR, i18n.language) })}
          </Button>
        )}
      </Group>
      {wanted && (
        <Suspense fallback={null}>
          <ListingDealDialog
            listing={listing}
            viewer={viewer}
            viewerName={viewerName}
            opened={opened}
            onClose={() => setOpened(false)}
            onChanged={onChanged}
            renderExtra={renderExtra}
            notice={notice}
          />
        </Suspense>
      )}
    </>
  );
}
