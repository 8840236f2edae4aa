import { useEffect, useRef } from 'react';
import type { ThreadMessage, ThreadPage } from './api/deal-thread';
import { useMarkDealThreadRead } from './api/mark-thread-read';

/** Marks the thread read whenever the newest message is past the read mark and the page is visible. */
export function useReadMark(
  dealId: string,
  userId: string | null,
  header: ThreadPage | null,
  messages: ThreadMessage[],
) {
  const { mutate: markRead } = useMarkDealThreadRead(dealId, userId ?? '');
  const participant = Boolean(userId) && header !== null && header.my_side !== null;
  const newestId = messages.length ? messages[messages.length - 1].id : null;
  const readUpTo = header?.my_last_read_id ?? null;
  const lastMarked = useRef<number | null>(null);
  useEffect(() => {
    if (!participant || newestId === null) return;
    // From the thread's read mark as first read (the database never moves it back).
    lastMarked.current ??= readUpTo;
    const mark = () => {
      if (document.visibilityState !== 'visible') return;
      if (lastMarked.current !== null && lastMarked.current >= newestId) return;
      lastMarked.current = newestId;
      markRead(newestId);
    };
    mark();
    document.addEventListener('visibilitychange', mark);
    return () => document.removeEventListener('visibilitychange', mark);
  }, [participant, newestId, markRead, readUpTo]);
}
