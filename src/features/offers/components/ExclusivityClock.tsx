import {
  Alert,
  Badge,
  Button,
  Group,
  NumberInput,
  Paper,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDecisionModal } from '../../../components/ConfirmDecisionModal';
import { useOfferErrorWords } from '../api/offer-errors';
import { formatDate } from '../../../lib/format';
import { useAnswerExtension } from '../api/answer-extension';
import { useCompleteMilestone } from '../api/complete-milestone';
import { useEndExclusivity } from '../api/end-exclusivity';
import { useRequestExtension } from '../api/request-extension';
import { useExclusivityClock, type Milestone } from '../api/exclusivity-clock';
import { berlinToday } from '../api/offer-schema';

type Props = {
  dealId: string;
  viewer: 'buyer' | 'owner' | 'admin';
  exclusiveUntil: string;
  /** A change of the accepted terms is open (the owner may end the exclusivity then too). */
  retradeOpen: boolean;
  /**
   * The viewer may not act on the clock: a view or contribute member of a side's team, or the page
   * does not know yet (public.deal_team(); the rule of the clock's RPCs: the deal's buyer, the
   * listing's owner and the leads of their teams mark, ask, answer and end). The clock is shown
   * without its buttons.
   */
  readOnly?: boolean;
  onChanged: () => void | Promise<void>;
};

type Confirming =
  | { kind: 'complete'; milestone: Milestone }
  | { kind: 'agree'; extensionId: string; days: number }
  | { kind: 'end' };

