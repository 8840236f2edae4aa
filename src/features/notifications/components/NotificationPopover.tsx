import {
  Anchor,
  Box,
  Button,
  Group,
  Loader,
  Popover,
  ScrollArea,
  Stack,
  Text,
  UnstyledButton,
} from '@mantine/core';
import { Link, useNavigate } from '@tanstack/react-router';
import { useRef, type ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format';
import { useFocusBackOnClose } from '../../../lib/popup-on-demand';
import { useLatestNotifications, type AppNotification } from '../api/latest-notifications';
import { useMarkAllNotificationsRead } from '../api/mark-all-read';
import { useMarkNotificationRead } from '../api/mark-read';
import { BellButton } from './BellButton';
import classes from './NotificationBell.module.css';
import { useNotificationText } from './use-notification-text';

/**
 * The bell's popover: the latest notifications, marking them read, the way to the settings.
 * Loaded when the user first opens the bell (NotificationBell), and mounted opened.
 */
export function NotificationPopover({
  userId,
  opened,
  onChange,
  button,
}: {
  userId: string;
  opened: boolean;
  onChange: (opened: boolean) => void;
  button: ComponentProps<typeof BellButton>;
}) {
  const { t } = useTranslation('notifications');
  const target = useRef<HTMLButtonElement>(null);
  useFocusBackOnClose(opened, target);
  return (
    <Popover
      opened={opened}
      onChange={onChange}
      position="bottom-end"
      width="min(360px, calc(100vw - 16px))"
      shadow="md"
      withArrow
      trapFocus
    >
      {/* The target is the button itself: Popover.Target gives it aria-expanded and aria-controls. */}
      <Popover.Target>
        <BellButton {...button} ref={target} onClick={() => onChange(!opened)} />
      </Popover.Target>
      <Popover.Dropdown p={0} aria-label={t('bell.title')} role="dialog">
        {opened && <NotificationPanel userId={userId} onNavigate={() => onChange(false)} />}
      </Popover.Dropdown>
    </Popover>
  );
}

function NotificationPanel({ userId, onNavigate }: { userId: string; onNavigate: () => void }) {
  const { t } = useTranslation('notifications');
  const latest = useLatestNotifications(userId);
  const markAll = useMarkAllNotificationsRead(userId);
  const hasUnread = (latest.data ?? []).some((n) => !n.read_at);

  return (
    <Stack gap={0}>
      <Group justify="space-between" px="md" py="xs" gap={4} className={classes.header}>
        {/* The focus trap starts here: while the list loads, "Mark all as read" is disabled and
            the first control would be the settings link at the bottom. */}
        <Text fw={600} tabIndex={-1} data-autofocus className={classes.title}>
          {t('bell.title')}
        </Text>
        <Button
          size="compact-sm"
          variant="subtle"
          disabled={!hasUnread}
          loading={markAll.isPending}
          onClick={() => markAll.mutate()}
        >
          {t('bell.markAllRead')}
        </Button>
      </Group>
      {latest.isPending ? (
        <Group justify="center" p="md">
          <Loader size="sm" />
        </Group>
      ) : latest.isError ? (
        <Text c="red" p="md" size="sm" role="alert">
          {t('bell.loadFailed')}
        </Text>
      ) : latest.data.length === 0 ? (
        <Text c="dimmed" p="md" size="sm">
          {t('bell.empty')}
        </Text>
      ) : (
        <ScrollArea.Autosize mah={420}>
          <Box component="ul" className={classes.list} data-testid="notification-list">
            {latest.data.map((notification) => (
              <NotificationItem
                key={notification.id}
                notification={notification}
                userId={userId}
                onNavigate={onNavigate}
              />
            ))}
          </Box>
        </ScrollArea.Autosize>
      )}
      <Box px="md" py="xs" className={classes.footer}>
        <Anchor
          size="sm"
          onClick={onNavigate}
          renderRoot={(props) => (
            <Link {...props} to="/profile" search={{ tab: 'notifications' }} />
          )}
        >
          {t('bell.settings')}
        </Anchor>
      </Box>
    </Stack>
  );
}

function NotificationItem({
  notification,
  userId,
  onNavigate,
}: {
  notification: AppNotification;
  userId: string;
  onNavigate: () => void;
}) {
  const { t, i18n } = useTranslation('notifications');
  const text = useNotificationText()(notification);
  const markRead = useMarkNotificationRead(userId);
  const navigate = useNavigate();
  const unread = !notification.read_at;
  const time = formatDateTime(notification.created_at, i18n.language);

  return (
    <li>
      <UnstyledButton
        className={classes.item}
        data-unread={unread || undefined}
        onClick={() => {
          if (unread) markRead.mutate(notification.id);
          onNavigate();
          void navigate({ href: notification.link });
        }}
      >
        <Group gap="xs" wrap="nowrap" align="flex-start">
          <Box className={classes.dot} data-visible={unread || undefined} aria-hidden="true" />
          <Stack gap={2} className={classes.text}>
            <Text size="sm" fw={unread ? 700 : 500} lineClamp={2}>
              {text.title}
              {unread && <span className={classes.srOnly}> ({t('bell.unread')})</span>}
            </Text>
            {text.body && (
              <Text size="sm" c="dimmed" lineClamp={2}>
                {text.body}
              </Text>
            )}
            <Text size="xs" c="dimmed">
              {time}
            </Text>
          </Stack>
        </Group>
      </UnstyledButton>
    </li>
  );
}
