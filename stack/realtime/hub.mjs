// Channels, as Supabase Realtime's RealtimeChannel runs them: join (token, private channels
// authorised by RLS on realtime.messages, postgres_changes bindings, presence), broadcast with
// self/ack, presence track/untrack with presence_state/presence_diff, access_token refresh,
// closing a channel whose token expired, and delivery of database changes and realtime.send()
// messages. Replies and error texts follow upstream (lib/realtime_web/channels/realtime_channel.ex).
import { randomBytes, randomUUID } from 'node:crypto';
import { confirmToken } from './auth.mjs';
import { formatColumns, formatRecord, parseFilter, passesFilter } from './changes.mjs';
import {
  readPolicies,
  selectableColumns,
  tableColumns,
  tableInfo,
  visibleTo,
  waitUntilVisible,
  writePolicy,
} from './database.mjs';
import {
  encodeFrame,
  encodeFrameWithPayload,
  encodeUserBroadcast,
  JSON_ENCODING,
  VSN_2,
} from './protocol.mjs';

const CONFIRM_TOKEN_MS = 5 * 60 * 1000;
const TABLE_INFO_TTL_MS = 1000;

/** @typedef {import('./database.mjs').Claims} Claims */
/** @typedef {import('./protocol.mjs').Frame} Frame */
/**
 * A client's socket and the channels it joined (by topic).
 * @typedef {{ ws: import('ws').WebSocket, vsn: string, apikey: string,
 *   channels: Map<string, Channel>, lastSeen: number }} Conn
 */
/**
 * What a private channel's policies allow; null until asked.
 * @typedef {{ broadcast: { read: boolean, write: boolean | null },
 *   presence: { read: boolean | null, write: boolean | null } }} Policies
 */
/**
 * A joined channel.
 * @typedef {object} Channel
 * @property {Conn} conn
 * @property {string} topic 'realtime:<sub topic>'
 * @property {string} subTopic
 * @property {string | null} joinRef
 * @property {string} key topicKey: channels of one topic, private or public
 * @property {boolean} private
 * @property {string} accessToken
 * @property {Claims} claims
 * @property {boolean} selfBroadcast
 * @property {boolean} ackBroadcast
 * @property {string} presenceKey
 * @property {boolean} presenceEnabled
 * @property {Policies | null} policies a private channel's (read at its join)
 * @property {Binding[]} bindings
 * @property {NodeJS.Timeout | null} timer the next token check
 * @property {Claims} [claimsKeyOf] the claims claimsKey was made of
 * @property {string} [claimsKey]
 */
/**
 * A postgres_changes binding of a channel.
 * @typedef {object} Binding
 * @property {Channel} channel
 * @property {number} id
 * @property {string} event INSERT, UPDATE, DELETE or *
 * @property {string} schema
 * @property {string | undefined} table
 * @property {string | undefined} filterText
 * @property {import('./changes.mjs').Filter | null} filter
 * @property {boolean} active
 */
/** A user broadcast's raw parts (binary frames). @typedef {import('./protocol.mjs').UserBroadcast} UserBroadcast */

/**
 * @param {boolean} isPrivate
 * @param {string} subTopic
 */
const topicKey = (isPrivate, subTopic) => `${isPrivate ? 'private' : 'public'}:${subTopic}`;
const newRef = () => randomBytes(6).toString('base64url');

/**
 * The channel's claims as a string (kept until the claims change): groups equal subscribers.
 * @param {Channel} channel
 * @returns {string}
 */
function claimsKey(channel) {
  if (channel.claimsKeyOf !== channel.claims) {
    channel.claimsKeyOf = channel.claims;
    channel.claimsKey = JSON.stringify(channel.claims);
  }
  return /** @type {string} */ (channel.claimsKey);
}

/**
 * The policies of a private channel (read when it joined).
 * @param {Channel} channel
 */
