import { Button, Group, Text } from '@mantine/core';
import { useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format';
import type { ThreadMessage, ThreadPage } from '../api/deal-thread';
import type { OutboxEntry } from '../drafts';
import type { PendingState } from '../use-outbox';
import { MessageText } from './MessageText';
import { OfferEntryText } from './OfferEntryText';
import classes from './Conversation.module.css';

type Props = {
  header: ThreadPage;
  messages: ThreadMessage[];
  outbox: OutboxEntry[];
  pending: Record<string, PendingState>;
  hasOlder: boolean;
  loadingOlder: boolean;
  olderFailed: boolean;
  loadOlder: () => void;
  onRetry: (entry: OutboxEntry) => void;
  onDiscard: (clientId: string) => void;
};

/**
 * The thread's messages, oldest first, and the user's own still on their way. It starts at the
 * newest, follows new ones when scrolled to the bottom (and always after sending), and keeps its
 * place when earlier messages are added above.
 */
export function MessageList({
  header,
  messages,
  outbox,
  pending,
  hasOlder,
  loadingOlder,
  olderFailed,
  loadOlder,
  onRetry,
  onDiscard,
}: Props) {
  const { t } = useTranslation('conversation');
  const listRef = useRef<HTMLDivElement>(null);
  const stickToBottom = useRef(true);
  const heightBeforeOlder = useRef<number | null>(null);
  const outboxBefore = useRef(outbox.length);

  useLayoutEffect(() => {
    // What the user just sent is shown, wherever they had scrolled.
    if (outbox.length > outboxBefore.current) stickToBottom.current = true;
    outboxBefore.current = outbox.length;
    const list = listRef.current;
    if (!list) return;
    if (heightBeforeOlder.current !== null) {
      list.scrollTop += list.scrollHeight - heightBeforeOlder.current;
      heightBeforeOlder.current = null;
    } else if (stickToBottom.current) {
      list.scrollTop = list.scrollHeight;
    }
  }, [messages.length, outbox.length]);

  // Where "new" starts for this visit: the read mark when the thread was opened.
  const [unreadFrom] = useState(() =>
    header.unread_count > 0 ? (header.my_last_read_id ?? 0) : null,
  );
  const firstUnread =
    unreadFrom === null
      ? undefined
      : messages.find((m) => m.id > unreadFrom && m.sender_side !== header.my_side)?.id;

  return (
    <div
      ref={listRef}
      className={classes.list}
      role="log"
      aria-live="polite"
      aria-label={t('listLabel')}
      data-testid="conversation-messages"
      onScroll={(event) => {
        const list = event.currentTarget;
        stickToBottom.current = list.scrollHeight - list.scrollTop - list.clientHeight < 48;
      }}
    >
      {hasOlder && (
        <Group justify="center">
          <Button
            size="xs"
            variant="subtle"
            loading={loadingOlder}
            onClick={() => {
              heightBeforeOlder.current = listRef.current?.scrollHeight ?? null;
              loadOlder();
            }}
          >
            {olderFailed ? t('olderFailed') : t('older')}
          </Button>
        </Group>
      )}
      {messages.length === 0 && outbox.length === 0 && (
        <Text size="sm" c="dimmed" ta="center" py="md">
          {t('empty')}
        </Text>
      )}
      {messages.map((message) => (
        <div key={message.id}>
          {message.id === firstUnread && (
            <div className={classes.unreadLine}>{t('newMessages')}</div>
          )}
          <StoredMessage header={header} message={message} />
        </div>
      ))}
      {outbox.map((entry) => (
        <PendingMessage
          key={entry.clientId}
          entry={entry}
          state={pending[entry.clientId] ?? 'failed'}
          onRetry={() => onRetry(entry)}
          onDiscard={() => onDiscard(entry.clientId)}
        />
      ))}
    </div>
  );
}

/** One stored message (or offer entry): its text, who wrote it and when, and whether it was seen. */
function StoredMessage({ header, message }: { header: ThreadPage; message: ThreadMessage }) {
  const { t, i18n } = useTranslation('conversation');
  const mine = message.sender_side === header.my_side;
  const seenUpTo = header.other_last_read_id ?? 0;
  return (
    <div className={classes.row} data-mine={mine || undefined} data-testid="conversation-message">
      <div className={classes.bubble}>
        {message.offer_event ? (
          <OfferEntryText event={message.offer_event} offer={message.offer ?? null} />
        ) : (
          <MessageText body={message.body} />
        )}
        <div className={classes.meta}>
          <SenderLabel header={header} message={message} /> ·{' '}
          {formatDateTime(message.created_at, i18n.language)}
          {mine && message.id <= seenUpTo && ` · ${t('seen')}`}
        </div>
      </div>
    </div>
  );
}

/**
 * Who wrote a message: the caller's own messages are "you"; a team member is named with their
 * side's team and role (the name only when the database gives it: own side, or after access).
 */
function SenderLabel({ header, message }: { header: ThreadPage; message: ThreadMessage }) {
  const { t } = useTranslation('conversation');
  if (message.by_me ?? message.sender_side === header.my_side) return t('side.you');
  const role = message.sender_role;
  if (role && role !== 'principal') {
    const team = t(message.sender_side === 'buyer' ? 'member.buyerTeam' : 'member.ownerTeam');
    const roleName = t(`member.role.${role}`);
    return message.sender_name
      ? t('member.named', { name: message.sender_name, team, role: roleName })
      : t('member.unnamed', { team, role: roleName });
  }
  if (message.sender_side === header.my_side && message.sender_name) return message.sender_name;
  return message.sender_side === 'owner'
    ? (header.owner_name ?? t('side.ownerHidden'))
    : (header.buyer_name ?? t('side.buyer'));
}

/** A message the database has not confirmed yet: on its way, or not sent (retry or discard). */
function PendingMessage({
  entry,
  state,
  onRetry,
  onDiscard,
}: {
  entry: OutboxEntry;
  state: PendingState;
  onRetry: () => void;
  onDiscard: () => void;
}) {
  const { t } = useTranslation('conversation');
  return (
    <div
      className={classes.row}
      data-mine
      data-failed={state === 'failed' || undefined}
      data-testid="conversation-pending"
    >
      <div className={classes.bubble}>
        {entry.body}
        <div className={classes.meta}>
          {state === 'sending' ? (
            t('sending')
          ) : (
            <Group gap={6} component="span" wrap="wrap">
              <Text span size="xs" c="red.8">
                {t('notSent')}
              </Text>
              <Button size="compact-xs" variant="light" onClick={onRetry}>
                {t('retry')}
              </Button>
              <Button size="compact-xs" variant="subtle" color="gray" onClick={onDiscard}>
                {t('discard')}
              </Button>
            </Group>
          )}
        </div>
      </div>
    </div>
  );
}
