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
