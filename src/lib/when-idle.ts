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

/**
 * Resolves in a new task: the steps of a long piece of work, each awaited after the other, then
 * run as short tasks between which the browser paints and answers input (a task over 50 ms is a
 * "long task"). A message, not a timeout: timeouts of a page in the background wait a second.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
