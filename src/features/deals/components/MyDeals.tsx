import { Alert, Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AnchorLink } from '../../../components/AnchorLink';
import { isBackendUnreachable } from '../../../lib/db';
import { formatDate } from '../../../lib/format';
import { useAnonymousListingTitle } from '../../../lib/listing-title';
import { listingUpdatedAt, unreadOf, useMyDeals, type MyDeal } from '../api/my-deals';
import type { DealStage } from '../api/deal-overview';
import { StageBadge } from './StageBadge';
import { UnreadBadge } from './UnreadBadge';

type Group = 'mine' | 'theirs' | 'paused' | 'ended';

const ENDED: DealStage[] = ['won', 'declined', 'withdrawn', 'lost', 'revoked'];
/** Stages whose next step is the buyer's (sign, ask, read and offer). */
const BUYER_MOVES: DealStage[] = ['interested', 'nda_signed', 'access_granted', 'declined'];
const GROUPS: Group[] = ['mine', 'theirs', 'paused', 'ended'];

/**
 * A deal the stage would let the buyer read but whose details the database hides: another buyer's
 * exclusivity pauses it (RLS on listing_details, private.may_read_confidential()).
 */
export const isPaused = (deal: MyDeal) =>
  ['access_granted', 'offer_submitted'].includes(deal.stage) &&
  deal.listing !== null &&
  deal.listing.listing_details === null;

function groupOf(deal: MyDeal, needsMe: ReadonlySet<string>): Group {
  if (isPaused(deal)) return 'paused';
  if (ENDED.includes(deal.stage) && deal.stage !== 'declined') return 'ended';
  if (needsMe.has(deal.id) || unreadOf(deal) > 0 || BUYER_MOVES.includes(deal.stage)) return 'mine';
  return 'theirs';
}

/**
 * "My deals" on the buyer's dashboard, running deals first: what needs the buyer (their next
 * step, an answer or a counter-offer from the owner: `needsMe`, from the inbox), then what waits
 * on the seller, then paused and ended deals; each with its stage, next step and unread messages.
 */
export function MyDeals({
  userId,
  needsMe = new Set(),
}: {
  userId: string;
  /** Deals with something waiting for the buyer's answer (the route passes the inbox's). */
  needsMe?: ReadonlySet<string>;
}) {
  const { t, i18n } = useTranslation('deals');
  const deals = useMyDeals(userId);
  const anonymousTitle = useAnonymousListingTitle();
  const titleOf = (deal: MyDeal) =>
    deal.listing?.listing_details?.title ??
    (deal.listing ? anonymousTitle(deal.listing) : t('myDeals.closedListing'));

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="my-deals-heading">
      <Title order={2} size="h3" id="my-deals-heading" mb="sm">
        {t('myDeals.heading')}
      </Title>
      {deals.isPending ? (
        <Loader size="sm" aria-label={t('myDeals.heading')} />
      ) : deals.isError ? (
        <Alert color={isBackendUnreachable(deals.error) ? 'yellow' : 'red'} role="alert">
          <Text size="sm">{t('myDeals.loadFailed')}</Text>
          <Button size="xs" mt="xs" variant="light" onClick={() => void deals.refetch()}>
            {t('modal.retry')}
          </Button>
        </Alert>
      ) : deals.data.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('myDeals.empty')}
        </Text>
      ) : (
        <Stack gap="sm">
          {GROUPS.map((group) => {
            const list = deals.data.filter((deal) => groupOf(deal, needsMe) === group);
            if (list.length === 0) return null;
            return (
              <div key={group} data-testid={`my-deals-${group}`}>
                <Text size="xs" fw={700} tt="uppercase" c="dimmed" mb={4}>
                  {t(`myDeals.groups.${group}`)}
                </Text>
                <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
                  {list.map((deal) => (
                    <DealRow
                      key={deal.id}
                      deal={deal}
                      title={titleOf(deal)}
                      language={i18n.language}
                    />
                  ))}
                </Stack>
              </div>
            );
          })}
        </Stack>
      )}
    </Paper>
  );
}

function DealRow({ deal, title, language }: { deal: MyDeal; title: string; language: string }) {
  const { t } = useTranslation('deals');
  const paused = isPaused(deal);
  return (
    <li>
      <Group justify="space-between" wrap="nowrap" align="flex-start" gap="sm">
        <div style={{ minWidth: 0 }}>
          <AnchorLink
            to="/deals/$dealId"
            params={{ dealId: deal.id }}
            fw={600}
            style={{ overflowWrap: 'anywhere' }}
          >
            {title}
          </AnchorLink>
          <Text size="xs" c="dimmed">
            {paused ? t('myDeals.pausedNext') : t(`myDeals.next.${deal.stage}`)} ·{' '}
            {t('myDeals.since', { date: formatDate(deal.stage_changed_at, language) })}
          </Text>
          {listingUpdatedAt(deal) && (
            <Text size="xs" c="orange.8" data-testid="deal-listing-updated">
              {t('myDeals.listingUpdated', {
                date: formatDate(listingUpdatedAt(deal)!, language),
              })}
            </Text>
          )}
          {deal.stale_since && (
            <Text size="xs" c="orange.8">
              {t('stale.buyerShort')}
            </Text>
          )}
        </div>
        {/* The badges keep their width; the title wraps instead. */}
        <Group gap={6} wrap="nowrap" style={{ flexShrink: 0 }}>
          <UnreadBadge count={unreadOf(deal)} />
          <StageBadge stage={deal.stage} paused={paused} />
        </Group>
      </Group>
    </li>
  );
}
