import { Alert, Badge, Button, Group, Paper, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDecisionModal } from '../../../components/ConfirmDecisionModal';
import { formatDate, formatEur } from '../../../lib/format';
import type { DealOffer } from '../api/offer-schema';
import { useDecideOffer } from '../api/decide-offer';

const STATUS_COLORS: Record<DealOffer['status'], string> = {
  open: 'blue',
  accepted: 'green',
  declined: 'red',
  superseded: 'gray',
  withdrawn: 'gray',
};

type Props = {
  offer: DealOffer;
  /** The owner (or an admin) may accept or decline an open offer here. */
  canDecide: boolean;
  /** Another buyer's running exclusivity: the offer cannot be accepted now. */
  paused: boolean;
  onChanged: () => void | Promise<void>;
};

/** One offer's terms, its status, and for the owner the decision. */
export function OfferCard({ offer, canDecide, paused, onChanged }: Props) {
  const { t, i18n } = useTranslation('offers');
  const decide = useDecideOffer(onChanged);
  // The decision being confirmed, and when it was asked (accepting starts the exclusivity then).
  const [confirming, setConfirming] = useState<{ kind: 'accept' | 'decline'; at: number } | null>(
    null,
  );
  const language = i18n.language;
  const exclusiveUntil = confirming
    ? formatDate(
        new Date(confirming.at + offer.exclusivity_days * 86_400_000).toISOString(),
        language,
      )
    : '';
  const status = offer.expired ? 'expired' : offer.status;
  const rows: [string, string][] = [
    [t('card.price'), formatEur(offer.price_eur, language)],
    [t('card.structure'), t(`structure.${offer.structure}`)],
    [
      t('card.earnOut'),
      offer.earn_out_eur ? formatEur(offer.earn_out_eur, language) : t('card.none'),
    ],
    [t('card.financing'), t(`financing.${offer.financing}`)],
    [t('card.exclusivity'), t('card.days', { count: offer.exclusivity_days })],
    [t('card.validUntil'), formatDate(offer.valid_until, language)],
  ];

  return (
    <Paper withBorder radius="md" p="md" data-testid="offer-card">
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Text fw={600}>
            {t('card.heading', { date: formatDate(offer.created_at, language) })}
          </Text>
          <Badge color={offer.expired ? 'orange' : STATUS_COLORS[offer.status]} variant="light">
            {t(`status.${status}`)}
          </Badge>
        </Group>
        <Table withRowBorders={false} verticalSpacing={4} horizontalSpacing={0}>
          <Table.Tbody>
            {rows.map(([label, value]) => (
              <Table.Tr key={label}>
                <Table.Th
                  fw={500}
                  c="dimmed"
                  w="45%"
                  style={{ fontSize: 'var(--mantine-font-size-sm)' }}
                >
                  {label}
                </Table.Th>
                <Table.Td style={{ fontSize: 'var(--mantine-font-size-sm)' }}>{value}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
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
        {canDecide && offer.status === 'open' && (
          <>
            <Text size="sm" c="dimmed">
              {offer.expired
                ? t('card.expiredHint')
                : paused
                  ? t('card.pausedHint')
                  : t('card.acceptHint', { count: offer.exclusivity_days })}
            </Text>
            <Group gap="xs">
              <Button
                color="green"
                disabled={offer.expired || paused || decide.isPending}
                loading={decide.isPending && decide.variables?.accept === true}
                onClick={() => setConfirming({ kind: 'accept', at: Date.now() })}
              >
                {t('card.accept')}
              </Button>
              <Button
                color="red"
                variant="light"
                disabled={decide.isPending}
                loading={decide.isPending && decide.variables?.accept === false}
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
                    ? 'confirm.declineConsequences'
                    : 'confirm.acceptConsequences',
                  {
                    count: offer.exclusivity_days,
                    date: exclusiveUntil,
                    price: formatEur(offer.price_eur, language),
                    returnObjects: true,
                  },
                ) as string[]
              }
              confirmLabel={confirming?.kind === 'decline' ? t('card.decline') : t('card.accept')}
              color={confirming?.kind === 'decline' ? 'red' : 'green'}
              loading={decide.isPending}
              onConfirm={() =>
                decide.mutate(
                  { offerId: offer.id, accept: confirming?.kind === 'accept' },
                  { onSettled: () => setConfirming(null) },
                )
              }
            />
          </>
        )}
        {decide.isError && (
          <Alert color="red" role="alert">
            {t('card.failed', { message: decide.error.message })}
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}
