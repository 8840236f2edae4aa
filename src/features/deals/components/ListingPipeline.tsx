import {
  Alert,
  Badge,
  Button,
  Group,
  Loader,
  Paper,
  SegmentedControl,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AnchorLink } from '../../../components/AnchorLink';
import { DecisionButton, type DecisionStage } from './DecisionButton';
import { formatDate, formatEur } from '../../../lib/format';
import { useListingPipeline, type PipelineRow } from '../api/listing-pipeline';
import { useUnreadByDeal } from '../../../lib/unread-messages';
import { useMoveDeal } from '../api/move-deal';
import { UNLOCK_PRICE_EUR } from '../unlock-price';
import { DEAL_PATH, ENDED_STAGES } from '../../../lib/deal-stages';
import { ListingKanban } from './ListingKanban';
import { ResponseTime } from './ResponseTime';
import { StageBadge } from './StageBadge';
import { UnreadBadge } from './UnreadBadge';

type Props = {
  /** The listing (its title as the owner reads it). */
  listing: { id: string; title: string };
  /** The listing's owner (the signed-in user): their unread messages and response time. */
  ownerId: string;
  /** Shown under the heading: the listing's settings from other features (composed by the route). */
  settings?: ReactNode;
  /** Shown beside each buyer (e.g. their verified capacity); gets every buyer id of the list too. */
  buyerExtra?: (buyerId: string, buyerIds: string[]) => ReactNode;
  /** After a move (the route refreshes the owner's inbox and table). */
  onMoved?: () => void;
};

/**
 * An owner's buyers of one listing: counts by stage, requests to decide, each buyer's deal with
 * its unread messages, and the owner's median time to first reply.
 */
export function ListingPipeline({ listing, ownerId, settings, buyerExtra, onMoved }: Props) {
  const { t, i18n } = useTranslation('deals');
  const pipeline = useListingPipeline(listing.id);
  // The top bar's unread messages, per deal: no request of the dashboard's own; kept live by the
  // user's read state rows (src/routes/-live/live-updates.ts).
  const unread = useUnreadByDeal(ownerId);
  const [view, setView] = useState<'list' | 'board'>('list');

  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      component="section"
      aria-label={t('pipeline.heading', { title: listing.title })}
    >
      <Group justify="space-between" mb="xs" wrap="wrap">
        <Title order={3} size="h5" style={{ overflowWrap: 'anywhere' }}>
          {t('pipeline.heading', { title: listing.title })}
        </Title>
        <SegmentedControl
          size="xs"
          aria-label={t('kanban.view')}
          value={view}
          onChange={(value) => setView(value as 'list' | 'board')}
          data={[
            { value: 'list', label: t('kanban.list') },
            { value: 'board', label: t('kanban.board') },
          ]}
        />
      </Group>
      <ResponseTime ownerId={ownerId} own />
      {settings}
      {pipeline.isPending ? (
        <Loader size="sm" aria-label={t('pipeline.loading')} />
      ) : pipeline.isError ? (
        <Alert color="red" role="alert">
          {t('pipeline.loadFailed')}
          <Button size="xs" ml="xs" variant="light" onClick={() => void pipeline.refetch()}>
            {t('modal.retry')}
          </Button>
        </Alert>
      ) : (
        <Stack gap="sm">
          <Group gap={6} aria-label={t('pipeline.countsLabel')}>
            {[...DEAL_PATH, ...ENDED_STAGES].map((stage) => {
              const count = pipeline.data.filter((row) => row.stage === stage).length;
              return count > 0 ? (
                <Badge key={stage} variant="outline" color="gray">
                  {t(`stages.${stage}`)}: {count}
                </Badge>
              ) : null;
            })}
            {pipeline.data.length === 0 && (
              <Text size="sm" c="dimmed">
                {t('pipeline.empty')}
              </Text>
            )}
          </Group>
          {view === 'board' && (
            <ListingKanban
              onMoved={onMoved}
              rows={pipeline.data}
              unread={unread.data ?? {}}
              language={i18n.language}
            />
          )}
          {view === 'list' && pipeline.data.some((row) => row.stage === 'access_requested') && (
            <Text size="sm" fw={600}>
              {t('pipeline.toDecide')}
            </Text>
          )}
          {view === 'list' && (
            <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
              {pipeline.data.map((row) => (
                <PipelineEntry
                  key={row.deal_id}
                  row={row}
                  unread={unread.data?.[row.deal_id] ?? 0}
                  language={i18n.language}
                  onMoved={onMoved}
                  extra={buyerExtra?.(
                    row.buyer_id,
                    pipeline.data.map((r) => r.buyer_id),
                  )}
                />
              ))}
            </Stack>
          )}
        </Stack>
      )}
    </Paper>
  );
}

function PipelineEntry({
  row,
  unread,
  language,
  extra,
  onMoved,
}: {
  row: PipelineRow;
  unread: number;
  language: string;
  extra?: ReactNode;
  onMoved?: () => void;
}) {
  const { t } = useTranslation('deals');
  const move = useMoveDeal(row.deal_id, onMoved);
  const price = formatEur(UNLOCK_PRICE_EUR, language);
  // Each decision asks first, saying what it does (DecisionButton).
  const act = (to: DecisionStage, label: string, color: string, variant = 'light') => (
    <DecisionButton
      size="xs"
      color={color}
      variant={variant}
      move={move}
      to={to}
      label={label}
      buyerName={row.buyer_name}
      price={price}
    />
  );
  return (
    <li>
      <Group justify="space-between" gap="xs" wrap="wrap" align="flex-start">
        <div style={{ minWidth: 0 }}>
          <AnchorLink to="/deals/$dealId" params={{ dealId: row.deal_id }} size="sm" fw={600}>
            {row.buyer_name}
          </AnchorLink>
          <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {/* The database gives the buyer's contact only once access was granted. */}
            {row.buyer_email ?? t('pipeline.contactAfterAccess')} ·{' '}
            {t('pipeline.since', { date: formatDate(row.stage_changed_at, language) })}
          </Text>
          {extra}
        </div>
        <Group gap={6}>
          <UnreadBadge count={unread} />
          <StageBadge stage={row.stage} paused={row.paused} />
          {row.stage === 'access_requested' && (
            <>
              {act('access_granted', t('next.grant', { price }), 'green', 'filled')}
              {act('declined', t('next.decline'), 'red')}
            </>
          )}
          {['access_granted', 'offer_submitted', 'in_exclusivity'].includes(row.stage) &&
            act('revoked', t('next.revoke'), 'red')}
        </Group>
      </Group>
      {move.isError && (
        <Alert color="red" role="alert" mt={4}>
          {t('next.failed', { message: move.error.message })}
        </Alert>
      )}
    </li>
  );
}
