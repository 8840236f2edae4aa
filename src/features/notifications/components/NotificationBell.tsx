import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useLiveStatus } from '../../../lib/live/table-changes';
import { usePopupOnDemand } from '../../../lib/popup-on-demand';
import { useUnreadCount } from '../api/unread-count';
import '../i18n';
import { BellButton } from './BellButton';

const loadPopover = () => import('./NotificationPopover');
// A popover whose code cannot be fetched (offline at that moment) leaves the bell and its count.
const NotificationPopover = lazy(() =>
  loadPopover().then(
    (module) => ({ default: module.NotificationPopover }),
    () => ({
      default: ({ button }: { button: Parameters<typeof BellButton>[0] }) => (
        <BellButton {...button} />
      ),
    }),
  ),
);

/**
 * The bell of the top bar: unread count (live through Realtime) and the latest notifications, in
 * a popover loaded when the user first reaches for the bell (src/lib/popup-on-demand.ts).
 */
export function NotificationBell({ userId }: { userId: string }) {
  const { t } = useTranslation('notifications');
  const popup = usePopupOnDemand(loadPopover);
  const unread = useUnreadCount(userId).data ?? 0;
  // Whether the bell follows new notices live yet (the root route subscribes): for the tests'
  // waiting, and true to what the page can promise.
  const live = useLiveStatus({ table: 'notifications', filter: `user_id=eq.${userId}` });
  const label = unread > 0 ? t('bell.labelWithCount', { count: unread }) : t('bell.label');
  const button = { unread, label, live };
  const plain = <BellButton {...button} {...popup.plainButton('dialog')} />;
  if (!popup.mounted) return plain;
  return (
    <Suspense fallback={plain}>
      <NotificationPopover
        userId={userId}
        opened={popup.opened}
        onChange={popup.setOpened}
        button={button}
      />
    </Suspense>
  );
}
