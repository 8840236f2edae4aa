// EXPLAIN (ANALYZE, BUFFERS) of exactly what PostgREST runs.
//
// 1. With `log_statement = all` switched on for a moment, each case's HTTP request is sent once;
//    the Postgres log then holds, per request, PostgREST's own statements with their parameters:
//    the `set_config('role', …), set_config('request.jwt.claims', …)` prelude and the main query.
// 2. Each captured request is replayed in a transaction that is rolled back: the same prelude
//    (so the role is `authenticated` and request.jwt.claims is the investor's), then the same
//    main statement, once with a custom plan and once with a generic plan (PostgREST uses
//    prepared statements, which switch to a generic plan after five runs). auto_explain (ANALYZE,
//    BUFFERS, nested statements) reports every plan, including the queries inside RPCs.
// 3. A plan that reads listings, listing_details, inquiries or listing_views with a Seq Scan is a
//    failure (the issue names three; listing_details is as large as listings).
import { closeSync, openSync, readSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { withClient } from '../../stack/lib/postgres.mjs';

export const LARGE_TABLES = [
  'listings',
  'listing_details',
  'inquiries',
  'listing_views',
  'deals',
  'deal_events',
  'deal_messages',
  'deal_reads',
  'notifications',
  'saved_searches',
  'buying_capacity',
  'capacity_proofs',
  'deal_offers',
  'deal_milestones',
  'exclusivity_extensions',
];

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

function readFrom(file, offset) {
  const size = statSync(file).size;
  if (size <= offset) return '';
  const buffer = Buffer.alloc(size - offset);
  const fd = openSync(file, 'r');
  try {
    readSync(fd, buffer, 0, buffer.length, offset);
  } finally {
    closeSync(fd);
  }
  return buffer.toString('utf8');
}

const ENTRY = /^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d(?:\.\d+)? \w+ \[(\d+)\] (\S*) (\w+): {2}([\s\S]*)$/;

/** Log entries (multi-line aware) of the authenticator's sessions: { pid, level, text }. */
function parseLog(text) {
  const entries = [];
  for (const line of text.split('\n')) {
    const match = ENTRY.exec(line);
    if (match) entries.push({ pid: match[1], user: match[2], level: match[3], text: match[4] });
    else if (entries.length && line) entries[entries.length - 1].text += '\n' + line;
  }
  return entries;
}

function parseParameters(detail) {
  const values = [];
  const re = /\$(\d+) = (NULL|'((?:[^']|'')*)')/g;
  let match;
  while ((match = re.exec(detail))) values[Number(match[1]) - 1] = match[2] === 'NULL' ? null : match[3].replaceAll("''", "'");
  return values;
}

