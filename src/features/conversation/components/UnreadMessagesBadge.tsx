import { Indicator, Menu, Text, UnstyledButton } from '@mantine/core';
import { IconMessages } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useLiveStatus } from '../../../lib/live/table-changes';
import { useAnonymousListingTitle } from '../../../lib/listing-title';
import { useCurrentUser } from '../../../lib/session/use-current-user';
import { useUnreadMessages, type UnreadByDeal } from '../../../lib/unread-messages';
import classes from './UnreadMessagesBadge.module.css';

/** Deals the menu lists, most unread first; the count covers them all. */
const MENU_ROWS = 20;

/**
 * The top bar's count of unread deal messages (all the user's deals, a deal team's too: each
 * member's own read state), kept live by Realtime; it opens the list of deals with unread
 * messages, each with its count and its listing's title where the database lets the user read
 * it (a deal team's member too: private.team_detail_listing_ids()), leading to the deal page. An
 * account under review (an invited adviser works on their deal meanwhile) sees it only while
 * something is unread, live as everyone's, without the link to the dashboard that is not open to
 * it yet.
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
  const anonymousTitle = useAnonymousListingTitle();
  const navigate = useNavigate();
  const { data = [] } = useUnreadMessages(userId);
  // The state of the live updates of the counts (followed by the root route), for tests.
  const live = useLiveStatus({ table: 'deal_reads', filter: `user_id=eq.${userId}` });
  const total = data.reduce((sum, row) => sum + row.unread_count, 0);
  const label = total > 0 ? t('unread.label', { count: total }) : t('unread.none');
  if (!verified && total === 0) return null;
  const titleOf = (row: UnreadByDeal[number]) => {
    const listing = row.deals?.listings;
    if (!listing) return t('unread.aDeal');
    return listing.listing_details?.title ?? anonymousTitle(listing);
  };

  return (
    <Menu position="bottom-end" width={300} withinPortal>
      <Menu.Target>
        <UnstyledButton
          className={classes.button}
          aria-label={label}
          title={label}
          data-testid="unread-messages"
          data-count={total}
          data-live={live}
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
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{label}</Menu.Label>
        {data.slice(0, MENU_ROWS).map((row) => (
          <Menu.Item
            key={row.deal_id}
            onClick={() => void navigate({ to: '/deals/$dealId', params: { dealId: row.deal_id } })}
            rightSection={
              <Text span size="xs" fw={700} c="red.8">
                {row.unread_count}
              </Text>
            }
          >
            <Text size="sm" lineClamp={2}>
              {titleOf(row)}
            </Text>
          </Menu.Item>
        ))}
        {verified && <Menu.Divider />}
        {verified && (
          <Menu.Item onClick={() => void navigate({ to: '/dashboard' })}>
            {t('unread.allDeals')}
          </Menu.Item>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
