import {
  Badge,
  Button,
  Group,
  SegmentedControl,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconCircleCheck, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { pageCount } from '../api/paging';
import {
  type AdminListing,
  LISTING_STATUS_FILTERS,
  type ListingsParams,
  type ListingStatusFilter,
  useListings,
} from '../api/get-listings';
import { shortId } from '../format';
import { formatDate, formatEur } from '../../../lib/format';
import { type CloseDealTarget, CloseDealModal } from './CloseDealModal';
import { PagedTable } from './PagedTable';
import { PeriodFilterNote } from './PeriodFilterNote';
import type { ListPeriod } from '../api/list-period';

const PAGE_SIZE = 20;

/** All listings by status; close a deal and record (or correct) its success fee. */
export function ListingsPanel({
  initialCreated,
}: {
  /** Only the listings published in a key figure's period (of every status, as it counts them). */
  initialCreated?: ListPeriod;
} = {}) {
  const { t, i18n } = useTranslation(['admin', 'listings']);
  const [params, setParams] = useState<ListingsParams>({
    status: initialCreated ? 'all' : 'active',
    created: initialCreated ?? null,
    page: 1,
    pageSize: PAGE_SIZE,
    search: '',
  });
  const [searchText, setSearchText] = useState('');
  const [search] = useDebouncedValue(searchText.trim(), 300);
  // The debounced text joins the query (from the first page) once typing pauses.
  const [searchedFor, setSearchedFor] = useState('');
  if (search !== searchedFor) {
    setSearchedFor(search);
    setParams({ ...params, search, page: 1 });
  }
  const [modal, setModal] = useState<{ opened: boolean; target: CloseDealTarget }>({
    opened: false,
    target: null,
  });
  const listings = useListings(params);

  const lastPage = listings.data
    ? pageCount(listings.data.total, PAGE_SIZE, listings.data.more)
    : params.page;
  if (params.page > lastPage) setParams({ ...params, page: lastPage });

  const titleOf = (listing: AdminListing) => listing.title ?? t('common.untitled');
  const openFor = (listing: AdminListing) =>
    setModal({
      opened: true,
      target: { id: listing.id, title: titleOf(listing), successFeeEur: listing.successFeeEur },
    });

  return (
    <Stack gap="sm">
      <Group justify="space-between" wrap="wrap">
        <Title order={3}>{t('listings.heading')}</Title>
        <Group gap="sm" wrap="wrap">
          <SegmentedControl
            aria-label={t('listings.filterLabel')}
            value={params.status}
            onChange={(value) =>
              setParams({ ...params, status: value as ListingStatusFilter, page: 1 })
            }
            data={LISTING_STATUS_FILTERS.map((value) => ({
              value,
              label: t(`listings.filter.${value}`),
            }))}
          />
          <Button
            leftSection={<IconCircleCheck size={16} aria-hidden />}
            onClick={() => setModal({ opened: true, target: null })}
          >
            {t('listings.recordDeal')}
          </Button>
        </Group>
      </Group>

      <TextInput
        type="search"
        aria-label={t('listings.search')}
        placeholder={t('listings.search')}
        leftSection={<IconSearch size={16} aria-hidden />}
        value={searchText}
        maxLength={100}
        onChange={(event) => setSearchText(event.currentTarget.value)}
        maw={420}
      />
      {params.created && (
        <PeriodFilterNote
          kind="listings"
          period={params.created}
          onClear={() => setParams({ ...params, created: null, page: 1 })}
        />
      )}
      <PagedTable
        query={listings}
        loadFailed={t('listings.loadFailed')}
        label={t('listings.tableLabel')}
        empty={t('listings.empty')}
        head={
          <>
            <Table.Th>{t('listings.columns.listing')}</Table.Th>
            <Table.Th>{t('listings.columns.owner')}</Table.Th>
            <Table.Th>{t('listings.columns.status')}</Table.Th>
            <Table.Th>{t('listings.columns.fee')}</Table.Th>
            <Table.Th>{t('listings.columns.created')}</Table.Th>
            <Table.Th>{t('listings.columns.actions')}</Table.Th>
          </>
        }
        columnCount={6}
        minWidth={820}
        highlightOnHover
        page={params.page}
        pageSize={PAGE_SIZE}
        onPageChange={(page) => setParams({ ...params, page })}
        renderRow={(listing) => (
          <Table.Tr key={listing.id} data-testid={`listing-row-${listing.id}`}>
            <Table.Td>
              <Text size="sm" fw={500}>
                {titleOf(listing)}
              </Text>
              <Text size="xs" c="dimmed">
                ID {shortId(listing.id)} · {t(`listings.type.${listing.type}`)} ·{' '}
                {t(`listings:enums.industry.${listing.industry}`)} ·{' '}
                {t(`listings:enums.location.${listing.location}`)}
              </Text>
            </Table.Td>
            <Table.Td>
              <Text size="sm">{listing.ownerName ?? t('common.unknown')}</Text>
              <Text size="xs" c="dimmed">
                {t(`roles.${listing.ownerRole}`)}
              </Text>
            </Table.Td>
            <Table.Td>
              <Badge color={listing.status === 'active' ? 'blue' : 'gray'} variant="light">
                {t(`listings.status.${listing.status}`)}
              </Badge>
            </Table.Td>
            <Table.Td>
              {listing.successFeeEur == null
                ? t('listings.noFee')
                : formatEur(listing.successFeeEur, i18n.language)}
            </Table.Td>
            <Table.Td>{formatDate(listing.createdAt, i18n.language)}</Table.Td>
            <Table.Td>
              <Button
                size="xs"
                variant="light"
                aria-label={
                  listing.status === 'active'
                    ? t('listings.closeLabel', { listing: titleOf(listing) })
                    : t('listings.editFeeLabel', { listing: titleOf(listing) })
                }
                onClick={() => openFor(listing)}
              >
                {listing.status === 'active' ? t('listings.close') : t('listings.editFee')}
              </Button>
            </Table.Td>
          </Table.Tr>
        )}
      />
      <CloseDealModal
        opened={modal.opened}
        target={modal.target}
        onClose={() => setModal({ opened: false, target: null })}
      />
    </Stack>
  );
}
