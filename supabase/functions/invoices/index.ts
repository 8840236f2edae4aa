// Invoices edge function: the marketplace's documents, one code path for all of them.
//
// * `{ invoice_id, document?: 'invoice' | 'receipt' }`: the stored PDF of an invoice (or
//   cancellation invoice), or the receipt of a paid one.
// * `{ credit_note_id }`: the stored PDF of a scout's credit note (Gutschrift).
// * `{ statement: { year, month? | quarter? }, scout_id? }`: a scout's statement of fees for a
//   month, quarter or year (rendered on request: it is a list, not a tax document; admins pass
//   the scout's id).
// Answers application/pdf; stored documents carry their SHA-256 in `X-Content-Sha256`.
//
// Who may: whoever may read the row (invoice: its buyer and admins; credit note: its scout and
// admins; the row is read with the caller's token, RLS decides; 404 otherwise). A document is
// rendered the first time anyone asks for it (the scheduler asks right after issue,
// `{ pending: true }` with the service role), stored in the private bucket `invoices` and recorded
// with its hash by public.attach_invoice_document(), which accepts it once; every later download
// returns those stored bytes, checked against the hash.
import { StorageApiError } from 'npm:@supabase/supabase-js@~2.109.0';
import { bearerToken, callerFrom, env, HttpError } from '../_shared/caller.ts';
import { corsHeaders, errorResponse, jsonResponse } from '../_shared/cors.ts';
import { callerClient, serviceClient } from '../_shared/supabase.ts';
import {
  type InvoiceRow,
  renderInvoice,
  renderReceipt,
  renderStatement,
  type StatementFee,
} from './render.ts';

const BUCKET = 'invoices';
const COLUMNS =
  'id,number,kind,issued_at,service_date,due_date,language,buyer_id,buyer_kind,listing_title,company_name,responsible_person,uid_number,street_address,postal_code,city,country,net_cents,vat_rate_percent,vat_cents,gross_cents,vat_treatment,status,paid_at,issuer,pdf_path,pdf_sha256,receipt_path,receipt_sha256,cancels:cancels_invoice_id(number)';

type Stored = InvoiceRow & {
  buyer_id: string;
  status: string;
  pdf_path: string | null;
  pdf_sha256: string | null;
  receipt_path: string | null;
  receipt_sha256: string | null;
  cancels: { number: string } | null;
};

const CREDIT_COLUMNS =
  'id,number,issued_at,service_date,language,scout_id,scout_kind,listing_title,company_name,responsible_person,uid_number,street_address,postal_code,city,country,net_cents,vat_rate_percent,vat_cents,gross_cents,vat_treatment,issuer,pdf_path,pdf_sha256,tax_number';

type Document = 'invoice' | 'receipt' | 'credit_note';

/** As the caller (their token: RLS decides) or, with no token, as the service role. */
const clientFor = (token: string | null) => (token ? callerClient(token) : serviceClient());

async function readInvoice(id: string, token: string | null): Promise<Stored | null> {
  const { data, error, status } = await clientFor(token)
    .from('invoices')
    .select(COLUMNS)
    .eq('id', id);
  if (status === 401) throw new HttpError(401, 'Invalid or expired token');
  if (error) return null;
  const [row] = data as unknown as Stored[];
  return row ? { ...row, cancels_number: row.cancels?.number ?? null } : null;
}

/** A credit note as the row the shared renderer knows (the scout is the document's recipient). */
async function readCreditNote(id: string, token: string | null): Promise<Stored | null> {
  const { data, error, status } = await clientFor(token)
    .from('credit_notes')
    .select(CREDIT_COLUMNS)
    .eq('id', id);
  if (status === 401) throw new HttpError(401, 'Invalid or expired token');
  if (error) return null;
  const [row] = data as unknown as (Omit<Stored, 'kind' | 'buyer_id' | 'buyer_kind'> & {
    scout_id: string;
    scout_kind: 'company' | 'private';
  })[];
  if (!row) return null;
  return {
    ...row,
    kind: 'credit_note',
    buyer_id: row.scout_id,
    buyer_kind: row.scout_kind,
    due_date: row.service_date,
    status: 'issued',
    paid_at: null,
    receipt_path: null,
    receipt_sha256: null,
    cancels: null,
    cancels_number: null,
  };
}

const readDocument = (document: Document, id: string, token: string | null) =>
  document === 'credit_note' ? readCreditNote(id, token) : readInvoice(id, token);

async function sha256(bytes: Uint8Array): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', bytes as Uint8Array<ArrayBuffer>);
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/** The bucket, with the service role (the row was read under the caller's RLS before). */
const bucket = () => serviceClient().storage.from(BUCKET);

async function readStored(path: string, hash: string): Promise<Uint8Array> {
  const { data, error } = await bucket().download(path);
  if (error || !data) throw new HttpError(500, 'The stored invoice is missing');
  const bytes = new Uint8Array(await data.arrayBuffer());
  if ((await sha256(bytes)) !== hash)
    throw new HttpError(500, 'The stored invoice does not match its hash');
  return bytes;
}