/** PostgREST requests in a log segment: [{ prelude: {sql, params}, statements: [{sql, params}] }]. */
function requestsFrom(entries) {
  const byPid = new Map();
  const requests = [];
  for (let i = 0; i < entries.length; i++) {
    const entry = entries[i];
    if (entry.user !== 'authenticator' || entry.level !== 'LOG') continue;
    const match = /^(?:execute [^:]*|statement): ([\s\S]*)$/.exec(entry.text);
    if (!match) continue;
    const sql = match[1].trim();
    let params = [];
    const next = entries[i + 1];
    if (next && next.pid === entry.pid && next.level === 'DETAIL' && /^parameters:/i.test(next.text)) {
      params = parseParameters(next.text);
    }
    if (/set_config\('role'|set_config\('request\.jwt\.claims'|set_config\(\$1|request\.jwt\.claims/i.test(sql) && /set_config/.test(sql)) {
      const request = { prelude: { sql, params }, statements: [] };
      byPid.set(entry.pid, request);
      requests.push(request);
      continue;
    }
    const current = byPid.get(entry.pid);
    if (!current) continue;
    if (/^(BEGIN|COMMIT|ROLLBACK|SET |RESET |DISCARD|LISTEN|select pg_notify)/i.test(sql)) {
      if (/^(COMMIT|ROLLBACK)/i.test(sql)) byPid.delete(entry.pid);
      continue;
    }
    current.statements.push({ sql, params });
  }
  return requests.filter((r) => r.statements.length);
}

function walk(node, visit) {
  if (!node) return;
  visit(node);
  for (const child of node.Plans ?? []) walk(child, visit);
}

/**
 * A Seq Scan of a large table counts when it reads a real share of it (more than 5 % of its rows);
 * one that a LIMIT stops after a few rows (PostgREST's `LIMIT 1000` beside a count) is listed as
 * bounded but is no table scan.
 */
function summarizePlan(entry, tableRows) {
  const plan = entry.plan.Plan;
  const scans = [];
  const seqScans = [];
  walk(plan, (node) => {
    const type = node['Node Type'];
    if (/Scan$/.test(type) && node['Relation Name']) {
      const relation = node['Relation Name'];
      const target = node['Index Name'] ? `${node['Index Name']}` : relation;
      const examined = ((node['Actual Rows'] ?? 0) + (node['Rows Removed by Filter'] ?? 0)) * (node['Actual Loops'] ?? 1);
      const bounded = type === 'Seq Scan' && LARGE_TABLES.includes(relation) && examined <= 0.05 * (tableRows[relation] ?? Infinity);
      scans.push(`${type === 'Seq Scan' ? 'Seq Scan' : type.replace(' Scan', '')} ${target}${bounded ? ` (bounded, ${examined} rows)` : ''}`);
      if (type === 'Seq Scan' && LARGE_TABLES.includes(relation) && !bounded) seqScans.push(relation);
    }
  });
  return {
    query: (entry.plan['Query Text'] ?? '').replace(/\s+/g, ' ').slice(0, 160),
    ms: Math.round(entry.ms * 1000) / 1000,
    cost: plan['Total Cost'],
    sharedHit: plan['Shared Hit Blocks'] ?? 0,
    sharedRead: plan['Shared Read Blocks'] ?? 0,
    scans: [...new Set(scans)],
    seqScans: [...new Set(seqScans)],
  };
}

async function replay(client, request, planMode, tableRows, runAs) {
  const plans = [];
  const onNotice = (notice) => {
    const match = /^duration: ([\d.]+) ms {2}plan:\n([\s\S]*)$/.exec(notice.message ?? '');
    if (match) plans.push({ ms: Number(match[1]), plan: JSON.parse(match[2]) });
  };
  client.on('notice', onNotice);
  try {
    await client.query('begin');
    await client.query(`set local plan_cache_mode = ${planMode === 'generic' ? 'force_generic_plan' : 'force_custom_plan'}`);
    // Superuser-only settings first: after the prelude the session is the request's role.
    await client.query('set local auto_explain.log_min_duration = 0');
    await client.query(request.prelude.sql, request.prelude.params);
    if (runAs) await client.query(`select set_config('role', $1, true)`, [runAs]);
    let n = 0;
    for (const statement of request.statements) {
      // PostgREST sends the RPC body as a json-typed parameter; the log does not keep the type.
      const sql = statement.sql.replace('(SELECT $1 AS json_data)', '(SELECT $1::json AS json_data)');
      // Named, so the server prepares it and the plan cache mode applies (as for PostgREST).
      await client.query({ name: `bench_${planMode}_${Date.now()}_${n++}`, text: sql, values: statement.params });
    }
  } finally {
    await client.query('rollback').catch(() => {});
    client.off('notice', onNotice);
  }
  // The prelude's plan can arrive late (its portal closes with the next message): drop it.
  return plans.filter((p) => !/^select set_config\('search_path'/i.test(p.plan['Query Text'] ?? '')).map((p) => summarizePlan(p, tableRows));
}

/**
 * cases: [{ id, run, as }], clients as for measureCases. Returns { [caseId]: { custom, generic, seqScans } }.
 */
export async function explainCases(cfg, cases, clients) {
  const logFile = join(cfg.logDir, 'postgres.log');
  const captured = {};
  await withClient(cfg, async (client) => {
    await client.query("alter system set log_statement = 'all'");
    await client.query("alter system set log_line_prefix = '%m [%p] %u '");
    await client.query('select pg_reload_conf()');
  });
  await sleep(500);
  try {
    for (const c of cases) {
      // One request warms PostgREST's schema cache and plan; the second is captured.
      await c.run(clients[c.as].rls);
      await sleep(150);
      const offset = statSync(logFile).size;
      await c.run(clients[c.as].rls);
      await sleep(300);
      captured[c.id] = requestsFrom(parseLog(readFrom(logFile, offset)));
    }
  } finally {
    await withClient(cfg, async (client) => {
      await client.query('alter system reset log_statement');
      await client.query('alter system reset log_line_prefix');
      await client.query('select pg_reload_conf()');
    });
  }

  const results = {};
  await withClient(cfg, async (client) => {
    const { rows } = await client.query(
      "select relname, reltuples::bigint as n from pg_class where relnamespace = 'public'::regnamespace and relname = any($1)",
      [LARGE_TABLES],
    );
    const tableRows = Object.fromEntries(rows.map((r) => [r.relname, Number(r.n)]));
    await client.query("load 'auto_explain'");
    for (const setting of [
      'auto_explain.log_analyze = on',
      'auto_explain.log_buffers = on',
      'auto_explain.log_timing = on',
      'auto_explain.log_nested_statements = on',
      "auto_explain.log_format = 'json'",
      "auto_explain.log_level = 'notice'",
      "auto_explain.log_min_duration = '-1'",
    ]) {
      await client.query(`set ${setting}`);
    }
    for (const c of cases) {
      const requests = captured[c.id] ?? [];
      if (!requests.length) {
        results[c.id] = { error: 'no PostgREST statement captured', custom: [], generic: [], seqScans: [] };
        continue;
      }
      const custom = [];
      const generic = [];
      for (const request of requests) {
        const customPlans = await replay(client, request, 'custom', tableRows);
        const genericPlans = await replay(client, request, 'generic', tableRows);
        // The plan cache runs a prepared statement with the generic plan only when that is not
        // costlier than the custom plans (plancache.c, choose_custom_plan); otherwise it keeps
        // planning with the actual values. Judge the generic plan only where it would be used.
        genericPlans.forEach((plan, i) => {
          const twin = customPlans[i];
          plan.used = !twin || plan.cost <= twin.cost * 1.1 + 1;
        });
        custom.push(...customPlans);
        generic.push(...genericPlans);
      }
      const seqScans = [...new Set([...custom, ...generic.filter((p) => p.used)].flatMap((p) => p.seqScans))];
      const unusedGenericSeqScans = [...new Set(generic.filter((p) => !p.used).flatMap((p) => p.seqScans))];
      results[c.id] = { requests: requests.length, custom, generic, seqScans, unusedGenericSeqScans };
    }
  });
  return results;
}
