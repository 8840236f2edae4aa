/**
 * What the user typed into a deal's conversation survives a failed send and a reload: the
 * composer's draft and the messages not yet confirmed by the database (the outbox) are kept in
 * local storage per user and deal. An outbox entry keeps its client id, so sending it again can
 * never store it twice.
 */
export type OutboxEntry = { clientId: string; body: string; createdAt: string };
export type StoredConversation = { draft: string; outbox: OutboxEntry[] };

const PREFIX = 'dealbridge-conversation';
const key = (userId: string, dealId: string) => `${PREFIX}:${userId}:${dealId}`;

function storage(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}

export function readConversation(userId: string, dealId: string): StoredConversation {
  try {
    const raw = storage()?.getItem(key(userId, dealId));
    if (!raw) return { draft: '', outbox: [] };
    const parsed = JSON.parse(raw) as Partial<StoredConversation>;
    return {
      draft: typeof parsed.draft === 'string' ? parsed.draft : '',
      outbox: Array.isArray(parsed.outbox)
        ? parsed.outbox.filter(
            (entry): entry is OutboxEntry =>
              typeof entry?.clientId === 'string' &&
              typeof entry.body === 'string' &&
              typeof entry.createdAt === 'string',
          )
        : [],
    };
  } catch {
    return { draft: '', outbox: [] };
  }
}

export function writeConversation(userId: string, dealId: string, value: StoredConversation): void {
  try {
    if (!value.draft && !value.outbox.length) storage()?.removeItem(key(userId, dealId));
    else storage()?.setItem(key(userId, dealId), JSON.stringify(value));
  } catch (error) {
    console.warn('Could not keep the conversation draft', error);
  }
}