function policiesOf(channel) {
  if (!channel.policies) throw new Error(`realtime: ${channel.topic} has no policies`);
  return channel.policies;
}

/**
 * Column privileges per table and roles (selectableColumns), asked once per transaction.
 * @typedef {Map<string, Promise<Map<string, Set<string>>>>} ColumnCache
 */

export class Hub {
  /** @param {{ pool: import('pg').Pool, secret: Uint8Array }} options */
  constructor({ pool, secret }) {
    this.pool = pool;
    this.secret = secret;
    /** @type {Map<string, Set<Channel>>} topic key → joined channels */
    this.topics = new Map();
    /**
     * @type {Map<string, Map<Channel, { key: string, meta: Record<string, unknown> & { phx_ref: string }, state: object }>>}
     *   topic key → presences
     */
    this.presences = new Map();
    /** @type {Set<Binding>} active postgres_changes bindings */
    this.bindings = new Set();
    /** @type {Map<string, { at: number, info: import('./database.mjs').TableInfo | null }>} */
    this.tableCache = new Map();
    /** @type {Map<number, string>} type names by oid */
    this.typeNames = new Map();
    this.nextBindingId = Math.floor(Math.random() * 2 ** 30);
  }

  // --- connection plumbing ---------------------------------------------------------------------

  /**
   * @param {Conn} conn
   * @param {Parameters<typeof encodeFrame>[1]} message
   */
  send(conn, message) {
    if (conn.ws.readyState !== conn.ws.OPEN) return;
    conn.ws.send(encodeFrame(conn.vsn, message));
  }

  /**
   * @param {Conn} conn
   * @param {Pick<Frame, 'join_ref' | 'ref' | 'topic'>} request
   * @param {'ok' | 'error'} status
   * @param {object} [response]
   */
  reply(conn, request, status, response = {}) {
    this.send(conn, {
      join_ref: request.join_ref ?? null,
      ref: request.ref ?? null,
      topic: request.topic,
      event: 'phx_reply',
      payload: { status, response },
    });
  }

  /**
   * @param {Channel} channel
   * @param {string} event
   * @param {unknown} payload
   */
  push(channel, event, payload) {
    this.send(channel.conn, {
      join_ref: channel.joinRef,
      ref: null,
      topic: channel.topic,
      event,
      payload,
    });
  }

  /**
   * @param {Conn} conn
   * @param {Frame} message
   */
  async handle(conn, message) {
    const { topic, event } = message;
    if (topic === 'phoenix' && event === 'heartbeat') return this.reply(conn, message, 'ok');
    if (event === 'phx_join') return this.join(conn, message);
    const channel = conn.channels.get(topic);
    if (!channel || (message.join_ref && message.join_ref !== channel.joinRef))
      return this.reply(conn, message, 'error', { reason: 'unmatched topic' });
    switch (event) {
      case 'phx_leave':
        this.reply(conn, message, 'ok');
        return this.close(channel);
      case 'broadcast':
        return this.clientBroadcast(channel, message);
      case 'presence':
        return this.clientPresence(channel, message);
      case 'access_token':
        return this.refreshToken(channel, message.payload?.access_token);
      default:
        // Upstream logs and ignores unexpected events.
        return undefined;
    }
  }

  /** @param {Conn} conn */
  disconnect(conn) {
    for (const channel of [...conn.channels.values()]) this.close(channel);
  }

  // --- join ------------------------------------------------------------------------------------

