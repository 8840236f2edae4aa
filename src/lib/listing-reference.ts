/**
 * Short, human-readable reference of a listing (on the deal page, in the NDA and the letter of
 * intent; the edge functions write it the same way: supabase/functions/nda/record.ts).
 */
export function listingReference(listingId: string): string {
  return `DB-${listingId.replace(/-/g, '').slice(-8).toUpperCase()}`;
}
