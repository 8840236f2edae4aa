import { Center, Loader, Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ListPager } from './ListPager';
import { QueryErrorAlert } from './QueryErrorAlert';

type PagedQuery<Row> = {
  data?: { rows: Row[]; total: number; more?: boolean };
  isError: boolean;
  isFetching: boolean;
  refetch: () => unknown;
};

type Props<Row> = {
  query: PagedQuery<Row>;
  /** The error catalogue's message for a failed load. */
  loadFailed: string;
  /** The table's accessible name. */
  label: string;
  empty: string;
  /** The header cells; `columnCount` of them. */
  head: ReactNode;
  columnCount: number;
  minWidth: number;
  highlightOnHover?: boolean;
  page: number;
  pageSize: number;
  onPageChange: (page: number) => void;
  renderRow: (row: Row) => ReactNode;
};

/** A list of the admin console: load error with retry, loader, the table (or its empty row), pager. */
export function PagedTable<Row>({
  query,
  loadFailed,
  label,
  empty,
  head,
  columnCount,
  minWidth,
  highlightOnHover = false,
  page,
  pageSize,
  onPageChange,
  renderRow,
}: Props<Row>) {
  const { t } = useTranslation('admin');
  if (query.isError) {
    return <QueryErrorAlert message={loadFailed} onRetry={() => void query.refetch()} />;
  }
  if (!query.data) {
    return (
      <Center py="xl">
        <Loader aria-label={t('common.loading')} />
      </Center>
    );
  }
  const { rows, total, more } = query.data;
  return (
    <>
      {/* The scrolling wrapper takes the keyboard focus, so a phone-width table scrolls by keys. */}
      <Table.ScrollContainer
        minWidth={minWidth}
        scrollAreaProps={{ viewportProps: { tabIndex: 0, 'aria-label': label } }}
      >
        <Table
          striped
          highlightOnHover={highlightOnHover}
          aria-label={label}
          aria-busy={query.isFetching}
        >
          <Table.Thead>
            <Table.Tr>{head}</Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.length === 0 && (
              <Table.Tr>
                <Table.Td colSpan={columnCount}>
                  <Text c="dimmed" ta="center" py="md">
                    {empty}
                  </Text>
                </Table.Td>
              </Table.Tr>
            )}
            {rows.map(renderRow)}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <ListPager
        page={page}
        pageSize={pageSize}
        total={total}
        more={more}
        onChange={onPageChange}
      />
    </>
  );
}
