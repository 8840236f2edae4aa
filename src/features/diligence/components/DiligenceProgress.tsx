import { Badge, Loader, Stack, Table, Text, Title } from '@mantine/core';
import { AnchorLink } from '../../../components/AnchorLink';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/format';
import { useDiligenceProgress } from '../api/diligence-progress';

type Props = { listingId: string; dealId: string };

/**
 * The listing's owner: every buyer's due diligence side by side (open, overdue, answered,
 * accepted requests, open questions, the next due date), the current deal marked.
 */
export function DiligenceProgress({ listingId, dealId }: Props) {
  const { t, i18n } = useTranslation('diligence');
  const progress = useDiligenceProgress(listingId, true);
  if (progress.isPending) return <Loader size="xs" aria-label={t('progress.title')} />;
  if (progress.isError)
    return (
      <Text size="sm" c="red.8" role="alert">
        {t('progress.loadFailed')}
      </Text>
    );
  if (progress.data.length < 2) return null;
  return (
    <Stack gap={4} data-testid="diligence-progress">
      <Title order={3} size="h5">
        {t('progress.title')}
      </Title>
      <Text size="xs" c="dimmed">
        {t('progress.intro')}
      </Text>
      <Table.ScrollContainer minWidth={520}>
        <Table striped withTableBorder fz="sm" verticalSpacing={4}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th miw={150}>{t('progress.buyer')}</Table.Th>
              <Table.Th ta="right">{t('counts.open')}</Table.Th>
              <Table.Th ta="right">{t('counts.overdue')}</Table.Th>
              <Table.Th ta="right">{t('counts.answered')}</Table.Th>
              <Table.Th ta="right">{t('counts.accepted')}</Table.Th>
              <Table.Th ta="right">{t('progress.questions')}</Table.Th>
              <Table.Th>{t('progress.nextDue')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {progress.data.map((row) => (
              <Table.Tr key={row.deal_id} data-testid="diligence-progress-row">
                <Table.Td>
                  {row.deal_id === dealId ? (
                    <Text size="sm" fw={600} span>
                      {row.buyer_name}{' '}
                      <Badge size="xs" variant="light">
                        {t('progress.thisDeal')}
                      </Badge>
                    </Text>
                  ) : (
                    <AnchorLink to="/deals/$dealId" params={{ dealId: row.deal_id }} size="sm">
                      {row.buyer_name}
                    </AnchorLink>
                  )}
                </Table.Td>
                <Table.Td ta="right">{row.open}</Table.Td>
                <Table.Td ta="right" c={row.overdue > 0 ? 'red.8' : undefined}>
                  {row.overdue}
                </Table.Td>
                <Table.Td ta="right">{row.answered}</Table.Td>
                <Table.Td ta="right">{row.accepted}</Table.Td>
                <Table.Td ta="right">{row.questions_open}</Table.Td>
                <Table.Td>{row.next_due ? formatDate(row.next_due, i18n.language) : '–'}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}
