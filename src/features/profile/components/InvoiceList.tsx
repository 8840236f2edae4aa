import { Alert, Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, formatEur } from '../../../lib/format';
import { useInvoices, type Invoice } from '../api/invoices';

/** The access-fee invoices of the user, each downloadable as a PDF. */
export function InvoiceList({ userId }: { userId: string }) {
  const { t, i18n } = useTranslation('profile');
  const invoices = useInvoices(userId);
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState<string | null>(null);

  const download = async (invoice: Invoice) => {
    setBusy(invoice.id);
    setFailed(false);
    try {
      // pdf-lib is loaded only for a download.
      const { invoicePdf } = await import('../api/invoice-pdf');
      const bytes = await invoicePdf(
        invoice,
        {
          heading: t('invoices.pdf.heading'),
          number: t('invoices.pdf.number'),
          date: t('invoices.pdf.date'),
          billedTo: t('invoices.pdf.billedTo'),
          vatId: t('invoices.pdf.vatId'),
          description: t('invoices.pdf.description'),
          amount: t('invoices.pdf.amount'),
          total: t('invoices.pdf.total'),
          item: t('invoices.pdf.item'),
          note: t('invoices.pdf.note'),
          issuer: 'DealBridge GmbH',
        },
        (iso) => formatDate(iso, i18n.language),
        (amount) => formatEur(amount, i18n.language),
      );
      const url = URL.createObjectURL(new Blob([bytes as BlobPart], { type: 'application/pdf' }));
      const link = document.createElement('a');
      link.href = url;
      link.download = `${invoice.number}.pdf`;
      link.click();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
    } catch {
      setFailed(true);
    } finally {
      setBusy(null);
    }
  };

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="invoices-heading">
      <Title order={2} size="h4" id="invoices-heading" mb="xs">
        {t('invoices.heading')}
      </Title>
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
        <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {invoices.data.map((invoice) => (
            <Group key={invoice.id} component="li" justify="space-between" wrap="wrap" gap="xs">
              <div style={{ minWidth: 0 }}>
                <Text size="sm" fw={600}>
                  {invoice.number} · {formatEur(invoice.amount_eur, i18n.language)}
                </Text>
                <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                  {formatDate(invoice.issued_at, i18n.language)} · {invoice.listing_title}
                </Text>
              </div>
              <Button
                size="xs"
                variant="light"
                leftSection={<IconDownload size={14} aria-hidden />}
                loading={busy === invoice.id}
                onClick={() => void download(invoice)}
                aria-label={t('invoices.downloadLabel', { number: invoice.number })}
              >
                {t('invoices.download')}
              </Button>
            </Group>
          ))}
        </Stack>
      )}
      {failed && (
        <Alert color="red" role="alert" mt="xs">
          {t('invoices.downloadFailed')}
        </Alert>
      )}
    </Paper>
  );
}
