import { Indicator } from '@mantine/core';
import { IconMessages } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../../lib/session/use-current-user';
import { useLiveUnread } from '../api/live-unread';
import { useUnreadMessages } from '../api/unread-messages';
import classes from './UnreadMessagesBadge.module.css';

/**
 * The top bar's count of unread deal messages (all the user's deals), kept live by Realtime.
 * Shown to verified users; it leads to the dashboard, whose deal list shows each deal's count.
 */
export function UnreadMessagesBadge() {
  const { isVerified, authUser } = useCurrentUser();
  const userId = isVerified ? (authUser?.id ?? null) : null;
  if (!userId) return null;
  return <UnreadCount userId={userId} />;
}

function UnreadCount({ userId }: { userId: string }) {
  const { t } = useTranslation('conversation');
  useLiveUnread(userId);
  const { data } = useUnreadMessages(userId);
  const total = data?.reduce((sum, row) => sum + row.unread_count, 0) ?? 0;
  const label = total > 0 ? t('unread.label', { count: total }) : t('unread.none');
  return (
    <Link
      to="/dashboard"
      className={classes.link}
      aria-label={label}
      title={label}
      data-testid="unread-messages"
      data-count={total}
    >
      <Indicator
        disabled={total === 0}
        label={total > 99 ? '99+' : total}
        size={18}
        color="red"
        offset={4}
        inline
      >
        <IconMessages size={22} aria-hidden="true" />
      </Indicator>
    </Link>
  );
}
