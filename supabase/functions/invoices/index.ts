// Invoices edge function. Body `{ invoice_id, document?: 'invoice' | 'receipt' }` (supabase-js
// `functions.invoke('invoices', ...)`): the stored PDF of an invoice (or cancellation invoice), or
// the receipt of a paid one, as application/pdf with its SHA-256 in `X-Content-Sha256`.
//
// Who may: whoever may read the invoice row (its buyer and admins: the row is read with the
// caller's token, RLS decides; 404 otherwise). The PDF is rendered the first time anyone asks for it
// (the scheduler asks right after issue, `{ pending: true }` with the service role), stored in the
// private bucket `invoices` and recorded with its hash by public.attach_invoice_document(), which
// accepts it once; every later download returns those stored bytes, checked against the hash.
import { bearerToken, env, HttpError } from '../_shared/caller.ts';
import { corsHeaders, errorResponse, jsonResponse } from '../_shared/cors.ts';
import { type InvoiceRow, renderInvoice, renderReceipt } from './render.ts';

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

const serviceHeaders = () => ({
  apikey: env('SUPABASE_SERVICE_ROLE_KEY'),
  Authorization: `Bearer ${env('SUPABASE_SERVICE_ROLE_KEY')}`,
});

async function readInvoice(id: string, token: string | null): Promise<Stored | null> {
  const headers = token
    ? { apikey: env('SUPABASE_ANON_KEY'), Authorization: `Bearer ${token}` }
    : serviceHeaders();
  const response = await fetch(
    `${env('SUPABASE_URL')}/rest/v1/invoices?id=eq.${encodeURIComponent(id)}&select=${COLUMNS}`,
    { headers },
  );
  if (response.status === 401) throw new HttpError(401, 'Invalid or expired token');
  if (!response.ok) {
    await response.body?.cancel();
    return null;
  }
  const [row] = (await response.json()) as Stored[];
  return row ? { ...row, cancels_number: row.cancels?.number ?? null } : null;
}

async function sha256(bytes: Uint8Array): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', bytes as Uint8Array<ArrayBuffer>);
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

const objectUrl = (path: string) =>
  `${env('SUPABASE_URL')}/storage/v1/object/${BUCKET}/${path.split('/').map(encodeURIComponent).join('/')}`;

async function readStored(path: string, hash: string): Promise<Uint8Array> {
  const response = await fetch(objectUrl(path), { headers: serviceHeaders() });
  if (!response.ok) {
    await response.body?.cancel();
    throw new HttpError(500, 'The stored invoice is missing');
  }
  const bytes = new Uint8Array(await response.arrayBuffer());
  if ((await sha256(bytes)) !== hash)
    throw new HttpError(500, 'The stored invoice does not match its hash');
  return bytes;
}

/** The document's stored bytes, rendering and storing it first if it has none yet. */
async function documentOf(
  row: Stored,
  document: 'invoice' | 'receipt',
): Promise<{ bytes: Uint8Array; hash: string }> {
  const path = document === 'invoice' ? row.pdf_path : row.receipt_path;
  const hash = document === 'invoice' ? row.pdf_sha256 : row.receipt_sha256;
  if (path && hash) return { bytes: await readStored(path, hash), hash };

  const bytes = document === 'invoice' ? await renderInvoice(row) : await renderReceipt(row);
  const digest = await sha256(bytes);
  const name = `${row.buyer_id}/${row.id}${document === 'invoice' ? '' : '-receipt'}-${digest.slice(0, 16)}.pdf`;
  const upload = await fetch(objectUrl(name), {
    method: 'POST',
    headers: { ...serviceHeaders(), 'Content-Type': 'application/pdf', 'x-upsert': 'false' },
    body: bytes as Uint8Array<ArrayBuffer>,
  });
  await upload.body?.cancel();
  if (!upload.ok && upload.status !== 409 && upload.status !== 400)
    throw new HttpError(500, 'The invoice could not be stored');
  const attached = await fetch(`${env('SUPABASE_URL')}/rest/v1/rpc/attach_invoice_document`, {
    method: 'POST',
    headers: { ...serviceHeaders(), 'Content-Type': 'application/json' },
    body: JSON.stringify({
      p_invoice_id: row.id,
      p_document: document,
      p_path: name,
      p_sha256: digest,
    }),
  });
  await attached.body?.cancel();
  if (attached.ok) return { bytes, hash: digest };
  // Another request stored it first: theirs is the document.
  const again = await readInvoice(row.id, null);
  const storedPath = document === 'invoice' ? again?.pdf_path : again?.receipt_path;
  const storedHash = document === 'invoice' ? again?.pdf_sha256 : again?.receipt_sha256;
  if (!storedPath || !storedHash) throw new HttpError(500, 'The invoice could not be recorded');
  if (storedPath !== name)
    await fetch(objectUrl(name), { method: 'DELETE', headers: serviceHeaders() }).then((r) =>
      r.body?.cancel(),
    );
  return { bytes: await readStored(storedPath, storedHash), hash: storedHash };
}

/** Service role: render every invoice that has no PDF yet (the scheduler, after issue). */
async function renderPending(): Promise<Response> {
  const response = await fetch(
    `${env('SUPABASE_URL')}/rest/v1/invoices?pdf_sha256=is.null&select=id&order=issued_at&limit=20`,
    { headers: serviceHeaders() },
  );
  const rows = response.ok ? ((await response.json()) as { id: string }[]) : [];
  let rendered = 0;
  for (const { id } of rows) {
    const row = await readInvoice(id, null);
    if (row && !row.pdf_sha256) {
      await documentOf(row, 'invoice');
      rendered++;
    }
  }
  return jsonResponse({ rendered });
}

Deno.serve(async (request) => {
  if (request.method === 'OPTIONS') return new Response('ok', { headers: corsHeaders });
  try {
    if (request.method !== 'POST') throw new HttpError(405, 'Use POST');
    const body = (await request.json().catch(() => ({}))) as {
      invoice_id?: unknown;
      document?: unknown;
      pending?: unknown;
    };
    const token = bearerToken(request);
    if (body.pending === true) {
      if (token !== env('SUPABASE_SERVICE_ROLE_KEY')) throw new HttpError(403, 'Service role only');
      return await renderPending();
    }
    if (typeof body.invoice_id !== 'string' || !/^[0-9a-f-]{36}$/i.test(body.invoice_id))
      throw new HttpError(400, 'invoice_id is required');
    const document = body.document === 'receipt' ? 'receipt' : 'invoice';
    // As the caller: RLS shows the row to its buyer and admins only.
    const row = await readInvoice(body.invoice_id, token);
    if (!row) throw new HttpError(404, 'Invoice not found');
    if (document === 'receipt' && row.status !== 'paid' && !row.receipt_sha256)
      throw new HttpError(409, 'The invoice is not paid');
    const { bytes, hash } = await documentOf(row, document);
    const file = `${document === 'invoice' ? row.number : `${row.number}-receipt`}.pdf`;
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