  /**
   * @param {Conn} conn
   * @param {Frame} message
   */
  async join(conn, message) {
    const { topic, payload = {} } = message;
    /** @param {string} reason */
    const joinError = (reason) => this.reply(conn, message, 'error', { reason });
    if (!topic?.startsWith('realtime:'))
      return joinError('UnknownTopic: topic must start with realtime:');
    const subTopic = topic.slice('realtime:'.length);
    if (!subTopic) return joinError('TopicNameRequired: You must provide a topic name');

    const previous = conn.channels.get(topic);
    if (previous) {
      this.push(previous, 'phx_close', {});
      this.close(previous);
    }

    const config = payload.config ?? {};
    const isPrivate = config.private === true;
    const presenceEnabled = config.presence?.enabled === true;
    const accessToken = payload.access_token ?? payload.user_token ?? conn.apikey;
    const checked = await confirmToken(accessToken, this.secret);
    if (!checked.ok) return joinError(`${checked.code}: ${checked.message}`);

    /** @type {Channel} */
    const channel = {
      conn,
      topic,
      subTopic,
      joinRef: message.join_ref ?? message.ref,
      key: topicKey(isPrivate, subTopic),
      private: isPrivate,
      // confirmToken took it: a string.
      accessToken: String(accessToken),
      claims: checked.claims,
      selfBroadcast: config.broadcast?.self === true,
      ackBroadcast: config.broadcast?.ack === true,
      presenceKey: config.presence?.key ? String(config.presence.key) : randomUUID(),
      presenceEnabled,
      policies: null,
      bindings: [],
      timer: null,
    };

    if (isPrivate) {
      try {
        channel.policies = await this.readPolicies(channel);
      } catch (error) {
        console.error('realtime: policy check failed', error);
        return joinError(
          `Unauthorized: You do not have permissions to read from this Channel topic: ${subTopic}`,
        );
      }
      if (!policiesOf(channel).broadcast.read && !policiesOf(channel).presence.read)
        return joinError(
          `Unauthorized: You do not have permissions to read from this Channel topic: ${subTopic}`,
        );
    }

    const requested = Array.isArray(config.postgres_changes)
      ? config.postgres_changes.filter(Boolean)
      : [];
    const postgresChanges = requested.map((/** @type {Record<string, unknown>} */ params) => {
      // An integer id per binding, as upstream's (a hash there); the client matches on it.
      this.nextBindingId = (this.nextBindingId % 2 ** 31) + 1;
      /** @type {Binding} */
      const binding = {
        channel,
        id: this.nextBindingId,
        event: String(params.event ?? '*').toUpperCase(),
        schema: typeof params.schema === 'string' ? params.schema : 'public',
        table: typeof params.table === 'string' ? params.table : undefined,
        filterText: typeof params.filter === 'string' ? params.filter : undefined,
        filter: null,
        active: false,
      };
      channel.bindings.push(binding);
      return { ...params, id: binding.id };
    });

    conn.channels.set(topic, channel);
    if (!this.topics.has(channel.key)) this.topics.set(channel.key, new Set());
    this.topics.get(channel.key)?.add(channel);
    this.scheduleTokenCheck(channel);

    // Bindings become active before the reply: a change committed after SUBSCRIBED is delivered.
    const problems = await Promise.all(
      channel.bindings.map((binding) =>
        this.activate(binding).catch((error) => {
          console.error('realtime: checking a postgres_changes binding failed', error);
          return `Unable to subscribe to changes: ${error instanceof Error ? error.message : error}`;
        }),
      ),
    );

    this.reply(conn, message, 'ok', { postgres_changes: postgresChanges });

    if (channel.bindings.length) {
      const failed = problems.find(Boolean);
      this.push(channel, 'system', {
        extension: 'postgres_changes',
        status: failed ? 'error' : 'ok',
        message: failed ?? 'Subscribed to PostgreSQL',
        channel: subTopic,
      });
    }
    if (presenceEnabled && this.canReadPresence(channel)) this.pushPresenceState(channel);
    return undefined;
  }

  /**
   * @param {Channel} channel
   * @returns {Promise<Policies>}
   */
  async readPolicies(channel) {
    const read = await readPolicies(this.pool, channel.subTopic, channel.claims, {
      presence: channel.presenceEnabled,
    });
    return {
      broadcast: { read: read.broadcast, write: null },
      presence: { read: read.presence, write: null },
    };
  }

