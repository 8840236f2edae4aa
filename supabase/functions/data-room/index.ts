// Data-room edge function. Body `{ action, ... }` (supabase-js `functions.invoke('data-room', ...)`).
//
// open     { document_id }: the caller opens a document. public.open_data_room_document() runs as
//          the caller (the data room's one rule decides, the read is logged), then
//          - a PDF for anyone but the listing's owner: the original is read with the service role
//            and returned stamped on every page with the reader's name, email and the date, in
//            the reader's language (profiles.language, which the language toggle keeps)
//            (application/pdf); buyers never get the original;
//          - anything else (and the owner's own PDFs): `{ signed_url, file_name, mime_type }`, a
//            Storage URL that lives 60 seconds.
//          404 when the rule refuses (no difference between "absent" and "not yours").
// complete { version_id }: the owner finished uploading a version. The first 64 KB of the object
//          are checked against the declared type (magic numbers) and the size against the limit;
//          then public.complete_data_room_upload() (service role) makes it the current version,
//          or the object and the version are discarded: 422. From then on the database refuses
//          any change to that object (a new upload is a new version); bytes changed during the
//          check are discarded: 409.
import { bearerToken, env, HttpError } from '../_shared/caller.ts';
import { corsHeaders, errorResponse, jsonResponse } from '../_shared/cors.ts';
import { contentMatchesType } from './sniff.ts';
import { stampPdf } from './stamp.ts';

const BUCKET = 'data-room';
const SIGNED_URL_SECONDS = 60;
const MAX_BYTES = 25 * 1024 * 1024;
const SNIFF_BYTES = 64 * 1024;

const serviceHeaders = () => ({
  apikey: env('SUPABASE_SERVICE_ROLE_KEY'),
  Authorization: `Bearer ${env('SUPABASE_SERVICE_ROLE_KEY')}`,
});

/** An RPC through PostgREST, as the caller (token) or as the service role (token null). */
async function rpc<T>(
  name: string,
  args: Record<string, unknown>,
  token: string | null,
): Promise<T> {
  const headers = token
    ? { apikey: env('SUPABASE_ANON_KEY'), Authorization: `Bearer ${token}` }
    : serviceHeaders();
  const response = await fetch(`${env('SUPABASE_URL')}/rest/v1/rpc/${name}`, {
    method: 'POST',
    headers: { ...headers, 'Content-Type': 'application/json' },
    body: JSON.stringify(args),
  });
  if (!response.ok) {
    const body = (await response.json().catch(() => ({}))) as { message?: string; code?: string };
    if (response.status === 401) throw new HttpError(401, 'Invalid or expired token');
    if (response.status === 404 || response.status === 403 || response.status === 400)
      throw new HttpError(404, body.message ?? 'Document not found');
    console.error(`[data-room] rpc/${name}: ${response.status} ${JSON.stringify(body)}`);
    throw new HttpError(500, 'Database request failed');
  }
  const text = await response.text();
  return (text ? JSON.parse(text) : null) as T;
}

/** The caller's language (profiles.language, read as the caller); English when unknown. */
async function readerLanguage(token: string): Promise<'en' | 'de'> {
  let id = '';
  try {
    id = String(JSON.parse(atob(token.split('.')[1].replace(/-/g, '+').replace(/_/g, '/'))).sub ?? '');
  } catch {
    return 'en';
  }
  const response = await fetch(
    `${env('SUPABASE_URL')}/rest/v1/profiles?select=language&id=eq.${encodeURIComponent(id)}`,
    { headers: { apikey: env('SUPABASE_ANON_KEY'), Authorization: `Bearer ${token}` } },
  );
  if (!response.ok) {
    await response.body?.cancel();
    return 'en';
  }
  const [profile] = (await response.json()) as { language?: string }[];
  return profile?.language === 'de' ? 'de' : 'en';
}

const storageUrl = (path: string) => `${env('SUPABASE_URL')}/storage/v1${path}`;
const objectPath = (name: string) =>
  `${BUCKET}/${name.split('/').map(encodeURIComponent).join('/')}`;

type Opened = {
  object_name: string;
  file_name: string;
  mime_type: string;
  is_owner: boolean;
  reader_name: string;
  reader_email: string;
};

