import { Alert, Badge, Button, Group, Paper, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDecisionModal } from '../../../components/ConfirmDecisionModal';
import { Constants } from '../../../lib/database.types';
import { useOfferErrorWords } from '../api/offer-errors';
import { formatDate, formatEur } from '../../../lib/format';
import { useAcceptLoi } from '../api/accept-loi';
import { useDeclineLoi } from '../api/decline-loi';
import type { OfferVersion } from '../api/offer-thread';
import { DownloadLoiButton } from './DownloadLoiButton';
import { STATUS_COLORS, useTermRows } from './term-rows';

const { offer_decline_reason } = Constants.public.Enums;

type Props = {
  offer: OfferVersion;
  /** The version to compare with (the one it answers, or the accepted terms it would change). */
  compare?: OfferVersion | null;
  expired: boolean;
  /** The viewer answers this version (the other side of who proposed it). */
  canDecide: boolean;
  /** Another buyer's running exclusivity: the offer cannot be accepted now. */
  paused: boolean;
  /** An accepted version (in force or replaced): its PDF is downloaded from the card. */
  loi?: { dealId: string; listingId: string };
  /** The owner counters the buyer's open version (opens the form with its terms). */
  onCounter?: () => void;
  onChanged: () => void | Promise<void>;
};

/** One version's terms (beside the version it answers, changes marked), its status, and the answer. */
export function OfferCard({
  offer,
  compare,
  expired,
  canDecide,
  paused,
  loi,
  onCounter,
  onChanged,
}: Props) {
  const { t, i18n } = useTranslation('offers');
  const accepting = useAcceptLoi(onChanged);
  const errorWords = useOfferErrorWords();
  const declining = useDeclineLoi(onChanged);
  const pending = accepting.isPending || declining.isPending;
  const failed = accepting.error ?? declining.error;
  const rowsOf = useTermRows();
  // The decision being confirmed, and when it was asked (accepting starts the exclusivity then).
  const [confirming, setConfirming] = useState<{ kind: 'accept' | 'decline'; at: number } | null>(
    null,
  );
  const language = i18n.language;
  const retrade = offer.amends_id !== null;
  const exclusiveUntil = confirming
    ? formatDate(
        new Date(confirming.at + offer.exclusivity_days * 86_400_000).toISOString(),
        language,
      )
    : '';
  const status = expired ? 'expired' : offer.status;
  const rows = rowsOf(offer);
  const before = compare ? new Map(rowsOf(compare).map(([key, , value]) => [key, value])) : null;
  const changed = (key: string, value: string) => before !== null && before.get(key) !== value;
  const cell = {
    fontSize: 'var(--mantine-font-size-sm)',
    overflowWrap: 'break-word' as const,
    whiteSpace: 'pre-line' as const,
  };

  return (
    <Paper withBorder radius="md" p="md" data-testid="offer-card">
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Text fw={600}>
            {t(offer.proposed_by === 'owner' ? 'loi.versionOwner' : 'loi.versionBuyer', {
              version: offer.version_no,
              date: formatDate(offer.created_at, language),
            })}
          </Text>
          <Badge color={expired ? 'orange' : STATUS_COLORS[offer.status]} variant="light">
            {t(`status.${status}`)}
          </Badge>
        </Group>
        {retrade && offer.retrade_reason && (
          <Alert color="orange" title={t('loi.retrade.title')} data-testid="retrade-reason">
            <Text size="sm" fw={500}>
              {t(`retradeReason.${offer.retrade_reason}`)}
            </Text>
            <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {offer.retrade_note}
            </Text>
          </Alert>
        )}
        {offer.status === 'declined' && offer.decline_reason && (
          <Text size="sm" c="red.8">
            {t('loi.declinedBecause', { reason: t(`declineReason.${offer.decline_reason}`) })}
            {offer.decline_note ? ` – ${offer.decline_note}` : ''}
          </Text>
        )}
        {compare ? (
          // Beside the earlier version: each term's name over its two values (fits a phone).
          <Table
            withRowBorders={false}
            verticalSpacing={2}
            horizontalSpacing={6}
            layout="fixed"
            data-testid="offer-terms"
          >
            <Table.Thead>
              <Table.Tr>
                <Table.Th style={cell} c="dimmed">
                  {t(
                    retrade && compare.status === 'accepted' ? 'loi.accepted' : 'loi.versionShort',
                    {
                      version: compare.version_no,
                    },
                  )}
                </Table.Th>
                <Table.Th style={cell}>
                  {t('loi.versionShort', { version: offer.version_no })}
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            {rows.map(([key, label, value]) => (
              <Table.Tbody
                key={key}
                data-changed={changed(key, value) || undefined}
                bg={changed(key, value) ? 'yellow.1' : undefined}
              >
                <Table.Tr>
                  <Table.Th colSpan={2} fw={500} c="dimmed" style={cell} pt={6}>
                    {label}
                  </Table.Th>
                </Table.Tr>
                <Table.Tr>
                  <Table.Td style={cell} c="dimmed">
                    {before!.get(key)}
                  </Table.Td>
                  <Table.Td style={cell} fw={changed(key, value) ? 700 : undefined}>
                    {value}
                  </Table.Td>
                </Table.Tr>
              </Table.Tbody>
            ))}
          </Table>
        ) : (
          <Table
            withRowBorders={false}
            verticalSpacing={4}
            horizontalSpacing={0}
            data-testid="offer-terms"
          >
            <Table.Tbody>
              {rows.map(([key, label, value]) => (
                <Table.Tr key={key}>
                  <Table.Th fw={500} c="dimmed" w="45%" style={cell}>
                    {label}
                  </Table.Th>
                  <Table.Td style={cell}>{value}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
        {compare && (
          <Text size="xs" c="dimmed">
            {t('loi.changedHint')}
          </Text>
        )}
        {offer.earn_out_terms && (
          <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            <Text span fw={500}>
              {t('card.earnOutTerms')}:
            </Text>{' '}
            {offer.earn_out_terms}
          </Text>
        )}
        {offer.financing_note && (
          <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            <Text span fw={500}>
              {t('card.financingNote')}:
            </Text>{' '}
            {offer.financing_note}
          </Text>
        )}
        {offer.conditions_note && (
          <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            <Text span fw={500}>
              {t('loi.conditionsNote')}:
            </Text>{' '}
            {offer.conditions_note}
          </Text>
        )}
        {loi && <DownloadLoiButton dealId={loi.dealId} listingId={loi.listingId} offer={offer} />}
        {canDecide && offer.status === 'open' && (
          <>
            <Text size="sm" c="dimmed">
              {expired
                ? t('card.expiredHint')
                : paused
                  ? t('card.pausedHint')
                  : retrade
                    ? t('loi.retrade.acceptHint')
                    : t('card.acceptHint', { count: offer.exclusivity_days })}
            </Text>
            <Group gap="xs">
              <Button
                color="green"
                disabled={expired || paused || pending}
                loading={accepting.isPending}
                onClick={() => setConfirming({ kind: 'accept', at: Date.now() })}
              >
                {t('card.accept')}
              </Button>
              {onCounter && (
                <Button variant="light" disabled={pending} onClick={onCounter}>
                  {t('loi.counter')}
                </Button>
              )}
              <Button
                color="red"
                variant="light"
                disabled={pending}
                loading={declining.isPending}
                onClick={() => setConfirming({ kind: 'decline', at: Date.now() })}
              >
                {t('card.decline')}
              </Button>
            </Group>
            <ConfirmDecisionModal
              opened={confirming !== null}
              onClose={() => setConfirming(null)}
              title={
                confirming?.kind === 'decline'
                  ? t('confirm.declineTitle')
                  : t('confirm.acceptTitle')
              }
              consequences={
                t(
                  confirming?.kind === 'decline'
                    ? retrade
                      ? 'confirm.declineRetradeConsequences'
                      : 'confirm.declineConsequences'
                    : retrade
                      ? 'confirm.acceptRetradeConsequences'
                      : offer.proposed_by === 'owner'
                        ? 'confirm.acceptCounterConsequences'
                        : 'confirm.acceptConsequences',
                  {
                    count: offer.exclusivity_days,
                    date: exclusiveUntil,
                    price: formatEur(offer.price_cents / 100, language),
                    returnObjects: true,
                  },
                ) as string[]
              }
              reasons={
                confirming?.kind === 'decline'
                  ? offer_decline_reason.map((value) => ({
                      value,
                      label: t(`declineReason.${value}`),
                    }))
                  : undefined
              }
              confirmLabel={confirming?.kind === 'decline' ? t('card.decline') : t('card.accept')}
              color={confirming?.kind === 'decline' ? 'red' : 'green'}
              loading={pending}
              onConfirm={(reason) => {
                accepting.reset();
                declining.reset();
                const settled = { onSettled: () => setConfirming(null) };
                if (confirming?.kind === 'decline')
                  declining.mutate(
                    {
                      offerId: offer.id,
                      reason: (reason?.code ?? 'other') as (typeof offer_decline_reason)[number],
                      note: reason?.note ?? '',
                    },
                    settled,
                  );
                else accepting.mutate(offer.id, settled);
              }}
            />
          </>
        )}
        {failed && (
          <Alert color="red" role="alert">
            {t('card.failed', { message: errorWords(failed) })}
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}