  /**
   * Validates a postgres_changes binding; returns an error text or null.
   * @param {Binding} binding
   */
  async activate(binding) {
    const params = `[event: ${binding.event}, schema: ${binding.schema}, table: ${binding.table ?? '*'}, filters: ${binding.filterText ? `[${binding.filterText}]` : '[]'}]`;
    if (binding.filterText) {
      const filter = parseFilter(binding.filterText);
      if ('error' in filter)
        return `Unable to subscribe to changes with given parameters. Please check Realtime is enabled for the given connect parameters: ${params}. Error: ${filter.error}`;
      binding.filter = filter;
    }
    if (binding.table && binding.table !== '*' && binding.schema !== '*') {
      const columns = await tableColumns(this.pool, binding.schema, binding.table);
      if (!columns)
        return `Unable to subscribe to changes with given parameters. Please check Realtime is enabled for the given connect parameters: ${params}`;
      const { filter } = binding;
      if (filter && !columns.some((column) => column.name === filter.column))
        return `Unable to subscribe to changes with given parameters. An exception happened so please check your connect parameters: ${params}. Exception: invalid column for filter ${filter.column}`;
    }
    binding.active = true;
    this.bindings.add(binding);
    return null;
  }

  /** @param {Channel} channel */
  close(channel) {
    const { conn } = channel;
    if (conn.channels.get(channel.topic) === channel) conn.channels.delete(channel.topic);
    if (channel.timer) clearTimeout(channel.timer);
    for (const binding of channel.bindings) this.bindings.delete(binding);
    const members = this.topics.get(channel.key);
    members?.delete(channel);
    if (members && !members.size) this.topics.delete(channel.key);
    this.untrack(channel);
  }

  /**
   * @param {Channel} channel
   * @param {string} message
   */
  shutdown(channel, message) {
    this.push(channel, 'system', {
      extension: 'system',
      status: 'error',
      message,
      channel: channel.subTopic,
    });
    this.push(channel, 'phx_close', {});
    this.close(channel);
  }

  // --- tokens ----------------------------------------------------------------------------------

  /** @param {Channel} channel */
  scheduleTokenCheck(channel) {
    if (channel.timer) clearTimeout(channel.timer);
    const remaining = Number(channel.claims.exp) * 1000 - Date.now();
    channel.timer = setTimeout(
      async () => {
        if (channel.conn.channels.get(channel.topic) !== channel) return;
        const checked = await confirmToken(channel.accessToken, this.secret);
        if (checked.ok) {
          channel.claims = checked.claims;
          this.scheduleTokenCheck(channel);
        } else this.shutdown(channel, checked.message);
      },
      Math.max(0, Math.min(CONFIRM_TOKEN_MS, remaining)),
    );
    channel.timer.unref();
  }

  /**
   * @param {Channel} channel
   * @param {unknown} token
   */
  async refreshToken(channel, token) {
    if (typeof token !== 'string' || token.startsWith('sb_') || token === channel.accessToken)
      return;
    const checked = await confirmToken(token, this.secret);
    if (!checked.ok) {
      return this.shutdown(
        channel,
        checked.kind === 'signature_error' ? ':signature_error' : checked.message,
      );
    }
    channel.accessToken = token;
    channel.claims = checked.claims;
    if (channel.private) {
      const previous = policiesOf(channel);
      const now = (channel.policies = await this.readPolicies(channel));
      /** @param {boolean | null} before @param {boolean | null} after */
      const revoked = (before, after) => before === true && after === false;
      if (
        revoked(previous.broadcast.read, now.broadcast.read) ||
        revoked(previous.presence.read, now.presence.read)
      )
        return this.shutdown(
          channel,
          `You no longer have permission to read from this Channel topic: ${channel.subTopic}`,
        );
    }
    this.scheduleTokenCheck(channel);
    return undefined;
  }

  // --- broadcast -------------------------------------------------------------------------------

