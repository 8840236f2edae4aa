import {
  Alert,
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
import { useErrorWords } from '../../../lib/error-words';
import { isBackendUnreachable } from '../../../lib/db';
import { useDealState } from '../api/deal-state';
import { useRecordListingView } from '../api/record-listing-view';
import { ConfidentialDetails } from './ConfidentialDetails';
import { InquiryForm } from './InquiryForm';
import { NdaForm } from './NdaForm';
import { ResponseTime } from './ResponseTime';
import { UnlockSection } from './UnlockSection';
import { listingReference } from '../../../lib/listing-reference';
import type { DealListing, DealViewer } from './types';
import { formatDate } from '../../../lib/format';
import { useAnonymousListingTitle } from '../../../lib/listing-title';

type Props = {
  listing: DealListing;
  viewer: DealViewer;
  /** Name to prefill the NDA signature with. */
  viewerName?: string;
  opened: boolean;
  onClose: () => void;
  /** Called after anything that changes the viewer's figures (view, inquiry, NDA, unlock). */
  onChanged?: () => void;
  /** More about the listing from other features (the route passes the data room's documents). */
  renderExtra?: (listingId: string) => ReactNode;
  /** Shown above the deal's state, from other features (the route composes it). */
  notice?: ReactNode;
};

export function DealModal({
  listing,
  viewer,
  viewerName,
  opened,
  onClose,
  onChanged,
  renderExtra,
  notice,
}: Props) {
  const { t, i18n } = useTranslation(['deals', 'listings', 'discover']);
  const errorWords = useErrorWords();
  const anonymousTitle = useAnonymousListingTitle();
  const state = useDealState(listing.id, viewer.id, opened);
  const recordView = useRecordListingView(onChanged);
  const [step, setStep] = useState<'deal' | 'nda'>('deal');
  const recorded = useRef(false);
  const isOwner = listing.user_id === viewer.id;
  const isInvestor = viewer.role === 'investor';

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

  const details = state.data?.details ?? null;
  const title = details?.title ?? listing.details?.title ?? anonymousTitle(listing);

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
          userId={viewer.id}
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

          {state.isPending && opened ? (
            <Center py="md">
              <Loader size="sm" aria-label={t('deals:modal.loading')} />
            </Center>
          ) : state.isError ? (
            <Alert color={isBackendUnreachable(state.error) ? 'yellow' : 'red'} role="alert">
              <Text size="sm">
                {isBackendUnreachable(state.error)
                  ? t('deals:modal.offline')
                  : t('deals:modal.loadFailed', { message: errorWords(state.error) })}
              </Text>
              <Button size="xs" mt="xs" variant="light" onClick={() => void state.refetch()}>
                {t('deals:modal.retry')}
              </Button>
            </Alert>
          ) : state.data ? (
            <>
              {/* Other features' notices may load their code when shown. */}
              <Suspense fallback={null}>{notice}</Suspense>
              {details && (
                <ConfidentialDetails
                  description={details.description}
                  fullDetails={details.full_details}
                />
              )}

              {renderExtra?.(listing.id)}

              {isOwner ? (
                <Badge variant="light">{t('deals:actions.own')}</Badge>
              ) : (
                <>
                  <Divider />
                  <InquiryForm
                    listingId={listing.id}
                    userId={viewer.id}
                    inquiries={state.data.inquiries}
                    onChanged={onChanged}
                  />
                  <Divider />
                  {isInvestor ? (
                    <>
                      <Stack gap="xs">
                        <Title order={3} size="h5">
                          {t('deals:nda.heading')}
                        </Title>
                        {state.data.nda ? (
                          <Alert color="green" role="status">
                            {t('deals:nda.signedOn', {
                              name: state.data.nda.signer_name,
                              date: formatDate(state.data.nda.signed_at, i18n.language),
                            })}
                          </Alert>
                        ) : (
                          <Group justify="space-between">
                            <Text size="sm">{t('deals:nda.notSigned')}</Text>
                            <Button variant="outline" onClick={() => setStep('nda')}>
                              {t('deals:nda.signButton')}
                            </Button>
                          </Group>
                        )}
                      </Stack>
                      <Divider />
                      <UnlockSection
                        listingId={listing.id}
                        userId={viewer.id}
                        state={state.data}
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
            </>
          ) : null}
        </Stack>
      )}
    </Modal>
  );
}
