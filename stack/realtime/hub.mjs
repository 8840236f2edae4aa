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

const topicKey = (isPrivate, subTopic) => `${isPrivate ? 'private' : 'public'}:${subTopic}`;
const newRef = () => randomBytes(6).toString('base64url');

/** The channel's claims as a string (kept until the claims change): groups equal subscribers. */
function claimsKey(channel) {
  if (channel.claimsKeyOf !== channel.claims) {
    channel.claimsKeyOf = channel.claims;
    channel.claimsKey = JSON.stringify(channel.claims);
  }
  return channel.claimsKey;
}

export class Hub {
  constructor({ pool, secret }) {
    this.pool = pool;
    this.secret = secret;
    /** @type {Map<string, Set<any>>} topic key → joined channels */
    this.topics = new Map();
    /** @type {Map<string, Map<any, { key: string, meta: any }>>} topic key → presences */
    this.presences = new Map();
    /** @type {Set<any>} active postgres_changes bindings */
    this.bindings = new Set();
    this.tableCache = new Map();
    this.typeNames = new Map();
    this.nextBindingId = Math.floor(Math.random() * 2 ** 30);
  }

  // --- connection plumbing ---------------------------------------------------------------------

  /**
   * @param {string} message
   */
  send(conn, message) {
    if (conn.ws.readyState !== conn.ws.OPEN) return;
    conn.ws.send(encodeFrame(conn.vsn, message));
  }

  reply(conn, request, status, response = {}) {
    this.send(conn, {
      join_ref: request.join_ref ?? null,
      ref: request.ref ?? null,
      topic: request.topic,
      event: 'phx_reply',
      payload: { status, response },
    });
  }

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
   * @param {string} message
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

  disconnect(conn) {
    for (const channel of [...conn.channels.values()]) this.close(channel);
  }

  // --- join ------------------------------------------------------------------------------------

