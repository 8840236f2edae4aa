// What goes into a deal's archive, read as the caller (see index.ts).
import type { SupabaseClient } from 'npm:@supabase/supabase-js@~2.109.0';
import { type Caller, HttpError } from '../_shared/caller.ts';
import { serviceClient } from '../_shared/supabase.ts';
import { stampPdf } from '../data-room/stamp.ts';
import { acceptedLoiOfRows, type OfferRow, type PartyNames } from '../loi/record.ts';
import { renderAcceptedLoi } from '../loi/render.ts';
import { listingReference } from '../nda/record.ts';
import {
  csvFile,
  type Files,
  jsonFile,
  manifest,
  type Row,
  safeName,
  sha256Hex,
  zip,
} from './files.ts';
import { type Answer, archiveReads, EMBEDS, type ReadClient } from './reads.ts';

const CLOSED = ['won', 'lost', 'withdrawn', 'revoked'];

type Query = Answer | PromiseLike<Answer>;

/** Rows of a read as the caller; a refused token is 401, anything else the server's fault. */
async function rows(query: Query, what: string): Promise<Row[]> {
  const { data, error, status } = await query;
  if (status === 401) throw new HttpError(401, 'Invalid or expired token');
  if (error) {
    console.error(`[deal-archive] ${what}: ${status} ${JSON.stringify(error)}`);
    throw new HttpError(500, 'Database request failed');
  }
  return (data ?? []) as Row[];
}

type ArchiveRow = {
  closed_at: string;
  closed_as: string;
  notice_sent_at: string | null;
  purged_at: string | null;
};
type ArchiveDocument = {
  document_id: string;
  folder_name: string | null;
  name: string;
  tier: string;
  version_id: string;
  file_name: string;
  mime_type: string;
  object_name: string;
};

type DealRead = Row & {
  listing_id: string;
  buyer_id: string;
  stage: string;
  exclusive_until: string | null;
  deal_archives: ArchiveRow | null;
  deal_events: Row[];
  deal_messages: Row[];
  deal_offers: Row[];
  deal_milestones: Row[];
  exclusivity_extensions: Row[];
  diligence_requests: (Row & { diligence_request_documents: Row[] })[];
  diligence_questions: Row[];
  closing_checklists: (Row & { closing_items: Row[]; closing_item_documents: Row[] }) | null;
};

/** The row without the given keys (its embeds), the other keys in their order. */
const without = (row: Row, keys: string[]): Row =>
  Object.fromEntries(Object.entries(row).filter(([key]) => !keys.includes(key)));

export type Archive = { bytes: Uint8Array; fileName: string; manifestHash: string };

