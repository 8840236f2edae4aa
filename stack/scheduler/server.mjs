// The local stack's scheduler: what pg_cron + pg_net do on hosted Supabase
// (20261124300004_notification_sender_schedule.sql), it calls the `notifications-sender` edge
// function with the service role key every NOTIFICATIONS_INTERVAL_MS (5 s), one call at a time.
// It also runs the deal maintenance (public.run_deal_maintenance(): reminders after 14 days, stale
// marks, owners' response times, outbox cleanup) through PostgREST every MAINTENANCE_INTERVAL_MS
// (60 s), as pg_cron does hourly on hosted Supabase (20261125500003_deal_maintenance_schedule.sql),
// then the `deal-archive` function's purge run (`{ purge: true }`: the Storage objects of archives
// the maintenance purged go through the Storage API; pg_cron + pg_net on hosted Supabase).
// After each sender call it asks the `invoices` function to render the PDFs of new invoices.
// GET /health answers with the last runs.
// Env: PORT (health), FUNCTIONS_URL (the functions service), REST_URL (PostgREST), SERVICE_ROLE_KEY,
// NOTIFICATIONS_INTERVAL_MS, MAINTENANCE_INTERVAL_MS.
import { createServer } from 'node:http';

const port = Number(process.env.PORT);
const functionsUrl = process.env.FUNCTIONS_URL;
const serviceRoleKey = process.env.SERVICE_ROLE_KEY;
const intervalMs = Number(process.env.NOTIFICATIONS_INTERVAL_MS || 5000);
const restUrl = process.env.REST_URL;
const maintenanceIntervalMs = Number(process.env.MAINTENANCE_INTERVAL_MS || 60_000);

/** @type {{ at: string, status: number | string, body?: unknown } | null} */
let lastRun = null;
/** @type {NodeJS.Timeout | undefined} */
let timer;
/** @type {{ at: string, status: number | string, body?: unknown } | null} */
let lastMaintenance = null;
/** @type {NodeJS.Timeout | undefined} */
let maintenanceTimer;

/** @param {unknown} error */
const errorText = (error) => (error instanceof Error ? error.message : String(error));

async function runMaintenance() {
  try {
    const response = await fetch(`${restUrl}/rpc/run_deal_maintenance`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${serviceRoleKey}`, 'Content-Type': 'application/json' },
      body: '{}',
      signal: AbortSignal.timeout(120_000),
    });
    const body = await response.json().catch(() => null);
    lastMaintenance = { at: new Date().toISOString(), status: response.status, body };
    if (!response.ok)
      console.error(`[scheduler] run_deal_maintenance answered ${response.status}`, body);
    const purge = await fetch(`${functionsUrl}/deal-archive`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${serviceRoleKey}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ purge: true }),
      signal: AbortSignal.timeout(120_000),
    });
    if (!purge.ok)
      console.error(`[scheduler] deal-archive purge answered ${purge.status}`, await purge.text());
    else await purge.body?.cancel();
  } catch (error) {
    // PostgREST restarting: the next tick tries again.
    lastMaintenance = { at: new Date().toISOString(), status: errorText(error) };
  }
  maintenanceTimer = setTimeout(runMaintenance, maintenanceIntervalMs);
}

async function runSender() {
  try {
    const response = await fetch(`${functionsUrl}/notifications-sender`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${serviceRoleKey}`, 'Content-Type': 'application/json' },
      body: '{}',
      signal: AbortSignal.timeout(60_000),
    });
    const body = await response.json().catch(() => null);
    lastRun = { at: new Date().toISOString(), status: response.status, body };
    if (!response.ok)
      console.error(`[scheduler] notifications-sender answered ${response.status}`, body);
    // Invoices issued since the last tick get their PDF, rendered once and stored (the invoices
    // function; on hosted Supabase the first download renders it, or a pg_cron job like the
    // sender's calls it).
    const invoices = await fetch(`${functionsUrl}/invoices`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${serviceRoleKey}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ pending: true }),
      signal: AbortSignal.timeout(60_000),
    });
    await invoices.body?.cancel();
  } catch (error) {
    // The functions service restarting: the next tick tries again.
    lastRun = { at: new Date().toISOString(), status: errorText(error) };
  }
  timer = setTimeout(runSender, intervalMs);
}

const server = createServer((request, response) => {
  if (request.url === '/health') {
    response.writeHead(200, { 'Content-Type': 'application/json' });
    response.end(
      JSON.stringify({ status: 'ok', intervalMs, lastRun, maintenanceIntervalMs, lastMaintenance }),
    );
    return;
  }
  response.writeHead(404).end();
});
server.listen(port, '127.0.0.1', () => {
  timer = setTimeout(runSender, Math.min(intervalMs, 1000));
  if (restUrl) maintenanceTimer = setTimeout(runMaintenance, Math.min(maintenanceIntervalMs, 2000));
});

for (const signal of ['SIGTERM', 'SIGINT'])
  process.on(signal, () => {
    clearTimeout(timer);
    clearTimeout(maintenanceTimer);
    server.close();
    process.exit(0);
  });
