import { Alert, Box, Group, NativeSelect, Paper, ScrollArea, Stack, Text } from '@mantine/core';
import { useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { AnchorLink } from '../../../components/AnchorLink';
import { ConfirmDecisionModal } from '../../../components/ConfirmDecisionModal';
import { formatEur } from '../../../lib/format';
import type { DealStage } from '../api/deal-overview';
import type { PipelineRow } from '../api/listing-pipeline';
import { useMoveDeal } from '../api/move-deal';
import { DEAL_PATH } from '../../../lib/deal-stages';
import { UNLOCK_PRICE_EUR } from '../unlock-price';
import { DecisionModal, type DecisionStage } from './DecisionButton';
import { StageBadge } from './StageBadge';
import { UnreadBadge } from './UnreadBadge';

/** The board's columns: the deal's path, then the ways it ends. */
export const KANBAN_STAGES: DealStage[] = [
  ...DEAL_PATH,
  'declined',
  'revoked',
  'lost',
  'withdrawn',
];

const DECISIONS: DecisionStage[] = ['access_granted', 'declined', 'revoked', 'lost'];
const isDecision = (stage: DealStage): stage is DecisionStage =>
  (DECISIONS as DealStage[]).includes(stage);

type Props = {
  rows: PipelineRow[];
  unread: Record<string, number>;
  language: string;
  /** After a move (the route refreshes the owner's inbox and table). */
  onMoved?: () => void;
};

/**
 * A listing's buyers as a board by stage. Dropping a card on a column (or choosing the column in
 * the card's "move to" list, which works on phones and by keyboard) asks first, then calls the same
 * database move as the pipeline's buttons (public.move_deal()); a move the stage machine does not
 * allow is refused by the database, the card stays where it was and the board says why.
 */
export function ListingKanban({ rows, unread, language, onMoved }: Props) {
  const { t } = useTranslation('deals');
  const [dragged, setDragged] = useState<string | null>(null);
  const [over, setOver] = useState<DealStage | null>(null);
  const [pending, setPending] = useState<{ row: PipelineRow; to: DealStage } | null>(null);

  const drop = (stage: DealStage) => (event: DragEvent) => {
    event.preventDefault();
    setOver(null);
    const row = rows.find(
      (r) => r.deal_id === (event.dataTransfer.getData('text/plain') || dragged),
    );
    setDragged(null);
    if (row && row.stage !== stage) setPending({ row, to: stage });
  };

  return (
    <Stack gap="xs">
      <Text size="xs" c="dimmed">
        {t('kanban.hint')}
      </Text>
      <ScrollArea type="auto" offsetScrollbars>
        <Group gap="xs" align="stretch" wrap="nowrap" data-testid="kanban">
          {KANBAN_STAGES.map((stage) => {
            const cards = rows.filter((row) => row.stage === stage);
            return (
              <Paper
                key={stage}
                withBorder
                radius="sm"
                p={6}
                w={190}
                miw={190}
                component="section"
                aria-label={t('kanban.column', {
                  stage: t(`stages.${stage}`),
                  count: cards.length,
                })}
                data-stage={stage}
                bg={over === stage ? 'var(--mantine-color-blue-light)' : undefined}
                onDragOver={(event) => {
                  event.preventDefault();
                  setOver(stage);
                }}
                onDragLeave={() => setOver((current) => (current === stage ? null : current))}
                onDrop={drop(stage)}
              >
                <Text size="xs" fw={700} mb={4}>
                  {t(`stages.${stage}`)} ({cards.length})
                </Text>
                <Stack gap={4} component="ul" p={0} m={0} mih={48} style={{ listStyle: 'none' }}>
                  {cards.map((row) => (
                    <KanbanCard
                      key={row.deal_id}
                      row={row}
                      unread={unread[row.deal_id] ?? 0}
                      onDragStart={(event) => {
                        event.dataTransfer.setData('text/plain', row.deal_id);
                        event.dataTransfer.effectAllowed = 'move';
                        setDragged(row.deal_id);
                      }}
                      onChoose={(to) => setPending({ row, to })}
                    />
                  ))}
                </Stack>
              </Paper>
            );
          })}
        </Group>
      </ScrollArea>
      {pending && (
        <KanbanMove
          key={`${pending.row.deal_id}-${pending.to}`}
          row={pending.row}
          to={pending.to}
          language={language}
          onMoved={onMoved}
          onClose={() => setPending(null)}
        />
      )}
    </Stack>
  );
}

function KanbanCard({
  row,
  unread,
  onDragStart,
  onChoose,
}: {
  row: PipelineRow;
  unread: number;
  onDragStart: (event: DragEvent) => void;
  onChoose: (to: DealStage) => void;
}) {
  const { t } = useTranslation('deals');
  return (
    <Box
      component="li"
      draggable
      onDragStart={onDragStart}
      p={6}
      bd="1px solid var(--mantine-color-default-border)"
      style={{ borderRadius: 'var(--mantine-radius-sm)', cursor: 'grab' }}
      bg="var(--mantine-color-body)"
      aria-label={row.buyer_name}
      data-deal-id={row.deal_id}
    >
      <Group gap={4} wrap="nowrap" justify="space-between">
        <AnchorLink
          to="/deals/$dealId"
          params={{ dealId: row.deal_id }}
          size="xs"
          fw={600}
          style={{ overflowWrap: 'anywhere' }}
          draggable={false}
        >
          {row.buyer_name}
        </AnchorLink>
        <UnreadBadge count={unread} />
      </Group>
      {row.paused && <StageBadge stage={row.stage} paused />}
      <NativeSelect
        size="xs"
        mt={4}
        aria-label={t('kanban.moveLabel', { name: row.buyer_name })}
        value=""
        onChange={(event) => {
          const to = event.currentTarget.value as DealStage;
          if (to) onChoose(to);
        }}
        data={[
          { value: '', label: t('kanban.moveTo') },
          ...KANBAN_STAGES.filter((stage) => stage !== row.stage).map((stage) => ({
            value: stage,
            label: t(`stages.${stage}`),
          })),
        ]}
      />
    </Box>
  );
}

/** The confirmation of one card's move, then the database's answer under the board. */
function KanbanMove({
  row,
  to,
  language,
  onMoved,
  onClose,
}: {
  row: PipelineRow;
  to: DealStage;
  language: string;
  onMoved?: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('deals');
  const move = useMoveDeal(row.deal_id, onMoved);
  const [asking, setAsking] = useState(true);
  const stage = t(`stages.${to}`);
  // Done: the board shows the card in its new column. Refused: the card stays, the board says why.
  const settle = { onSuccess: onClose, onError: () => setAsking(false) };
  const decided: typeof move = {
    ...move,
    mutate: (input) => move.mutate(input, settle),
  };
  const cancel = () => {
    if (!move.isPending) onClose();
  };

  if (!asking)
    return move.isError ? (
      <Alert
        color="red"
        role="alert"
        withCloseButton
        onClose={onClose}
        data-testid="kanban-refused"
      >
        {t('kanban.refused', { name: row.buyer_name, stage, message: move.error.message })}
      </Alert>
    ) : null;
  if (isDecision(to))
    return (
      <DecisionModal
        opened
        onClose={cancel}
        move={decided}
        to={to}
        label={t(`kanban.confirm.${to}`)}
        buyerName={row.buyer_name}
        price={formatEur(UNLOCK_PRICE_EUR, language)}
        grantedBefore={row.stage === 'revoked'}
        color={to === 'access_granted' ? 'green' : 'red'}
      />
    );
  return (
    <ConfirmDecisionModal
      opened
      onClose={cancel}
      title={t('kanban.moveTitle', { name: row.buyer_name, stage })}
      consequences={[t('kanban.moveConsequence', { name: row.buyer_name, stage })]}
      footnote={t('kanban.moveFootnote')}
      confirmLabel={t('kanban.moveConfirm', { stage })}
      loading={move.isPending}
      onConfirm={() => move.mutate(to, settle)}
    />
  );
}
