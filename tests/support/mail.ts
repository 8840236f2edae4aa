// Reads the emails the stack sent from the local inbox's HTTP API: stack/mail here, Mailpit under
// `supabase start` (the same /api/v1 routes). Usable from vitest and from Playwright.

export type Mail = {
  id: string;
  /** The sender as the header names it: "DealBridge <noreply@…>" (or the bare address). */
  from: string;
  to: string[];
  subject: string;
  text: string;
  html: string;
  /** Files sent with the mail; their bytes come from attachmentOf(). */
  attachments: { partId: string; fileName: string; contentType: string }[];
};

type Summary = { ID: string; To: { Address: string }[]; Subject: string };

/**
 * The inbox's base URL: INBUCKET_URL, else the API's port + 3 (54321 → 54324, as `supabase start`),
 * the API being SUPABASE_URL (vitest) or VITE_SUPABASE_URL (Playwright).
 */
export function inboxUrl(): string {
  if (process.env.INBUCKET_URL) return process.env.INBUCKET_URL.replace(/\/+$/, '');
  const apiUrl = process.env.SUPABASE_URL ?? process.env.VITE_SUPABASE_URL;
  if (!apiUrl) throw new Error('INBUCKET_URL, SUPABASE_URL or VITE_SUPABASE_URL must be set');
  const api = new URL(apiUrl);
  return `http://${api.hostname}:${Number(api.port || 80) + 3}`;
}

async function json<T>(path: string): Promise<T> {
  const response = await fetch(`${inboxUrl()}${path}`);
  if (!response.ok) throw new Error(`inbox ${path}: ${response.status}`);
  return (await response.json()) as T;
}

/** Every mail to `address`, newest first. */
export async function mailsTo(address: string): Promise<Mail[]> {
  const query = encodeURIComponent(`to:${address.toLowerCase()}`);
  const { messages } = await json<{ messages: Summary[] }>(`/api/v1/search?query=${query}`);
  return Promise.all(
    messages.map(async (m) => {
      const full = await json<{
        ID: string;
        From?: { Name?: string; Address: string };
        To: { Address: string }[];
        Subject: string;
        Text: string;
        HTML: string;
        Attachments?: { PartID: string; FileName: string; ContentType: string }[];
      }>(`/api/v1/message/${m.ID}`);
      const from = full.From?.Name
        ? `${full.From.Name} <${full.From.Address}>`
        : (full.From?.Address ?? '');
      return {
        id: full.ID,
        from,
        to: full.To.map((a) => a.Address),
        subject: full.Subject,
        text: full.Text,
        html: full.HTML,
        attachments: (full.Attachments ?? []).map((a) => ({
          partId: a.PartID,
          fileName: a.FileName,
          contentType: a.ContentType,
        })),
      };
    }),
  );
}

/** The bytes of one of a mail's attachments. */
export async function attachmentOf(mail: Mail, partId: string): Promise<Uint8Array> {
  const response = await fetch(`${inboxUrl()}/api/v1/message/${mail.id}/part/${partId}`);
  if (!response.ok) throw new Error(`inbox attachment ${partId} of ${mail.id}: ${response.status}`);
  return new Uint8Array(await response.arrayBuffer());
}

/** Waits for the newest mail to `address` matching `filter` (subject or body text), up to `timeoutMs`. */
export async function waitForMail(
  address: string,
  filter: (mail: Mail) => boolean = () => true,
  timeoutMs = 10_000,
): Promise<Mail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = (await mailsTo(address)).find(filter);
    if (found) return found;
    if (Date.now() > deadline)
      throw new Error(`no matching mail to ${address} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** The first link of a mail that points at the auth service's /verify. */
export function verifyLink(mail: Mail): string {
  const match = /href="([^"]*\/auth\/v1\/verify\?[^"]*)"/.exec(mail.html);
  if (!match) throw new Error(`no /verify link in mail "${mail.subject}"`);
  return match[1].replaceAll('&amp;', '&');
}
