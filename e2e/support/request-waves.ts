// Counts the API requests a page load makes and how many sequential waves they come in, by
// cause, not by clock: every API answer is held back until the page has nothing left to do
// without it (no static file in flight, the main thread idle, nothing new asked for). The
// requests the page asked for by then are one wave; they are released together, and what the page
// asks for after their answers is the next wave. On a fast or a slow machine the page asks for the
// same requests in the same waves, so a budget on these counts cannot fail by chance. The Realtime
// socket's answers are held too until the last wave is answered: a channel joined earlier or later
// would otherwise decide whether its refetch (the unread count read again on joining, so that
// nothing between the first read and the join is missed) falls inside the load.
import type { Page, Request, Route } from '@playwright/test';

/** The backend's requests (Supabase's APIs); static files and the app's own chunks are not. */
export const isApiRequest = (url: string) =>
  /\/(rest|auth|storage|functions)\/v1\//.test(new URL(url).pathname);

/** The one matcher of the held routes (unroute finds a route by its very matcher). */
const matchesApi = (url: URL) => isApiRequest(url.toString());

/** `GET /rest/v1/rpc/deal_overview`, without the query string. */
export const describeRequest = (request: Request) =>
  `${request.method()} ${new URL(request.url()).pathname}`;

export type Waves = { requests: number; waves: string[][] };

/** Pages whose fetches are counted already (the counting script is added once per page). */
const countingPages = new WeakSet<Page>();

/**
 * Runs `load` (a navigation or a click) and returns the API requests it caused, wave by wave.
 * Requests a page makes on a timer (polling, debounced input) are not waited for; a Realtime
 * websocket is not a request here. With `holdSocket: false` the socket's answers pass at once (for
 * counting what a live update costs: `load` waits for it on the page).
 */
export async function countRequestWaves(
  page: Page,
  load: () => Promise<unknown>,
  { holdSocket: holdSocketAnswers = true }: { holdSocket?: boolean } = {},
): Promise<Waves> {
  const held: Route[] = [];
  let asked: string[] = [];
  let staticInFlight = 0;
  let events = 0;
  const onRequest = (request: Request) => {
    events += 1;
    if (!isApiRequest(request.url())) staticInFlight += 1;
  };
  const onDone = (request: Request) => {
    events += 1;
    if (!isApiRequest(request.url())) staticInFlight -= 1;
  };
  page.on('request', onRequest);
  page.on('requestfinished', onDone);
  page.on('requestfailed', onDone);
  let routed = 0;
  const routedWaiters: (() => void)[] = [];
  const handler = (route: Route) => {
    asked.push(describeRequest(route.request()));
    held.push(route);
    routed += 1;
    for (const wake of routedWaiters.splice(0)) wake();
  };
  // The page counts its API fetches as it makes them (synchronously, before any event reaches us):
  // once per page; a later count on the same document starts from the count it finds.
  if (!countingPages.has(page)) {
    countingPages.add(page);
    await page.addInitScript(() => {
      const pageFetch = window.fetch;
      let count = 0;
      window.fetch = function (...args: Parameters<typeof fetch>) {
        const [input] = args;
        const url =
          typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
        if (/\/(rest|auth|storage|functions)\/v1\//.test(new URL(url, location.href).pathname))
          count += 1;
        return pageFetch.apply(this, args);
      };
      Object.defineProperty(window, '__e2eApiFetches', { get: () => count });
    });
  }
  // Fetches made before this count began (none in a document loaded since: it has no mark).
  await page
    .evaluate(() => {
      const counted = window as unknown as { __e2eApiFetches?: number; __e2eBefore?: number };
      counted.__e2eBefore = counted.__e2eApiFetches ?? 0;
    })
    .catch(() => undefined);
  await page.route(matchesApi, handler);
  // A live update (something arriving over the socket during `load`) needs the socket's answers.
  let holdSocket = holdSocketAnswers;
  const socketAnswers: (() => void)[] = [];
  await page.routeWebSocket(/\/realtime\/v1\//, (socket) => {
    const server = socket.connectToServer();
    server.onMessage((message) => {
      if (holdSocket) socketAnswers.push(() => socket.send(message));
      else socket.send(message);
    });
  });

  const settled = (request?: Request) => {
    const options = { predicate: (r: Request) => !request || r === request, timeout: 60_000 };
    // The event that did not come ends with the page or its time limit: not an error here.
    return Promise.race([
      page.waitForEvent('requestfinished', options).catch(() => undefined),
      page.waitForEvent('requestfailed', options).catch(() => undefined),
    ]);
  };

  /**
   * Resolves once nothing happens any more without an API answer: no static file in flight, every
   * API fetch the page made (counted in the page, when it calls fetch) held here, and the same
   * count over three rounds of two idle periods of the main thread.
   */
  const quiet = async () => {
    let stableRounds = 0;
    let seen = -1;
    while (stableRounds < 3) {
      if (staticInFlight > 0) {
        await settled();
        stableRounds = 0;
        continue;
      }
      const before = events;
      const fetches = await page
        .evaluate(
          () =>
            new Promise<number>((resolve) =>
              requestIdleCallback(() =>
                requestIdleCallback(() =>
                  resolve(
                    ((counted) =>
                      // -2: the document was loaded before the counting script was added.
                      counted.__e2eApiFetches === undefined
                        ? -2
                        : counted.__e2eApiFetches - (counted.__e2eBefore ?? 0))(
                      window as unknown as { __e2eApiFetches?: number; __e2eBefore?: number },
                    ),
                  ),
                ),
              ),
            ),
        )
        .catch(() => -1); // a navigation replaced the document: look again
      if (fetches === -2)
        throw new Error(
          'This page was loaded before its first count: load it through countRequestWaves.',
        );
      if (fetches < 0) continue;
      while (routed < fetches) await new Promise<void>((resolve) => routedWaiters.push(resolve));
      stableRounds =
        fetches === seen && events === before && staticInFlight === 0 ? stableRounds + 1 : 0;
      seen = fetches;
    }
  };

  const waves: string[][] = [];
  try {
    // The caller's navigation or click, with its own waiting (a goto waits for `load`, which
    // held API answers do not delay).
    await load();
    for (;;) {
      await quiet();
      if (held.length === 0) break;
      waves.push(asked.sort());
      asked = [];
      const release = held.splice(0);
      const answered = release.map((route) => settled(route.request()));
      await Promise.all(release.map((route) => route.continue()));
      await Promise.all(answered);
    }
  } finally {
    holdSocket = false;
    for (const answer of socketAnswers.splice(0)) answer();
    await page.unroute(matchesApi, handler);
    page.off('request', onRequest);
    page.off('requestfinished', onDone);
    page.off('requestfailed', onDone);
  }
  return { requests: waves.flat().length, waves };
}
