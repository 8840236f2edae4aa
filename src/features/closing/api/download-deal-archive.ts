import { useMutation } from '@tanstack/react-query';
import { env } from '../../../lib/env';
import { BackendUnreachableError } from '../../../lib/db';
import { listingReference } from '../../../lib/listing-reference';
import { supabase } from '../../../lib/supabase';

/** What the download needs: the deal, its listing and the viewer's side (the file's name). */
export type DealArchiveDownload = { dealId: string; listingId: string; side: 'buyer' | 'seller' };

/**
 * The closed deal's archive as one ZIP, built by the `deal-archive` edge function with the
 * caller's token (RLS decides what is in it), saved under the name the function gives. A plain
 * request (supabase-js would read a ZIP answer as text); the function's refusal (`{ error }`, e.g.
 * 409 "The deal is not closed…", 410 after the retention) becomes the thrown message. The file's
 * name is the function's (`DealBridge-archive-<reference>-<side>.zip`), made here as the gateway
 * does not let the browser read Content-Disposition.
 */
export async function downloadDealArchive({
  dealId,
  listingId,
  side,
}: DealArchiveDownload): Promise<void> {
  const { data: session } = await supabase.auth.getSession();
  const token = session.session?.access_token;
  if (!token) throw new Error('Missing authorization token');
  let response: Response;
  try {
    response = await fetch(`${env.VITE_SUPABASE_URL}/functions/v1/deal-archive`, {
      method: 'POST',
      headers: {
        apikey: env.VITE_SUPABASE_ANON_KEY,
        Authorization: `Bearer ${token}`,
        'Content-Type': 'application/json',
      },
      body: JSON.stringify({ deal_id: dealId }),
    });
  } catch (error) {
    throw new BackendUnreachableError(error);
  }
  if (!response.ok) {
    const payload = (await response.json().catch(() => ({}))) as { error?: string };
    throw Object.assign(new Error(payload.error ?? `HTTP ${response.status}`), {
      status: response.status,
    });
  }
  const fileName = `DealBridge-archive-${listingReference(listingId)}-${side}.zip`;
  const url = URL.createObjectURL(await response.blob());
  const anchor = window.document.createElement('a');
  anchor.href = url;
  anchor.download = fileName;
  window.document.body.append(anchor);
  anchor.click();
  anchor.remove();
  // The browser has taken the file once the click ran; the address is freed a minute later.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

export function useDownloadDealArchive() {
  return useMutation({ mutationFn: downloadDealArchive });
}
