import { Alert, Button, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/format';
import { everAccepted } from '../api/download-loi';
import { berlinToday } from '../api/offer-schema';
import { isExpired, useOfferThread, type OfferVersion } from '../api/offer-thread';
import { ExclusivityClock } from './ExclusivityClock';
import { ExclusivityPauseNotice } from './ExclusivityPauseNotice';
import { LoiForm } from './LoiForm';
import { OfferCard } from './OfferCard';
import { RetradeLog } from './RetradeLog';

/** What the deal page (public.deal_overview()) tells about the deal, its exclusivity and pause. */
export type DealOffersDeal = {
  id: string;
  listing_id: string;
  buyer_id: string;
  stage: string;
  viewer_role: 'buyer' | 'owner' | 'admin';
  listing_status: string;
  exclusive_until?: string | null;
  paused_until?: string | null;
};

type Props = {
  deal: DealOffersDeal;
  /** Refresh what an offer or a decision changes (the deal page, its thread). */
  onChanged: () => void | Promise<void>;
  /** A member of a side's team who is not a lead: offers and decisions stay with the principals and leads. */
  readOnly?: boolean;
  /** The exclusivity clock's actions (milestones, extensions): the principals' only. */
  clockReadOnly?: boolean;
};

type Writing = { mode: 'offer' | 'counter' | 'retrade'; from: OfferVersion | null } | null;

/**
 * The deal's letter of intent: the version awaiting an answer beside the one it answers (changes
 * marked), the answer (accept, counter, decline), the buyer's form, the exclusivity clock, and the
 * earlier versions.
 */
export function DealOffers({ deal, onChanged, readOnly = false, clockReadOnly = readOnly }: Props) {
  const { t, i18n } = useTranslation('offers');
  const thread = useOfferThread(deal.id);
  const [writing, setWriting] = useState<Writing>(null);
  const [showEarlier, setShowEarlier] = useState(false);
  // When the page was read: a lapsed exclusivity (until the scheduled end moves the deal) says so.
  const [readAt] = useState(() => Date.now());
  const refresh = async () => {
    await Promise.all([thread.refetch(), onChanged()]);
  };
  // Both sides see a version, a decision or a withdrawal as it happens: the route's live layer
  // (src/routes/-live/live-updates.ts) makes this thread and the overview stale on each change.
  const versions = thread.data ?? [];
  const byId = new Map(versions.map((v) => [v.id, v]));
  // The versions issued as the accepted letter of intent's PDF (in force, or replaced by a change).
  const acceptedIds = everAccepted(versions);
  const loiOf = (v: OfferVersion) =>
    acceptedIds.has(v.id) && v.decided_at
      ? { dealId: deal.id, listingId: deal.listing_id }
      : undefined;
  const today = berlinToday();
  const isBuyer = deal.viewer_role === 'buyer';
  const paused = Boolean(deal.paused_until);
  const open = versions.find((o) => o.status === 'open');
  const accepted = versions.find((o) => o.status === 'accepted');
  const exclusiveUntil = deal.stage === 'in_exclusivity' ? deal.exclusive_until : null;
  const lapsed = exclusiveUntil ? new Date(exclusiveUntil).getTime() <= readAt : false;
  const running = Boolean(exclusiveUntil) && !lapsed;
  const main = open ?? (running ? accepted : versions[0]);
  const compareOf = (v: OfferVersion) =>
    v.amends_id && v.status === 'open'
      ? (byId.get(v.amends_id) ?? null)
      : v.previous_id
        ? (byId.get(v.previous_id) ?? null)
        : null;
  const earlier = versions.filter((o) => o !== main);
  const decides = (v: OfferVersion) =>
    !readOnly && (v.proposed_by === 'buyer' ? !isBuyer : isBuyer);
  const canOffer =
    isBuyer &&
    !readOnly &&
    !paused &&
    deal.listing_status === 'active' &&
    ['access_granted', 'offer_submitted'].includes(deal.stage);
  const canRetrade = isBuyer && !readOnly && running && accepted !== undefined && !open;

  if (!versions.length && !canOffer && !paused && !exclusiveUntil) return null;

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
        {running && (
          <ExclusivityClock
            dealId={deal.id}
            viewer={deal.viewer_role}
            exclusiveUntil={exclusiveUntil!}
            retradeOpen={Boolean(open?.amends_id)}
            readOnly={clockReadOnly}
            onChanged={refresh}
          />
        )}
        {!versions.length && canOffer && !writing && <Text size="sm">{t('intro')}</Text>}
        {main && writing?.mode !== 'counter' && (
          <OfferCard
            offer={main}
            compare={compareOf(main)}
            expired={isExpired(main, today)}
            canDecide={decides(main)}
            paused={paused}
            loi={loiOf(main)}
            onCounter={
              !isBuyer && !readOnly && main.status === 'open' && main.proposed_by === 'buyer'
                ? () => setWriting({ mode: 'counter', from: main })
                : undefined
            }
            onChanged={refresh}
          />
        )}
        {open && isBuyer && open.proposed_by === 'buyer' && (
          <Text size="sm" c="dimmed">
            {isExpired(open, today) ? t('buyer.expired') : t('buyer.awaiting')}
          </Text>
        )}
        {open && !isBuyer && open.proposed_by === 'owner' && (
          <Text size="sm" c="dimmed">
            {t('loi.ownerAwaiting')}
          </Text>
        )}
        {writing ? (
          <LoiForm
            mode={writing.mode}
            dealId={deal.id}
            buyerId={deal.buyer_id}
            from={writing.from}
            onDone={() => setWriting(null)}
            onCancel={() => setWriting(null)}
            onChanged={refresh}
          />
        ) : (
          <>
            {canOffer && (
              <div>
                <Button
                  onClick={() => setWriting({ mode: 'offer', from: open ?? versions[0] ?? null })}
                >
                  {open?.proposed_by === 'owner'
                    ? t('loi.counterAgain')
                    : open || versions.length
                      ? t('buyer.newOffer')
                      : t('buyer.makeOffer')}
                </Button>
              </div>
            )}
            {canRetrade && (
              <div>
                <Button
                  variant="light"
                  onClick={() => setWriting({ mode: 'retrade', from: accepted! })}
                >
                  {t('loi.changeTerms')}
                </Button>
              </div>
            )}
          </>
        )}
        {earlier.length > 0 && (
          <Stack gap="xs">
            <div>
              <Button
                variant="subtle"
                size="compact-sm"
                onClick={() => setShowEarlier((v) => !v)}
                aria-expanded={showEarlier}
              >
                {t(showEarlier ? 'loi.hideEarlier' : 'loi.showEarlier', { count: earlier.length })}
              </Button>
            </div>
            {showEarlier &&
              earlier.map((offer) => (
                <OfferCard
                  key={offer.id}
                  offer={offer}
                  compare={compareOf(offer)}
                  expired={isExpired(offer, today)}
                  canDecide={false}
                  paused={paused}
                  loi={loiOf(offer)}
                  onChanged={refresh}
                />
              ))}
          </Stack>
        )}
        <RetradeLog versions={versions} loiOf={loiOf} />
      </Stack>
    </Paper>
  );
}
