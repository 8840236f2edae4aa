// Realtime fan-out of open deal pages (issue 29). P deal pages are open (P = 50, 200, 1,000), each
// subscribed as the app's deal page is (src/routes/-live/live-updates.ts): the user's
// notifications and deal_reads, the deal's messages, offers, diligence requests and questions;
// one channel per table and filter, one socket per page (supabase-js, the user's own token). Half
// the pages are buyers', half the owners' of the same deals. A buyer then sends a message as the
// app does (POST rpc/send_deal_message through the gateway: masking, unread counts, the owner's
// notification, all in the database's triggers), one deal after another.
//
// Measured per P: commit → delivery of the message to the deal's two open pages (p50/p95, the
// clock starts before the request), every delivery of every table per message, messages and
// deliveries per second, the database's top-level statements per message (pg_stat_statements,
// all clients: PostgREST's request, Realtime's reads and RLS checks), and CPU per message of the
// Realtime service and of Postgres. Budgets: p95 ≤ 100 ms at 200 pages; statements per message
// at the most pages ≤ 1.5× those at the fewest (Realtime checks a change's subscribers in one
// statement per table, so the count must not follow the number of open pages); no delivery to a
// page of another deal or user.
import { randomUUID } from 'node:crypto';
import { loadavg } from 'node:os';
import { rmSync } from 'node:fs';
import { createClient } from '@supabase/supabase-js';
import pg from 'pg';
import { WebSocket } from 'ws';
import { down, up } from '../../stack/cli.mjs';
import * as postgres from '../../stack/lib/postgres.mjs';
import {
  assertPortsFree,
  DATASETS,
  datasetConfig,
  generate,
  generatorVersion,
  movedStackConfig,
} from './dataset.mjs';
import { mintToken } from './cases.mjs';
import { cpuMs, realtimePid } from './realtime.mjs';

globalThis.WebSocket ??= WebSocket;

export const FANOUT_BUDGETS = {
  /** p95 commit → delivery of a message to its deal's open pages with 200 pages open (ms). */
  p95At200Ms: 100,
  /** Statements per message at the most open pages over those at the fewest. */
  statementGrowth: 1.5,
};

const PAGE_COUNTS = (process.env.BENCH_FANOUT_PAGES ?? '50,200,1000').split(',').map(Number);
const MESSAGES = Number(process.env.BENCH_FANOUT_MESSAGES ?? 40);
const WARMUP = 5;
/** The deal page's channels (live-updates.ts: useLiveUserUpdates + useLiveDealUpdates + diligence). */
const USER_TABLES = ['notifications', 'deal_reads'];
const DEAL_TABLES = ['deal_messages', 'deal_offers', 'diligence_requests', 'diligence_questions'];

const quantile = (sorted, q) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] : NaN;

/** A stack of its own (bench profile ports + 600) with Realtime and pg_stat_statements. */
function fanoutConfig() {
  return {
    ...movedStackConfig(datasetConfig('fanout'), 600),
    postgresSettings: [
      '-c shared_preload_libraries=pg_stat_statements',
      '-c pg_stat_statements.track=top',
    ],
  };
}

/**
 * Open deals of verified buyers and owners from the generated data, spread over as many owners and
 * buyers as there are (an owner with several open pages is a person with several tabs).
 */
async function openDeals(db, count) {
  const { rows } = await db.query(
    `select d.id as deal_id, d.buyer_id, l.user_id as owner_id
       from public.deals d
       join public.listings l on l.id = d.listing_id and l.status = 'active'
       join public.profiles b on b.id = d.buyer_id and b.verification_status = 'verified'
       join public.profiles o on o.id = l.user_id and o.verification_status = 'verified'
      where d.stage in ('interested', 'nda_signed', 'access_requested', 'access_granted')
      order by row_number() over (partition by l.user_id order by d.id),
               row_number() over (partition by d.buyer_id order by d.id), d.id
      limit $1`,
    [count],
  );
  if (rows.length < count) throw new Error(`only ${rows.length} open deals for ${count} wanted`);
  return rows;
}

