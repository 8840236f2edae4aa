// capacity-proof edge function: records a buyer's uploaded proof of funds for an admin's review.
// Body `{ object_name, file_name }` (supabase-js `functions.invoke('capacity-proof', { body })`).
//
// The buyer first uploads the file into their own folder of the private bucket `capacity-proofs`
// (storage.objects RLS: `<user id>/…`, at most 10 MB, declared PDF/PNG/JPEG). An upload's declared
// type is whatever the client said, so this function reads the file's first bytes as the buyer
// (their token: Storage's RLS decides) and accepts only a real PDF, PNG or JPEG. Anything else is
// deleted and refused with 422. An accepted file is recorded with the type its bytes show through
// public.record_capacity_proof(), which only the service role may call: a buyer cannot record a
// file this function has not looked at. Storage and the database through supabase-js.
import { callerFrom, HttpError } from '../_shared/caller.ts';
import { corsHeaders, errorResponse, jsonResponse } from '../_shared/cors.ts';
import { callerClient, firstBytes, serviceClient } from '../_shared/supabase.ts';

const BUCKET = 'capacity-proofs';

/** What the first bytes say the file is: PDF, PNG, JPEG, or null. */
export function sniffContentType(head: Uint8Array): string | null {
  const starts = (bytes: number[]) => bytes.every((byte, i) => head[i] === byte);
  if (starts([0x25, 0x50, 0x44, 0x46, 0x2d])) return 'application/pdf'; // %PDF-
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (starts([0xff, 0xd8, 0xff])) return 'image/jpeg';
  return null;
}

/** The first bytes of the object, read as the caller (404 when RLS hides it or it is missing). */
async function headOf(name: string, token: string): Promise<Uint8Array> {
  const { data: stream, error } = await callerClient(token)
    .storage.from(BUCKET)
    .download(name)
    .asStream();
  if (error || !stream) throw new HttpError(404, 'Proof of funds not found: upload the file first');
  return firstBytes(stream, 16);
}

async function removeObject(name: string, token: string): Promise<void> {
  await callerClient(token).storage.from(BUCKET).remove([name]);
}

async function record(userId: string, objectName: string, fileName: string, contentType: string) {
  const { data, error, status } = await serviceClient().rpc('record_capacity_proof', {
    p_user_id: userId,
    p_object_name: objectName,
    p_file_name: fileName,
    p_content_type: contentType,
  });
  if (error) {
    const message = error.message || 'Database request failed';
    // The database's own refusals (not verified, no such object, already recorded) reach the buyer.
    if (status >= 400 && status < 500) throw new HttpError(status === 409 ? 409 : 403, message);
    console.error(`PostgREST rpc/record_capacity_proof: ${status} ${message}`);
    throw new HttpError(500, 'Database request failed');
  }
  return data;
}

Deno.serve(async (request: Request) => {
  if (request.method === 'OPTIONS') return new Response('ok', { headers: corsHeaders });
  try {
    if (request.method !== 'POST') throw new HttpError(405, 'Method not allowed: use POST');
    const caller = await callerFrom(request);
    let body: { object_name?: unknown; file_name?: unknown };
    try {
      body = (await request.json()) ?? {};
    } catch {
      throw new HttpError(
        400,
        'Invalid request body: expected JSON { "object_name", "file_name" }',
      );
    }
    const objectName = typeof body.object_name === 'string' ? body.object_name : '';
    const fileName = typeof body.file_name === 'string' ? body.file_name.slice(0, 200) : '';
    const parts = objectName.split('/');
    if (
      parts.length !== 2 ||
      parts[0] !== caller.id ||
      !parts[1] ||
      parts[1] === '.' ||
      parts[1] === '..' ||
      objectName.length > 300
    ) {
      throw new HttpError(400, 'object_name must be "<your user id>/<file name>"');
    }
    const contentType = sniffContentType(await headOf(objectName, caller.token));
    if (!contentType) {
      await removeObject(objectName, caller.token);
      throw new HttpError(422, 'The file is not a PDF, PNG or JPEG document');
    }
    const proof = await record(caller.id, objectName, fileName || parts[1], contentType);
    return jsonResponse({ proof });
  } catch (error) {
    if (error instanceof HttpError) return errorResponse(error.message, error.status);
    console.error(error);
    return errorResponse('Internal error', 500);
  }
});