/** The exclusivity clock both sides see: the end, the milestones with owner and date, extensions. */
export function ExclusivityClock({
  dealId,
  viewer,
  exclusiveUntil,
  retradeOpen,
  readOnly = false,
  onChanged,
}: Props) {
  const { t, i18n } = useTranslation('offers');
  const errorWords = useOfferErrorWords();
  const language = i18n.language;
  const clock = useExclusivityClock(dealId, true);
  const refresh = async () => {
    await Promise.all([clock.refetch(), onChanged()]);
  };
  const completing = useCompleteMilestone(refresh);
  const requesting = useRequestExtension(refresh);
  const answering = useAnswerExtension(refresh);
  const ending = useEndExclusivity(refresh);
  const actions = [completing, requesting, answering, ending];
  const pending = actions.some((a) => a.isPending);
  const failed = actions.find((a) => a.isError)?.error;
  const [confirming, setConfirming] = useState<Confirming | null>(null);
  const [days, setDays] = useState<number | string>(14);
  // When the page was read (the clock counts days from then; a reload or a change reads again).
  const [readAt] = useState(() => Date.now());
  const today = berlinToday();
  const milestones = clock.data?.milestones ?? [];
  const extensions = clock.data?.extensions ?? [];
  const openExtension = extensions.find((x) => x.status === 'open');
  const missed = (m: Milestone) => m.done_at === null && m.due_on < today;
  const anyMissed = milestones.some(missed);
  const mySide = viewer === 'admin' ? 'owner' : viewer;
  // Who may press the clock's buttons (the database refuses everyone else).
  const acts = !readOnly && viewer !== 'admin';
  const daysLeft = Math.max(
    0,
    Math.ceil((new Date(exclusiveUntil).getTime() - readAt) / 86_400_000),
  );
  // Each answer closes the confirmation; one error at a time (a new action clears the others').
  const settled = { onSettled: () => setConfirming(null) };
  const fresh = () => actions.forEach((a) => a.reset());
  const cell = { fontSize: 'var(--mantine-font-size-sm)' };

  return (
    <Paper withBorder radius="md" p="md" data-testid="exclusivity-clock">
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Title order={3} size="h5">
            {t('clock.heading')}
          </Title>
          <Badge variant="light" color="violet">
            {t('clock.daysLeft', { count: daysLeft })}
          </Badge>
        </Group>
        <Text size="sm">{t('clock.until', { date: formatDate(exclusiveUntil, language) })}</Text>
        <Table withRowBorders verticalSpacing={4} horizontalSpacing={6} layout="fixed">
          <Table.Thead>
            <Table.Tr>
              <Table.Th style={cell}>{t('clock.milestone')}</Table.Th>
              <Table.Th style={cell} w="6rem">
                {t('clock.status')}
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {milestones.map((m) => (
              <Table.Tr key={m.id} data-testid="milestone" data-kind={m.kind}>
                <Table.Td style={{ ...cell, overflowWrap: 'break-word' }}>
                  <Text size="sm" fw={500}>
                    {t(`milestone.${m.kind}`)}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {t('clock.ownerDue', {
                      owner: t(`clock.owner.${m.owner_side}`),
                      date: formatDate(m.due_on, language),
                    })}
                  </Text>
                </Table.Td>
                <Table.Td style={cell}>
                  {m.done_at ? (
                    <Badge color="green" variant="light">
                      {t('clock.done')}
                    </Badge>
                  ) : missed(m) ? (
                    <Badge color="red" variant="light">
                      {t('clock.missed')}
                    </Badge>
                  ) : m.owner_side === mySide && acts ? (
                    <Button
                      size="compact-xs"
                      variant="light"
                      onClick={() => setConfirming({ kind: 'complete', milestone: m })}
                    >
                      {t('clock.markDone')}
                    </Button>
                  ) : (
                    <Badge color="gray" variant="light">
                      {t('clock.pending')}
                    </Badge>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        {openExtension ? (
          !acts ? (
            <Text size="sm" c="dimmed" data-testid="extension-pending">
              {t('clock.extensionPending', {
                count: openExtension.days,
                side: t(`clock.owner.${openExtension.requested_by}`),
              })}
            </Text>
          ) : openExtension.requested_by === mySide ? (
            <Text size="sm" c="dimmed">
              {t('clock.extensionAsked', { count: openExtension.days })}
            </Text>
          ) : (
            <Alert
              color="blue"
              title={t('clock.extensionRequested', { count: openExtension.days })}
            >
              <Group gap="xs">
                <Button
                  size="xs"
                  onClick={() =>
                    setConfirming({
                      kind: 'agree',
                      extensionId: openExtension.id,
                      days: openExtension.days,
                    })
                  }
                >
                  {t('clock.agree')}
                </Button>
                <Button
                  size="xs"
                  variant="light"
                  color="red"
                  loading={answering.isPending}
                  onClick={() => {
                    fresh();
                    answering.mutate({ extensionId: openExtension.id, agree: false }, settled);
                  }}
                >
                  {t('clock.refuse')}
                </Button>
              </Group>
            </Alert>
          )
        ) : (
          acts && (
            <Group gap="xs" align="flex-end">
              <NumberInput
                label={t('clock.extendDays')}
                min={1}
                max={90}
                allowDecimal={false}
                allowNegative={false}
                value={days}
                onChange={setDays}
                w={150}
              />
              <Button
                variant="light"
                loading={requesting.isPending}
                disabled={typeof days !== 'number' || days < 1 || days > 90}
                onClick={() => {
                  fresh();
                  requesting.mutate({ dealId, days: Number(days) }, settled);
                }}
              >
                {t('clock.askExtension')}
              </Button>
            </Group>
          )
        )}
        <Text size="xs" c="dimmed" data-testid="clock-hint">
          {readOnly && viewer !== 'admin' ? t('clock.membersHint') : t('clock.extensionHint')}
        </Text>
        {viewer !== 'buyer' && !readOnly && (anyMissed || retradeOpen) && (
          <Alert color="red" title={t('clock.endTitle')}>
            <Stack gap="xs">
              <Text size="sm">{anyMissed ? t('clock.endMissed') : t('clock.endRetrade')}</Text>
              <div>
                <Button color="red" onClick={() => setConfirming({ kind: 'end' })}>
                  {t('clock.end')}
                </Button>
              </div>
            </Stack>
          </Alert>
        )}
        {failed && (
          <Alert color="red" role="alert">
            {t('card.failed', { message: errorWords(failed) })}
          </Alert>
        )}
        <ConfirmDecisionModal
          opened={confirming !== null}
          onClose={() => setConfirming(null)}
          title={
            confirming?.kind === 'end'
              ? t('clock.confirmEndTitle')
              : confirming?.kind === 'agree'
                ? t('clock.confirmAgreeTitle', { count: confirming.days })
                : t('clock.confirmDoneTitle')
          }
          consequences={
            t(
              confirming?.kind === 'end'
                ? 'clock.confirmEnd'
                : confirming?.kind === 'agree'
                  ? 'clock.confirmAgree'
                  : 'clock.confirmDone',
              {
                count: confirming?.kind === 'agree' ? confirming.days : 0,
                milestone:
                  confirming?.kind === 'complete'
                    ? t(`milestone.${confirming.milestone.kind}`)
                    : '',
                returnObjects: true,
              },
            ) as string[]
          }
          confirmLabel={
            confirming?.kind === 'end'
              ? t('clock.end')
              : confirming?.kind === 'agree'
                ? t('clock.agree')
                : t('clock.markDone')
          }
          color={confirming?.kind === 'end' ? 'red' : 'blue'}
          loading={pending}
          onConfirm={() => {
            fresh();
            if (confirming?.kind === 'end') ending.mutate(dealId, settled);
            else if (confirming?.kind === 'agree')
              answering.mutate({ extensionId: confirming.extensionId, agree: true }, settled);
            else if (confirming?.kind === 'complete')
              completing.mutate(confirming.milestone.id, settled);
          }}
        />
      </Stack>
    </Paper>
  );
}
