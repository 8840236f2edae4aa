import { afterEach, describe, expect, it, vi } from 'vitest';
import { connectionState, fetchTellingConnection, serviceOf } from './connection-state';

const API = 'http://127.0.0.1:54321';

function answering(failingService: string | null) {
  return vi.fn(async (input: RequestInfo | URL) => {
    if (serviceOf(input) === failingService) throw new TypeError('Failed to fetch');
    return new Response('{}', { status: 200 });
  });
}

describe('connectionState', () => {
  afterEach(() => {
    connectionState.reset();
    vi.unstubAllGlobals();
  });

  it('names the service by the path’s first segment', () => {
    expect(serviceOf(`${API}/rest/v1/listings?select=id`)).toBe('rest');
    expect(serviceOf(new URL(`${API}/auth/v1/token?grant_type=password`))).toBe('auth');
    expect(serviceOf(new Request(`${API}/storage/v1/object/sign/docs/a.pdf`))).toBe('storage');
    expect(serviceOf('/functions/v1/deal-archive')).toBe('functions');
  });

  it('a failing service stays unreachable while another service answers', async () => {
    vi.stubGlobal('fetch', answering('rest'));
    const changes = vi.fn();
    const unsubscribe = connectionState.subscribe(changes);
    await expect(fetchTellingConnection(`${API}/rest/v1/listings`)).rejects.toThrow();
    expect(connectionState.isUnreachable()).toBe(true);
    await fetchTellingConnection(`${API}/auth/v1/user`);
    await fetchTellingConnection(`${API}/storage/v1/object/public/a.png`);
    await expect(fetchTellingConnection(`${API}/rest/v1/deals`)).rejects.toThrow();
    expect(connectionState.isUnreachable()).toBe(true);
    // Up once, never down and up again: the banner does not flicker.
    expect(changes).toHaveBeenCalledTimes(1);

    vi.stubGlobal('fetch', answering(null));
    await fetchTellingConnection(`${API}/rest/v1/listings`);
    expect(connectionState.isUnreachable()).toBe(false);
    expect(changes).toHaveBeenCalledTimes(2);
    unsubscribe();
  });

  it('an HTTP error is an answer; an aborted request says nothing', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{"message":"boom"}', { status: 503 })),
    );
    await fetchTellingConnection(`${API}/rest/v1/listings`);
    expect(connectionState.isUnreachable()).toBe(false);

    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new DOMException('The user aborted a request.', 'AbortError');
      }),
    );
    await expect(fetchTellingConnection(`${API}/rest/v1/listings`)).rejects.toThrow();
    expect(connectionState.isUnreachable()).toBe(false);
  });

  it('every failing service must answer before it is reachable again; reset forgets them all', async () => {
    vi.stubGlobal('fetch', answering('rest'));
    await expect(fetchTellingConnection(`${API}/rest/v1/listings`)).rejects.toThrow();
    vi.stubGlobal('fetch', answering('functions'));
    await expect(fetchTellingConnection(`${API}/functions/v1/x`)).rejects.toThrow();
    await fetchTellingConnection(`${API}/rest/v1/listings`);
    expect(connectionState.isUnreachable()).toBe(true);
    connectionState.reset();
    expect(connectionState.isUnreachable()).toBe(false);
  });
});
