import {
  Alert,
  Badge,
  Button,
  Checkbox,
  FileButton,
  Group,
  Modal,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconFileSpreadsheet, IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Constants } from '../../../lib/database.types';
import { formatBerlinDate, formatCents, formatDate } from '../../../lib/format';
import { supabase } from '../../../lib/supabase';
import { parseBankStatement } from '../api/bank-statement';
import {
  fetchPostings,
  useAdminInvoices,
  useCancelInvoice,
  useFinanceSummary,
  useImportBankStatement,
  useMarkInvoicePaid,
  type AdminInvoice,
  type ImportOutcome,
  type InvoicesParams,
} from '../api/finance';
import { datevCsv, plainCsv } from '../api/finance-export';
import { fetchCreditNotePostings } from '../api/scout-fees';
import { PagedTable } from './PagedTable';
import { ScoutFeesPanel } from './ScoutFeesPanel';

const STATUS_COLORS: Record<AdminInvoice['status'], string> = {
  open: 'blue',
  paid: 'green',
  overdue: 'red',
  cancelled: 'gray',
};

/** Green: this line marked the invoice paid; blue: paid before; orange: not matched. */
const OUTCOME_COLORS: Record<ImportOutcome['outcome'], string> = {
  paid: 'green',
  already_paid: 'blue',
  cancelled: 'orange',
  amount_differs: 'orange',
  unknown_invoice: 'orange',
  no_reference: 'gray',
};

/** A statement line's outcome with the line's amount. */
type ImportedLine = ImportOutcome & { amountCents: number };

type Action = { invoice: AdminInvoice; kind: 'paid' | 'cancel' };

const today = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin' }).format(new Date());

