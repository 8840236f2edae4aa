// The database reads of a deal's archive (archive.ts), in a file of their own without imports:
// the bench's case `deal-archive` (bench/lib/offer-cases.mjs, ARCHIVE_REQUESTS) sends the same
// requests, and tests/marketplace/bench-mirror.test.ts runs archiveReads() against a recording
// fetch to keep the two the same.

/**
 * The deal and every row of it the archive holds, in TWO PostgREST requests sent at once: the deal
 * with its history, conversation, offers and clock (DEAL_SELECT), and the deal's due diligence and
 * closing checklist (DILIGENCE_CLOSING_SELECT). Each embed is a subquery on its own table run as
 * the caller, so each table's own RLS policy filters it exactly as a separate request did (rows the
 * caller may not read leave an empty embed, not an error), and every embed is ordered as its file
 * lists it. Two requests rather than one: the diligence tables' read rules
 * (private.my_diligence_deal_ids()) and the closing tables' (private.my_side_deal_ids()) are each
 * asked once per embed, and in one statement their cost came on top of the conversation's; side
 * by side the wave ends when the larger half does (bench case `deal-archive`). A closed deal's
 * rows no longer change, so the two reads see the same rows. deal_archives and closing_checklists have the deal's id as primary
 * key: PostgREST embeds each as one object (or null). The checklist's items and drafts point at the
 * checklist, not at the deal, so they are embedded in it; their policies ask the same rule (a side
 * of the deal or an admin) as the checklist's, so the nesting hides nothing a separate read showed.
 * A request's linked documents are embedded in the request: the readable links of the readable
 * requests, as the former `request_id=in.(…)` read gave them.
 */
export const DEAL_SELECT = [
  '*',
  'deal_archives(closed_at,closed_as,notice_sent_at,purged_at)',
  'deal_events(*)',
  'deal_messages(*)',
  'deal_offers(*)',
  'deal_milestones(*)',
  'exclusivity_extensions(*)',
].join(',');
export const DILIGENCE_CLOSING_SELECT = [
  'id',
  'diligence_requests(*,diligence_request_documents(*))',
  'diligence_questions(*)',
  'closing_checklists(*,closing_items(*),closing_item_documents(*))',
].join(',');

/** The top-level embeds: keys of the answer that are no columns of the deal (not in deal.json). */
export const EMBEDS = [
  'deal_archives',
  'deal_events',
  'deal_messages',
  'deal_offers',
  'deal_milestones',
  'exclusivity_extensions',
  'diligence_requests',
  'diligence_questions',
  'closing_checklists',
];

/** Each embed's order (`<embed>.order=a.asc,b.asc`): the order its file has always listed. */
export const EMBED_ORDER: [embed: string, columns: string[]][] = [
  ['deal_events', ['id']],
  ['deal_messages', ['id']],
  ['deal_offers', ['version_no', 'id']],
  ['deal_milestones', ['due_on', 'id']],
  ['exclusivity_extensions', ['id']],
  ['diligence_requests', ['id']],
  // Requests by id, their links by document: the former order (request_id, document_id).
  ['diligence_requests.diligence_request_documents', ['document_id']],
  ['diligence_questions', ['id']],
  ['closing_checklists.closing_items', ['position', 'id']],
  ['closing_checklists.closing_item_documents', ['item_id', 'document_id']],
];

/** The security definer functions of the wave, in the order archiveReads() answers them. */
export const ARCHIVE_RPCS = [
  'deal_thread',
  'closing_archive_reads',
  'closing_archive_audit',
  'closing_archive_documents',
] as const;

export type Answer = {
  data: unknown;
  error: { message: string } | null;
  status: number;
};
type Ordered = PromiseLike<Answer> & {
  order(column: string, options: { referencedTable: string }): Ordered;
};
/** What archiveReads() needs of a supabase-js client (the caller's). */
export type ReadClient = {
  from(table: string): {
    select(columns: string): { eq(column: string, value: string): Ordered };
  };
  rpc(fn: string, args: Record<string, unknown>): PromiseLike<Answer>;
};

/**
 * One wave of requests, all with the caller's token: the deal with its rows (two requests, see
 * DEAL_SELECT), the caller's profile (name and language for the stamp and the LOI), the names the
 * deal's conversation shows the caller (the LOI's parties: public.deal_thread(), which refuses a
 * non-party), and the security definer functions giving the caller's side its read log, audit
 * trail and documents (nothing for a caller without the deal's archive). The caller looks at the
 * answers in the order its checks need them.
 */
export function archiveReads(client: ReadClient, callerId: string, dealId: string) {
  const read = (select: string) => {
    let deal = client.from('deals').select(select).eq('id', dealId);
    for (const [embed, columns] of EMBED_ORDER)
      if (select.includes(`${embed.split('.')[0]}(`))
        for (const column of columns) deal = deal.order(column, { referencedTable: embed });
    return deal;
  };
  const rpc = (fn: (typeof ARCHIVE_RPCS)[number]) =>
    client.rpc(
      fn,
      fn === 'deal_thread' ? { p_deal_id: dealId, p_limit: 1 } : { p_deal_id: dealId },
    );
  return Promise.all([
    read(DEAL_SELECT),
    read(DILIGENCE_CLOSING_SELECT),
    client.from('profiles').select('name, language').eq('id', callerId),
    ...ARCHIVE_RPCS.map(rpc),
  ]);
}
