// Runs one drain of the notification outbox in a process of its own (Deno, as the edge function
// runs), with the function's own modules, real PostgREST and real SMTP. With CRASH_AFTER_SENDS=n
// the process kills itself (SIGKILL) right after SMTP accepted the n-th email and before it is
// marked sent: the crash the at-most-once design must survive.
// The emails are claimed by the test (public.claim_notification_emails as the service role, in
// the transaction that wrote them, so that no other sender, such as the stack's scheduler, can take
// them first, and so that this drain takes no other test's emails): CLAIMED holds the claimed rows
// (JSON) and WORKER the claim's worker; the drain's first claim returns them, later ones nothing.
// Beginning, sending and marking go through the real RPCs and SMTP.
// Env: SUPABASE_URL, SUPABASE_SERVICE_ROLE_KEY, SMTP_PORT, WORKER, CLAIMED, CRASH_AFTER_SENDS
// (0 = no crash). Prints the result as JSON.
import type { OutboxEmail } from '../../../../supabase/functions/notifications-sender/emails.ts';
import { restOutbox } from '../../../../supabase/functions/notifications-sender/outbox.ts';
import { drainOutbox } from '../../../../supabase/functions/notifications-sender/sender.ts';
import { smtpMailer } from '../../../../supabase/functions/notifications-sender/smtp.ts';

const env = (name: string) => {
  const value = Deno.env.get(name);
  if (!value) throw new Error(`${name} is not set`);
  return value;
};

const crashAfter = Number(Deno.env.get('CRASH_AFTER_SENDS') ?? 0);
let sends = 0;
const mailer = smtpMailer({
  host: '127.0.0.1',
  port: Number(env('SMTP_PORT')),
  secure: false,
  from: 'DealBridge <notifications@dealbridge.test>',
});
let claimed = JSON.parse(env('CLAIMED')) as OutboxEmail[];
const outbox = {
  ...restOutbox(env('SUPABASE_URL'), env('SUPABASE_SERVICE_ROLE_KEY')),
  claim: () => {
    const rows = claimed;
    claimed = [];
    return Promise.resolve(rows);
  },
};
const result = await drainOutbox({
  outbox,
  mailer,
  siteUrl: 'http://localhost:5173',
  worker: env('WORKER'),
  afterSend: () => {
    sends += 1;
    if (crashAfter && sends === crashAfter) Deno.kill(Deno.pid, 'SIGKILL');
  },
});
mailer.close();
console.log(JSON.stringify(result));
