/**
 * Which of the API's services (rest, auth, storage, functions, realtime: the first segment of the
 * request's path) last failed to answer: set by the Supabase client's fetch (src/lib/supabase.ts)
 * at once, before any retry, so the connection banner shows the moment a request fails for want of
 * a network. A service's failure is cleared only by an answer from the same service (or by "Try
 * again", which asks afresh): an answer from Auth says nothing about PostgREST, and taking the
 * banner down on it would make it come and go while PostgREST's requests keep failing.
 */
const failing = new Set<string>();
const listeners = new Set<() => void>();

function notify() {
  for (const listener of listeners) listener();
}

/** "rest" for http://host/rest/v1/listings?…; the whole path's first segment, or "" if none. */
export function serviceOf(input: RequestInfo | URL): string {
  const url = typeof input === 'string' || input instanceof URL ? input : input.url;
  try {
    return new URL(url, 'http://relative.invalid').pathname.split('/')[1] ?? '';
  } catch {
    return '';
  }
}

export const connectionState = {
  isUnreachable: () => failing.size > 0,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
  answered(service: string) {
    if (failing.delete(service)) notify();
  },
  failed(service: string) {
    if (failing.has(service)) return;
    failing.add(service);
    notify();
  },
  /** Forget every failure: "Try again" asks afresh, and what still fails says so again. */
  reset() {
    if (failing.size === 0) return;
    failing.clear();
    notify();
  },
};

/** fetch that tells connectionState whether the service answered (any HTTP status counts). */
export async function fetchTellingConnection(
  input: RequestInfo | URL,
  init?: RequestInit,
): Promise<Response> {
  const service = serviceOf(input);
  try {
    const response = await fetch(input, init);
    connectionState.answered(service);
    return response;
  } catch (error) {
    // An aborted request (the app no longer wants it) says nothing about the network.
    if (!(error instanceof DOMException && error.name === 'AbortError')) {
      connectionState.failed(service);
    }
    throw error;
  }
}