function saveFile(name: string, text: string, type: string) {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = name;
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/**
 * The admin's finance view: invoiced, paid, open, overdue and cancelled (sums in cents from the
 * database), the invoices with their status, marking paid and cancelling (both ask first), a bank
 * statement import that marks the invoices it names, the fees owed to and paid to scouts, and the
 * exports for the accountant (invoices and credit notes).
 */
export function FinancePanel() {
  const { t, i18n } = useTranslation('admin');
  const [params, setParams] = useState<InvoicesParams>({ page: 1, pageSize: 20, status: null });
  const invoices = useAdminInvoices(params);
  const summary = useFinanceSummary();
  const [action, setAction] = useState<Action | null>(null);
  const [outcomes, setOutcomes] = useState<ImportedLine[] | null>(null);
  const [importError, setImportError] = useState(false);
  const importStatement = useImportBankStatement();
  const [from, setFrom] = useState(`${today().slice(0, 4)}-01-01`);
  const [to, setTo] = useState(today());
  const money = (cents: number) => formatCents(cents, i18n.language);

  const total = (status: AdminInvoice['status'] | null) =>
    (summary.data ?? [])
      .filter((row) => row.kind === 'invoice' && (status === null || row.status === status))
      .reduce(
        (sum, row) => ({ count: sum.count + row.invoices, gross: sum.gross + row.grossCents }),
        {
          count: 0,
          gross: 0,
        },
      );

  const onFile = async (file: File | null) => {
    if (!file) return;
    setImportError(false);
    try {
      const lines = parseBankStatement(await file.text());
      const result = await importStatement.mutateAsync(lines);
      // One outcome per line, in the statement's order: shown with the line's amount.
      setOutcomes(result.map((o, i) => ({ ...o, amountCents: lines[i]?.amount_cents ?? 0 })));
    } catch {
      setImportError(true);
    }
  };

  const exportCsv = async (format: 'datev' | 'plain') => {
    try {
      // Invoices and the scouts' credit notes, in one batch.
      const [invoicePostings, creditNotes] = await Promise.all([
        fetchPostings(supabase, from, to),
        fetchCreditNotePostings(supabase, from, to),
      ]);
      const postings = [...invoicePostings, ...creditNotes];
      if (format === 'datev')
        saveFile(
          `EXTF_Buchungsstapel_${from}_${to}.csv`,
          datevCsv(postings, { from, to, createdAt: new Date() }),
          'text/csv;charset=utf-8',
        );
      else
        saveFile(
          `postings_${from}_${to}.csv`,
          plainCsv(postings, { from, to }),
          'text/csv;charset=utf-8',
        );
    } catch {
      notifications.show({ color: 'red', message: t('finance.exportFailed') });
    }
  };

  return (
    <Stack gap="md">
      <div>
        <Title order={3}>{t('finance.heading')}</Title>
        <Text size="sm" c="dimmed">
          {t('finance.intro')}
        </Text>
      </div>
      <SimpleGrid cols={{ base: 2, sm: 5 }} spacing="sm" data-testid="finance-summary">
        {([null, 'paid', 'open', 'overdue', 'cancelled'] as const).map((status) => {
          const { count, gross } = total(status);
          return (
            <Paper key={status ?? 'all'} withBorder p="sm" radius="md">
              <Text size="xs" c="dimmed">
                {status ? t(`finance.status.${status}`) : t('finance.invoiced')}
              </Text>
              <Text fw={700} data-testid={`finance-${status ?? 'invoiced'}`}>
                {money(gross)}
              </Text>
              <Text size="xs" c="dimmed">
                {t('finance.count', { count })}
              </Text>
            </Paper>
          );
        })}
      </SimpleGrid>

      <ScoutFeesPanel />

      <Paper withBorder p="sm" radius="md">
        <Stack gap="xs">
          <Text fw={600} size="sm">
            {t('finance.importHeading')}
          </Text>
          <Text size="xs" c="dimmed">
            {t('finance.importText')}
          </Text>
          <Group>
            <FileButton onChange={(file) => void onFile(file)} accept=".csv,text/csv,text/plain">
              {(props) => (
                <Button
                  {...props}
                  size="xs"
                  variant="light"
                  leftSection={<IconUpload size={14} aria-hidden />}
                  loading={importStatement.isPending}
                >
                  {t('finance.import')}
                </Button>
              )}
            </FileButton>
          </Group>
          {importError && (
            <Alert color="red" role="alert">
              {t('finance.importFailed')}
            </Alert>
          )}
        </Stack>
      </Paper>

      <Paper withBorder p="sm" radius="md">
        <Stack gap="xs">
          <Text fw={600} size="sm">
            {t('finance.exportHeading')}
          </Text>
          <Text size="xs" c="dimmed">
            {t('finance.exportText')}
          </Text>
          <Group align="flex-end" wrap="wrap">
            <TextInput
              type="date"
              size="xs"
              label={t('finance.from')}
              value={from}
              onChange={(event) => setFrom(event.currentTarget.value)}
            />
            <TextInput
              type="date"
              size="xs"
              label={t('finance.to')}
              value={to}
              onChange={(event) => setTo(event.currentTarget.value)}
            />
            <Button
              size="xs"
              variant="light"
              leftSection={<IconFileSpreadsheet size={14} aria-hidden />}
              onClick={() => void exportCsv('datev')}
            >
              {t('finance.exportDatev')}
            </Button>
            <Button size="xs" variant="default" onClick={() => void exportCsv('plain')}>
              {t('finance.exportPlain')}
            </Button>
          </Group>
        </Stack>
      </Paper>

      <Select
        label={t('finance.filter')}
        w={220}
        value={params.status ?? 'all'}
        onChange={(value) =>
          setParams({
            ...params,
            page: 1,
            status: value === 'all' || value === null ? null : (value as AdminInvoice['status']),
          })
        }
        data={[
          { value: 'all', label: t('finance.all') },
          ...Constants.public.Enums.invoice_status.map((status) => ({
            value: status,
            label: t(`finance.status.${status}`),
          })),
        ]}
        allowDeselect={false}
      />
      <PagedTable
        query={invoices}
        loadFailed={t('finance.loadFailed')}
        label={t('finance.tableLabel')}
        empty={t('finance.empty')}
        head={
          <>
            <Table.Th>{t('finance.columns.number')}</Table.Th>
            <Table.Th>{t('finance.columns.recipient')}</Table.Th>
            <Table.Th>{t('finance.columns.issued')}</Table.Th>
            <Table.Th>{t('finance.columns.gross')}</Table.Th>
            <Table.Th>{t('finance.columns.status')}</Table.Th>
            <Table.Th>{t('finance.columns.actions')}</Table.Th>
          </>
        }
        columnCount={6}
        minWidth={820}
        page={params.page}
        pageSize={params.pageSize}
        onPageChange={(page) => setParams({ ...params, page })}
        renderRow={(invoice) => (
          <Table.Tr key={invoice.id} data-testid={`finance-row-${invoice.number}`}>
            <Table.Td>
              {/* Never broken at its hyphens on a phone (the table scrolls instead). */}
              <Text size="sm" fw={500} style={{ whiteSpace: 'nowrap' }}>
                {invoice.number}
              </Text>
              <Text size="xs" c="dimmed">
                {invoice.kind === 'cancellation'
                  ? t('finance.cancellation')
                  : invoice.vatTreatment === 'reverse_charge'
                    ? t('finance.reverseCharge')
                    : t('finance.vat', { rate: invoice.vatRatePercent })}
              </Text>
            </Table.Td>
            <Table.Td>
              <Text size="sm">{invoice.recipient}</Text>
              <Text size="xs" c="dimmed" lineClamp={1}>
                {invoice.listingTitle}
              </Text>
            </Table.Td>
            <Table.Td>
              <Text size="sm">{formatBerlinDate(invoice.issuedAt, i18n.language)}</Text>
              {invoice.kind === 'invoice' && (
                <Text size="xs" c="dimmed">
                  {t('finance.due', { date: formatDate(invoice.dueDate, i18n.language) })}
                </Text>
              )}
            </Table.Td>
            <Table.Td>{money(invoice.grossCents)}</Table.Td>
            <Table.Td>
              <Badge variant="light" color={STATUS_COLORS[invoice.status]}>
                {t(`finance.status.${invoice.status}`)}
              </Badge>
              {invoice.paidAt && (
                <Text size="xs" c="dimmed">
                  {formatBerlinDate(invoice.paidAt, i18n.language)}
                </Text>
              )}
            </Table.Td>
            <Table.Td>
              {invoice.kind === 'invoice' && invoice.status !== 'cancelled' && (
                <Group gap="xs" wrap="nowrap">
                  {invoice.status !== 'paid' && (
                    <Button
                      size="xs"
                      variant="light"
                      color="green"
                      aria-label={t('finance.markPaidLabel', { number: invoice.number })}
                      onClick={() => setAction({ invoice, kind: 'paid' })}
                    >
                      {t('finance.markPaid')}
                    </Button>
                  )}
                  <Button
                    size="xs"
                    variant="light"
                    color="red"
                    aria-label={t('finance.cancelLabel', { number: invoice.number })}
                    onClick={() => setAction({ invoice, kind: 'cancel' })}
                  >
                    {t('finance.cancel')}
                  </Button>
                </Group>
              )}
            </Table.Td>
          </Table.Tr>
        )}
      />
      <ActionModal action={action} onClose={() => setAction(null)} />
      <Modal
        opened={outcomes !== null}
        onClose={() => setOutcomes(null)}
        centered
        title={t('finance.importResult')}
      >
        <Stack gap="xs" data-testid="import-result">
          <Text size="sm">
            {t('finance.importSummary', {
              paid: outcomes?.filter((o) => o.outcome === 'paid').length ?? 0,
              lines: outcomes?.length ?? 0,
            })}
          </Text>
          <Stack gap={6} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
            {(outcomes ?? []).map((outcome, index) => (
              <Group
                key={index}
                component="li"
                data-testid="import-outcome"
                justify="space-between"
                align="flex-start"
                gap="xs"
                wrap="nowrap"
              >
                <div style={{ minWidth: 0 }}>
                  <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
                    {outcome.number ?? outcome.reference}
                  </Text>
                  <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                    {money(outcome.amountCents)}
                    {outcome.number ? ` · ${outcome.reference}` : ''}
                  </Text>
                </div>
                <Badge
                  variant="light"
                  tt="none"
                  color={OUTCOME_COLORS[outcome.outcome]}
                  style={{ flexShrink: 0 }}
                >
                  {t(`finance.outcome.${outcome.outcome}`)}
                </Badge>
              </Group>
            ))}
          </Stack>
          <Group justify="flex-end">
            <Button onClick={() => setOutcomes(null)}>{t('finance.close')}</Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}

/** Asks before marking paid or cancelling, and says what it will do. */
function ActionModal({ action, onClose }: { action: Action | null; onClose: () => void }) {
  const { t, i18n } = useTranslation('admin');
  const markPaid = useMarkInvoicePaid();
  const cancel = useCancelInvoice();
  const [reissue, setReissue] = useState(true);
  const invoice = action?.invoice;
  const values = invoice
    ? {
        number: invoice.number,
        amount: formatCents(invoice.grossCents, i18n.language),
        recipient: invoice.recipient,
      }
    : {};
  const done = (message: string) => {
    notifications.show({ color: 'green', message });
    onClose();
  };
  const failed = () => notifications.show({ color: 'red', message: t('finance.failed') });
  const submit = () => {
    if (!action || !invoice) return;
    if (action.kind === 'paid')
      markPaid.mutate(invoice.id, {
        onSuccess: () => done(t('finance.markedPaid', values)),
        onError: failed,
      });
    else
      cancel.mutate(
        { invoiceId: invoice.id, reissue },
        { onSuccess: () => done(t('finance.cancelled', values)), onError: failed },
      );
  };
  return (
    <Modal
      opened={action !== null}
      onClose={onClose}
      centered
      title={action?.kind === 'paid' ? t('finance.markPaidTitle') : t('finance.cancelTitle')}
    >
      {action && invoice && (
        <Stack gap="md">
          <Text size="sm">
            {action.kind === 'paid'
              ? t('finance.markPaidText', values)
              : t('finance.cancelText', values)}
          </Text>
          {action.kind === 'cancel' && (
            <Checkbox
              checked={reissue}
              onChange={(event) => setReissue(event.currentTarget.checked)}
              label={t('finance.reissue')}
            />
          )}
          <Text size="sm" c="dimmed">
            {t('finance.irreversible')}
          </Text>
          <Group justify="flex-end" wrap="wrap">
            <Button variant="default" onClick={onClose}>
              {t('finance.back')}
            </Button>
            <Button
              color={action.kind === 'paid' ? 'green' : 'red'}
              loading={markPaid.isPending || cancel.isPending}
              onClick={submit}
            >
              {action.kind === 'paid' ? t('finance.markPaidSubmit') : t('finance.cancelSubmit')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
