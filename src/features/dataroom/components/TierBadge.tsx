import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { DataRoomTier } from '../api/data-room';

const COLORS: Record<DataRoomTier, string> = { teaser: 'gray', nda: 'blue', access: 'teal' };

export function TierBadge({ tier }: { tier: DataRoomTier }) {
  const { t } = useTranslation('dataroom');
  return (
    <Badge color={COLORS[tier]} variant="light" size="sm" style={{ flex: '0 0 auto' }}>
      {t(`tiers.${tier}`)}
    </Badge>
  );
}
