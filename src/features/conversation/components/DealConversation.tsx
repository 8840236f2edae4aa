import {
  Alert,
  Badge,
  Button,
  Group,
  Loader,
  Paper,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorWords } from '../../../lib/error-words';
import { isBackendUnreachable } from '../../../lib/db';
import { formatDateTime } from '../../../lib/format';
import { useRateLimitMessage } from '../../../lib/rate-limit';
import { useCurrentUser } from '../../../lib/session/use-current-user';
import {
  flattenThread,
  useDealThread,
  type ThreadMessage,
  type ThreadPage,
} from '../api/deal-thread';
import { useLiveStatus, type LiveStatus } from '../../../lib/live/table-changes';
import { useMarkDealThreadRead } from '../api/mark-thread-read';
import { MESSAGE_MAX_LENGTH, useSendDealMessage } from '../api/send-deal-message';
import { readConversation, writeConversation, type OutboxEntry } from '../drafts';
import { MessageText } from './MessageText';
import { OfferEntryText } from './OfferEntryText';
import classes from './Conversation.module.css';

type Props = { dealId: string };

type PendingState = 'sending' | 'failed';

/**
 * The conversation of one deal: the last 50 messages, earlier ones on demand, new ones live. What
 * the user types is kept (draft and unsent messages) until the database has stored it.
 */
export function DealConversation({ dealId }: Props) {
  const { t } = useTranslation('conversation');
  const errorWords = useErrorWords();
  const { authUser } = useCurrentUser();
  const userId = authUser?.id ?? null;
  const thread = useDealThread(dealId);
  // The deal page follows the deal's messages (src/routes/-live/live-updates.ts): its state here.
  const live = useLiveStatus({ table: 'deal_messages', filter: `deal_id=eq.${dealId}` });
  const { header, messages } = useMemo(() => flattenThread(thread.data), [thread.data]);

  return (
    <Paper
      component="section"
      withBorder
      radius="md"
      p={{ base: 'sm', sm: 'lg' }}
      aria-labelledby="deal-conversation-title"
    >
      <Stack gap="sm">
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Title order={2} size="h4" id="deal-conversation-title">
            {t('title')}
          </Title>
          {header && <LiveBadge status={live} />}
        </Group>
        {thread.isPending ? (
          <Group gap="xs">
            <Loader size="sm" />
            <Text size="sm">{t('loading')}</Text>
          </Group>
        ) : thread.isError ? (
          <Alert color="red" role="alert" title={t('loadFailed')}>
            <Stack gap="xs" align="flex-start">
              <Text size="sm">
                {isBackendUnreachable(thread.error) ? t('offline') : errorWords(thread.error)}
              </Text>
              <Button size="xs" variant="light" color="red" onClick={() => void thread.refetch()}>
                {t('retry')}
              </Button>
            </Stack>
          </Alert>
        ) : (
          header &&
          userId && (
            <ThreadView
              dealId={dealId}
              userId={userId}
              header={header}
              messages={messages}
              hasOlder={Boolean(thread.hasNextPage)}
              loadingOlder={thread.isFetchingNextPage}
              olderFailed={thread.isFetchNextPageError}
              loadOlder={() => void thread.fetchNextPage()}
            />
          )
        )}
      </Stack>
    </Paper>
  );
}