async function open(request: Request, documentId: unknown): Promise<Response> {
  if (typeof documentId !== 'string') throw new HttpError(400, 'document_id is required');
  const [opened] = await rpc<Opened[]>(
    'open_data_room_document',
    { p_document_id: documentId },
    bearerToken(request),
  );
  if (!opened) throw new HttpError(404, 'Document not found');

  if (opened.mime_type === 'application/pdf' && !opened.is_owner) {
    const original = await fetch(
      storageUrl(`/object/authenticated/${objectPath(opened.object_name)}`),
      {
        headers: serviceHeaders(),
      },
    );
    if (!original.ok) {
      await original.body?.cancel();
      throw new HttpError(404, 'Document not found');
    }
    const stamped = await stampPdf(new Uint8Array(await original.arrayBuffer()), {
      name: opened.reader_name,
      email: opened.reader_email,
      date: new Date(),
      language: await readerLanguage(bearerToken(request)),
    });
    // pdf-lib's bytes are typed over any buffer; Response takes them as they are.
    return new Response(stamped as Uint8Array<ArrayBuffer>, {
      headers: {
        ...corsHeaders,
        'Access-Control-Expose-Headers': 'Content-Disposition',
        'Content-Type': 'application/pdf',
        'Content-Disposition': `attachment; filename*=UTF-8''${encodeURIComponent(opened.file_name)}`,
        'Cache-Control': 'no-store',
      },
    });
  }

  const signed = await fetch(storageUrl(`/object/sign/${objectPath(opened.object_name)}`), {
    method: 'POST',
    headers: { ...serviceHeaders(), 'Content-Type': 'application/json' },
    body: JSON.stringify({ expiresIn: SIGNED_URL_SECONDS }),
  });
  if (!signed.ok) {
    await signed.body?.cancel();
    throw new HttpError(404, 'Document not found');
  }
  const { signedURL } = (await signed.json()) as { signedURL: string };
  return jsonResponse({
    signed_url: `${storageUrl(signedURL)}&download=${encodeURIComponent(opened.file_name)}`,
    file_name: opened.file_name,
    mime_type: opened.mime_type,
    expires_in: SIGNED_URL_SECONDS,
  });
}

type Version = { id: string; object_name: string; mime_type: string; status: string };

async function complete(request: Request, versionId: unknown): Promise<Response> {
  if (typeof versionId !== 'string') throw new HttpError(400, 'version_id is required');
  // As the caller: the versions' policy shows them to the listing's owner only.
  const found = await fetch(
    `${env('SUPABASE_URL')}/rest/v1/data_room_versions?id=eq.${encodeURIComponent(versionId)}&select=id,object_name,mime_type,status`,
    {
      headers: {
        apikey: env('SUPABASE_ANON_KEY'),
        Authorization: `Bearer ${bearerToken(request)}`,
      },
    },
  );
  if (found.status === 401) throw new HttpError(401, 'Invalid or expired token');
  const [version] = found.ok ? ((await found.json()) as Version[]) : [];
  if (!version) throw new HttpError(404, 'Upload not found');
  if (version.status === 'ready') return jsonResponse({ status: 'ready' });

  const path = objectPath(version.object_name);
  const info = await fetch(storageUrl(`/object/info/authenticated/${path}`), {
    headers: serviceHeaders(),
  });
  if (!info.ok) {
    await info.body?.cancel();
    throw new HttpError(409, 'The file has not been uploaded yet');
  }
  const {
    size,
    content_type,
    version: objectVersion,
  } = (await info.json()) as {
    size: number;
    content_type: string;
    version: string;
  };
  const head = await fetch(storageUrl(`/object/authenticated/${path}`), {
    headers: { ...serviceHeaders(), Range: `bytes=0-${SNIFF_BYTES - 1}` },
  });
  const bytes = head.ok ? new Uint8Array(await head.arrayBuffer()) : new Uint8Array();
  const declared = (content_type ?? '').split(';')[0].trim().toLowerCase();
  const fits =
    size > 0 &&
    size <= MAX_BYTES &&
    declared === version.mime_type &&
    contentMatchesType(bytes, version.mime_type);
  const discard = async () => {
    await fetch(storageUrl(`/object/${path}`), {
      method: 'DELETE',
      headers: serviceHeaders(),
    }).then((r) => r.body?.cancel());
    await rpc('discard_data_room_upload', { p_version_id: version.id }, null);
  };
  if (!fits) {
    await discard();
    throw new HttpError(422, 'The file’s content does not match its type');
  }
  // The object version read above binds the completion to the checked bytes: an overwrite in
  // between makes the database refuse, and the unchecked bytes are discarded.
  try {
    await rpc(
      'complete_data_room_upload',
      { p_version_id: version.id, p_size_bytes: size, p_object_version: objectVersion },
      null,
    );
  } catch (error) {
    if (!(error instanceof HttpError) || error.status !== 404) throw error;
    await discard();
    throw new HttpError(409, 'The file changed while it was being checked: upload it again');
  }
  return jsonResponse({ status: 'ready' });
}

Deno.serve(async (request) => {
  if (request.method === 'OPTIONS') return new Response('ok', { headers: corsHeaders });
  if (request.method !== 'POST') return errorResponse('Method not allowed', 405);
  try {
    const body = (await request.json().catch(() => ({}))) as Record<string, unknown>;
    if (body.action === 'open') return await open(request, body.document_id);
    if (body.action === 'complete') return await complete(request, body.version_id);
    return errorResponse('Unknown action', 400);
  } catch (error) {
    if (error instanceof HttpError) return errorResponse(error.message, error.status);
    console.error('[data-room]', error);
    return errorResponse('Internal error', 500);
  }
});