  /**
   * @param {string} message
   */
  async join(conn, message) {
    const { topic, payload = {} } = message;
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

    const channel = {
      conn,
      topic,
      subTopic,
      joinRef: message.join_ref ?? message.ref,
      key: topicKey(isPrivate, subTopic),
      private: isPrivate,
      accessToken,
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
      if (!channel.policies.broadcast.read && !channel.policies.presence.read)
        return joinError(
          `Unauthorized: You do not have permissions to read from this Channel topic: ${subTopic}`,
        );
    }

    const requested = Array.isArray(config.postgres_changes)
      ? config.postgres_changes.filter(Boolean)
      : [];
    const postgresChanges = requested.map((params) => {
      // An integer id per binding, as upstream's (a hash there); the client matches on it.
      this.nextBindingId = (this.nextBindingId % 2 ** 31) + 1;
      const binding = {
        channel,
        id: this.nextBindingId,
        event: String(params.event ?? '*').toUpperCase(),
        schema: params.schema ?? 'public',
        table: params.table,
        filterText: params.filter,
        filter: null,
        active: false,
      };
      channel.bindings.push(binding);
      return { ...params, id: binding.id };
    });

    conn.channels.set(topic, channel);
    if (!this.topics.has(channel.key)) this.topics.set(channel.key, new Set());
    this.topics.get(channel.key).add(channel);
    this.scheduleTokenCheck(channel);

    // Bindings become active before the reply: a change committed after SUBSCRIBED is delivered.
    const problems = await Promise.all(
      channel.bindings.map((binding) =>
        this.activate(binding).catch((error) => {
          console.error('realtime: checking a postgres_changes binding failed', error);
          return `Unable to subscribe to changes: ${error.message}`;
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

  async readPolicies(channel) {
    const read = await readPolicies(this.pool, channel.subTopic, channel.claims, {
      presence: channel.presenceEnabled,
    });
    return {
      broadcast: { read: read.broadcast, write: null },
      presence: { read: read.presence, write: null },
    };
  }

  /** Validates a postgres_changes binding; returns an error text or null. */
  async activate(binding) {
    const params = `[event: ${binding.event}, schema: ${binding.schema}, table: ${binding.table ?? '*'}, filters: ${binding.filterText ? `[${binding.filterText}]` : '[]'}]`;
    if (binding.filterText) {
      const filter = parseFilter(binding.filterText);
      if (filter.error)
        return `Unable to subscribe to changes with given parameters. Please check Realtime is enabled for the given connect parameters: ${params}. Error: ${filter.error}`;
      binding.filter = filter;
    }
    if (binding.table && binding.table !== '*' && binding.schema !== '*') {
      const columns = await tableColumns(this.pool, binding.schema, binding.table);
      if (!columns)
        return `Unable to subscribe to changes with given parameters. Please check Realtime is enabled for the given connect parameters: ${params}`;
      if (binding.filter && !columns.some((column) => column.name === binding.filter.column))
        return `Unable to subscribe to changes with given parameters. An exception happened so please check your connect parameters: ${params}. Exception: invalid column for filter ${binding.filter.column}`;
    }
    binding.active = true;
    this.bindings.add(binding);
    return null;
  }

  close(channel) {
    const { conn } = channel;
    if (conn.channels.get(channel.topic) === channel) conn.channels.delete(channel.topic);
    clearTimeout(channel.timer);
    for (const binding of channel.bindings) this.bindings.delete(binding);
    const members = this.topics.get(channel.key);
    members?.delete(channel);
    if (members && !members.size) this.topics.delete(channel.key);
    this.untrack(channel);
  }

  /**
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

  scheduleTokenCheck(channel) {
    clearTimeout(channel.timer);
    const remaining = channel.claims.exp * 1000 - Date.now();
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
    channel.timer.unref?.();
  }

  /**
   * @param {string} token
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
      const previous = channel.policies;
      channel.policies = await this.readPolicies(channel);
      const revoked = (before, now) => before === true && now === false;
      if (
        revoked(previous.broadcast.read, channel.policies.broadcast.read) ||
        revoked(previous.presence.read, channel.policies.presence.read)
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
   * @param {string} message
   */
  async clientBroadcast(channel, message) {
    if (channel.private) {
      if (channel.policies.broadcast.write === null)
        channel.policies.broadcast.write = await writePolicy(
          this.pool,
          channel.subTopic,
          channel.claims,
          'broadcast',
        );
      // Upstream neither delivers nor acknowledges a broadcast the policies refuse.
      if (!channel.policies.broadcast.write) return;
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
   */
  deliverBroadcast(key, payload, userBroadcast, include = () => true) {
    const members = this.topics.get(key);
    if (!members) return;
    for (const member of members) {
      if (!include(member)) continue;
      if (member.private && !member.policies.broadcast.read) continue;
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

  /** A row of realtime.messages (realtime.send / broadcast_changes), once committed. */
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

  /** POST /api/broadcast (channel.httpSend and send() before joining). */
  async httpBroadcast(claims, messages) {
    for (const message of messages) {
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
   * @param {string} binary
   */
  async singleBroadcast(claims, { topic, event, private: isPrivate }, body, binary) {
    if (isPrivate && !(await writePolicy(this.pool, topic, claims, 'broadcast'))) return false;
    const userBroadcast = { event, encoding: binary ? 0 : JSON_ENCODING, body };
    const payload = binary ? null : { type: 'broadcast', event, payload: JSON.parse(body) };
    this.deliverBroadcast(topicKey(isPrivate, topic), payload, userBroadcast);
    return true;
  }

  // --- presence --------------------------------------------------------------------------------

  canReadPresence(channel) {
    return !channel.private || channel.policies.presence.read === true;
  }

  /**
   * @param {string} key
   */
  presenceState(key) {
    const state = {};
    for (const { key: presenceKey, meta } of this.presences.get(key)?.values() ?? []) {
      (state[presenceKey] ??= { metas: [] }).metas.push(meta);
    }
    return state;
  }

  pushPresenceState(channel) {
    this.push(channel, 'presence_state', this.presenceState(channel.key));
  }

  /**
   * @param {string} key
   */
  presenceDiff(key, joins, leaves) {
    for (const member of this.topics.get(key) ?? []) {
      if (this.canReadPresence(member)) this.push(member, 'presence_diff', { joins, leaves });
    }
  }

  /**
   * @param {string} message
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
      if (channel.policies.presence.read === null) {
        const read = await readPolicies(this.pool, channel.subTopic, channel.claims, {
          presence: true,
        });
        channel.policies.presence.read = read.presence;
      }
      if (channel.policies.presence.write === null)
        channel.policies.presence.write = await writePolicy(
          this.pool,
          channel.subTopic,
          channel.claims,
          'presence',
        );
      if (!channel.policies.presence.write) return this.reply(channel.conn, message, 'error');
    }
    if (!channel.presenceEnabled) {
      channel.presenceEnabled = true;
      if (this.canReadPresence(channel)) this.pushPresenceState(channel);
    }
    this.track(channel, state);
    return this.reply(channel.conn, message, 'ok');
  }

  track(channel, state) {
    if (!this.presences.has(channel.key)) this.presences.set(channel.key, new Map());
    const presences = this.presences.get(channel.key);
    const previous = presences.get(channel);
    if (previous && JSON.stringify(previous.state) === JSON.stringify(state)) return;
    const meta = { ...state, phx_ref: newRef() };
    if (previous) meta.phx_ref_prev = previous.meta.phx_ref;
    presences.set(channel, { key: channel.presenceKey, meta, state });
    this.presenceDiff(
      channel.key,
      { [channel.presenceKey]: { metas: [meta] } },
      previous ? { [channel.presenceKey]: { metas: [previous.meta] } } : {},
    );
  }

  untrack(channel) {
    const presences = this.presences.get(channel.key);
    const previous = presences?.get(channel);
    if (!previous) return;
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

  /** A committed transaction from the replication stream. */
  async transaction({ commitTime, xid, changes }) {
    const commitTimestamp = new Date(Number(commitTime / 1000n)).toISOString();
    // Rows are looked up for the RLS check only once the commit is visible (asked once, at need).
    let committed = null;
    const visibleCommit = () => (committed ??= waitUntilVisible(this.pool, xid));
    // Column privileges per table and roles, asked once per transaction.
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

  async tableChange(change, commitTimestamp, visibleCommit, columnCache = new Map()) {
    const { relation } = change;
    const type = change.tag.toUpperCase();
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
    const record = type === 'DELETE' ? null : formatRecord(relation, this.typeNames, change.new);
    // The old row as Postgres logged it: the replica identity (all columns with REPLICA IDENTITY
    // FULL); filters on a DELETE read it, so they need that identity, as upstream.
    const loggedOld =
      type === 'INSERT' ? null : formatRecord(relation, this.typeNames, change.old ?? change.key);
    const pickPk = (source) =>
      source &&
      Object.fromEntries(
        info.pk.filter((/** @type {string} */ name) => name in source).map((/** @type {string} */ name) => [name, source[name]]),
      );
    // As upstream (apply_rls): an UPDATE's old record is the logged old row (all of it with
    // REPLICA IDENTITY FULL); only a DELETE under RLS, which cannot be checked against the
    // policies any more, is reduced to the primary key.
    const oldRecord = loggedOld && type === 'DELETE' && info.rls ? pickPk(loggedOld) : loggedOld;

    const matching = candidates.filter(
      (binding) =>
        !binding.filter ||
        passesFilter(binding.filter, typeOf(binding.filter.column), record ?? loggedOld ?? {}),
    );
    if (!matching.length) return;

    const byChannel = new Map();
    for (const binding of matching) {
      if (!byChannel.has(binding.channel)) byChannel.set(binding.channel, []);
      byChannel.get(binding.channel).push(binding.id);
    }
    const errors = info.rls && !info.pk.length ? ['Error 400: Bad Request, no primary key'] : null;

    // One check for all subscribers: each distinct claim set once.
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
          .filter((channel) => visible[claimsIndex.get(claimsKey(channel)).index])
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
    const payloads = new Map();
    const payloadFor = (role) => {
      if (payloads.has(role)) return payloads.get(role);
      const allowed = selectable.get(role) ?? new Set();
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
      if (!visible[claimsIndex.get(claimsKey(channel)).index]) continue;
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