/** The document's stored bytes, rendering and storing it first if it has none yet. */
async function documentOf(
  row: Stored,
  document: Document,
): Promise<{ bytes: Uint8Array; hash: string }> {
  const main = document !== 'receipt';
  const path = main ? row.pdf_path : row.receipt_path;
  const hash = main ? row.pdf_sha256 : row.receipt_sha256;
  if (path && hash) return { bytes: await readStored(path, hash), hash };

  const bytes = main ? await renderInvoice(row) : await renderReceipt(row);
  const digest = await sha256(bytes);
  const suffix = { invoice: '', receipt: '-receipt', credit_note: '-credit-note' }[document];
  const name = `${row.buyer_id}/${row.id}${suffix}-${digest.slice(0, 16)}.pdf`;
  const upload = await bucket().upload(name, bytes, {
    contentType: 'application/pdf',
    upsert: false,
  });
  // 409 / 400: the same bytes were stored by another request first (the name holds their hash).
  const uploadStatus = upload.error instanceof StorageApiError ? upload.error.status : 0;
  if (upload.error && uploadStatus !== 409 && uploadStatus !== 400)
    throw new HttpError(500, 'The invoice could not be stored');
  const attached = await serviceClient().rpc('attach_invoice_document', {
    p_invoice_id: row.id,
    p_document: document,
    p_path: name,
    p_sha256: digest,
  });
  if (!attached.error) return { bytes, hash: digest };
  // Another request stored it first: theirs is the document.
  const again = await readDocument(document, row.id, null);
  const storedPath = main ? again?.pdf_path : again?.receipt_path;
  const storedHash = main ? again?.pdf_sha256 : again?.receipt_sha256;
  if (!storedPath || !storedHash) throw new HttpError(500, 'The invoice could not be recorded');
  if (storedPath !== name) await bucket().remove([name]);
  return { bytes: await readStored(storedPath, storedHash), hash: storedHash };
}

/** Service role: render every invoice and credit note that has no PDF yet (the scheduler). */
async function renderPending(): Promise<Response> {
  let rendered = 0;
  for (const [table, document] of [
    ['invoices', 'invoice'],
    ['credit_notes', 'credit_note'],
  ] as const) {
    const { data } = await serviceClient()
      .from(table)
      .select('id')
      .is('pdf_sha256', null)
      .order('issued_at')
      .limit(20);
    const rows = (data ?? []) as { id: string }[];
    for (const { id } of rows) {
      const row = await readDocument(document, id, null);
      if (row && !row.pdf_sha256) {
        await documentOf(row, document);
        rendered++;
      }
    }
  }
  return jsonResponse({ rendered });
}

