import { Badge, Button, Group, Modal, Stack, Table, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AnchorLink } from '../../../components/AnchorLink';
import { formatDate, formatEur } from '../../../lib/format';
import { type PendingWonDeal, useDecideSuccessFee, usePendingWonDeals } from '../api/won-deals';
import { PagedTable } from './PagedTable';

type Decision = { deal: PendingWonDeal; confirm: boolean };

/**
 * Deals their owners marked won, waiting for an admin: Confirm books the success fee and makes
 * the listing a won deal, Decline books nothing. Both ask first (the database decides once).
 */
export function WonDealsPanel() {
  const { t, i18n } = useTranslation(['admin', 'listings']);
  const pending = usePendingWonDeals();
  const [decision, setDecision] = useState<Decision | null>(null);
  const eur = (amount: number) => formatEur(amount, i18n.language);
  const title = (deal: PendingWonDeal) => deal.listingTitle ?? t('admin:common.untitled');

  return (
    <Stack gap="sm">
      <div>
        <Title order={3}>{t('admin:wonDeals.heading')}</Title>
        <Text size="sm" c="dimmed">
          {t('admin:wonDeals.intro')}
        </Text>
      </div>
      <PagedTable
        query={pending}
        loadFailed={t('admin:wonDeals.loadFailed')}
        label={t('admin:wonDeals.tableLabel')}
        empty={t('admin:wonDeals.empty')}
        head={
          <>
            <Table.Th>{t('admin:wonDeals.columns.listing')}</Table.Th>
            <Table.Th>{t('admin:wonDeals.columns.buyer')}</Table.Th>
            <Table.Th>{t('admin:wonDeals.columns.offer')}</Table.Th>
            <Table.Th>{t('admin:wonDeals.columns.fee')}</Table.Th>
            <Table.Th>{t('admin:wonDeals.columns.marked')}</Table.Th>
            <Table.Th>{t('admin:wonDeals.columns.actions')}</Table.Th>
          </>
        }
        columnCount={6}
        minWidth={860}
        page={1}
        pageSize={Math.max(1, pending.data?.total ?? 1)}
        onPageChange={() => undefined}
        renderRow={(deal) => (
          <Table.Tr key={deal.dealId} data-testid={`won-deal-row-${deal.dealId}`}>
            <Table.Td>
              <AnchorLink to="/deals/$dealId" params={{ dealId: deal.dealId }} size="sm" fw={500}>
                {title(deal)}
              </AnchorLink>
              <Text size="xs" c="dimmed">
                {t('admin:wonDeals.owner', {
                  name: deal.ownerName,
                  role: t(`admin:roles.${deal.ownerRole}`),
                })}
              </Text>
            </Table.Td>
            <Table.Td>
              <Text size="sm">{deal.buyerName}</Text>
              <Text size="xs" c="dimmed">
                {deal.buyerEmail}
              </Text>
            </Table.Td>
            <Table.Td>{deal.offerPriceEur === null ? '—' : eur(deal.offerPriceEur)}</Table.Td>
            <Table.Td>
              <Badge variant="light" color={deal.feeEur > 0 ? 'teal' : 'gray'}>
                {eur(deal.feeEur)}
              </Badge>
            </Table.Td>
            <Table.Td>{formatDate(deal.markedAt, i18n.language)}</Table.Td>
            <Table.Td>
              <Group gap="xs" wrap="nowrap">
                <Button
                  size="xs"
                  color="green"
                  variant="light"
                  aria-label={t('admin:wonDeals.confirmLabel', { listing: title(deal) })}
                  onClick={() => setDecision({ deal, confirm: true })}
                >
                  {t('admin:wonDeals.confirm')}
                </Button>
                <Button
                  size="xs"
                  color="red"
                  variant="light"
                  aria-label={t('admin:wonDeals.declineLabel', { listing: title(deal) })}
                  onClick={() => setDecision({ deal, confirm: false })}
                >
                  {t('admin:wonDeals.decline')}
                </Button>
              </Group>
            </Table.Td>
          </Table.Tr>
        )}
      />
      <DecisionModal decision={decision} onClose={() => setDecision(null)} />
    </Stack>
  );
}

/** Asks before deciding and says what the decision does: the fee it books, or that none is. */
function DecisionModal({ decision, onClose }: { decision: Decision | null; onClose: () => void }) {
  const { t, i18n } = useTranslation('admin');
  const decide = useDecideSuccessFee();
  const deal = decision?.deal;
  const listing = deal?.listingTitle ?? t('common.untitled');
  const fee = deal ? formatEur(deal.feeEur, i18n.language) : '';

  const submit = () => {
    if (!decision || !deal) return;
    decide.mutate(
      { dealId: deal.dealId, confirm: decision.confirm },
      {
        onSuccess: () => {
          notifications.show({
            color: 'green',
            message: decision.confirm
              ? t('wonDeals.confirmed', { listing, fee })
              : t('wonDeals.declined', { listing }),
          });
          onClose();
        },
        onError: () => notifications.show({ color: 'red', message: t('wonDeals.failed') }),
      },
    );
  };

  return (
    <Modal
      opened={decision !== null}
      onClose={onClose}
      centered
      title={decision?.confirm ? t('wonDeals.confirmTitle') : t('wonDeals.declineTitle')}
    >
      {deal && decision && (
        <Stack gap="md">
          <Text size="sm">
            {decision.confirm
              ? deal.feeEur > 0
                ? t('wonDeals.confirmText', { fee, owner: deal.ownerName, listing })
                : t('wonDeals.confirmTextNoFee', { listing })
              : t('wonDeals.declineText', { fee, owner: deal.ownerName, listing })}
          </Text>
          <Text size="sm" c="dimmed">
            {t('wonDeals.irreversible')}
          </Text>
          <Group justify="flex-end" wrap="wrap">
            <Button variant="default" onClick={onClose}>
              {t('wonDeals.cancel')}
            </Button>
            <Button
              color={decision.confirm ? 'green' : 'red'}
              loading={decide.isPending}
              onClick={submit}
            >
              {decision.confirm
                ? t('wonDeals.confirmSubmit', { fee })
                : t('wonDeals.declineSubmit')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