/** One open deal page: a client with the user's token and the page's six channels. */
async function openPage(cfg, page, onChange) {
  const client = createClient(cfg.apiUrl, cfg.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  });
  await client.realtime.setAuth(page.token);
  const subscriptions = [
    ...USER_TABLES.map((table) => ({ table, filter: `user_id=eq.${page.userId}` })),
    ...DEAL_TABLES.map((table) => ({ table, filter: `deal_id=eq.${page.dealId}` })),
  ];
  await Promise.all(
    subscriptions.map(
      ({ table, filter }) =>
        new Promise((resolve, reject) => {
          client
            .channel(`live:${table}:${filter}:${randomUUID()}`)
            .on('postgres_changes', { event: '*', schema: 'public', table, filter }, (change) =>
              onChange(page, table, change, performance.now()),
            )
            .subscribe((status, error) => {
              if (status === 'SUBSCRIBED') resolve();
              else if (status === 'CHANNEL_ERROR' || status === 'TIMED_OUT')
                reject(
                  new Error(`${table} for page ${page.index}: ${status} ${error?.message ?? ''}`),
                );
            }, 60_000);
        }),
    ),
  );
  return client;
}

async function statementCount(db) {
  const { rows } = await db.query(
    `select coalesce(sum(calls), 0)::bigint as calls from pg_stat_statements
      where query not ilike '%pg_stat_statements%' and query not ilike '%pg_stat_activity%'`,
  );
  return Number(rows[0].calls);
}

async function measure(cfg, db, pages, deals, say) {
  const arrivals = new Map(); // message id → Map(page index → time)
  const sinceCommit = new Map(); // message id → Map(page index → ms from commit to delivery)
  const deliveries = new Map(); // table → count
  const wrongful = [];
  const started = Date.now();
  const clients = [];
  // Sockets join a few at a time: 1,000 pages opened at once would measure the join storm.
  for (let i = 0; i < pages.length; i += 50)
    clients.push(
      ...(await Promise.all(
        pages.slice(i, i + 50).map((page) =>
          openPage(cfg, page, (p, table, change, at) => {
            deliveries.set(table, (deliveries.get(table) ?? 0) + 1);
            const row = change.eventType === 'DELETE' ? change.old : change.new;
            const own = USER_TABLES.includes(table)
              ? row.user_id === p.userId
              : row.deal_id === p.dealId;
            if (!own) wrongful.push({ page: p.index, table });
            if (table === 'deal_messages' && change.eventType === 'INSERT') {
              if (!arrivals.has(row.id)) arrivals.set(row.id, new Map());
              arrivals.get(row.id).set(p.index, at);
              // The fan-out's own latency: from the transaction's commit (the change's
              // commit_timestamp, from Postgres' clock on this machine) to this page.
              if (!sinceCommit.has(row.id)) sinceCommit.set(row.id, new Map());
              sinceCommit
                .get(row.id)
                .set(p.index, Date.now() - Date.parse(change.commit_timestamp));
            }
          }),
        ),
      )),
    );
  say(
    `  ${pages.length} pages open (${pages.length * 6} channels) in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  const pagesOf = (dealId) =>
    pages.filter((page) => page.dealId === dealId).map((page) => page.index);
  const latencies = []; // commit → delivery
  const sendLatencies = []; // request → delivery: the sender's request, its commit and the fan-out
  const pid = realtimePid(cfg);
  const backendCpu = async () => {
    const { rows } = await db.query('select pid from pg_stat_activity');
    return rows.reduce((sum, row) => sum + (cpuMs(row.pid) ?? 0), 0);
  };
  let before = null;
  let runStarted = 0;
  for (let i = 0; i < WARMUP + MESSAGES; i += 1) {
    if (i === WARMUP) {
      deliveries.clear();
      runStarted = performance.now();
      before = {
        statements: await statementCount(db),
        realtime: cpuMs(pid),
        postgres: await backendCpu(),
      };
    }
    const deal = deals[i % deals.length];
    const expected = pagesOf(deal.deal_id);
    const sent = performance.now();
    const response = await fetch(`${cfg.apiUrl}/rest/v1/rpc/send_deal_message`, {
      method: 'POST',
      headers: {
        apikey: cfg.anonKey,
        authorization: `Bearer ${deal.buyerToken}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({
        p_deal_id: deal.deal_id,
        p_body: `Frage ${i} zum Jahresabschluss`,
        p_client_id: randomUUID(),
      }),
    });
    if (!response.ok)
      throw new Error(`send_deal_message: HTTP ${response.status} ${await response.text()}`);
    const { id } = await response.json();
    const deadline = Date.now() + 10_000;
    while (expected.some((index) => !arrivals.get(id)?.has(index)) && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 1));
    const got = arrivals.get(id) ?? new Map();
    if (expected.some((index) => !got.has(index)))
      throw new Error(
        `message ${id}: ${got.size} of ${expected.length} pages received it within 10 s`,
      );
    if (i >= WARMUP) {
      latencies.push(...expected.map((index) => sinceCommit.get(id).get(index)));
      sendLatencies.push(...expected.map((index) => got.get(index) - sent));
    }
  }
  const seconds = (performance.now() - runStarted) / 1000;
  const statements = (await statementCount(db)) - before.statements;
  const realtimeCpu = pid && before.realtime !== null ? cpuMs(pid) - before.realtime : null;
  const postgresCpu = (await backendCpu()) - before.postgres;
  const delivered = [...deliveries.values()].reduce((sum, n) => sum + n, 0);
  await Promise.all(clients.map((client) => client.removeAllChannels()));
  latencies.sort((a, b) => a - b);
  sendLatencies.sort((a, b) => a - b);
  const result = {
    pages: pages.length,
    users: new Set(pages.map((page) => page.userId)).size,
    messages: MESSAGES,
    p50: quantile(latencies, 0.5),
    p95: quantile(latencies, 0.95),
    max: latencies.at(-1),
    sendP50: quantile(sendLatencies, 0.5),
    sendP95: quantile(sendLatencies, 0.95),
    messagesPerSecond: MESSAGES / seconds,
    deliveriesPerSecond: delivered / seconds,
    deliveriesPerMessage: Object.fromEntries(
      [...deliveries].map(([table, n]) => [table, n / MESSAGES]),
    ),
    statementsPerMessage: statements / MESSAGES,
    realtimeCpuMsPerMessage: realtimeCpu === null ? null : realtimeCpu / MESSAGES,
    postgresCpuMsPerMessage: postgresCpu / MESSAGES,
    wrongfulDeliveries: wrongful.length,
    loadAverage: Math.round(loadavg()[0] * 10) / 10,
  };
  say(
    `  ${result.pages} pages: p50 ${result.p50.toFixed(1)} ms, p95 ${result.p95.toFixed(1)} ms, ` +
      `(from the request: p50 ${result.sendP50.toFixed(1)} ms, p95 ${result.sendP95.toFixed(1)} ms), ` +
      `${result.messagesPerSecond.toFixed(1)} messages/s, ${delivered / MESSAGES} deliveries and ` +
      `${result.statementsPerMessage.toFixed(1)} statements per message, wrongful ${wrongful.length}, load average ${result.loadAverage}`,
  );
  return result;
}

