import { Text } from '@mantine/core';
import { IconClockHour4 } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useOwnerResponseTime } from '../api/owner-response-time';
import { replyTimeParts } from '../reply-time';

type Props = {
  ownerId: string;
  /** The owner looking at their own figure (pipeline) rather than a buyer at a listing. */
  own?: boolean;
};

/**
 * The listing owner's median time to first reply over the last 90 days, as the database computed
 * it (public.owner_response_times); "no data yet" below 3 answered deals, never an invented figure.
 */
export function ResponseTime({ ownerId, own = false }: Props) {
  const { t } = useTranslation('deals');
  const figure = useOwnerResponseTime(ownerId);
  if (figure.isPending || figure.isError) return null;
  const data = figure.data;
  const who = own ? 'own' : 'owner';
  let text: string;
  if (!data || data.median_reply_seconds === null) {
    text = t(`responseTime.${who}.noData`);
  } else {
    const { unit, count } = replyTimeParts(data.median_reply_seconds);
    text = t(`responseTime.${who}.median`, {
      time: t(`responseTime.units.${unit}`, { count }),
      deals: data.replied_deals,
      days: data.window_days,
    });
  }
  return (
    <Text size="xs" c="dimmed" data-testid="response-time">
      <IconClockHour4 size={14} aria-hidden style={{ verticalAlign: '-2px', marginRight: 4 }} />
      {text}
    </Text>
  );
}
