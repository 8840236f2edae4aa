import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { DealStage } from '../api/deal-overview';

const COLORS: Record<DealStage, string> = {
  interested: 'gray',
  nda_signed: 'blue',
  access_requested: 'yellow',
  access_granted: 'green',
  offer_submitted: 'teal',
  in_exclusivity: 'violet',
  won: 'green',
  declined: 'red',
  withdrawn: 'gray',
  lost: 'gray',
  revoked: 'red',
};

/**
 * A deal's stage as a coloured label; a deal paused by another buyer's exclusivity reads
 * "paused" in every list (its stage stays, its access is on hold).
 */
export function StageBadge({ stage, paused = false }: { stage: DealStage; paused?: boolean }) {
  const { t } = useTranslation('deals');
  return (
    <Badge
      color={paused ? 'orange' : COLORS[stage]}
      variant="light"
      style={{ flexShrink: 0 }}
      data-stage={stage}
      data-paused={paused || undefined}
    >
      {paused ? t('stages.paused') : t(`stages.${stage}`)}
    </Badge>
  );
}