/** Runs the fan-out case on a fresh stack with the check dataset; results and budget checks. */
export async function dealFanoutBench(say = console.log) {
  const cfg = fanoutConfig();
  if (!postgres.isRunning(cfg)) await assertPortsFree(cfg);
  rmSync(cfg.dataDir, { recursive: true, force: true });
  say(`  fresh stack with Realtime on ${cfg.apiUrl}; generating the check dataset`);
  await up(cfg, { quiet: true });
  try {
    await generate(cfg, DATASETS.check, generatorVersion(), say);
    const db = new pg.Client({ connectionString: cfg.dbUrl });
    await db.connect();
    try {
      await db.query('create extension if not exists pg_stat_statements');
      const max = Math.max(...PAGE_COUNTS);
      const deals = await openDeals(db, Math.ceil(max / 2));
      const tokens = new Map();
      const tokenOf = async (id) => {
        if (!tokens.has(id))
          tokens.set(id, await mintToken(cfg, { sub: id, email: `${id}@bench.test` }));
        return tokens.get(id);
      };
      for (const deal of deals) deal.buyerToken = await tokenOf(deal.buyer_id);
      // Page 2k is deal k's buyer, page 2k+1 its owner.
      const allPages = [];
      for (const deal of deals)
        for (const userId of [deal.buyer_id, deal.owner_id])
          allPages.push({
            index: allPages.length,
            userId,
            dealId: deal.deal_id,
            token: await tokenOf(userId),
          });
      const results = [];
      for (const count of PAGE_COUNTS) {
        const pages = allPages.slice(0, count);
        results.push(await measure(cfg, db, pages, deals.slice(0, Math.ceil(count / 2)), say));
      }
      return { results, evaluation: evaluateFanout(results) };
    } finally {
      await db.end();
    }
  } finally {
    await down(cfg);
  }
}

