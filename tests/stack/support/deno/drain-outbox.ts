// Runs one drain of the notification outbox in a process of its own (Deno, as the edge function
// runs), with the function's own modules, real PostgREST and real SMTP. With CRASH_AFTER_SENDS=n
// the process kills itself (SIGKILL) right after SMTP accepted the n-th email and before it is
// marked sent: the crash the at-most-once design must survive.
// Env: SUPABASE_URL, SUPABASE_SERVICE_ROLE_KEY, SMTP_PORT, LIMIT, LEASE_SECONDS, DUE_BEFORE,
// CRASH_AFTER_SENDS (0 = no crash). Prints the result as JSON.
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
const result = await drainOutbox({
  outbox: restOutbox(env('SUPABASE_URL'), env('SUPABASE_SERVICE_ROLE_KEY')),
  mailer,
  siteUrl: 'http://localhost:5173',
  limit: Number(env('LIMIT')),
  leaseSeconds: Number(env('LEASE_SECONDS')),
  dueBefore: env('DUE_BEFORE'),
  afterSend: () => {
    sends += 1;
    if (crashAfter && sends === crashAfter) Deno.kill(Deno.pid, 'SIGKILL');
  },
});
mailer.close();
console.log(JSON.stringify(result));
