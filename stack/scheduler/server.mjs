// The local stack's scheduler: what pg_cron + pg_net do on hosted Supabase
// (20261124300004_notification_sender_schedule.sql), it calls the `notifications-sender` edge
// function with the service role key every NOTIFICATIONS_INTERVAL_MS (5 s), one call at a time.
// GET /health answers with the last run.
// Env: PORT (health), FUNCTIONS_URL (the functions service), SERVICE_ROLE_KEY, NOTIFICATIONS_INTERVAL_MS.
import { createServer } from 'node:http';

const port = Number(process.env.PORT);
const functionsUrl = process.env.FUNCTIONS_URL;
const serviceRoleKey = process.env.SERVICE_ROLE_KEY;
const intervalMs = Number(process.env.NOTIFICATIONS_INTERVAL_MS || 5000);

/** @type {{ at: string, status: number | string, body?: unknown } | null} */
let lastRun = null;
let timer;

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
    if (!response.ok) console.error(`[scheduler] notifications-sender answered ${response.status}`, body);
  } catch (error) {
    // The functions service restarting: the next tick tries again.
    lastRun = { at: new Date().toISOString(), status: String(error?.message ?? error) };
  }
  timer = setTimeout(runSender, intervalMs);
}

const server = createServer((request, response) => {
  if (request.url === '/health') {
    response.writeHead(200, { 'Content-Type': 'application/json' });
    response.end(JSON.stringify({ status: 'ok', intervalMs, lastRun }));
    return;
  }
  response.writeHead(404).end();
});
server.listen(port, '127.0.0.1', () => {
  timer = setTimeout(runSender, Math.min(intervalMs, 1000));
});

for (const signal of ['SIGTERM', 'SIGINT'])
  process.on(signal, () => {
    clearTimeout(timer);
    server.close();
    process.exit(0);
  });