export function evaluateFanout(results) {
  const failures = [];
  const at200 = results.find((r) => r.pages === 200);
  if (at200 && at200.p95 > FANOUT_BUDGETS.p95At200Ms)
    failures.push(
      `Deal fan-out: p95 with 200 open pages ${at200.p95.toFixed(1)} ms > ${FANOUT_BUDGETS.p95At200Ms} ms`,
    );
  const growth = results.at(-1).statementsPerMessage / results[0].statementsPerMessage;
  if (growth > FANOUT_BUDGETS.statementGrowth)
    failures.push(
      `Deal fan-out: statements per message grow ${growth.toFixed(2)}× from ${results[0].pages} to ${results.at(-1).pages} open pages (> ${FANOUT_BUDGETS.statementGrowth}×)`,
    );
  const wrongful = results.reduce((sum, r) => sum + r.wrongfulDeliveries, 0);
  if (wrongful)
    failures.push(`Deal fan-out: ${wrongful} deliveries to a page of another deal or user`);
  return { failures, growth };
}

export function fanoutMarkdown({ results, evaluation }) {
  const tables = [...USER_TABLES, ...DEAL_TABLES];
  return [
    "## Realtime: a message on open deal pages (the deal page's own subscriptions)",
    '',
    `P deal pages open, each with the app's six channels (the user's notifications and deal_reads; the deal's messages, offers, diligence requests and questions), one socket per page, half buyers and half owners of the same deals (the check dataset; an owner with several deals has several tabs). A buyer sends a message through \`rpc/send_deal_message\`; latency is commit → delivery of the message to the deal's two pages (the change's commit_timestamp against the page's clock, both this machine's); "from the request" adds the sender's own request and commit (from just before the request to delivery). Statements: top-level statements of every client per message (pg_stat_statements); CPU: the Realtime service and Postgres' backends per message. ${MESSAGES} messages after ${WARMUP} warm-up.`,
    '',
    `| open pages | users | p50 ms | p95 ms | max ms | from the request: p50 / p95 ms | messages/s | deliveries/s | deliveries per message (${tables.join(', ')}) | statements per message | CPU/message Realtime ms | CPU/message Postgres ms | wrongful | load average |`,
    '|---:|---:|---:|---:|---:|---:|---:|---:|---|---:|---:|---:|---:|---:|',
    ...results.map(
      (r) =>
        `| ${r.pages} | ${r.users} | ${r.p50.toFixed(1)} | ${r.p95.toFixed(1)} | ${r.max.toFixed(1)} | ${r.sendP50?.toFixed(1) ?? '–'} / ${r.sendP95?.toFixed(1) ?? '–'} | ${r.messagesPerSecond.toFixed(1)} | ${r.deliveriesPerSecond.toFixed(0)} | ${tables.map((t) => (r.deliveriesPerMessage[t] ?? 0).toFixed(1)).join(' / ')} | ${r.statementsPerMessage.toFixed(1)} | ${r.realtimeCpuMsPerMessage?.toFixed(2) ?? '–'} | ${r.postgresCpuMsPerMessage.toFixed(2)} | ${r.wrongfulDeliveries} | ${r.loadAverage} |`,
    ),
    '',
    `Budgets: p95 with 200 open pages ≤ ${FANOUT_BUDGETS.p95At200Ms} ms; statements per message at ${results.at(-1).pages} pages ≤ ${FANOUT_BUDGETS.statementGrowth}× those at ${results[0].pages} (measured ${evaluation.growth.toFixed(2)}×); no delivery to a page of another deal or user. ${evaluation.failures.length ? `Missed: ${evaluation.failures.join('; ')}` : 'All met.'}`,
    '',
  ].join('\n');
}
