// The local stack's Realtime service (what the supabase/realtime image is to `supabase start`):
// Phoenix channels over WebSocket (`ws`) at /websocket (the gateway serves it at
// /realtime/v1/websocket), POST /api/broadcast, and the database side through logical replication.
import { createServer } from 'node:http';
import { WebSocketServer } from 'ws';
import { confirmToken } from './auth.mjs';
import { startReplication } from './changes.mjs';
import { createPool, typeNames } from './database.mjs';
import { Hub } from './hub.mjs';
import { decodeFrame, VSN_1, VSN_2 } from './protocol.mjs';

// Phoenix closes a socket that sent nothing (not even a heartbeat) for this long.
const IDLE_TIMEOUT_MS = 60_000;
const MAX_FRAME_BYTES = 3 * 1024 * 1024;

/** A JSON answer. @typedef {(status: number, body: unknown) => void} Json */

/**
 * Serves at once and keeps serving while the database is away: the replication stream reconnects
 * by itself (./changes.mjs), requests that need the database fail until it is back, and /health
 * answers 503 while changes are not streaming.
 * @param {{ databaseUrl: string, jwtSecret: string, slot: string, applicationName?: string }} options
 */
export async function createRealtime({
  databaseUrl,
  jwtSecret,
  slot,
  applicationName = 'realtime',
}) {
  const secret = new TextEncoder().encode(jwtSecret);
  const pool = createPool(databaseUrl, applicationName);
  const hub = new Hub({ pool, secret });
  const replication = startReplication({
    databaseUrl,
    slot,
    applicationName,
    onTransaction: async (transaction) => {
      // Type names are loaded with the first change and again for a type not seen before.
      for (const change of transaction.changes)
        for (const column of change.relation.columns)
          if (!hub.typeNames.has(column.typeOid)) hub.typeNames = await typeNames(pool);
      await hub.transaction(transaction);
    },
  });

  // Upstream drops realtime.messages partitions older than a few days; here old rows go hourly.
  const trimMessages = () =>
    pool
      .query("delete from realtime.messages where inserted_at < now() - interval '3 days'")
      .catch((error) => console.error('realtime: trimming realtime.messages failed', error));
  void trimMessages();
  const trimTimer = setInterval(trimMessages, 60 * 60 * 1000);
  trimTimer.unref();

  const wss = new WebSocketServer({ noServer: true, maxPayload: MAX_FRAME_BYTES });
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    /** @type {Json} */
    const json = (status, body) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    if (request.method === 'GET' && (url.pathname === '/health' || url.pathname === '/api/health'))
      return json(replication.streaming ? 200 : 503, {
        status: replication.streaming ? 'ok' : 'reconnecting',
      });
    if (request.method === 'POST' && url.pathname === '/api/broadcast')
      return httpBroadcast(request, response, json);
    const single = /^\/api\/broadcast\/([^/]+)\/events\/([^/]+)$/.exec(url.pathname);
    if (request.method === 'POST' && single)
      return singleBroadcast(request, response, json, {
        topic: decodeURIComponent(single[1]),
        event: decodeURIComponent(single[2]),
        private: url.searchParams.get('private') === 'true',
      });
    return json(404, { message: 'Not found' });
  });

  /**
   * The request's body; null past MAX_FRAME_BYTES.
   * @param {import('node:http').IncomingMessage} request
   */
  async function readBody(request) {
    /** @type {Buffer[]} */
    const chunks = [];
    let size = 0;
    for await (const chunk of request) {
      size += chunk.length;
      if (size > MAX_FRAME_BYTES) return null;
      chunks.push(chunk);
    }
    return Buffer.concat(chunks);
  }

  /** @param {import('node:http').IncomingMessage} request */
  const bearer = (request) => (request.headers.authorization ?? '').replace(/^Bearer\s+/i, '');

  /**
   * POST /api/broadcast/:topic/events/:event (channel.httpSend), JSON or binary body.
   * @param {import('node:http').IncomingMessage} request
   * @param {import('node:http').ServerResponse} response
   * @param {Json} json
   * @param {{ topic: string, event: string, private: boolean }} target
   */
  async function singleBroadcast(request, response, json, target) {
    const checked = await confirmToken(bearer(request), secret);
    if (!checked.ok) return json(401, { message: checked.message });
    const raw = await readBody(request);
    if (!raw) return json(413, { message: 'Payload too large' });
    const binary = String(request.headers['content-type'] ?? '').startsWith(
      'application/octet-stream',
    );
    if (!raw.length) return json(422, { errors: { payload: ["can't be blank"] } });
    if (!binary) {
      try {
        JSON.parse(raw.toString('utf8'));
      } catch {
        return json(422, { errors: { payload: ['is invalid'] } });
      }
    }
    const sent = await hub.singleBroadcast(checked.claims, target, raw, binary);
    if (!sent) return json(403, { message: 'Unauthorized' });
    response.writeHead(202);
    return response.end();
  }

  /**
   * POST /api/broadcast: { messages: [{ topic, event, payload, private }] }.
   * @param {import('node:http').IncomingMessage} request
   * @param {import('node:http').ServerResponse} response
   * @param {Json} json
   */
  async function httpBroadcast(request, response, json) {
    const checked = await confirmToken(bearer(request), secret);
    if (!checked.ok) return json(401, { message: checked.message });
    const raw = await readBody(request);
    if (!raw) return json(413, { message: 'Payload too large' });
    let body;
    try {
      body = JSON.parse(raw.toString('utf8'));
    } catch {
      return json(400, { message: 'Invalid JSON' });
    }
    if (!Array.isArray(body?.messages))
      return json(422, { errors: { messages: ["can't be blank"] } });
    await hub.httpBroadcast(checked.claims, body.messages);
    response.writeHead(202);
    return response.end();
  }

  server.on('upgrade', async (request, socket, head) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    if (url.pathname !== '/websocket' && url.pathname !== '/socket/websocket') {
      socket.end('HTTP/1.1 404 Not Found\r\n\r\n');
      return;
    }
    const vsn = url.searchParams.get('vsn') ?? VSN_1;
    const apikey = url.searchParams.get('apikey') ?? request.headers['x-api-key'];
    const checked = await confirmToken(apikey, secret);
    if (![VSN_1, VSN_2].includes(vsn) || !checked.ok || typeof apikey !== 'string') {
      socket.end('HTTP/1.1 403 Forbidden\r\n\r\n');
      return;
    }
    wss.handleUpgrade(request, socket, head, (ws) => accept(ws, { vsn, apikey }));
  });

  /**
   * @param {import('ws').WebSocket} ws
   * @param {{ vsn: string, apikey: string }} options
   */
  function accept(ws, { vsn, apikey }) {
    /** @type {import('./hub.mjs').Conn} */
    const conn = { ws, vsn, apikey, channels: new Map(), lastSeen: Date.now() };
    // Frames of one socket are handled in order (a join finishes before the next frame).
    let queue = Promise.resolve();
    ws.on('message', (data, isBinary) => {
      conn.lastSeen = Date.now();
      queue = queue.then(async () => {
        let message;
        try {
          message = decodeFrame(data, isBinary, vsn);
        } catch {
          return;
        }
        try {
          await hub.handle(conn, message);
        } catch (error) {
          console.error('realtime: handling a message failed', error);
        }
      });
    });
    const idle = setInterval(() => {
      if (Date.now() - conn.lastSeen > IDLE_TIMEOUT_MS) ws.close(1000, 'heartbeat timeout');
    }, 5000);
    ws.on('close', () => {
      clearInterval(idle);
      queue.then(() => hub.disconnect(conn));
    });
    ws.on('error', () => {});
  }

  return {
    server,
    async close() {
      clearInterval(trimTimer);
      for (const client of wss.clients) client.terminate();
      await new Promise((resolve) => server.close(resolve));
      await replication.stop();
      await pool.end();
    },
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const env = process.env;
  const port = Number(env.PORT);
  if (!env.DATABASE_URL || !env.JWT_SECRET)
    throw new Error('realtime: DATABASE_URL and JWT_SECRET are required');
  const realtime = await createRealtime({
    databaseUrl: env.DATABASE_URL,
    jwtSecret: env.JWT_SECRET,
    slot: env.REPLICATION_SLOT ?? `realtime_local_${port}`,
  });
  realtime.server.listen(port, '127.0.0.1', () => console.log(`realtime listening on ${port}`));
  const stop = async () => {
    await realtime.close().catch(() => {});
    process.exit(0);
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}
