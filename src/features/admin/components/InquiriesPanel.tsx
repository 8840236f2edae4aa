import { Badge, Spoiler, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { pageCount } from '../api/paging';
import { type InquiriesParams, useInquiries } from '../api/get-inquiries';
import { shortId } from '../format';
import { formatDate } from '../../../lib/format';
import { PagedTable } from './PagedTable';

const PAGE_SIZE = 20;
const STATUS_COLORS = {
  pending: 'yellow',
  read: 'blue',
  answered: 'green',
  closed: 'gray',
} as const;

/** All inquiries, newest first: sender, listing, message, status. */
export function InquiriesPanel() {
  const { t, i18n } = useTranslation('admin');
  const [params, setParams] = useState<InquiriesParams>({ page: 1, pageSize: PAGE_SIZE });
  const inquiries = useInquiries(params);

  const lastPage = inquiries.data ? pageCount(inquiries.data.total, PAGE_SIZE) : params.page;
  if (params.page > lastPage) setParams({ ...params, page: lastPage });

  return (
    <Stack gap="sm">
      <Title order={3}>{t('inquiries.heading')}</Title>
      <PagedTable
        query={inquiries}
        loadFailed={t('inquiries.loadFailed')}
        label={t('inquiries.tableLabel')}
        empty={t('inquiries.empty')}
        head={
          <>
            <Table.Th>{t('inquiries.columns.sender')}</Table.Th>
            <Table.Th>{t('inquiries.columns.listing')}</Table.Th>
            <Table.Th>{t('inquiries.columns.message')}</Table.Th>
            <Table.Th>{t('inquiries.columns.status')}</Table.Th>
            <Table.Th>{t('inquiries.columns.date')}</Table.Th>
          </>
        }
        columnCount={5}
        minWidth={820}
        page={params.page}
        pageSize={PAGE_SIZE}
        onPageChange={(page) => setParams({ ...params, page })}
        renderRow={(inquiry) => (
          <Table.Tr key={inquiry.id}>
            <Table.Td>
              <Text size="sm">{inquiry.senderName ?? t('common.unknown')}</Text>
              {inquiry.senderEmail && (
                <Text size="xs" c="dimmed">
                  {inquiry.senderEmail}
                </Text>
              )}
            </Table.Td>
            <Table.Td>
              <Text size="sm">{inquiry.listingTitle ?? t('common.untitled')}</Text>
              <Text size="xs" c="dimmed">
                ID {shortId(inquiry.listingId)}
              </Text>
            </Table.Td>
            <Table.Td maw={420}>
              <Spoiler maxHeight={60} showLabel="…" hideLabel="↑">
                <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                  {inquiry.message}
                </Text>
              </Spoiler>
            </Table.Td>
            <Table.Td>
              <Badge color={STATUS_COLORS[inquiry.status]} variant="light">
                {t(`inquiries.status.${inquiry.status}`)}
              </Badge>
            </Table.Td>
            <Table.Td>{formatDate(inquiry.createdAt, i18n.language)}</Table.Td>
          </Table.Tr>
        )}
      />
    </Stack>
  );
}
