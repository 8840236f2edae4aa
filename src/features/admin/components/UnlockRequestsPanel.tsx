import { Badge, Button, Group, SegmentedControl, Stack, Table, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCircleCheck, IconCircleDashed } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDecideUnlockRequest } from '../api/decide-unlock-request';
import { pageCount } from '../api/paging';
import {
  UNLOCK_STATUS_FILTERS,
  type UnlockRequest,
  type UnlockRequestsParams,
  type UnlockStatusFilter,
  useUnlockRequests,
} from '../api/get-unlock-requests';
import { shortId } from '../format';
import { formatDate, formatEur } from '../../../lib/format';
import { PagedTable } from './PagedTable';

const PAGE_SIZE = 20;
const STATUS_COLORS = { pending: 'yellow', approved: 'green', rejected: 'red' } as const;

/** The unlock-request queue, pending first, with Approve / Reject. */
export function UnlockRequestsPanel() {
  const { t, i18n } = useTranslation(['admin', 'listings']);
  const [params, setParams] = useState<UnlockRequestsParams>({
    status: 'all',
    page: 1,
    pageSize: PAGE_SIZE,
  });
  const requests = useUnlockRequests(params);
  const decide = useDecideUnlockRequest();

  const lastPage = requests.data ? pageCount(requests.data.total, PAGE_SIZE) : params.page;
  if (params.page > lastPage) setParams({ ...params, page: lastPage });

  function decideRequest(request: UnlockRequest, approve: boolean) {
    decide.mutate(
      { requestId: request.id, approve },
      {
        onSuccess: () =>
          notifications.show({
            color: 'green',
            message: approve ? t('unlocks.approved') : t('unlocks.rejectedDone'),
          }),
        onError: () =>
          notifications.show({
            color: 'red',
            message: approve ? t('unlocks.approveFailed') : t('unlocks.rejectFailed'),
          }),
      },
    );
  }

  const busy = (request: UnlockRequest, approve: boolean) =>
    decide.isPending &&
    decide.variables?.requestId === request.id &&
    decide.variables.approve === approve;

  return (
    <Stack gap="sm">
      <Group justify="space-between" wrap="wrap">
        <Title order={3}>{t('unlocks.heading')}</Title>
        <SegmentedControl
          aria-label={t('unlocks.filterLabel')}
          value={params.status}
          onChange={(value) =>
            setParams({ ...params, status: value as UnlockStatusFilter, page: 1 })
          }
          data={UNLOCK_STATUS_FILTERS.map((value) => ({
            value,
            label: t(`unlocks.filter.${value}`),
          }))}
        />
      </Group>

      <PagedTable
        query={requests}
        loadFailed={t('unlocks.loadFailed')}
        label={t('unlocks.tableLabel')}
        empty={t('unlocks.empty')}
        head={
          <>
            <Table.Th>{t('unlocks.columns.listing')}</Table.Th>
            <Table.Th>{t('unlocks.columns.investor')}</Table.Th>
            <Table.Th>{t('unlocks.columns.nda')}</Table.Th>
            <Table.Th>{t('unlocks.columns.price')}</Table.Th>
            <Table.Th>{t('unlocks.columns.requested')}</Table.Th>
            <Table.Th>{t('unlocks.columns.status')}</Table.Th>
            <Table.Th>{t('unlocks.columns.actions')}</Table.Th>
          </>
        }
        columnCount={7}
        minWidth={860}
        highlightOnHover
        page={params.page}
        pageSize={PAGE_SIZE}
        onPageChange={(page) => setParams({ ...params, page })}
        renderRow={(request) => {
          const listing = request.listingTitle ?? t('common.untitled');
          const investor = request.investorName ?? t('common.unknown');
          return (
            <Table.Tr key={request.id} data-testid={`unlock-row-${request.id}`}>
              <Table.Td>
                <Text size="sm" fw={500}>
                  {listing}
                </Text>
                <Text size="xs" c="dimmed">
                  ID {shortId(request.listingId)}
                  {request.listingIndustry
                    ? ` · ${t(`listings:enums.industry.${request.listingIndustry}`)}`
                    : ''}
                </Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{investor}</Text>
                {request.investorEmail && (
                  <Text size="xs" c="dimmed">
                    {request.investorEmail}
                  </Text>
                )}
              </Table.Td>
              <Table.Td>
                <Group gap={4} wrap="nowrap">
                  {request.ndaSigned ? (
                    <IconCircleCheck size={16} color="var(--mantine-color-green-7)" aria-hidden />
                  ) : (
                    <IconCircleDashed size={16} color="var(--mantine-color-gray-6)" aria-hidden />
                  )}
                  <Text size="sm">
                    {request.ndaSigned ? t('unlocks.ndaSigned') : t('unlocks.ndaMissing')}
                  </Text>
                </Group>
              </Table.Td>
              <Table.Td>{formatEur(request.priceEur, i18n.language)}</Table.Td>
              <Table.Td>{formatDate(request.createdAt, i18n.language)}</Table.Td>
              <Table.Td>
                <Badge color={STATUS_COLORS[request.status]} variant="light">
                  {t(`unlocks.status.${request.status}`)}
                </Badge>
                {request.decidedAt && (
                  <Text size="xs" c="dimmed">
                    {t('unlocks.decidedOn', {
                      date: formatDate(request.decidedAt, i18n.language),
                    })}
                  </Text>
                )}
              </Table.Td>
              <Table.Td>
                {request.status === 'pending' && (
                  <Group gap="xs" wrap="nowrap">
                    <Button
                      size="xs"
                      color="green"
                      variant="light"
                      disabled={decide.isPending}
                      loading={busy(request, true)}
                      aria-label={t('unlocks.approveLabel', { name: investor, listing })}
                      onClick={() => decideRequest(request, true)}
                    >
                      {t('unlocks.approve')}
                    </Button>
                    <Button
                      size="xs"
                      color="red"
                      variant="light"
                      disabled={decide.isPending}
                      loading={busy(request, false)}
                      aria-label={t('unlocks.rejectLabel', { name: investor, listing })}
                      onClick={() => decideRequest(request, false)}
                    >
                      {t('unlocks.reject')}
                    </Button>
                  </Group>
                )}
              </Table.Td>
            </Table.Tr>
          );
        }}
      />
    </Stack>
  );
}
