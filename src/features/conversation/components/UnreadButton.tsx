import { Indicator, UnstyledButton } from '@mantine/core';
import { IconMessages } from '@tabler/icons-react';
import type { ComponentPropsWithRef } from 'react';
import classes from './UnreadMessagesBadge.module.css';

type UnreadButtonProps = Omit<ComponentPropsWithRef<'button'>, 'children'> & {
  total: number;
  label: string;
  live: string;
};

/**
 * The top bar's unread messages button with its count: the plain one before the menu is loaded
 * and the menu's target after (UnreadMessagesBadge), the same on screen.
 */
export function UnreadButton({ total, label, live, ...button }: UnreadButtonProps) {
  return (
    <UnstyledButton
      {...button}
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
  );
}
