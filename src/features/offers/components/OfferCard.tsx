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

const { offer_decline_reason } = Constants.public.Enums;

const STATUS_COLORS: Record<OfferVersion['status'], string> = {
  open: 'blue',
  accepted: 'green',
  declined: 'red',
  superseded: 'gray',
  withdrawn: 'gray',
};

type Props = {
  offer: OfferVersion;
  /** The version to compare with (the one it answers, or the accepted terms it would change). */
  compare?: OfferVersion | null;
  expired: boolean;
  /** The viewer answers this version (the other side of who proposed it). */
  canDecide: boolean;
  /** Another buyer's running exclusivity: the offer cannot be accepted now. */
  paused: boolean;
  /** The owner counters the buyer's open version (opens the form with its terms). */
  onCounter?: () => void;
  onChanged: () => void | Promise<void>;
};

/** The terms of a version as label/value rows, in the order of the letter of intent. */
function useTermRows() {
  const { t, i18n } = useTranslation('offers');
  const language = i18n.language;
  const eur = (cents: number | null) =>
    cents === null ? t('card.none') : formatEur(cents / 100, language);
  const percent = (bp: number | null) =>
    bp === null
      ? ''
      : `${(bp / 100).toLocaleString(language.startsWith('de') ? 'de-DE' : 'en-GB')} %`;
  return (o: OfferVersion): [string, string, string][] => [
    ['price', t('card.price'), eur(o.price_cents)],
    ['closing', t('loi.closingLabel'), eur(o.closing_cents)],
    ['structure', t('card.structure'), t(`structure.${o.structure}`)],
    [
      'vendorLoan',
      t('loi.vendorLoan'),
      o.vendor_loan_cents === null
        ? t('card.none')
        : t('loi.vendorLoanValue', {
            amount: eur(o.vendor_loan_cents),
            count: o.vendor_loan_months ?? 0,
            interest: percent(o.vendor_loan_interest_bp),
          }),
    ],
    [
      'earnOut',
      t('card.earnOut'),
      o.earn_out_cents === null
        ? t('card.none')
        : o.earn_out_months && o.earn_out_metric
          ? t('loi.earnOutValue', {
              amount: eur(o.earn_out_cents),
              count: o.earn_out_months,
              metric: t(`metric.${o.earn_out_metric}`),
            })
          : eur(o.earn_out_cents),
    ],
    [
      'holdback',
      t('loi.holdback'),
      o.holdback_cents === null
        ? t('card.none')
        : t('loi.holdbackValue', { amount: eur(o.holdback_cents), count: o.holdback_months ?? 0 }),
    ],
    [
      'financing',
      t('card.financing'),
      o.financing_equity_cents === null &&
      o.financing_bank_cents === null &&
      o.financing_development_cents === null
        ? t(`financing.${o.financing}`)
        : [
            [t('loi.equity'), o.financing_equity_cents],
            [t('loi.bank'), o.financing_bank_cents],
            [t('loi.development'), o.financing_development_cents],
          ]
            .filter(([, v]) => v !== null)
            .map(([label, v]) => `${label}: ${eur(v as number)}`)
            .join('\n'),
    ],
    [
      'conditions',
      t('loi.conditions'),
      [
        o.cond_due_diligence && t('loi.condShort.dueDiligence'),
        o.cond_financing && t('loi.condShort.financing'),
        o.cond_approvals && t('loi.condShort.approvals'),
      ]
        .filter(Boolean)
        .join(', ') || t('card.none'),
    ],
    ['exclusivity', t('card.exclusivity'), t('card.days', { count: o.exclusivity_days })],
    [
      'diligence',
      t('loi.diligenceDeadline'),
      o.diligence_deadline ? formatDate(o.diligence_deadline, language) : '–',
    ],
    [
      'signing',
      t('loi.targetSigning'),
      o.target_signing_date ? formatDate(o.target_signing_date, language) : '–',
    ],
    ['validUntil', t('card.validUntil'), formatDate(o.valid_until, language)],
  ];
}

/** One version's terms (beside the version it answers, changes marked), its status, and the answer. */
export function OfferCard({
  offer,
  compare,
  expired,
  canDecide,
  paused,
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
