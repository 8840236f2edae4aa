// SMTP through nodemailer: locally the stack's inbox, on hosted Supabase any server set as secrets
// (SMTP_HOST, SMTP_PORT, SMTP_USER, SMTP_PASS, SMTP_SECURE=true for implicit TLS) and the sender
// NOTIFICATIONS_FROM ("DealBridge <noreply@your-domain>"; the local stack passes config.toml's
// [local_smtp] sender). Without a sender nothing is sent: never from a made-up address.
import { Buffer } from 'node:buffer';
import nodemailer from 'npm:nodemailer@^10';
import type { RenderedEmail } from './emails.ts';

export type Mailer = {
  send(to: string, email: RenderedEmail): Promise<void>;
  close(): void;
};

export type SmtpSettings = {
  host: string;
  port: number;
  secure: boolean;
  user?: string;
  pass?: string;
  from: string;
};

export function smtpSettingsFromEnv(env: (name: string) => string | undefined): SmtpSettings {
  const host = env('SMTP_HOST');
  if (!host) throw new Error('Server misconfigured: SMTP_HOST is not set');
  const from = env('NOTIFICATIONS_FROM');
  if (!from) throw new Error('Server misconfigured: NOTIFICATIONS_FROM is not set');
  return {
    host,
    port: Number(env('SMTP_PORT') ?? 587),
    secure: env('SMTP_SECURE') === 'true',
    user: env('SMTP_USER') || undefined,
    pass: env('SMTP_PASS') || undefined,
    from,
  };
}

export function smtpMailer(settings: SmtpSettings): Mailer {
  const transport = nodemailer.createTransport({
    host: settings.host,
    port: settings.port,
    secure: settings.secure,
    // The client name of EHLO; nodemailer would otherwise ask the OS for the host name.
    name: 'dealbridge-notifications',
    // One connection for the whole run instead of a handshake per email: a run drains up to 500.
    pool: true,
    maxConnections: 1,
    auth: settings.user ? { user: settings.user, pass: settings.pass } : undefined,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });
  return {
    async send(to, email) {
      await transport.sendMail({
        from: settings.from,
        to,
        subject: email.subject,
        text: email.text,
        html: email.html,
        headers: email.headers,
        attachments: email.attachments?.map((file) => ({
          filename: file.filename,
          content: Buffer.from(file.content),
          contentType: file.contentType,
        })),
      });
    },
    close: () => transport.close(),
  };
}

/**
 * Whether a failed send may be tried again without risking a second delivery: the connection
 * never came up, or the server refused the mail with a temporary (4xx) reply.
 */
export function isSafeToRetry(error: unknown): boolean {
  const e = error as { command?: string; responseCode?: number; code?: string };
  if (e?.command === 'CONN' || e?.code === 'ECONNREFUSED') return true;
  return typeof e?.responseCode === 'number' && e.responseCode >= 400 && e.responseCode < 500;
}
