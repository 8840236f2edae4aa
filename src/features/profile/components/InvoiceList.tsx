import { Alert, Badge, Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { IconDownload, IconReceipt } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatBerlinDate, formatCents, formatDate } from '../../../lib/format';
import { useDownloadInvoicePdf, useInvoices, type Invoice } from '../api/invoices';

const STATUS_COLORS: Record<Invoice['status'], string> = {
  open: 'blue',
  paid: 'green',
  overdue: 'red',
  cancelled: 'gray',
};

/**
 * The access-fee invoices of the user with their payment status: each invoice (and a cancellation
 * invoice) as its stored PDF, and a receipt once paid.
 */
export function InvoiceList({ userId }: { userId: string }) {
  const { t, i18n } = useTranslation('profile');
  const invoices = useInvoices(userId);
  const download = useDownloadInvoicePdf();
  const busy = download.isPending ? download.variables : undefined;

  const line = (invoice: Invoice) => {
    const due =
      invoice.status === 'open' || invoice.status === 'overdue'
        ? t('invoices.due', { date: formatDate(invoice.due_date, i18n.language) })
        : invoice.status === 'paid' && invoice.paid_at
          ? t('invoices.paidOn', { date: formatBerlinDate(invoice.paid_at, i18n.language) })
          : null;
    return [formatBerlinDate(invoice.issued_at, i18n.language), due, invoice.listing_title]
      .filter(Boolean)
      .join(' · ');
  };

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="invoices-heading">
      <Title order={2} size="h4" id="invoices-heading" mb="xs">
        {t('invoices.heading')}
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        {t('invoices.terms')}
      </Text>
      {invoices.isPending ? (
        <Loader size="sm" aria-label={t('invoices.heading')} />
      ) : invoices.isError ? (
        <Alert color="red" role="alert">
          {t('invoices.loadFailed')}
          <Button size="xs" ml="xs" variant="light" onClick={() => void invoices.refetch()}>
            {t('invoices.retry')}
          </Button>
        </Alert>
      ) : invoices.data.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('invoices.empty')}
        </Text>
      ) : (
        <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {invoices.data.map((invoice) => (
            <Group
              key={invoice.id}
              component="li"
              justify="space-between"
              wrap="wrap"
              gap="xs"
              data-testid={`invoice-${invoice.number}`}
            >
              <div style={{ minWidth: 0 }}>
                <Group gap={6} wrap="wrap">
                  <Text size="sm" fw={600}>
                    {invoice.kind === 'cancellation'
                      ? t('invoices.cancellation', { number: invoice.number })
                      : invoice.number}{' '}
                    · {formatCents(invoice.gross_cents, i18n.language)}
                  </Text>
                  {invoice.kind === 'invoice' && (
                    <Badge size="sm" variant="light" color={STATUS_COLORS[invoice.status]}>
                      {t(`invoices.status.${invoice.status}`)}
                    </Badge>
                  )}
                  {invoice.vat_treatment === 'reverse_charge' && (
                    <Badge size="sm" variant="outline" color="gray">
                      {t('invoices.reverseCharge')}
                    </Badge>
                  )}
                </Group>
                <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                  {line(invoice)}
                </Text>
              </div>
              <Group gap="xs" wrap="wrap">
                <Button
                  size="xs"
                  variant="light"
                  leftSection={<IconDownload size={14} aria-hidden />}
                  loading={busy?.invoice.id === invoice.id && busy.document === 'invoice'}
                  onClick={() => download.mutate({ invoice, document: 'invoice' })}
                  aria-label={t('invoices.downloadLabel', { number: invoice.number })}
                >
                  {t('invoices.download')}
                </Button>
                {invoice.status === 'paid' && (
                  <Button
                    size="xs"
                    variant="subtle"
                    leftSection={<IconReceipt size={14} aria-hidden />}
                    loading={busy?.invoice.id === invoice.id && busy.document === 'receipt'}
                    onClick={() => download.mutate({ invoice, document: 'receipt' })}
                    aria-label={t('invoices.receiptLabel', { number: invoice.number })}
                  >
                    {t('invoices.receipt')}
                  </Button>
                )}
              </Group>
            </Group>
          ))}
        </Stack>
      )}
      {download.isError && (
        <Alert color="red" role="alert" mt="xs">
          {t('invoices.downloadFailed')}
        </Alert>
      )}
    </Paper>
  );
}
