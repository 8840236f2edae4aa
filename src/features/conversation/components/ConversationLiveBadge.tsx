import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { LiveStatus } from '../../../lib/live/table-changes';

/** Whether new messages arrive live (the deal page's subscription to the thread). */
export function ConversationLiveBadge({ status }: { status: LiveStatus }) {
  const { t } = useTranslation('conversation');
  const color = status === 'live' ? 'green' : status === 'offline' ? 'orange' : 'gray';
  return (
    <Badge
      variant="dot"
      color={color}
      size="sm"
      tt="none"
      data-testid="conversation-live"
      data-status={status}
    >
      {t(`live.${status}`)}
    </Badge>
  );
}
