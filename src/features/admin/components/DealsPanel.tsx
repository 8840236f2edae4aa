import {
  Anchor,
  type AnchorProps,
  Badge,
  Group,
  Select,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { createLink } from '@tanstack/react-router';
import { forwardRef, useState, type AnchorHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import {
  DEAL_STAGE_FILTERS,
  type DealsParams,
  type DealStageFilter,
  useAdminDeals,
} from '../api/get-deals';
import { pageCount } from '../api/paging';
import { shortId } from '../format';
import { formatDate } from '../../../lib/format';
import { PagedTable } from './PagedTable';

const PAGE_SIZE = 20;

const MantineAnchor = forwardRef<
  HTMLAnchorElement,
  AnchorProps & AnchorHTMLAttributes<HTMLAnchorElement>
>((props, ref) => <Anchor ref={ref} {...props} />);
MantineAnchor.displayName = 'MantineAnchor';
/** A Mantine anchor that is a typed router link. */
const AnchorLink = createLink(MantineAnchor);

/**
 * Every deal of the platform, latest change first, filtered by stage; each opens the deal page,
 * where an admin decides in the owner's place (move_deal() allows admins).
 */
export function DealsPanel() {
  const { t, i18n } = useTranslation(['admin', 'deals', 'listings']);
  const [params, setParams] = useState<DealsParams>({ stage: 'all', page: 1, pageSize: PAGE_SIZE });
  const deals = useAdminDeals(params);

  const lastPage = deals.data ? pageCount(deals.data.total, PAGE_SIZE) : params.page;
  if (params.page > lastPage) setParams({ ...params, page: lastPage });

  const stageLabel = (stage: DealStageFilter) =>
    stage === 'all' ? t('admin:deals.filterAll') : t(`deals:stages.${stage}`);

  return (
    <Stack gap="sm">
      <Group justify="space-between" wrap="wrap" align="flex-end">
        <Title order={3}>{t('admin:deals.heading')}</Title>
        <Select
          label={t('admin:deals.filterLabel')}
          value={params.stage}
          allowDeselect={false}
          w={220}
          onChange={(value) =>
            value && setParams({ ...params, stage: value as DealStageFilter, page: 1 })
          }
          data={DEAL_STAGE_FILTERS.map((value) => ({ value, label: stageLabel(value) }))}
        />
      </Group>
      {deals.data && (
        <Text size="sm" c="dimmed">
          {t('admin:deals.total', { count: deals.data.total })}
        </Text>
      )}

      <PagedTable
        query={deals}
        loadFailed={t('admin:deals.loadFailed')}
        label={t('admin:deals.tableLabel')}
        empty={t('admin:deals.empty')}
        head={
          <>
            <Table.Th>{t('admin:deals.columns.listing')}</Table.Th>
            <Table.Th>{t('admin:deals.columns.buyer')}</Table.Th>
            <Table.Th>{t('admin:deals.columns.owner')}</Table.Th>
            <Table.Th>{t('admin:deals.columns.stage')}</Table.Th>
            <Table.Th>{t('admin:deals.columns.changed')}</Table.Th>
          </>
        }
        columnCount={5}
        minWidth={760}
        highlightOnHover
        page={params.page}
        pageSize={PAGE_SIZE}
        onPageChange={(page) => setParams({ ...params, page })}
        renderRow={(deal) => {
          const listing = deal.listingTitle ?? t('admin:common.untitled');
          return (
            <Table.Tr key={deal.id} data-testid={`deal-row-${deal.id}`}>
              <Table.Td>
                <AnchorLink
                  to="/deals/$dealId"
                  params={{ dealId: deal.id }}
                  size="sm"
                  fw={500}
                  aria-label={t('admin:deals.open', { listing, buyer: deal.buyerName ?? '' })}
                >
                  {listing}
                </AnchorLink>
                <Text size="xs" c="dimmed">
                  ID {shortId(deal.listingId)}
                  {deal.listingIndustry
                    ? ` · ${t(`listings:enums.industry.${deal.listingIndustry}`)}`
                    : ''}
                </Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{deal.buyerName ?? t('admin:common.unknown')}</Text>
                {deal.buyerEmail && (
                  <Text size="xs" c="dimmed">
                    {deal.buyerEmail}
                  </Text>
                )}
              </Table.Td>
              <Table.Td>
                <Text size="sm">{deal.ownerName ?? t('admin:common.unknown')}</Text>
              </Table.Td>
              <Table.Td>
                <Group gap={4}>
                  <Badge
                    variant="light"
                    color={deal.stage === 'access_requested' ? 'yellow' : 'gray'}
                  >
                    {t(`deals:stages.${deal.stage}`)}
                  </Badge>
                  {deal.staleSince && (
                    // red.9: outline text that reads (orange fails the contrast check on white).
                    <Badge variant="outline" color="red.9">
                      {t('admin:deals.stale')}
                    </Badge>
                  )}
                </Group>
              </Table.Td>
              <Table.Td>{formatDate(deal.stageChangedAt, i18n.language)}</Table.Td>
            </Table.Tr>
          );
        }}
      />
    </Stack>
  );
}
