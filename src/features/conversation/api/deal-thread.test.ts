import { describe, expect, it } from 'vitest';
import {
  flattenThread,
  withMessage,
  type ThreadData,
  type ThreadMessage,
  type ThreadPage,
} from './deal-thread';

const message = (id: number, side: 'buyer' | 'owner' = 'buyer'): ThreadMessage => ({
  id,
  sender_side: side,
  body: `m${id}`,
  masked: false,
  client_id: null,
  created_at: '2026-11-23T10:00:00Z',
});

const page = (ids: number[], hasMore: boolean): ThreadPage => ({
  deal_id: 'd',
  my_side: 'buyer',
  access_granted: false,
  buyer_name: 'B',
  owner_name: null,
  my_last_read_id: null,
  unread_count: 0,
  other_last_read_id: null,
  has_more: hasMore,
  messages: ids.map((id) => message(id)),
});

describe('thread pages', () => {
  it('flattens newest-first pages into one list, oldest first, without repeats', () => {
    const data: ThreadData = {
      pages: [page([9, 8, 7], true), page([7, 6, 5], false)],
      pageParams: [null, 7],
    };
    expect(flattenThread(data).messages.map((m) => m.id)).toEqual([5, 6, 7, 8, 9]);
    expect(flattenThread(data).header?.buyer_name).toBe('B');
    expect(flattenThread(undefined)).toEqual({ header: null, messages: [] });
  });

  it('adds a message that arrived once, to the newest page', () => {
    const data: ThreadData = { pages: [page([2, 1], false)], pageParams: [null] };
    const once = withMessage(data, message(3, 'owner'));
    expect(once?.pages[0].messages.map((m) => m.id)).toEqual([3, 2, 1]);
    expect(withMessage(once, message(3, 'owner'))).toBe(once);
  });
});
