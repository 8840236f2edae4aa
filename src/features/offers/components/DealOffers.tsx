import { Alert, Button, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/format';
import { dealOffersSchema } from '../api/offer-schema';
import { ExclusivityPauseNotice } from './ExclusivityPauseNotice';
import { OfferCard } from './OfferCard';
import { OfferForm } from './OfferForm';

/** What the deal page (public.deal_overview()) tells about offers and exclusivity. */
export type DealOffersDeal = {
  id: string;
  stage: string;
  viewer_role: 'buyer' | 'owner' | 'admin';
  listing_status: string;
  exclusive_until?: string | null;
  paused_until?: string | null;
  offers?: unknown;
};

type Props = {
  deal: DealOffersDeal;
  /** Refresh what an offer or a decision changes (the deal page, its thread). */
  onChanged: () => void | Promise<void>;
};

/** The deal's offers: the buyer's form, the owner's decision, exclusivity and pause explained. */
export function DealOffers({ deal, onChanged }: Props) {
  const { t, i18n } = useTranslation('offers');
  const [writing, setWriting] = useState(false);
  // When the page was read: a lapsed exclusivity (until the scheduled end moves the deal) says so.
  const [readAt] = useState(() => Date.now());
  const offers = dealOffersSchema.parse(deal.offers ?? []);
  const isBuyer = deal.viewer_role === 'buyer';
  const paused = Boolean(deal.paused_until);
  const open = offers.find((o) => o.status === 'open');
  const earlier = offers.filter((o) => o !== open);
  const canOffer =
    isBuyer &&
    !paused &&
    deal.listing_status === 'active' &&
    ['access_granted', 'offer_submitted'].includes(deal.stage);
  const exclusiveUntil = deal.stage === 'in_exclusivity' ? deal.exclusive_until : null;
  const lapsed = exclusiveUntil ? new Date(exclusiveUntil).getTime() <= readAt : false;

  if (!offers.length && !canOffer && !paused && !exclusiveUntil) return null;

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="deal-offers-heading">
      <Stack gap="sm">
        <Title order={2} size="h4" id="deal-offers-heading">
          {t('heading')}
        </Title>
        {paused &&
          (isBuyer ? (
            <ExclusivityPauseNotice until={deal.paused_until!} />
          ) : (
            <Alert color="yellow" role="status" title={t('paused.title')}>
              {t('paused.owner', { date: formatDate(deal.paused_until!, i18n.language) })}
            </Alert>
          ))}
        {exclusiveUntil && (
          <Alert color={lapsed ? 'gray' : 'violet'} role="status" data-testid="exclusivity-status">
            {t(
              lapsed ? 'exclusivity.lapsed' : isBuyer ? 'exclusivity.buyer' : 'exclusivity.owner',
              { date: formatDate(exclusiveUntil, i18n.language) },
            )}
          </Alert>
        )}
        {!offers.length && canOffer && !writing && <Text size="sm">{t('intro')}</Text>}
        {open && (
          <OfferCard offer={open} canDecide={!isBuyer} paused={paused} onChanged={onChanged} />
        )}
        {open && isBuyer && (
          <Text size="sm" c="dimmed">
            {open.expired ? t('buyer.expired') : t('buyer.awaiting')}
          </Text>
        )}
        {canOffer &&
          (writing ? (
            <OfferForm
              dealId={deal.id}
              onDone={() => setWriting(false)}
              onCancel={() => setWriting(false)}
              onChanged={onChanged}
            />
          ) : (
            <div>
              <Button onClick={() => setWriting(true)}>
                {open || earlier.length ? t('buyer.newOffer') : t('buyer.makeOffer')}
              </Button>
            </div>
          ))}
        {earlier.length > 0 && (
          <Stack gap="xs">
            <Title order={3} size="h5">
              {t('earlier')}
            </Title>
            {earlier.map((offer) => (
              <OfferCard
                key={offer.id}
                offer={offer}
                canDecide={false}
                paused={paused}
                onChanged={onChanged}
              />
            ))}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