function LiveBadge({ status }: { status: LiveStatus }) {
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

type ThreadViewProps = {
  dealId: string;
  userId: string;
  header: ThreadPage;
  messages: ThreadMessage[];
  hasOlder: boolean;
  loadingOlder: boolean;
  olderFailed: boolean;
  loadOlder: () => void;
};

function ThreadView({
  dealId,
  userId,
  header,
  messages,
  hasOlder,
  loadingOlder,
  olderFailed,
  loadOlder,
}: ThreadViewProps) {
  const { t, i18n } = useTranslation('conversation');
  const { mutateAsync: sendMessage } = useSendDealMessage(dealId);
  const { mutate: markRead } = useMarkDealThreadRead(dealId, userId);
  const participant = header.my_side !== null;
  const listRef = useRef<HTMLDivElement>(null);
  const stickToBottom = useRef(true);
  const heightBeforeOlder = useRef<number | null>(null);

  // Draft and outbox, kept in local storage until the database has the message.
  const [stored, setStored] = useState(() => readConversation(userId, dealId));
  const [pending, setPending] = useState<Record<string, PendingState>>({});
  const [error, setError] = useState<string | null>(null);
  const rateLimitMessage = useRateLimitMessage();

  // A message the database stored (seen in the thread) leaves the outbox, even one sent before a reload.
  const storedClientIds = useMemo(
    () => new Set(messages.map((message) => message.client_id).filter(Boolean)),
    [messages],
  );
  const outbox = useMemo(
    () => stored.outbox.filter((entry) => !storedClientIds.has(entry.clientId)),
    [stored.outbox, storedClientIds],
  );
  // Kept without what the database has (the in-memory list is filtered on each render).
  const draft = stored.draft;
  useEffect(
    () => writeConversation(userId, dealId, { draft, outbox }),
    [userId, dealId, draft, outbox],
  );

  const deliver = useCallback(
    (entry: OutboxEntry) => {
      setPending((p) => ({ ...p, [entry.clientId]: 'sending' }));
      // One promise per message: several may be on their way at once.
      sendMessage({ clientId: entry.clientId, body: entry.body }).then(
        () => {
          setStored((s) => ({
            ...s,
            outbox: s.outbox.filter((e) => e.clientId !== entry.clientId),
          }));
          setPending(({ [entry.clientId]: _done, ...rest }) => rest);
        },
        (cause: unknown) => {
          setPending((p) => ({ ...p, [entry.clientId]: 'failed' }));
          // Too many messages: the database's limit, with when writing works again.
          setError(
            rateLimitMessage(cause) ??
              (isBackendUnreachable(cause) ? t('sendFailedOffline') : t('sendFailed')),
          );
        },
      );
    },
    [sendMessage, t, rateLimitMessage],
  );

  function submit() {
    const body = stored.draft;
    if (!body.trim() || body.length > MESSAGE_MAX_LENGTH) return;
    const entry: OutboxEntry = {
      clientId: crypto.randomUUID(),
      body,
      createdAt: new Date().toISOString(),
    };
    setError(null);
    setStored((s) => ({ draft: '', outbox: [...s.outbox, entry] }));
    stickToBottom.current = true;
    deliver(entry);
  }

  function discard(clientId: string) {
    const entry = stored.outbox.find((e) => e.clientId === clientId);
    // Back into the composer (if it is empty), so discarding never loses the text.
    setStored((s) => ({
      draft: s.draft || entry?.body || '',
      outbox: s.outbox.filter((e) => e.clientId !== clientId),
    }));
  }

  // Mark read: whenever the newest message is past the read mark and the page is visible.
  const newestId = messages.length ? messages[messages.length - 1].id : null;
  const lastMarked = useRef<number | null>(header.my_last_read_id);
  useEffect(() => {
    if (!participant || newestId === null) return;
    const mark = () => {
      if (document.visibilityState !== 'visible') return;
      if (lastMarked.current !== null && lastMarked.current >= newestId) return;
      lastMarked.current = newestId;
      markRead(newestId);
    };
    mark();
    document.addEventListener('visibilitychange', mark);
    return () => document.removeEventListener('visibilitychange', mark);
  }, [participant, newestId, markRead]);

  // Where "new" starts for this visit: the read mark when the thread was opened.
  const [unreadFrom] = useState(() =>
    header.unread_count > 0 ? (header.my_last_read_id ?? 0) : null,
  );

  // Scrolling: start at the newest, follow new messages when at the bottom, keep the place when
  // earlier messages are added above.
  useLayoutEffect(() => {
    const list = listRef.current;
    if (!list) return;
    if (heightBeforeOlder.current !== null) {
      list.scrollTop += list.scrollHeight - heightBeforeOlder.current;
      heightBeforeOlder.current = null;
    } else if (stickToBottom.current) {
      list.scrollTop = list.scrollHeight;
    }
  }, [messages.length, outbox.length]);

  const ownerLabel = header.owner_name ?? t('side.ownerHidden');
  // The header names the other side inside a sentence ("Mit dem Käufer"), the list as a subject.
  const ownerInline = header.owner_name ?? t('inline.ownerHidden');
  const buyerInline = header.buyer_name ?? t('inline.buyer');
  // Teams: the caller's own messages are "you"; a team member is named with their side's team
  // and role (the name only when the database gives it: own side, or after access).
  const senderLabel = (message: ThreadMessage) => {
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
    return message.sender_side === 'owner' ? ownerLabel : (header.buyer_name ?? t('side.buyer'));
  };
  const seenUpTo = header.other_last_read_id ?? 0;
  const tooLong = stored.draft.length > MESSAGE_MAX_LENGTH;

  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        {header.my_side === 'buyer'
          ? t('with', { name: ownerInline })
          : header.my_side === 'owner'
            ? t('with', { name: buyerInline })
            : t('between', { buyer: buyerInline, owner: ownerInline })}
      </Text>
      {!header.access_granted && (
        <Alert color="blue" variant="light" p="xs">
          <Text size="sm">
            {header.my_side === 'owner' ? t('maskedNotice.owner') : t('maskedNotice.buyer')}
          </Text>
        </Alert>
      )}

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
        {messages.map((message) => {
          const mine = message.sender_side === header.my_side;
          return (
            <div key={message.id}>
              {unreadFrom !== null &&
                message.id > unreadFrom &&
                !mine &&
                message.id === firstUnreadId(messages, unreadFrom, header.my_side) && (
                  <div className={classes.unreadLine}>{t('newMessages')}</div>
                )}
              <div
                className={classes.row}
                data-mine={mine || undefined}
                data-testid="conversation-message"
              >
                <div className={classes.bubble}>
                  {message.offer_event ? (
                    <OfferEntryText event={message.offer_event} offer={message.offer ?? null} />
                  ) : (
                    <MessageText body={message.body} />
                  )}
                  <div className={classes.meta}>
                    {senderLabel(message)} · {formatDateTime(message.created_at, i18n.language)}
                    {mine && message.id <= seenUpTo && ` · ${t('seen')}`}
                  </div>
                </div>
              </div>
            </div>
          );
        })}
        {outbox.map((entry) => {
          const state = pending[entry.clientId] ?? 'failed';
          return (
            <div
              key={entry.clientId}
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
                      <Button size="compact-xs" variant="light" onClick={() => deliver(entry)}>
                        {t('retry')}
                      </Button>
                      <Button
                        size="compact-xs"
                        variant="subtle"
                        color="gray"
                        onClick={() => discard(entry.clientId)}
                      >
                        {t('discard')}
                      </Button>
                    </Group>
                  )}
                </div>
              </div>
            </div>
          );
        })}
      </div>

      {error && (
        <Alert
          color="red"
          role="alert"
          withCloseButton
          closeButtonLabel={t('dismiss')}
          onClose={() => setError(null)}
          p="xs"
        >
          <Text size="sm">{error}</Text>
        </Alert>
      )}

      {participant ? (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <Stack gap={6}>
            <Textarea
              label={t('composer.label')}
              placeholder={t('composer.placeholder')}
              autosize
              minRows={2}
              maxRows={8}
              value={stored.draft}
              error={tooLong ? t('composer.tooLong', { max: MESSAGE_MAX_LENGTH }) : undefined}
              onChange={(event) => {
                const draft = event.currentTarget.value;
                setStored((s) => ({ ...s, draft }));
              }}
              onKeyDown={(event) => {
                if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
                  event.preventDefault();
                  submit();
                }
              }}
            />
            <Group justify="space-between" gap="xs" wrap="nowrap">
              <Text size="xs" c="dimmed">
                {t('composer.hint')}
              </Text>
              <Button type="submit" disabled={!stored.draft.trim() || tooLong}>
                {t('composer.send')}
              </Button>
            </Group>
          </Stack>
        </form>
      ) : (
        <Text size="sm" c="dimmed">
          {t('readOnly')}
        </Text>
      )}
    </Stack>
  );
}

function firstUnreadId(
  messages: ThreadMessage[],
  unreadFrom: number,
  mySide: ThreadPage['my_side'],
) {
  return messages.find((message) => message.id > unreadFrom && message.sender_side !== mySide)?.id;
}
