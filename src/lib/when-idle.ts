/**
 * Runs `task` once the browser is idle (at the latest after `timeout` ms): for work the first
 * paint does not need, so it does not compete with the page's own code and data for the network
 * and the main thread.
 */
export function whenIdle(task: () => void, timeout = 3000): () => void {
  if (typeof globalThis.requestIdleCallback === 'function') {
    const handle = globalThis.requestIdleCallback(() => task(), { timeout });
    return () => globalThis.cancelIdleCallback(handle);
  }
  const handle = setTimeout(task, 1);
  return () => clearTimeout(handle);
}
