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
  const peer = (socket.remoteAddress ?? '127.0.0.1').replace(
    /^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i,
    '',
  );
  delete headers.forwarded;
  delete headers['x-client-ip'];
  headers['x-forwarded-for'] = peer;
  headers['x-real-ip'] = peer;
}
