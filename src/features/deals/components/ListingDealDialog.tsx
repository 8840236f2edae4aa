import {
  Badge,
  Button,
  Center,
  Divider,
  Group,
  Loader,
  Modal,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AnchorLink } from '../../../components/AnchorLink';
import { listingReference } from '../../../lib/listing-reference';
import { useAnonymousListingTitle } from '../../../lib/listing-title';
import { useDealOverview } from '../api/deal-overview';
import { useMyDeals } from '../api/my-deals';
import { useRecordListingView } from '../api/record-listing-view';
import { ConfidentialDetails } from './ConfidentialDetails';
import { DealAccessSection } from './DealAccessSection';
import { DealLoadError } from './DealLoadError';
import { InquiryForm } from './InquiryForm';
import { NdaForm } from './NdaForm';
import { ResponseTime } from './ResponseTime';
import { SignedNda } from './SignedNda';
import { StageBadge } from './StageBadge';
import type { DealListing, DealViewer } from './types';

type Props = {
  listing: DealListing;
  viewer: DealViewer;
  /** Name to prefill the NDA signature with. */
  viewerName?: string;
  opened: boolean;
  onClose: () => void;
  /** Called after anything that changes the viewer's figures (view, inquiry, NDA, access). */
  onChanged?: () => void;
  /** More about the listing from other features (the route passes the data room's documents). */
  renderExtra?: (listingId: string) => ReactNode;
  /** Shown above the deal's state, from other features (the route composes it). */
  notice?: ReactNode;
};

/**
 * A listing's card opened: its teaser, and the buyer's first steps on it (an inquiry, the NDA,
 * asking for access). The buyer's deal is read as the deal page reads it: the deal's id from
 * "My deals" (the cards' shared query), then public.deal_overview(); its steps are the deal
 * page's (the NDA form, public.move_deal()). The deal page itself is one link away.
 */
export function ListingDealDialog({
  listing,
  viewer,
  viewerName,
  opened,
  onClose,
  onChanged,
  renderExtra,
  notice,
}: Props) {
  const { t } = useTranslation(['deals', 'listings', 'discover']);
  const anonymousTitle = useAnonymousListingTitle();
  const recordView = useRecordListingView(onChanged);
  const [step, setStep] = useState<'deal' | 'nda'>('deal');
  const recorded = useRef(false);
  const isOwner = listing.user_id === viewer.id;
  const isInvestor = viewer.role === 'investor';
  const myDeals = useMyDeals(viewer.id, opened && !isOwner && viewer.role !== 'admin');
  const listed = myDeals.data?.find((d) => d.listing_id === listing.id) ?? null;
  const overview = useDealOverview(listed?.id ?? '', opened && listed !== null);
  const deal = overview.data ?? null;
  const stage = deal?.stage ?? listed?.stage;
  // Once the buyer's deal (or that there is none) is known, the steps stay in place: a refetch
  // after a step (a new deal's overview) never replaces the forms with a loader.
  const known = !myDeals.isPending && (listed === null || !overview.isPending);
  const [shown, setShown] = useState(false);
  if (known && !shown) setShown(true);

  // Opening a deal records a view (once per opening; the database ignores owners).
  useEffect(() => {
    if (!opened) {
      recorded.current = false;
      return;
    }
    if (recorded.current || isOwner) return;
    recorded.current = true;
    recordView.mutate(listing.id);
  }, [opened, isOwner, listing.id, recordView]);

  const close = () => {
    setStep('deal');
    onClose();
  };

  const title = deal?.title ?? listing.details?.title ?? anonymousTitle(listing);
  const failed = myDeals.isError ? myDeals : overview.isError ? overview : null;

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={t('deals:modal.title')}
      size="lg"
      closeButtonProps={{ 'aria-label': t('deals:modal.close') }}
    >
      {step === 'nda' ? (
        <NdaForm
          listingId={listing.id}
          defaultName={viewerName}
          onDone={() => setStep('deal')}
          onCancel={() => setStep('deal')}
          onChanged={onChanged}
        />
      ) : (
        <Stack gap="md">
          <div>
            <Title order={2} size="h3">
              {title}
            </Title>
            <Text size="xs" c="dimmed">
              {t('deals:modal.reference', { ref: listingReference(listing.id) })}
            </Text>
            {/* How quickly this listing's owner answers (its own query, alongside the deal's). */}
            {opened && !isOwner && <ResponseTime ownerId={listing.user_id} />}
            {listed && stage && (
              <Group gap="xs" mt={4}>
                <StageBadge stage={stage} />
                <AnchorLink to="/deals/$dealId" params={{ dealId: listed.id }} size="sm">
                  {t('deals:actions.openDeal')}
                </AnchorLink>
              </Group>
            )}
          </div>
          <Text size="sm">{listing.anonymized_description}</Text>
          {listing.market_position && (
            <Text size="sm">
              <Text span fw={600}>
                {t('discover:card.marketPosition')}:
              </Text>{' '}
              {listing.market_position}
            </Text>
          )}

          {isOwner ? (
            <Badge variant="light">{t('deals:actions.own')}</Badge>
          ) : failed && !shown ? (
            <DealLoadError error={failed.error} onRetry={() => void failed.refetch()} />
          ) : !shown ? (
            <Center py="md">
              <Loader size="sm" aria-label={t('deals:modal.loading')} />
            </Center>
          ) : (
            <>
              {/* Other features' notices may load their code when shown. */}
              <Suspense fallback={null}>{notice}</Suspense>
              {deal?.description != null && (
                <ConfidentialDetails
                  description={deal.description}
                  fullDetails={deal.full_details}
                />
              )}
              <Divider />
              <InquiryForm listingId={listing.id} onChanged={onChanged} />
              <Divider />
              {isInvestor ? (
                <>
                  {/* The signed NDA as the deal page shows it (a PDF both parties keep). */}
                  {deal?.nda_signed_at ? (
                    <SignedNda deal={{ ...deal, nda_signed_at: deal.nda_signed_at }} />
                  ) : listed && !deal ? null : (
                    <Stack gap="xs">
                      <Title order={3} size="h5">
                        {t('deals:nda.heading')}
                      </Title>
                      <Group justify="space-between">
                        <Text size="sm">{t('deals:nda.notSigned')}</Text>
                        <Button variant="outline" onClick={() => setStep('nda')}>
                          {t('deals:nda.signButton')}
                        </Button>
                      </Group>
                    </Stack>
                  )}
                  <Divider />
                  <DealAccessSection
                    deal={listed && stage ? { id: listed.id, stage } : null}
                    onChanged={onChanged}
                  />
                </>
              ) : (
                <Text size="sm" c="dimmed">
                  {t('deals:unlock.onlyInvestors')}
                </Text>
              )}
            </>
          )}
          {/* The data room answers last: at the end, it moves nothing the buyer may click. */}
          {renderExtra?.(listing.id)}
        </Stack>
      )}
    </Modal>
  );
}
