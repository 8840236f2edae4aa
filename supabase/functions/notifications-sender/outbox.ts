// The outbox RPCs (service role only) through PostgREST, as on hosted Supabase. Plain fetch here
// rather than supabase-js: Node's tests import this module (dueBeforeOf), and Node cannot load an
// `npm:` specifier.
import type { OutboxEmail } from './emails.ts';

export type Outbox = {
  claim(
    worker: string,
    limit: number,
    leaseSeconds: number,
    dueBefore?: string,
  ): Promise<OutboxEmail[]>;
  begin(worker: string, ids: number[]): Promise<boolean>;
  finish(worker: string, ids: number[], error?: string, retry?: boolean): Promise<void>;
};

/**
 * The flush time of a request body ({ dueBefore: ISO time }) as an ISO string; undefined for no body,
 * another shape or a time that does not parse (the run then sends what is due now).
 */
export function dueBeforeOf(body: unknown): string | undefined {
  const value = (body as { dueBefore?: unknown } | null)?.dueBefore;
  if (typeof value !== 'string' || Number.isNaN(Date.parse(value))) return undefined;
  return new Date(value).toISOString();
}

export function restOutbox(supabaseUrl: string, serviceRoleKey: string): Outbox {
  async function rpc<T>(name: string, body: Record<string, unknown>): Promise<T> {
    const response = await fetch(`${supabaseUrl}/rest/v1/rpc/${name}`, {
      method: 'POST',
      headers: {
        apikey: serviceRoleKey,
        Authorization: `Bearer ${serviceRoleKey}`,
        'Content-Type': 'application/json',
      },
      body: JSON.stringify(body),
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`rpc ${name}: ${response.status} ${text}`);
    return (text ? JSON.parse(text) : null) as T;
  }
  return {
    claim: (worker, limit, leaseSeconds, dueBefore) =>
      rpc<OutboxEmail[]>('claim_notification_emails', {
        p_worker: worker,
        p_limit: limit,
        p_lease_seconds: leaseSeconds,
        ...(dueBefore ? { p_due_before: dueBefore } : {}),
      }),
    begin: (worker, ids) =>
      rpc<boolean>('begin_notification_email', { p_worker: worker, p_ids: ids }),
    finish: async (worker, ids, error, retry) => {
      await rpc<null>('finish_notification_email', {
        p_worker: worker,
        p_ids: ids,
        p_error: error ?? null,
        p_retry: retry ?? false,
      });
    },
  };
}
