import { Badge, Stack, Table, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format';
import { useAccessDecisions } from '../api/get-access-decisions';
import type { ListPeriod } from '../api/list-period';
import { PagedTable } from './PagedTable';
import { PeriodFilterNote } from './PeriodFilterNote';

const PAGE_SIZE = 20;

const STATUS_COLORS = { approved: 'green', rejected: 'red', pending: 'yellow' } as const;

/**
 * The access decisions of a period (the key figure "Access decisions" opens it): who asked for
 * which listing, when, and what was decided when.
 */
export function AccessDecisionsPanel({
  period,
  onClear,
}: {
  period: ListPeriod;
  onClear: () => void;
}) {
  const { t, i18n } = useTranslation(['admin', 'deals']);
  const [page, setPage] = useState(1);
  const decisions = useAccessDecisions({ period, page, pageSize: PAGE_SIZE });
  return (
    <Stack gap="sm" data-testid="access-decisions">
      <Title order={3}>{t('admin:kpis.decisions.heading')}</Title>
      <PeriodFilterNote kind="decisions" period={period} onClear={onClear} />
      <PagedTable
        query={decisions}
        loadFailed={t('admin:kpis.decisions.loadFailed')}
        label={t('admin:kpis.decisions.heading')}
        empty={t('admin:kpis.decisions.empty')}
        head={
          <>
            <Table.Th>{t('admin:kpis.decisions.listing')}</Table.Th>
            <Table.Th>{t('admin:kpis.decisions.buyer')}</Table.Th>
            <Table.Th>{t('admin:kpis.decisions.outcome')}</Table.Th>
            <Table.Th>{t('admin:kpis.decisions.requested')}</Table.Th>
            <Table.Th>{t('admin:kpis.decisions.decided')}</Table.Th>
          </>
        }
        columnCount={5}
        minWidth={640}
        page={page}
        pageSize={PAGE_SIZE}
        onPageChange={setPage}
        renderRow={(row) => (
          <Table.Tr key={row.id}>
            <Table.Td>{row.listingTitle ?? t('admin:common.untitled')}</Table.Td>
            <Table.Td>{row.buyerName ?? t('admin:common.unknown')}</Table.Td>
            <Table.Td>
              <Badge variant="light" color={STATUS_COLORS[row.status]}>
                {t(`admin:kpis.decisions.status.${row.status}`)}
              </Badge>
            </Table.Td>
            <Table.Td>{formatDateTime(row.requestedAt, i18n.language)}</Table.Td>
            <Table.Td>{formatDateTime(row.decidedAt, i18n.language)}</Table.Td>
          </Table.Tr>
        )}
      />
    </Stack>
  );
}
