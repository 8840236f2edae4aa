// Phoenix channel frames as Supabase Realtime speaks them: vsn 1.0.0 sends JSON objects, vsn
// 2.0.0 (realtime-js' default) JSON arrays [join_ref, ref, topic, event, payload] plus two binary
// frames for Broadcast: kind 3 (a client's user broadcast push) and kind 4 (a user broadcast the
// server delivers), as RealtimeWeb.Socket.V2Serializer defines them.

export const VSN_1 = '1.0.0';
export const VSN_2 = '2.0.0';

const USER_BROADCAST_PUSH = 3;
const USER_BROADCAST = 4;
export const BINARY_ENCODING = 0;
export const JSON_ENCODING = 1;

export class ProtocolError extends Error {}

/**
 * A Phoenix frame. A client's user broadcast (binary kind 3) also keeps its raw parts.
 * @typedef {{ join_ref: string | null, ref: string | null, topic: string, event: string,
 *   payload: any, userBroadcast?: UserBroadcast }} Frame
 * @typedef {{ event: string, encoding: number, body: Buffer }} UserBroadcast
 */

/**
 * A frame from the client → { join_ref, ref, topic, event, payload }.
 * @param {import('ws').RawData} data
 * @param {boolean} isBinary
 * @param {string} vsn
 * @returns {Frame}
 */
export function decodeFrame(data, isBinary, vsn) {
  if (isBinary) {
    if (vsn !== VSN_2) throw new ProtocolError('binary frames need vsn 2.0.0');
    return decodeUserBroadcastPush(
      Buffer.isBuffer(data) ? data : Array.isArray(data) ? Buffer.concat(data) : Buffer.from(data),
    );
  }
  const text = data.toString('utf8');
  const parsed = JSON.parse(text);
  if (vsn === VSN_2) {
    if (!Array.isArray(parsed) || parsed.length !== 5) throw new ProtocolError('expected an array');
    const [join_ref, ref, topic, event, payload] = parsed;
    return { join_ref, ref, topic, event, payload };
  }
  const { join_ref = null, ref = null, topic, event, payload } = parsed;
  return { join_ref, ref, topic, event, payload };
}

/** @param {Buffer} buffer */
function decodeUserBroadcastPush(buffer) {
  if (buffer.length < 7 || buffer[0] !== USER_BROADCAST_PUSH)
    throw new ProtocolError('unknown binary frame');
  const [joinRefSize, refSize, topicSize, eventSize, metaSize, encoding] = buffer.subarray(1, 7);
  let offset = 7;
  /** @param {number} size */
  const take = (size) => {
    const part = buffer.subarray(offset, offset + size).toString('utf8');
    offset += size;
    return part;
  };
  const join_ref = take(joinRefSize) || null;
  const ref = take(refSize) || null;
  const topic = take(topicSize);
  const userEvent = take(eventSize);
  const metadata = take(metaSize);
  const body = buffer.subarray(offset);
  const userPayload = encoding === JSON_ENCODING ? JSON.parse(body.toString('utf8')) : body;
  return {
    join_ref,
    ref,
    topic,
    event: 'broadcast',
    payload: {
      type: 'broadcast',
      event: userEvent,
      payload: userPayload,
      ...(metadata ? { meta: JSON.parse(metadata) } : {}),
    },
    userBroadcast: { event: userEvent, encoding, body },
  };
}

/**
 * A text frame for the client's protocol version.
 * @param {string} vsn
 * @param {{ join_ref?: string | null, ref?: string | null, topic: string, event: string, payload: unknown }} frame
 */
export function encodeFrame(vsn, { join_ref = null, ref = null, topic, event, payload }) {
  if (vsn === VSN_2) return JSON.stringify([join_ref, ref, topic, event, payload]);
  return JSON.stringify({ join_ref, ref, topic, event, payload });
}

/**
 * The same frame with a payload already serialised (`payloadJson`): one change sent to many
 * channels is serialised once, not once per subscriber.
 * @param {string} vsn
 * @param {{ join_ref?: string | null, ref?: string | null, topic: string, event: string }} frame
 * @param {string} payloadJson
 */
export function encodeFrameWithPayload(
  vsn,
  { join_ref = null, ref = null, topic, event },
  payloadJson,
) {
  const [joinRef, reference, topicJson, eventJson] = [join_ref, ref, topic, event].map((value) =>
    JSON.stringify(value),
  );
  if (vsn === VSN_2) return `[${joinRef},${reference},${topicJson},${eventJson},${payloadJson}]`;
  return `{"join_ref":${joinRef},"ref":${reference},"topic":${topicJson},"event":${eventJson},"payload":${payloadJson}}`;
}

/**
 * Kind 4: a user broadcast delivered as binary to vsn 2.0.0 clients.
 * @param {string} topic
 * @param {string} userEvent
 * @param {number} encoding BINARY_ENCODING or JSON_ENCODING
 * @param {Buffer} body
 * @param {unknown} [meta]
 */
export function encodeUserBroadcast(topic, userEvent, encoding, body, meta) {
  const topicBytes = Buffer.from(topic);
  const eventBytes = Buffer.from(userEvent);
  const metaBytes = Buffer.from(meta ? JSON.stringify(meta) : '');
  if (topicBytes.length > 255 || eventBytes.length > 255 || metaBytes.length > 255)
    throw new ProtocolError('topic, event or metadata longer than 255 bytes');
  const header = Buffer.from([
    USER_BROADCAST,
    topicBytes.length,
    eventBytes.length,
    metaBytes.length,
    encoding,
  ]);
  return Buffer.concat([header, topicBytes, eventBytes, metaBytes, body]);
}
