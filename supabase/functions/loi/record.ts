// The accepted letter of intent of a deal as the renderer needs it, read with the caller's own
// client (the loi function: RLS decides who reads the deal, its versions and its milestones; the
// names are those public.deal_thread() shows the caller, as the deal's conversation does).
import type { SupabaseClient } from 'npm:@supabase/supabase-js@~2.109.0';
import { listingReference } from '../nda/record.ts';

/** The terms of a version, in the order the record's fingerprint lists them. */
export const TERM_KEYS = [
  'price_cents',
  'closing_cents',
  'structure',
  'vendor_loan_cents',
  'vendor_loan_months',
  'vendor_loan_interest_bp',
  'earn_out_cents',
  'earn_out_months',
  'earn_out_metric',
  'earn_out_terms',
  'holdback_cents',
  'holdback_months',
  'financing',
  'financing_equity_cents',
  'financing_bank_cents',
  'financing_development_cents',
  'financing_note',
  'cond_due_diligence',
  'cond_financing',
  'cond_approvals',
  'conditions_note',
  'exclusivity_days',
  'diligence_deadline',
  'target_signing_date',
  'valid_until',
] as const;

export type TermKey = (typeof TERM_KEYS)[number];

export type OfferRow = Record<TermKey, string | number | boolean | null> & {
  id: string;
  deal_id: string;
  version_no: number;
  proposed_by: 'buyer' | 'owner';
  status: string;
  amends_id: string | null;
  decided_at: string | null;
};

export type Milestone = { kind: string; owner_side: 'buyer' | 'owner'; due_on: string };

export type AcceptedLoi = {
  offer: OfferRow;
  listing_reference: string;
  buyer_name: string;
  /** Null while the deal page hides the seller's name from this caller (before access). */
  seller_name: string | null;
  /** The accepted change of terms that replaced this version (null while it is in force). */
  superseded_by: { version_no: number; decided_at: string } | null;
  /** While this version is in force and the clock runs: the exclusivity's end and milestones. */
  exclusive_until: string | null;
  milestones: Milestone[];
};

export type AcceptedLoiRead =
  { found: true; loi: AcceptedLoi } | { found: false; status: 401 | 404 | 409; message: string };

const notFound = { found: false, status: 404, message: 'Letter of intent not found' } as const;

/**
 * Versions that were accepted at some time: the ones accepted now, and every version a change of
 * terms amends (public.deal_offers.amends_id always names the version accepted when the change was
 * proposed; an accepted change supersedes it).
 */
export function everAccepted(versions: OfferRow[]): Set<string> {
  const ids = new Set(versions.filter((v) => v.status === 'accepted').map((v) => v.id));
  for (const v of versions) if (v.amends_id) ids.add(v.amends_id);
  return ids;
}

/** The parties' names as the reader may see them (the owner's only once access is granted). */
export type PartyNames = { buyer_name: string; owner_name: string | null };

/** The names the deal's conversation shows the caller (public.deal_thread(), the caller's token). */
async function namesShownToCaller(client: SupabaseClient, dealId: string): Promise<PartyNames> {
  const names = await client.rpc('deal_thread', { p_deal_id: dealId, p_limit: 1 });
  if (names.error) throw names.error;
  return names.data as PartyNames;
}

/** The deal's columns the record needs. */
export type LoiDeal = { listing_id: string; stage: string; exclusive_until: string | null };

export async function acceptedLoiOfDeal(
  client: SupabaseClient,
  dealId: string,
  offerId: string | null,
  readNames: (dealId: string) => Promise<PartyNames> = (id) => namesShownToCaller(client, id),
): Promise<AcceptedLoiRead> {
  const deal = await client
    .from('deals')
    .select('listing_id, stage, exclusive_until')
    .eq('id', dealId)
    .maybeSingle();
  if (deal.status === 401)
    return { found: false, status: 401, message: 'Invalid or expired token' };
  if (deal.error) throw deal.error;
  if (!deal.data) return notFound;
  // The same request as the offers panel's thread (RLS: the buyer, the listing's owner, admins).
  const thread = await client
    .from('deal_offers')
    .select('*')
    .eq('deal_id', dealId)
    .order('version_no', { ascending: false });
  if (thread.error) throw thread.error;
  return acceptedLoiOfRows(
    client,
    dealId,
    deal.data as LoiDeal,
    thread.data as OfferRow[],
    offerId,
    readNames,
  );
}

/**
 * The record from a deal and its versions already read by the caller (newest version first, as
 * the thread reads them): the deal-archive function reads them with the rest of the deal in one
 * request. Reads the names only when there is a record, the milestones only while its clock runs.
 */
export async function acceptedLoiOfRows(
  client: SupabaseClient,
  dealId: string,
  deal: LoiDeal,
  versions: OfferRow[],
  offerId: string | null,
  readNames: (dealId: string) => Promise<PartyNames> = (id) => namesShownToCaller(client, id),
): Promise<AcceptedLoiRead> {
  const accepted = everAccepted(versions);
  const offer = offerId
    ? versions.find((v) => v.id === offerId)
    : versions.find((v) => v.status === 'accepted');
  if (!offer) return notFound;
  if (!accepted.has(offer.id) || !offer.decided_at)
    return {
      found: false,
      status: 409,
      message: `Version ${offer.version_no} was not accepted: only an accepted letter of intent is issued`,
    };
  const replacement = versions.find(
    (v) => v.amends_id === offer.id && accepted.has(v.id) && v.decided_at,
  );
  const names = await readNames(dealId);
  const inForce = offer.status === 'accepted';
  const running =
    inForce &&
    deal.stage === 'in_exclusivity' &&
    deal.exclusive_until !== null &&
    new Date(deal.exclusive_until).getTime() > Date.now();
  let milestones: Milestone[] = [];
  if (running) {
    const read = await client
      .from('deal_milestones')
      .select('kind, owner_side, due_on')
      .eq('offer_id', offer.id)
      .order('due_on')
      .order('kind');
    if (read.error) throw read.error;
    milestones = read.data as Milestone[];
  }
  return {
    found: true,
    loi: {
      offer,
      listing_reference: listingReference(deal.listing_id),
      buyer_name: names.buyer_name,
      seller_name: names.owner_name ?? null,
      superseded_by: replacement
        ? { version_no: replacement.version_no, decided_at: replacement.decided_at! }
        : null,
      exclusive_until: running ? deal.exclusive_until : null,
      milestones,
    },
  };
}