  /**
   * @param {Channel} channel
   * @param {Frame} message
   */
  async clientBroadcast(channel, message) {
    if (channel.private) {
      const policies = policiesOf(channel);
      if (policies.broadcast.write === null)
        policies.broadcast.write = await writePolicy(
          this.pool,
          channel.subTopic,
          channel.claims,
          'broadcast',
        );
      // Upstream neither delivers nor acknowledges a broadcast the policies refuse.
      if (!policies.broadcast.write) return;
    }
    this.deliverBroadcast(
      channel.key,
      message.payload,
      message.userBroadcast,
      (member) => member !== channel || channel.selfBroadcast,
    );
    if (channel.ackBroadcast) this.reply(channel.conn, message, 'ok');
  }

  /**
   * Sends a broadcast to the members of a topic that may read it.
   * @param {string} key
   * @param {unknown} payload the JSON broadcast (null: binary only)
   * @param {UserBroadcast} [userBroadcast] its raw parts, for vsn 2.0.0 sockets
   * @param {(member: Channel) => boolean} [include]
   */
  deliverBroadcast(key, payload, userBroadcast, include = () => true) {
    const members = this.topics.get(key);
    if (!members) return;
    for (const member of members) {
      if (!include(member)) continue;
      if (member.private && !policiesOf(member).broadcast.read) continue;
      if (userBroadcast && member.conn.vsn === VSN_2) {
        member.conn.ws.send(
          encodeUserBroadcast(
            member.topic,
            userBroadcast.event,
            userBroadcast.encoding,
            userBroadcast.body,
          ),
        );
      } else if (userBroadcast && userBroadcast.encoding !== JSON_ENCODING) {
        // A v1 (JSON) socket cannot carry a binary payload; upstream drops it too.
      } else this.push(member, 'broadcast', payload);
    }
  }

  /**
   * A row of realtime.messages (realtime.send / broadcast_changes), once committed.
   * @param {Record<string, any>} row as pgoutput decoded it
   */
  databaseBroadcast(row) {
    if (row.extension !== 'broadcast' || !row.topic) return;
    const key = topicKey(row.private !== false && row.private !== 'f', row.topic);
    if (row.binary_payload) {
      const body = Buffer.isBuffer(row.binary_payload)
        ? row.binary_payload
        : Buffer.from(String(row.binary_payload).replace(/^\\x/, ''), 'hex');
      this.deliverBroadcast(key, null, { event: row.event, encoding: 0, body });
      return;
    }
    const payload = typeof row.payload === 'string' ? JSON.parse(row.payload) : row.payload;
    this.deliverBroadcast(key, {
      type: 'broadcast',
      event: row.event,
      payload,
      meta: { id: row.id },
    });
  }

  /**
   * POST /api/broadcast (channel.httpSend and send() before joining).
   * @param {Claims} claims
   * @param {unknown[]} messages
   */
  async httpBroadcast(claims, messages) {
    for (const entry of messages) {
      const message =
        /** @type {{ topic?: unknown, event?: unknown, private?: unknown, payload?: unknown } | null} */ (
          entry && typeof entry === 'object' ? entry : null
        );
      if (!message || typeof message.topic !== 'string' || typeof message.event !== 'string')
        continue;
      const isPrivate = message.private === true;
      if (isPrivate && !(await writePolicy(this.pool, message.topic, claims, 'broadcast')))
        continue;
      this.deliverBroadcast(topicKey(isPrivate, message.topic), {
        type: 'broadcast',
        event: message.event,
        payload: message.payload ?? {},
      });
    }
  }

