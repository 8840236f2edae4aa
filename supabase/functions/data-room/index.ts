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
import { bearerToken, HttpError } from '../_shared/caller.ts';
import { corsHeaders, errorResponse, jsonResponse } from '../_shared/cors.ts';
import { callerClient, firstBytes, serviceClient } from '../_shared/supabase.ts';
import { contentMatchesType } from './sniff.ts';
import { stampPdf } from './stamp.ts';

const BUCKET = 'data-room';
const SIGNED_URL_SECONDS = 60;
const MAX_BYTES = 25 * 1024 * 1024;
const SNIFF_BYTES = 64 * 1024;

/** An RPC through PostgREST, as the caller (token) or as the service role (token null). */
async function rpc<T>(
  name: string,
  args: Record<string, unknown>,
  token: string | null,
): Promise<T> {
  const client = token ? callerClient(token) : serviceClient();
  const { data, error, status } = await client.rpc(name, args);
  if (error) {
    if (status === 401) throw new HttpError(401, 'Invalid or expired token');
    if (status === 404 || status === 403 || status === 400)
      throw new HttpError(404, error.message || 'Document not found');
    console.error(`[data-room] rpc/${name}: ${status} ${JSON.stringify(error)}`);
    throw new HttpError(500, 'Database request failed');
  }
  return data as T;
}

/** The caller's language (profiles.language, read as the caller); English when unknown. */
async function readerLanguage(token: string): Promise<'en' | 'de'> {
  let id = '';
  try {
    id = String(
      JSON.parse(atob(token.split('.')[1].replace(/-/g, '+').replace(/_/g, '/'))).sub ?? '',
    );
  } catch {
    return 'en';
  }
  const { data, error } = await callerClient(token)
    .from('profiles')
    .select('language')
    .eq('id', id);
  if (error) return 'en';
  const [profile] = data as { language?: string }[];
  return profile?.language === 'de' ? 'de' : 'en';
}

const storage = () => serviceClient().storage.from(BUCKET);

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
    const { data: original, error } = await storage().download(opened.object_name);
    if (error || !original) throw new HttpError(404, 'Document not found');
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

  // The download name is added here as Storage reads it (storage-js would encode it twice).
  const { data: signed, error } = await storage().createSignedUrl(
    opened.object_name,
    SIGNED_URL_SECONDS,
  );
  if (error || !signed) throw new HttpError(404, 'Document not found');
  return jsonResponse({
    signed_url: `${signed.signedUrl}&download=${encodeURIComponent(opened.file_name)}`,
    file_name: opened.file_name,
    mime_type: opened.mime_type,
    expires_in: SIGNED_URL_SECONDS,
  });
}

/** The object's first SNIFF_BYTES bytes (read as a stream, not the whole object); none when unreadable. */
async function headOf(name: string): Promise<Uint8Array> {
  const { data: stream } = await storage().download(name).asStream();
  if (!stream) return new Uint8Array();
  return firstBytes(stream, SNIFF_BYTES);
}

type Version = { id: string; object_name: string; mime_type: string; status: string };

async function complete(request: Request, versionId: unknown): Promise<Response> {
  if (typeof versionId !== 'string') throw new HttpError(400, 'version_id is required');
  // As the caller: the versions' policy shows them to the listing's owner only.
  const found = await callerClient(bearerToken(request))
    .from('data_room_versions')
    .select('id,object_name,mime_type,status')
    .eq('id', versionId);
  if (found.status === 401) throw new HttpError(401, 'Invalid or expired token');
  const [version] = found.error ? [] : (found.data as Version[]);
  if (!version) throw new HttpError(404, 'Upload not found');
  if (version.status === 'ready') return jsonResponse({ status: 'ready' });

  const { data: info, error } = await storage().info(version.object_name);
  if (error || !info) throw new HttpError(409, 'The file has not been uploaded yet');
  const { contentType: content_type, version: objectVersion } = info;
  const size = info.size ?? 0;
  const bytes = await headOf(version.object_name);
  const declared = (content_type ?? '').split(';')[0].trim().toLowerCase();
  const fits =
    size > 0 &&
    size <= MAX_BYTES &&
    declared === version.mime_type &&
    contentMatchesType(bytes, version.mime_type);
  const discard = async () => {
    await storage().remove([version.object_name]);
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
