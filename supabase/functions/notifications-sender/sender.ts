// Drains the notification outbox: claims due emails with a lease, and for each group (one
// recipient, one kind, one group key: the messages of one deal) marks it 'sending' (committed),
// sends one email and marks it 'sent'. A crash before 'sending' leaves the emails to the next run
// once the lease ends; a crash after it never sends them again (at most once).
import { renderEmail, type OutboxEmail, type RenderedEmail } from './emails.ts';
import type { Outbox } from './outbox.ts';
import { isSafeToRetry, type Mailer } from './smtp.ts';

export type DrainOptions = {
  outbox: Outbox;
  mailer: Mailer;
  siteUrl: string;
  worker?: string;
  /** Emails per claim (one run claims until the outbox is empty or maxBatches is reached). */
  limit?: number;
  maxBatches?: number;
  leaseSeconds?: number;
  /** Send emails due before this time too (flush); default: those due now. */
  dueBefore?: string;
  /** Files to send with a group's email (the signed NDA, the accepted LOI); a failure leaves the group to retry. */
  attach?: Attacher;
  /** Called after SMTP accepted a group and before it is marked sent (tests crash here). */
  afterSend?: (ids: number[]) => void | Promise<void>;
};

/** The files one kind of email carries (none for the kinds it does not know). */
export type Attacher = (group: OutboxEmail[]) => Promise<RenderedEmail['attachments']>;

/** One attacher from several, each answering for its own kinds. */
export function attachAll(attachers: Attacher[]): Attacher {
  return async (group) =>
    (await Promise.all(attachers.map((attach) => attach(group)))).flatMap((files) => files ?? []);
}

export type DrainResult = { claimed: number; sent: number; failed: number; skipped: number };

/** Groups in claim order: rows with the same recipient, kind and group key go together. */
export function groupEmails(rows: OutboxEmail[]): OutboxEmail[][] {
  const groups = new Map<string, OutboxEmail[]>();
  for (const row of rows) {
    const key = row.group_key
      ? `${row.recipient}\u0000${row.kind}\u0000${row.group_key}`
      : `#${row.id}`;
    const group = groups.get(key);
    if (group) group.push(row);
    else groups.set(key, [row]);
  }
  return [...groups.values()];
}

export async function drainOutbox(options: DrainOptions): Promise<DrainResult> {
  const { outbox, mailer, siteUrl } = options;
  const worker = options.worker ?? crypto.randomUUID();
  const limit = options.limit ?? 50;
  const result: DrainResult = { claimed: 0, sent: 0, failed: 0, skipped: 0 };
  for (let batch = 0; batch < (options.maxBatches ?? 10); batch++) {
    const rows = await outbox.claim(worker, limit, options.leaseSeconds ?? 120, options.dueBefore);
    result.claimed += rows.length;
    for (const group of groupEmails(rows)) {
      const ids = group.map((row) => row.id);
      if (!(await outbox.begin(worker, ids))) {
        result.skipped += group.length;
        continue;
      }
      let email;
      try {
        email = renderEmail(group, siteUrl);
      } catch (error) {
        await outbox.finish(worker, ids, (error as Error).message, false);
        result.failed += group.length;
        continue;
      }
      try {
        const attachments = await options.attach?.(group);
        if (attachments?.length) email = { ...email, attachments };
      } catch (error) {
        console.error(
          `notifications-sender: attachments of ${ids.join(',')}: ${(error as Error).message}`,
        );
        await outbox.finish(worker, ids, (error as Error).message, true);
        result.failed += group.length;
        continue;
      }
      try {
        await mailer.send(group[0].recipient, email);
      } catch (error) {
        console.error(
          `notifications-sender: sending ${ids.join(',')} failed: ${(error as Error).message}`,
        );
        await outbox.finish(worker, ids, (error as Error).message, isSafeToRetry(error));
        result.failed += group.length;
        continue;
      }
      await options.afterSend?.(ids);
      await outbox.finish(worker, ids);
      result.sent += group.length;
    }
    if (rows.length < limit) break;
  }
  return result;
}
