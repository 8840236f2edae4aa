import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isBackendUnreachable } from '../../lib/db';
import { useRateLimitMessage } from '../../lib/rate-limit';
import type { ThreadMessage } from './api/deal-thread';
import { MESSAGE_MAX_LENGTH, useSendDealMessage } from './api/send-deal-message';
import { readConversation, writeConversation, type OutboxEntry } from './drafts';

export type PendingState = 'sending' | 'failed';

/**
 * The composer's draft and the messages on their way (the outbox), kept in local storage until
 * the database has stored them; sending, retrying and discarding them.
 */
export function useOutbox(dealId: string, userId: string, messages: ThreadMessage[]) {
  const { t } = useTranslation('conversation');
  const { mutateAsync: sendMessage } = useSendDealMessage(dealId);
  const rateLimitMessage = useRateLimitMessage();
  const [stored, setStored] = useState(() => readConversation(userId, dealId));
  const [pending, setPending] = useState<Record<string, PendingState>>({});
  const [error, setError] = useState<string | null>(null);

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

  /** Sends the draft; false when there was nothing (valid) to send. */
  function submit(): boolean {
    const body = stored.draft;
    if (!body.trim() || body.length > MESSAGE_MAX_LENGTH) return false;
    const entry: OutboxEntry = {
      clientId: crypto.randomUUID(),
      body,
      createdAt: new Date().toISOString(),
    };
    setError(null);
    setStored((s) => ({ draft: '', outbox: [...s.outbox, entry] }));
    deliver(entry);
    return true;
  }

  function discard(clientId: string) {
    const entry = stored.outbox.find((e) => e.clientId === clientId);
    // Back into the composer (if it is empty), so discarding never loses the text.
    setStored((s) => ({
      draft: s.draft || entry?.body || '',
      outbox: s.outbox.filter((e) => e.clientId !== clientId),
    }));
  }

  const setDraft = (next: string) => setStored((s) => ({ ...s, draft: next }));

  return {
    draft,
    setDraft,
    outbox,
    pending,
    error,
    dismissError: () => setError(null),
    submit,
    retry: deliver,
    discard,
  };
}