  /**
   * POST /api/broadcast/:topic/events/:event: false when the policies refuse it.
   * @param {Claims} claims
   * @param {{ topic: string, event: string, private: boolean }} target
   * @param {Buffer} body
   * @param {boolean} binary an application/octet-stream body
   */
  async singleBroadcast(claims, { topic, event, private: isPrivate }, body, binary) {
    if (isPrivate && !(await writePolicy(this.pool, topic, claims, 'broadcast'))) return false;
    const userBroadcast = { event, encoding: binary ? 0 : JSON_ENCODING, body };
    const payload = binary
      ? null
      : { type: 'broadcast', event, payload: JSON.parse(body.toString('utf8')) };
    this.deliverBroadcast(topicKey(isPrivate, topic), payload, userBroadcast);
    return true;
  }

  // --- presence --------------------------------------------------------------------------------

  /** @param {Channel} channel */
  canReadPresence(channel) {
    return !channel.private || policiesOf(channel).presence.read === true;
  }

  /**
   * @param {string} key
   */
  presenceState(key) {
    /** @type {Record<string, { metas: object[] }>} */
    const state = {};
    for (const { key: presenceKey, meta } of this.presences.get(key)?.values() ?? []) {
      (state[presenceKey] ??= { metas: [] }).metas.push(meta);
    }
    return state;
  }

  /** @param {Channel} channel */
  pushPresenceState(channel) {
    this.push(channel, 'presence_state', this.presenceState(channel.key));
  }

  /**
   * @param {string} key
   * @param {Record<string, { metas: object[] }>} joins
   * @param {Record<string, { metas: object[] }>} leaves
   */
  presenceDiff(key, joins, leaves) {
    for (const member of this.topics.get(key) ?? []) {
      if (this.canReadPresence(member)) this.push(member, 'presence_diff', { joins, leaves });
    }
  }

  /**
   * @param {Channel} channel
   * @param {Frame} message
   */
  async clientPresence(channel, message) {
    const payload = message.payload ?? {};
    if (payload.event === 'untrack') {
      this.untrack(channel);
      return this.reply(channel.conn, message, 'ok');
    }
    if (payload.event !== 'track') return this.reply(channel.conn, message, 'ok');
    const state = payload.payload ?? {};
    if (typeof state !== 'object' || Array.isArray(state))
      return this.reply(channel.conn, message, 'error', {
        reason: 'Presence track payload must be a map',
      });
    if (channel.private) {
      const policies = policiesOf(channel);
      if (policies.presence.read === null) {
        const read = await readPolicies(this.pool, channel.subTopic, channel.claims, {
          presence: true,
        });
        policies.presence.read = read.presence;
      }
      if (policies.presence.write === null)
        policies.presence.write = await writePolicy(
          this.pool,
          channel.subTopic,
          channel.claims,
          'presence',
        );
      if (!policies.presence.write) return this.reply(channel.conn, message, 'error');
    }
    if (!channel.presenceEnabled) {
      channel.presenceEnabled = true;
      if (this.canReadPresence(channel)) this.pushPresenceState(channel);
    }
    this.track(channel, state);
    return this.reply(channel.conn, message, 'ok');
  }

  /**
   * @param {Channel} channel
   * @param {object} state the tracked payload
   */
  track(channel, state) {
    let presences = this.presences.get(channel.key);
    if (!presences) this.presences.set(channel.key, (presences = new Map()));
    const previous = presences.get(channel);
    if (previous && JSON.stringify(previous.state) === JSON.stringify(state)) return;
    /** @type {Record<string, unknown> & { phx_ref: string }} */
    const meta = { ...state, phx_ref: newRef() };
    if (previous) meta.phx_ref_prev = previous.meta.phx_ref;
    presences.set(channel, { key: channel.presenceKey, meta, state });
    this.presenceDiff(
      channel.key,
      { [channel.presenceKey]: { metas: [meta] } },
      previous ? { [channel.presenceKey]: { metas: [previous.meta] } } : {},
    );
  }

  /** @param {Channel} channel */
  untrack(channel) {
    const presences = this.presences.get(channel.key);
    const previous = presences?.get(channel);
    if (!presences || !previous) return;
    presences.delete(channel);
    if (!presences.size) this.presences.delete(channel.key);
    this.presenceDiff(channel.key, {}, { [previous.key]: { metas: [previous.meta] } });
  }

