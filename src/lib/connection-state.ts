/**
 * Whether the last request to the API got an answer: set by the Supabase client's fetch
 * (src/lib/supabase.ts) at once, before any retry, so the connection banner shows the moment a
 * request fails for want of a network, and goes with the first answer after.
 */
let unreachable = false;
const listeners = new Set<() => void>();

function set(next: boolean) {
  if (next === unreachable) return;
  unreachable = next;
  for (const listener of listeners) listener();
}

export const connectionState = {
  isUnreachable: () => unreachable,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
  answered: () => set(false),
  failed: () => set(true),
};

/** fetch that tells connectionState whether the server answered (any HTTP status counts). */
export async function fetchTellingConnection(
  input: RequestInfo | URL,
  init?: RequestInit,
): Promise<Response> {
  try {
    const response = await fetch(input, init);
    connectionState.answered();
    return response;
  } catch (error) {
    // An aborted request (the app no longer wants it) says nothing about the network.
    if (!(error instanceof DOMException && error.name === 'AbortError')) connectionState.failed();
    throw error;
  }
}
