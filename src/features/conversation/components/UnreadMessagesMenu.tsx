import { Menu, Text } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { useRef, type ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { useAnonymousListingTitle } from '../../../lib/listing-title';
import { useFocusBackOnClose } from '../../../lib/popup-on-demand';
import type { UnreadByDeal } from '../../../lib/unread-messages';
import { UnreadButton } from './UnreadButton';

/** Deals the menu lists, most unread first; the count covers them all. */
const MENU_ROWS = 20;

/**
 * The list of deals with unread messages, each with its count and its listing's title where the
 * database lets the user read it, leading to the deal page. Loaded when the user first opens it
 * (UnreadMessagesBadge), and mounted opened.
 */
export function UnreadMessagesMenu({
  rows,
  verified,
  opened,
  onChange,
  button,
}: {
  rows: UnreadByDeal;
  verified: boolean;
  opened: boolean;
  onChange: (opened: boolean) => void;
  button: ComponentProps<typeof UnreadButton>;
}) {
  const { t } = useTranslation('conversation');
  const anonymousTitle = useAnonymousListingTitle();
  const navigate = useNavigate();
  const target = useRef<HTMLButtonElement>(null);
  useFocusBackOnClose(opened, target);
  const titleOf = (row: UnreadByDeal[number]) => {
    const listing = row.listings;
    if (!listing) return t('unread.aDeal');
    return listing.listing_details?.title ?? anonymousTitle(listing);
  };

  return (
    <Menu
      opened={opened}
      onChange={onChange}
      position="bottom-end"
      width={300}
      withinPortal
      returnFocus={false}
    >
      <Menu.Target>
        <UnreadButton {...button} ref={target} />
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{button.label}</Menu.Label>
        {rows.slice(0, MENU_ROWS).map((row) => (
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
