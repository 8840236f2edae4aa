import { beforeEach, describe, expect, it } from 'vitest';
import { readConversation, writeConversation } from './drafts';

describe('conversation drafts in local storage', () => {
  beforeEach(() => localStorage.clear());

  it('keeps the draft and unsent messages per user and deal across a reload', () => {
    const outbox = [{ clientId: 'c1', body: 'Not sent yet', createdAt: '2026-11-23T10:00:00Z' }];
    writeConversation('user-a', 'deal-1', { draft: 'Half typed', outbox });
    expect(readConversation('user-a', 'deal-1')).toEqual({ draft: 'Half typed', outbox });
    expect(readConversation('user-a', 'deal-2')).toEqual({ draft: '', outbox: [] });
    expect(readConversation('user-b', 'deal-1')).toEqual({ draft: '', outbox: [] });
  });

  it('removes the entry once nothing is left to keep', () => {
    writeConversation('user-a', 'deal-1', { draft: 'x', outbox: [] });
    writeConversation('user-a', 'deal-1', { draft: '', outbox: [] });
    expect(localStorage.length).toBe(0);
  });

  it('ignores malformed entries instead of failing', () => {
    localStorage.setItem(
      'dealbridge-conversation:user-a:deal-1',
      '{"draft": 5, "outbox": [{"clientId": 1}, {"clientId": "ok", "body": "b", "createdAt": "t"}]}',
    );
    expect(readConversation('user-a', 'deal-1')).toEqual({
      draft: '',
      outbox: [{ clientId: 'ok', body: 'b', createdAt: 't' }],
    });
    localStorage.setItem('dealbridge-conversation:user-a:deal-1', 'not json');
    expect(readConversation('user-a', 'deal-1')).toEqual({ draft: '', outbox: [] });
  });
});
