import { ActionIcon, Indicator } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import type { ComponentPropsWithRef } from 'react';

type BellButtonProps = Omit<ComponentPropsWithRef<'button'>, 'color' | 'children'> & {
  unread: number;
  label: string;
  live: string;
};

/**
 * The bell's button with its count: the plain one before the popover is loaded and the popover's
 * target after (NotificationBell), the same on screen. Its props and ref go to the button itself,
 * which the popover positions itself against and gives aria-expanded and aria-controls.
 */
export function BellButton({ unread, label, live, ...button }: BellButtonProps) {
  return (
    <Indicator
      // The button's label says the count already.
      label={<span aria-hidden="true">{unread > 99 ? '99+' : unread}</span>}
      disabled={unread === 0}
      size={18}
      offset={4}
      color="red"
      data-testid="notification-count"
      data-count={unread}
    >
      <ActionIcon
        {...button}
        variant="subtle"
        color="gray"
        size="lg"
        aria-label={label}
        data-testid="notification-bell"
        data-live={live}
      >
        <IconBell size={20} aria-hidden="true" />
      </ActionIcon>
    </Indicator>
  );
}
