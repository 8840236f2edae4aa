import type { TitleFields } from '../../../lib/listing-title';

/** The parts of a listing teaser the deal modal shows (the route passes a card's listing). */
export type DealListing = TitleFields & {
  id: string;
  user_id: string;
  anonymized_description: string;
  market_position: string | null;
  price: string | null;
  details: { title: string; description: string } | null;
};

/** The signed-in user looking at the deal. */
export type DealViewer = { id: string; role: 'admin' | 'scout' | 'investor' | 'company' };

/** Short, human-readable reference of a listing (used in the NDA). */
export function listingReference(listingId: string): string {
  return `DB-${listingId.replace(/-/g, '').slice(-8).toUpperCase()}`;
}