export async function buildArchive(
  client: SupabaseClient,
  caller: Caller,
  dealId: string,
): Promise<Archive> {
  // The deal with its rows in two requests and the rest of the wave at once (reads.ts); their
  // answers are looked at in the order the checks need them, the deal's first: a stranger gets
  // 404 and an open deal 409 whatever the others answered.
  const [dealRead, diligenceRead, profileRead, namesRead, readsRead, auditRead, documentsRead] =
    // (Cast: checking supabase-js's builder types against ReadClient is too deep for tsc.)
    await archiveReads(client as unknown as ReadClient, caller.id, dealId);

  const [deal] = await rows(dealRead, 'deal');
  const [diligence] = await rows(diligenceRead, 'deal diligence and closing');
  // Both halves read the same deals row under the same policy: one without the other is a deal
  // the caller lost between the two reads.
  if (!deal || !diligence) throw new HttpError(404, 'Deal not found');
  const read = { ...deal, ...diligence } as unknown as DealRead;
  const archive = read.deal_archives;
  if (!archive) {
    // Open deals have no archive yet; a closed one the caller reads without its archive (a team
    // member; or a deal that ended before access was granted) has none for them.
    if (!CLOSED.includes(read.stage))
      throw new HttpError(409, 'The deal is not closed: its archive exists once it is closed');
    throw new HttpError(404, 'Archive not found');
  }
  if (archive.purged_at)
    throw new HttpError(410, 'The archive was deleted at the end of its retention period');

  const closedAt = new Date(archive.closed_at);
  const reference = listingReference(read.listing_id);
  const files: Files = new Map();
  const isBuyer = caller.id === read.buyer_id;
  const [profile] = await rows(profileRead, 'profile');
  const language = profile?.language === 'en' ? 'en' : 'de';

  // The deal, its stage history.
  const history = read.deal_events;
  files.set(
    'deal.json',
    jsonFile({
      reference,
      archive: { closed_at: archive.closed_at, closed_as: archive.closed_as },
      side: isBuyer ? 'buyer' : 'owner_or_admin',
      deal: without(read, EMBEDS),
    }),
  );
  files.set('deal/stage-history.json', jsonFile(history));
  files.set(
    'deal/stage-history.csv',
    csvFile(history, [
      'id',
      'occurred_at',
      'from_stage',
      'to_stage',
      'actor_id',
      'reason_code',
      'reason_note',
    ]),
  );

  // The conversation.
  const messages = read.deal_messages;
  files.set('messages/messages.json', jsonFile(messages));
  files.set(
    'messages/messages.csv',
    csvFile(messages, [
      'id',
      'created_at',
      'sender_side',
      'sender_id',
      'body',
      'masked',
      'offer_id',
      'offer_event',
    ]),
  );

  // The offers: every version, the clock's milestones and extensions, the accepted LOI's PDF.
  const versions = read.deal_offers;
  files.set('offers/versions.json', jsonFile(versions));
  files.set('offers/milestones.json', jsonFile(read.deal_milestones));
  files.set('offers/exclusivity-extensions.json', jsonFile(read.exclusivity_extensions));
  // The LOI's record from these versions, newest first as the offers' thread reads them
  // ((deal_id, version_no) is unique, so reversed is the thread's order), with the names of the
  // wave's public.deal_thread() (looked at only when there is an accepted version, as before).
  const loi = await acceptedLoiOfRows(
    client,
    dealId,
    { listing_id: read.listing_id, stage: read.stage, exclusive_until: read.exclusive_until },
    [...versions].reverse() as unknown as OfferRow[],
    null,
    () => {
      if (namesRead.error) throw namesRead.error;
      return Promise.resolve(namesRead.data as PartyNames);
    },
  );
  if (loi.found) {
    const pdf = await renderAcceptedLoi(loi.loi, language);
    files.set(`offers/LOI-${reference}-v${loi.loi.offer.version_no}-${language}.pdf`, pdf);
  }

  // Due diligence and closing.
  const requests = read.diligence_requests;
  files.set(
    'diligence/requests.json',
    jsonFile(requests.map((request) => without(request, ['diligence_request_documents']))),
  );
  files.set(
    'diligence/request-documents.json',
    jsonFile(requests.flatMap((request) => request.diligence_request_documents)),
  );
  files.set('diligence/questions.json', jsonFile(read.diligence_questions));
  const checklist = read.closing_checklists;
  files.set(
    'closing/checklist.json',
    jsonFile(checklist ? [without(checklist, ['closing_items', 'closing_item_documents'])] : []),
  );
  files.set('closing/items.json', jsonFile(checklist?.closing_items ?? []));
  files.set('closing/documents.json', jsonFile(checklist?.closing_item_documents ?? []));

  // The data room's read log of the deal's buyer side, and the deal's audit trail, as the
  // database gives them to the caller's side (public.closing_archive_reads(),
  // public.closing_archive_audit(): the buyer their side's reads and the entries about their own
  // steps, the listing's owner the reads and entries named to them, admins all).
  const reads = await rows(readsRead, 'closing_archive_reads');
  files.set('data-room/read-log.json', jsonFile(reads));
  files.set(
    'data-room/read-log.csv',
    csvFile(reads, ['id', 'read_at', 'document_id', 'version_id', 'reader_id', 'delivery']),
  );
  const audit = await rows(auditRead, 'closing_archive_audit');
  files.set('audit-trail.json', jsonFile(audit));
  files.set(
    'audit-trail.csv',
    csvFile(audit, ['id', 'occurred_at', 'event_type', 'actor_id', 'subject_user_id', 'detail']),
  );

  // The data room's documents as the caller's side could see them at closing: the database
  // decides, as the caller (public.closing_archive_documents()).
  const documents = (await rows(
    documentsRead,
    'closing_archive_documents',
  )) as unknown as ArchiveDocument[];
  const listed: Row[] = [];
  if (documents.length) {
    // Service role, for the bytes only: Storage lets a buyer read an original only right after a
    // logged open (and never a PDF's), and the archive must not add reads to the log it holds.
    // Exactly the objects the caller's own call above returned are fetched, so the service role
    // adds nothing the caller's side may not have.
    const storage = serviceClient().storage.from('data-room');
    const taken = new Set<string>();
    const stampFor = isBuyer
      ? { name: String(profile?.name ?? ''), email: caller.email ?? '', date: closedAt, language }
      : null;
    for (const doc of documents) {
      const { data: blob, error: download } = await storage.download(doc.object_name);
      if (download || !blob) throw new HttpError(500, 'A document could not be read');
      let bytes = new Uint8Array(await blob.arrayBuffer());
      const stamped = stampFor !== null && doc.mime_type === 'application/pdf';
      if (stamped) bytes = await stampPdf(bytes, stampFor);
      const folder = doc.folder_name ? safeName(doc.folder_name) : '_';
      const extension = /\.[A-Za-z0-9]{1,5}$/.exec(doc.file_name)?.[0] ?? '';
      const base = safeName(doc.name.replace(/\.[A-Za-z0-9]{1,5}$/, ''));
      let path = `data-room/files/${folder}/${base}${extension}`;
      for (let n = 2; taken.has(path); n += 1)
        path = `data-room/files/${folder}/${base} (${n})${extension}`;
      taken.add(path);
      files.set(path, bytes);
      listed.push({
        path,
        document_id: doc.document_id,
        name: doc.name,
        folder: doc.folder_name,
        tier: doc.tier,
        version_id: doc.version_id,
        mime_type: doc.mime_type,
        stamped_for: stamped ? `${stampFor!.name} <${stampFor!.email}>` : null,
        sha256: await sha256Hex(bytes),
      });
    }
  }
  files.set('data-room/documents.json', jsonFile(listed));

  const sums = await manifest(files);
  files.set('MANIFEST.sha256', sums);
  return {
    bytes: zip(files, closedAt),
    fileName: `DealBridge-archive-${reference}-${isBuyer ? 'buyer' : 'seller'}.zip`,
    manifestHash: await sha256Hex(sums),
  };
}
