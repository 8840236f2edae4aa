import { Badge, Button, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/format';
import type { OfferVersion } from '../api/offer-thread';
import { DownloadLoiButton } from './DownloadLoiButton';
import { STATUS_COLORS, useTermRows } from './term-rows';

type Props = {
  /** The deal's versions (the thread, newest first). */
  versions: OfferVersion[];
  /** For a version that was accepted: where its PDF comes from (else undefined). */
  loiOf: (version: OfferVersion) => { dealId: string; listingId: string } | undefined;
};

/**
 * The retrade log: every proposed change of accepted terms and every counter to one (the versions
 * that amend an accepted version, public.deal_offers.amends_id), oldest first: who proposed it and
 * when, the reason, what it changes against the accepted terms it amends, and how it was decided.
 * The versions are immutable, so the log is the deal's history of changes.
 */
export function RetradeLog({ versions, loiOf }: Props) {
  const { t, i18n } = useTranslation('offers');
  const language = i18n.language;
  const rowsOf = useTermRows();
  const [open, setOpen] = useState(false);
  const byId = new Map(versions.map((v) => [v.id, v]));
  const changes = versions
    .filter((v) => v.amends_id !== null)
    .sort((a, b) => a.version_no - b.version_no);
  if (!changes.length) return null;

  return (
    <Paper withBorder radius="md" p="sm" data-testid="retrade-log">
      <Stack gap="xs">
        <Group justify="space-between" gap="xs">
          <Title order={3} size="h5">
            {t('retradeLog.heading')}
          </Title>
          <Button
            variant="subtle"
            size="compact-sm"
            onClick={() => setOpen((v) => !v)}
            aria-expanded={open}
          >
            {t(open ? 'retradeLog.hide' : 'retradeLog.show', { count: changes.length })}
          </Button>
        </Group>
        {open &&
          changes.map((v) => {
            const amended = v.amends_id ? byId.get(v.amends_id) : undefined;
            const before = new Map(
              amended ? rowsOf(amended).map(([k, , value]) => [k, value]) : [],
            );
            const changed = rowsOf(v).filter(([key, , value]) => before.get(key) !== value);
            const loi = loiOf(v);
            return (
              <Paper key={v.id} withBorder radius="sm" p="xs" data-testid="retrade-entry">
                <Stack gap={4}>
                  <Group justify="space-between" gap="xs">
                    <Text size="sm" fw={600}>
                      {t('retradeLog.entry', {
                        version: v.version_no,
                        side: t(`clock.owner.${v.proposed_by}`),
                        date: formatDate(v.created_at, language),
                      })}
                    </Text>
                    <Badge color={STATUS_COLORS[v.status]} variant="light">
                      {t(`status.${v.status}`)}
                    </Badge>
                  </Group>
                  <Text size="sm">
                    {v.retrade_reason
                      ? t(`retradeReason.${v.retrade_reason}`)
                      : t('retradeLog.counter')}
                    {v.retrade_note ? ` – ${v.retrade_note}` : ''}
                  </Text>
                  {amended && (
                    <Text size="xs" c="dimmed">
                      {t('retradeLog.against', { version: amended.version_no })}
                    </Text>
                  )}
                  {changed.length ? (
                    <List size="sm" spacing={2} data-testid="retrade-changes">
                      {changed.map(([key, label, value]) => (
                        <List.Item key={key} style={{ overflowWrap: 'anywhere' }}>
                          {t('retradeLog.change', {
                            label,
                            from: before.get(key) ?? '–',
                            to: value,
                          })}
                        </List.Item>
                      ))}
                    </List>
                  ) : (
                    <Text size="sm" c="dimmed">
                      {t('retradeLog.noChange')}
                    </Text>
                  )}
                  {v.decided_at && v.status !== 'superseded' && (
                    <Text size="xs" c="dimmed" data-testid="retrade-decision">
                      {t(
                        `retradeLog.decided.${v.status === 'accepted' ? 'accepted' : 'declined'}`,
                        {
                          side: t(`clock.owner.${v.proposed_by === 'buyer' ? 'owner' : 'buyer'}`),
                          date: formatDate(v.decided_at, language),
                        },
                      )}
                      {v.decline_reason
                        ? ` (${t(`declineReason.${v.decline_reason}`)}${v.decline_note ? `: ${v.decline_note}` : ''})`
                        : ''}
                    </Text>
                  )}
                  {v.status === 'superseded' && (
                    <Text size="xs" c="dimmed">
                      {t('retradeLog.superseded')}
                    </Text>
                  )}
                  {loi && (
                    <DownloadLoiButton dealId={loi.dealId} listingId={loi.listingId} offer={v} />
                  )}
                </Stack>
              </Paper>
            );
          })}
      </Stack>
    </Paper>
  );
}
