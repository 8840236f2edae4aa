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

/** A deal's stage as a coloured label. */
export function StageBadge({ stage }: { stage: DealStage }) {
  const { t } = useTranslation('deals');
  return (
    <Badge color={COLORS[stage]} variant="light" style={{ flexShrink: 0 }}>
      {t(`stages.${stage}`)}
    </Badge>
  );
}