  // --- postgres_changes ------------------------------------------------------------------------

  /**
   * @param {string} schema
   * @param {string} table
   */
  async tableInfo(schema, table) {
    const cacheKey = `${schema}.${table}`;
    const cached = this.tableCache.get(cacheKey);
    if (cached && cached.at > Date.now() - TABLE_INFO_TTL_MS) return cached.info;
    const info = await tableInfo(this.pool, schema, table);
    this.tableCache.set(cacheKey, { at: Date.now(), info });
    return info;
  }

  /**
   * A committed transaction from the replication stream.
   * @param {import('./changes.mjs').Transaction} transaction
   */
  async transaction({ commitTime, xid, changes }) {
    const commitTimestamp = new Date(Number(commitTime / 1000n)).toISOString();
    // Rows are looked up for the RLS check only once the commit is visible (asked once, at need).
    /** @type {Promise<boolean> | null} */
    let committed = null;
    const visibleCommit = () => (committed ??= waitUntilVisible(this.pool, xid));
    // Column privileges per table and roles, asked once per transaction.
    /** @type {ColumnCache} */
    const columnCache = new Map();
    for (const change of changes) {
      const { relation } = change;
      if (relation.schema === 'realtime' && relation.name === 'messages') {
        if (change.tag === 'insert') this.databaseBroadcast(change.new);
        continue;
      }
      await this.tableChange(change, commitTimestamp, visibleCommit, columnCache);
    }
  }

