import { Alert, Button, Group, Text } from '@mantine/core';
import { IconFilter } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/format';
import type { ListPeriod } from '../api/list-period';

export type PeriodKind = 'signups' | 'verified' | 'listings' | 'decisions';

/**
 * Says which key figure's period a list shows (e.g. "Signed up from 1 Sep to 23 Nov 2026") and
 * shows the whole list again on demand. The period's end is exclusive: its last day is shown.
 */
export function PeriodFilterNote({
  kind,
  period,
  onClear,
}: {
  kind: PeriodKind;
  period: ListPeriod;
  onClear: () => void;
}) {
  const { t, i18n } = useTranslation('admin');
  const lastDay = new Date(Date.parse(period.until) - 1).toISOString();
  return (
    <Alert
      color="blue"
      variant="light"
      p="xs"
      icon={<IconFilter size={16} aria-hidden />}
      data-testid="period-filter"
    >
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Text size="sm">
          {t(`kpis.filtered.${kind}`, {
            from: formatDate(period.from, i18n.language),
            until: formatDate(lastDay, i18n.language),
          })}
        </Text>
        <Button size="compact-xs" variant="subtle" onClick={onClear}>
          {t('kpis.filtered.clear')}
        </Button>
      </Group>
    </Alert>
  );
}
