// The local stack's mail inbox, what Mailpit is to `supabase start`: an SMTP server that keeps every
// message in memory, a small web inbox, and the subset of Mailpit's HTTP API the tests use, so the
// same test helper reads mails from either stack.
//   GET    /api/v1/messages            newest first: { total, messages: [summary] }
//   GET    /api/v1/search?query=to:x   the same, filtered by recipient
//   GET    /api/v1/message/:id         { ID, From, To, Subject, Date, Text, HTML, Attachments }
//   GET    /api/v1/message/:id/part/:n the bytes of attachment n (Attachments[].PartID)
//   DELETE /api/v1/messages            all, or body { IDs: [...] }
// Env: SMTP_PORT, PORT (web + API), HOST (127.0.0.1), MAIL_MAX_MESSAGES (1000).
import { randomUUID } from 'node:crypto';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

const host = process.env.HOST || '127.0.0.1';
const smtpPort = Number(process.env.SMTP_PORT || 54325);
const httpPort = Number(process.env.PORT || 54324);
const maxMessages = Number(process.env.MAIL_MAX_MESSAGES || 1000);

/**
 * A received message in Mailpit's API shape.
 * @typedef {{ Name: string, Address: string }} MailAddress
 * @typedef {{ ID: string, From: MailAddress, To: MailAddress[], Subject: string, Date: string,
 *   Created: string, Text: string, HTML: string,
 *   Attachments: { PartID: string, FileName: string, ContentType: string, Size: number }[] }} Message
 */

/** @type {Message[]} newest last */
const messages = [];
/** The attachments' bytes by message id (kept out of the JSON answers, as Mailpit does). */
/** @type {Map<string, Buffer[]>} */
const attachmentBytes = new Map();

/** @param {import('mailparser').AddressObject | import('mailparser').AddressObject[] | undefined} field */
const addresses = (field) =>
  (field ? (Array.isArray(field) ? field : [field]) : []).flatMap((f) =>
    f.value.map((a) => ({ Name: a.name ?? '', Address: (a.address ?? '').toLowerCase() })),
  );

const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  size: 5 * 1024 * 1024,
  onData(stream, session, callback) {
    simpleParser(stream)
      .then((parsed) => {
        const to = addresses(parsed.to);
        if (to.length === 0) {
          for (const r of session.envelope.rcptTo)
            to.push({ Name: '', Address: r.address.toLowerCase() });
        }
        const id = randomUUID();
        attachmentBytes.set(
          id,
          parsed.attachments.map((a) => a.content),
        );
        messages.push({
          ID: id,
          // mailFrom is false when the client sent no MAIL FROM address.
          From: addresses(parsed.from)[0] ?? {
            Name: '',
            Address: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          },
          To: to,
          Subject: parsed.subject ?? '',
          Date: (parsed.date ?? new Date()).toISOString(),
          Created: new Date().toISOString(),
          Text: parsed.text ?? '',
          HTML: typeof parsed.html === 'string' ? parsed.html : '',
          Attachments: parsed.attachments.map((a, index) => ({
            PartID: String(index + 1),
            FileName: a.filename ?? '',
            ContentType: a.contentType,
            Size: a.size,
          })),
        });
        if (messages.length > maxMessages) {
          for (const gone of messages.splice(0, messages.length - maxMessages))
            attachmentBytes.delete(gone.ID);
        }
        callback();
      })
      .catch((err) => callback(err));
  },
});
smtp.on('error', (err) => console.error('[mail] smtp error:', err.message));

/** @param {Message} m */
const summary = (m) => ({
  ID: m.ID,
  From: m.From,
  To: m.To,
  Subject: m.Subject,
  Created: m.Created,
  Snippet: m.Text.replace(/\s+/g, ' ').trim().slice(0, 250),
});

/** @param {Message[]} list */
const listing = (list) => {
  const newest = [...list].reverse();
  return { total: newest.length, messages_count: newest.length, messages: newest.map(summary) };
};