  /**
   * One change of a table, sent to the bindings it matches, each subscriber seeing what RLS and
   * their role's column privileges let them.
   * @param {import('./changes.mjs').Change} change
   * @param {string} commitTimestamp
   * @param {(() => Promise<boolean>) | null} visibleCommit waits until the commit is visible
   * @param {ColumnCache} [columnCache]
   */
  async tableChange(change, commitTimestamp, visibleCommit, columnCache = new Map()) {
    const { relation } = change;
    const type = change.tag.toUpperCase();
    /** @type {Binding[]} */
    const candidates = [];
    for (const binding of this.bindings) {
      if (!binding.active) continue;
      if (binding.event !== '*' && binding.event !== type) continue;
      if (binding.schema !== '*' && binding.schema !== relation.schema) continue;
      if (binding.table && binding.table !== '*' && binding.table !== relation.name) continue;
      candidates.push(binding);
    }
    if (!candidates.length) return;

    const info = await this.tableInfo(relation.schema, relation.name);
    if (!info) return;
    const columns = formatColumns(relation, this.typeNames);
    /**
     * @param {string} name
     */
    const typeOf = (name) => columns.find((column) => column.name === name)?.type;
    const record =
      change.tag === 'delete' ? null : formatRecord(relation, this.typeNames, change.new);
    // The old row as Postgres logged it: the replica identity (all columns with REPLICA IDENTITY
    // FULL); filters on a DELETE read it, so they need that identity, as upstream.
    const loggedOld =
      change.tag === 'insert'
        ? null
        : formatRecord(relation, this.typeNames, change.old ?? change.key);
    /** @param {Record<string, unknown> | null} source */
    const pickPk = (source) =>
      source &&
      Object.fromEntries(
        info.pk.filter((name) => name in source).map((name) => [name, source[name]]),
      );
    // As upstream (apply_rls): an UPDATE's old record is the logged old row (all of it with
    // REPLICA IDENTITY FULL); only a DELETE under RLS, which cannot be checked against the
    // policies any more, is reduced to the primary key.
    const oldRecord = loggedOld && type === 'DELETE' && info.rls ? pickPk(loggedOld) : loggedOld;

    const matching = candidates.filter(
      ({ filter }) =>
        !filter || passesFilter(filter, typeOf(filter.column), record ?? loggedOld ?? {}),
    );
    if (!matching.length) return;

    /** @type {Map<Channel, number[]>} */
    const byChannel = new Map();
    for (const binding of matching) {
      const ids = byChannel.get(binding.channel);
      if (ids) ids.push(binding.id);
      else byChannel.set(binding.channel, [binding.id]);
    }
    const errors = info.rls && !info.pk.length ? ['Error 400: Bad Request, no primary key'] : null;

    // One check for all subscribers: each distinct claim set once.
    /** @type {Map<string, { claims: Claims, index: number }>} */
    const claimsIndex = new Map();
    for (const channel of byChannel.keys()) {
      const key = claimsKey(channel);
      if (!claimsIndex.has(key))
        claimsIndex.set(key, { claims: channel.claims, index: claimsIndex.size });
    }
    const claimsList = [...claimsIndex.values()].map((entry) => entry.claims);
    const pk = pickPk(record ?? oldRecord) ?? {};
    const checkRow = info.rls && type !== 'DELETE' && !errors;
    if (checkRow && visibleCommit) await visibleCommit();
    const checkStarted = performance.now();
    const visible = await visibleTo(
      this.pool,
      info,
      relation.schema,
      relation.name,
      pk,
      claimsList,
      checkRow,
    );

    // Each role sees only the columns it may select (upstream: has_column_privilege), in the
    // column list, the record and the old record alike.
    const roles = [
      ...new Set(
        [...byChannel.keys()]
          .filter((channel) => visible[claimsIndex.get(claimsKey(channel))?.index ?? -1])
          .map((channel) => String(channel.claims?.role ?? 'anon')),
      ),
    ];
    if (!roles.length) return;
    const cacheKey = JSON.stringify([relation.schema, relation.name, roles]);
    if (!columnCache.has(cacheKey))
      columnCache.set(
        cacheKey,
        selectableColumns(this.pool, relation.schema, relation.name, roles),
      );
    const selectable = await columnCache.get(cacheKey);
    /** @type {Map<string, string>} */
    const payloads = new Map();
    /** @param {string} role */
    const payloadFor = (role) => {
      const made = payloads.get(role);
      if (made !== undefined) return made;
      const allowed = selectable?.get(role) ?? new Set();
      /** @param {Record<string, unknown> | null} source */
      const keep = (source) =>
        source && Object.fromEntries(Object.entries(source).filter(([name]) => allowed.has(name)));
      const data = {
        schema: relation.schema,
        table: relation.name,
        commit_timestamp: commitTimestamp,
        type,
        columns: columns.filter((column) => allowed.has(column.name)),
        ...(type === 'DELETE' ? {} : { record: errors ? {} : keep(record) }),
        ...(type === 'INSERT' ? {} : { old_record: keep(oldRecord) ?? {} }),
        errors,
      };
      const json = JSON.stringify(data);
      payloads.set(role, json);
      return json;
    };
    for (const [channel, ids] of byChannel) {
      if (!visible[claimsIndex.get(claimsKey(channel))?.index ?? -1]) continue;
      const dataJson = payloadFor(String(channel.claims?.role ?? 'anon'));
      const { conn } = channel;
      if (conn.channels.get(channel.topic) !== channel || conn.ws.readyState !== conn.ws.OPEN)
        continue;
      conn.ws.send(
        encodeFrameWithPayload(
          conn.vsn,
          { join_ref: channel.joinRef, topic: channel.topic, event: 'postgres_changes' },
          `{"ids":${JSON.stringify(ids)},"data":${dataJson}}`,
        ),
      );
    }
    if (process.env.REALTIME_TRACE)
      console.log(
        `trace ${relation.schema}.${relation.name} ${type}: commit→now ${Date.now() - Date.parse(commitTimestamp)} ms, ` +
          `${claimsList.length} claim sets checked in ${(performance.now() - checkStarted).toFixed(1)} ms`,
      );
  }
}
