import { Badge, Tooltip } from '@mantine/core';
import { IconShieldCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/format';
import type { CapacityStatus } from '../api/capacity-status';

/** "Verified capacity: €2M–10M" (green), "Capacity expired" (orange) or "unverified" (grey). */
export function CapacityBadge({
  status,
  size = 'sm',
}: {
  status: CapacityStatus;
  size?: 'xs' | 'sm' | 'md';
}) {
  const { t, i18n } = useTranslation('buyerProfile');
  if (status.kind === 'unverified')
    return (
      <Badge
        color="gray"
        variant="light"
        size={size}
        data-capacity="unverified"
        style={{ textTransform: 'none' }}
      >
        {t('badge.unverified')}
      </Badge>
    );
  const band = t(`bands.${status.band}`);
  const badge = (
    <Badge
      color={status.kind === 'verified' ? 'teal' : 'orange'}
      variant="light"
      size={size}
      leftSection={
        status.kind === 'verified' ? <IconShieldCheck size={12} aria-hidden="true" /> : undefined
      }
      data-capacity={status.kind}
      style={{ textTransform: 'none' }}
    >
      {t(`badge.${status.kind}`, { band })}
    </Badge>
  );
  return (
    <Tooltip
      label={t('badge.until', { date: formatDate(status.expiresAt, i18n.language) })}
      withArrow
    >
      {badge}
    </Tooltip>
  );
}
