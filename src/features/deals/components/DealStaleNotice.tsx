import { Alert } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/format';
import type { DealOverview } from '../api/deal-overview';

/** A request left unanswered a week after the owner's reminder (run_deal_maintenance). */
export function DealStaleNotice({ deal }: { deal: DealOverview }) {
  const { t, i18n } = useTranslation('deals');
  if (!deal.stale_since) return null;
  return (
    <Alert color="orange" role="status" title={t('stale.title')} data-testid="deal-stale">
      {t(deal.viewer_role === 'buyer' ? 'stale.buyer' : 'stale.owner', {
        date: formatDate(deal.stale_since, i18n.language),
      })}
    </Alert>
  );
}
