// What the gateway tells the services about the client's address.

/**
 * The client's address as the services learn it, as Supabase's hosted gateway sets it: from the
 * connection's peer, in X-Forwarded-For and X-Real-IP, replacing whatever the client sent in
 * those headers (and in Forwarded), which anyone can write. An IPv4 peer on a dual-stack socket
 * (::ffff:203.0.113.7) is given as IPv4, as Auth (net.ParseIP(…).String()) would record it.
 * @param {{ remoteAddress?: string }} socket the client's connection
 * @param {Record<string, unknown>} headers the headers to send on (changed in place)
 */
export function setClientAddress(socket, headers) {
  const peer = clientAddress(socket);
  for (const name of CLIENT_ADDRESS_HEADERS) delete headers[name];
  headers['x-forwarded-for'] = peer;
  headers['x-real-ip'] = peer;
}

/** The headers in which a client could claim an address: never passed on as the client sent them. */
export const CLIENT_ADDRESS_HEADERS = new Set([
  'forwarded',
  'x-client-ip',
  'x-forwarded-for',
  'x-real-ip',
]);

const MAPPED_IPV4 = /^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i;

/**
 * The peer's address as setClientAddress gives it (on every proxied request, hence the test
 * before the regular expression: a plain IPv4 or IPv6 peer is returned as it is).
 * @param {{ remoteAddress?: string }} socket
 */
export function clientAddress(socket) {
  const peer = socket.remoteAddress ?? '127.0.0.1';
  return peer.length > 7 && peer.charCodeAt(0) === 58 /* : */
    ? peer.replace(MAPPED_IPV4, '')
    : peer;
}