/** @type {Record<string, string>} */
const HTML_ESCAPES = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
/** @param {unknown} s */
const escapeHtml = (s) => String(s).replace(/[&<>"']/g, (ch) => HTML_ESCAPES[ch] ?? ch);

const app = new Hono();
app.get('/api/v1/messages', (c) => c.json(listing(messages)));
app.get('/api/v1/search', (c) => {
  const query = (c.req.query('query') ?? '').trim().toLowerCase();
  const to = /^to:(\S+)$/.exec(query)?.[1];
  const list = messages.filter((m) =>
    to
      ? m.To.some((a) => a.Address === to)
      : `${m.Subject} ${m.Text}`.toLowerCase().includes(query),
  );
  return c.json(listing(list));
});
app.get('/api/v1/message/:id', (c) => {
  const m = messages.find((x) => x.ID === c.req.param('id'));
  return m ? c.json(m) : c.json({ error: 'message not found' }, 404);
});
app.get('/api/v1/message/:id/part/:part', (c) => {
  const m = messages.find((x) => x.ID === c.req.param('id'));
  const attachment = m?.Attachments.find((a) => a.PartID === c.req.param('part'));
  if (!m || !attachment) return c.json({ error: 'part not found' }, 404);
  const bytes = attachmentBytes.get(m.ID)?.[Number(attachment.PartID) - 1];
  if (!bytes) return c.json({ error: 'part not found' }, 404);
  return c.body(new Uint8Array(bytes), 200, { 'Content-Type': attachment.ContentType });
});
app.delete('/api/v1/messages', async (c) => {
  const text = await c.req.text();
  const ids = text ? JSON.parse(text).IDs : undefined;
  if (Array.isArray(ids) && ids.length) {
    for (let i = messages.length - 1; i >= 0; i -= 1)
      if (ids.includes(messages[i].ID)) messages.splice(i, 1);
  } else messages.length = 0;
  for (const id of attachmentBytes.keys())
    if (!messages.some((m) => m.ID === id)) attachmentBytes.delete(id);
  return c.text('ok');
});
app.get('/_health', (c) => c.json({ ok: true }));
// The web inbox: a list, and each message's HTML in a sandboxed frame.
app.get('/', (c) => {
  const rows = [...messages]
    .reverse()
    .map(
      (m) =>
        `<tr><td>${escapeHtml(m.Created.slice(0, 19).replace('T', ' '))}</td><td>${escapeHtml(m.To.map((a) => a.Address).join(', '))}</td>` +
        `<td><a href="/view/${m.ID}">${escapeHtml(m.Subject || '(no subject)')}</a></td></tr>`,
    )
    .join('');
  return c.html(
    `<!doctype html><meta charset="utf-8"><title>Inbox</title><style>body{font:14px system-ui;margin:2rem}td,th{padding:.3rem .8rem;text-align:left;border-bottom:1px solid #ddd}</style>` +
      `<h1>Local inbox (${messages.length})</h1><table><tr><th>Received (UTC)</th><th>To</th><th>Subject</th></tr>${rows}</table>`,
  );
});
app.get('/view/:id', (c) => {
  const m = messages.find((x) => x.ID === c.req.param('id'));
  if (!m) return c.text('Not found', 404);
  return c.html(
    `<!doctype html><meta charset="utf-8"><title>${escapeHtml(m.Subject)}</title><style>body{font:14px system-ui;margin:2rem}iframe{width:100%;height:70vh;border:1px solid #ccc}</style>` +
      `<p><a href="/">← Inbox</a></p><h1>${escapeHtml(m.Subject)}</h1><p>From ${escapeHtml(m.From.Address)} to ${escapeHtml(m.To.map((a) => a.Address).join(', '))}</p>` +
      `<iframe sandbox srcdoc="${escapeHtml(m.HTML || `<pre>${escapeHtml(m.Text)}</pre>`)}"></iframe>`,
  );
});

smtp.listen(smtpPort, host, () => console.log(`[mail] SMTP on ${host}:${smtpPort}`));
const server = serve({ fetch: app.fetch, port: httpPort, hostname: host }, (info) =>
  console.log(`[mail] inbox and API on http://${host}:${info.port}`),
);
const shutdown = () => {
  server.close();
  smtp.close(() => process.exit(0));
  setTimeout(() => process.exit(0), 2000).unref();
};
process.on('SIGTERM', shutdown);
process.on('SIGINT', shutdown);
