import { Alert } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/format';
import { useExclusivityPause } from '../api/exclusivity-pause';

/** Why a paused buyer reads no details now: another buyer's exclusivity, until when. */
export function ExclusivityPauseNotice({ until }: { until: string }) {
  const { t, i18n } = useTranslation('offers');
  return (
    <Alert color="yellow" role="status" title={t('paused.title')} data-testid="exclusivity-paused">
      {t('paused.buyer', { date: formatDate(until, i18n.language) })}
    </Alert>
  );
}

/** On a listing: the notice when the viewer's deal is paused (one request, only when shown). */
export function ListingExclusivityPause({
  listingId,
  userId,
}: {
  listingId: string;
  userId: string;
}) {
  const pause = useExclusivityPause(listingId, userId);
  return pause.data ? <ExclusivityPauseNotice until={pause.data} /> : null;
}