const day = (y: number, m: number, d = 1) =>
  `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;

/** The period asked for: [from, until) and its last day. */
function periodOf(input: unknown): { from: string; until: string; last: string } {
  const p = (input ?? {}) as { year?: unknown; month?: unknown; quarter?: unknown };
  const year = Number(p.year);
  if (!Number.isInteger(year) || year < 2000 || year > 2100)
    throw new HttpError(400, 'statement.year is required');
  let first = 1;
  let months = 12;
  if (p.month !== undefined) {
    first = Number(p.month);
    months = 1;
    if (!Number.isInteger(first) || first < 1 || first > 12)
      throw new HttpError(400, 'statement.month must be 1-12');
  } else if (p.quarter !== undefined) {
    const quarter = Number(p.quarter);
    if (!Number.isInteger(quarter) || quarter < 1 || quarter > 4)
      throw new HttpError(400, 'statement.quarter must be 1-4');
    first = (quarter - 1) * 3 + 1;
    months = 3;
  }
  const end = first + months;
  const until = end > 12 ? day(year + 1, 1) : day(year, end);
  const lastDay = new Date(Date.UTC(year, first - 1 + months, 0)).getUTCDate();
  return { from: day(year, first), until, last: day(year, first - 1 + months, lastDay) };
}

/** A PostgREST answer read as the caller: their token's refusals keep their meaning. */
function dataOf<T>({
  data,
  error,
  status,
}: {
  data: unknown;
  error: { code?: string } | null;
  status: number;
}): T {
  if (status === 401) throw new HttpError(401, 'Invalid or expired token');
  if (status === 403) throw new HttpError(403, 'Not allowed');
  if (error)
    throw new HttpError(error.code === '42501' ? 403 : 400, 'The statement could not be made');
  return data as T;
}

/**
 * A scout's statement of fees for a period, as the caller: public.scout_fees() decides (own fees,
 * or an admin's choice of scout); name, language and address are the scout's, read under RLS.
 */
async function statementOf(
  token: string,
  callerId: string,
  input: unknown,
  scoutId: unknown,
): Promise<{ bytes: Uint8Array; file: string }> {
  const { from, until, last } = periodOf(input);
  if (scoutId !== undefined && (typeof scoutId !== 'string' || !/^[0-9a-f-]{36}$/i.test(scoutId)))
    throw new HttpError(400, 'scout_id must be an id');
  const scout = (scoutId as string | undefined) ?? callerId;
  const supabase = callerClient(token);
  const fees = dataOf<(StatementFee & { scout_id: string })[]>(
    await supabase.rpc('scout_fees', {
      p_scout_id: scout,
      p_from: from,
      p_until: until,
      p_limit: 1000,
    }),
  );
  const [profile] = dataOf<{ name: string; language: 'en' | 'de' }[]>(
    await supabase.from('profiles').select('name,language').eq('id', scout),
  );
  if (!profile) throw new HttpError(404, 'Scout not found');
  const [billing] = dataOf<Record<string, string | null>[]>(
    await supabase
      .from('billing_info')
      .select(
        'kind,company_name,responsible_person,uid_number,street_address,postal_code,city,country',
      )
      .eq('user_id', scout),
  );
  const issuer = dataOf<InvoiceRow['issuer']>(await supabase.rpc('document_issuer'));
  const language = profile.language === 'de' ? 'de' : 'en';
  const row = {
    id: scout,
    number: '',
    kind: 'credit_note',
    cancels_number: null,
    // The statement's date: the end of the period, or today while the period runs.
    issued_at:
      new Date().toISOString().slice(0, 10) < last ? new Date().toISOString().slice(0, 10) : last,
    service_date: last,
    due_date: last,
    language,
    buyer_kind: billing?.kind === 'company' ? 'company' : 'private',
    listing_title: '',
    company_name: billing?.company_name ?? null,
    responsible_person: billing?.responsible_person || profile.name,
    uid_number: billing?.uid_number ?? null,
    street_address: billing?.street_address ?? null,
    postal_code: billing?.postal_code ?? null,
    city: billing?.city ?? null,
    country: billing?.country ?? null,
    net_cents: 0,
    vat_rate_percent: 0,
    vat_cents: 0,
    gross_cents: 0,
    vat_treatment: 'small_business',
    paid_at: null,
    issuer,
  } satisfies InvoiceRow;
  const bytes = await renderStatement({ row, from, to: last, fees });
  const period = input as { year: number; month?: number; quarter?: number };
  const suffix = period.month
    ? `-${String(period.month).padStart(2, '0')}`
    : period.quarter
      ? `-Q${period.quarter}`
      : '';
  return {
    bytes,
    file: `statement-${period.year}${suffix}.pdf`,
  };
}

Deno.serve(async (request) => {
  if (request.method === 'OPTIONS') return new Response('ok', { headers: corsHeaders });
  try {
    if (request.method !== 'POST') throw new HttpError(405, 'Use POST');
    const body = (await request.json().catch(() => ({}))) as {
      invoice_id?: unknown;
      credit_note_id?: unknown;
      document?: unknown;
      pending?: unknown;
      statement?: unknown;
      scout_id?: unknown;
    };
    const token = bearerToken(request);
    if (body.pending === true) {
      if (token !== env('SUPABASE_SERVICE_ROLE_KEY')) throw new HttpError(403, 'Service role only');
      return await renderPending();
    }
    if (body.statement !== undefined) {
      const caller = await callerFrom(request);
      const { bytes, file } = await statementOf(
        caller.token,
        caller.id,
        body.statement,
        body.scout_id,
      );
      return new Response(bytes as Uint8Array<ArrayBuffer>, {
        headers: {
          ...corsHeaders,
          'Access-Control-Expose-Headers': 'Content-Disposition',
          'Content-Type': 'application/pdf',
          'Content-Disposition': `attachment; filename="${file}"`,
          'Cache-Control': 'no-store',
        },
      });
    }
    const credit = body.credit_note_id !== undefined;
    const id = credit ? body.credit_note_id : body.invoice_id;
    if (typeof id !== 'string' || !/^[0-9a-f-]{36}$/i.test(id))
      throw new HttpError(400, credit ? 'credit_note_id is required' : 'invoice_id is required');
    const document: Document = credit
      ? 'credit_note'
      : body.document === 'receipt'
        ? 'receipt'
        : 'invoice';
    // As the caller: RLS shows an invoice to its buyer and admins, a credit note to its scout and
    // admins.
    const row = await readDocument(document, id, token);
    if (!row) throw new HttpError(404, credit ? 'Credit note not found' : 'Invoice not found');
    if (document === 'receipt' && row.status !== 'paid' && !row.receipt_sha256)
      throw new HttpError(409, 'The invoice is not paid');
    const { bytes, hash } = await documentOf(row, document);
    const file = `${document === 'receipt' ? `${row.number}-receipt` : row.number}.pdf`;
    return new Response(bytes as Uint8Array<ArrayBuffer>, {
      headers: {
        ...corsHeaders,
        'Access-Control-Expose-Headers': 'Content-Disposition, X-Content-Sha256',
        'Content-Type': 'application/pdf',
        'Content-Disposition': `attachment; filename="${file}"`,
        'X-Content-Sha256': hash,
        'Cache-Control': 'no-store',
      },
    });
  } catch (error) {
    if (error instanceof HttpError) return errorResponse(error.message, error.status);
    console.error('[invoices]', error);
    return errorResponse('Internal error', 500);
  }
});
