import { FunctionsHttpError } from '@supabase/supabase-js';
import { toError } from './db';
import { supabase } from './supabase';

/**
 * Asks an edge function for a PDF (invoices, credit notes, statements, the signed NDA) and saves
 * it as `fileName`. The function's own refusal (`{ error }`, e.g. "Signed NDA not found") becomes
 * the thrown message, so the error helper can put it in words.
 */
export async function saveFunctionPdf(
  functionName: string,
  body: Record<string, unknown>,
  fileName: string,
): Promise<void> {
  const { data, error } = await supabase.functions.invoke<Blob>(functionName, { body });
  if (error) {
    if (error instanceof FunctionsHttpError) {
      const payload = (await (error.context as Response).json().catch(() => ({}))) as {
        error?: string;
      };
      throw new Error(payload.error ?? error.message);
    }
    throw toError(error);
  }
  if (!(data instanceof Blob)) throw new Error('No PDF');
  const url = URL.createObjectURL(data);
  const anchor = window.document.createElement('a');
  anchor.href = url;
  anchor.download = fileName;
  window.document.body.append(anchor);
  anchor.click();
  anchor.remove();
  // The browser has taken the file once the click ran; the address is freed a minute later.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
