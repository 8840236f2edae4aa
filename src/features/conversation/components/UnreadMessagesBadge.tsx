import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useLiveStatus } from '../../../lib/live/table-changes';
import { usePopupOnDemand } from '../../../lib/popup-on-demand';
import { useCurrentUser } from '../../../lib/session/use-current-user';
import { useUnreadMessages } from '../../../lib/unread-messages';
import { UnreadButton } from './UnreadButton';

const loadMenu = () => import('./UnreadMessagesMenu');
// A menu whose code cannot be fetched (offline at that moment) leaves the button and its count.
const UnreadMessagesMenu = lazy(() =>
  loadMenu().then(
    (module) => ({ default: module.UnreadMessagesMenu }),
    () => ({
      default: ({ button }: { button: Parameters<typeof UnreadButton>[0] }) => (
        <UnreadButton {...button} />
      ),
    }),
  ),
);

/**
 * The top bar's count of unread deal messages (all the user's deals, a deal team's too: each
 * member's own read state), kept live by Realtime; it opens the list of deals with unread
 * messages (UnreadMessagesMenu, loaded when the user first reaches for it:
 * src/lib/popup-on-demand.ts), each with its count and its listing's title where the database lets
 * the user read it (a deal team's member too: private.team_detail_listing_ids()), leading to the
 * deal page. An account under review (an invited adviser works on their deal meanwhile) sees it
 * only while something is unread, live as everyone's, without the link to the dashboard that is
 * not open to it yet.
 */
export function UnreadMessagesBadge() {
  const { isVerified, authUser, profile } = useCurrentUser();
  const pending = profile?.verificationStatus === 'pending';
  const userId = isVerified || pending ? (authUser?.id ?? null) : null;
  if (!userId) return null;
  return <UnreadCount userId={userId} verified={isVerified} />;
}

function UnreadCount({ userId, verified }: { userId: string; verified: boolean }) {
  const { t } = useTranslation('conversation');
  const popup = usePopupOnDemand(loadMenu);
  const { data = [] } = useUnreadMessages(userId);
  // The state of the live updates of the counts (followed by the root route), for tests.
  const live = useLiveStatus({ table: 'deal_reads', filter: `user_id=eq.${userId}` });
  const total = data.reduce((sum, row) => sum + row.unread_count, 0);
  const label = total > 0 ? t('unread.label', { count: total }) : t('unread.none');
  if (!verified && total === 0) return null;
  const button = { total, label, live };
  const plain = <UnreadButton {...button} {...popup.plainButton('menu')} />;
  if (!popup.mounted) return plain;
  return (
    <Suspense fallback={plain}>
      <UnreadMessagesMenu
        rows={data}
        verified={verified}
        opened={popup.opened}
        onChange={popup.setOpened}
        button={button}
      />
    </Suspense>
  );
}
