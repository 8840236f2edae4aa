// WebSocket upgrades through the gateway (Kong does this for /realtime/v1 under `supabase start`):
// the `apikey` check, then the upgrade is replayed to the upstream and both sockets are piped.
import { request as httpRequest } from 'node:http';
import { setClientAddress } from './client-address.mjs';

/**
 * @param {import('node:stream').Duplex} socket
 * @param {number} statusCode
 * @param {string} statusMessage
 * @param {string[]} rawHeaders
 */
function writeHead(socket, statusCode, statusMessage, rawHeaders) {
  let head = `HTTP/1.1 ${statusCode} ${statusMessage}\r\n`;
  for (let i = 0; i < rawHeaders.length; i += 2)
    head += `${rawHeaders[i]}: ${rawHeaders[i + 1]}\r\n`;
  socket.write(`${head}\r\n`);
}

/**
 * @param {import('node:stream').Duplex} socket
 * @param {number} status
 * @param {string} reason
 * @param {Record<string, string>} body
 */
function refuse(socket, status, reason, body) {
  const text = JSON.stringify(body);
  socket.end(
    `HTTP/1.1 ${status} ${reason}\r\ncontent-type: application/json\r\ncontent-length: ${Buffer.byteLength(text)}\r\nconnection: close\r\n\r\n${text}`,
  );
}

/**
 * @param {import('node:http').Server} server
 * @param {{ keyToJwt: Map<string, string>, routes: { prefix: string, upstream: string }[] }} options
 *   keyToJwt: the gateway's API keys and the JWT each stands for (sb_ keys map to the legacy ones);
 *   routes: the gateway's routes that take upgrades (see gatewayRoutes in server.mjs)
 */
export function proxyWebSocketUpgrades(server, { keyToJwt, routes }) {
  server.on('upgrade', (req, socket, head) => {
    socket.on('error', () => socket.destroy());
    const url = new URL(req.url ?? '/', 'http://gateway');
    const route = routes.find(({ prefix }) => url.pathname.startsWith(`${prefix}/`));
    if (!route)
      return refuse(socket, 404, 'Not Found', { message: 'no Route matched with those values' });
    const key = req.headers.apikey ?? url.searchParams.get('apikey');
    if (!key)
      return refuse(socket, 401, 'Unauthorized', { message: 'No API key found in request' });
    const jwt = keyToJwt.get(String(key));
    if (!jwt)
      return refuse(socket, 401, 'Unauthorized', {
        message: 'Invalid API key',
        hint: 'Double check your Supabase `anon` or `service_role` API key.',
      });
    // Realtime reads the apikey as a JWT: a new-style key reaches it as the JWT it stands for.
    if (url.searchParams.has('apikey')) url.searchParams.set('apikey', jwt);
    if (req.headers.apikey) req.headers.apikey = jwt;

    const upstream = new URL(route.upstream);
    const headers = { ...req.headers, host: upstream.host };
    setClientAddress(req.socket, headers);
    const proxied = httpRequest({
      host: upstream.hostname,
      port: upstream.port,
      method: req.method,
      path: url.pathname.slice(route.prefix.length) + url.search,
      headers,
    });
    proxied.on('upgrade', (res, upstreamSocket, upstreamHead) => {
      writeHead(socket, 101, 'Switching Protocols', res.rawHeaders);
      if (upstreamHead?.length) socket.write(upstreamHead);
      upstreamSocket.on('error', () => socket.destroy());
      socket.on('close', () => upstreamSocket.destroy());
      upstreamSocket.on('close', () => socket.destroy());
      upstreamSocket.pipe(socket).pipe(upstreamSocket);
    });
    proxied.on('response', (res) => {
      writeHead(socket, res.statusCode ?? 502, res.statusMessage ?? '', res.rawHeaders);
      res.pipe(socket);
    });
    proxied.on('error', () =>
      refuse(socket, 502, 'Bad Gateway', {
        message: 'An invalid response was received from the upstream server',
      }),
    );
    if (head?.length) proxied.write(head);
    proxied.end();
    return undefined;
  });
}
