// The deal page's next step in the words of whoever looks: the principals (the deal's buyer, the
// listing's owner; an admin in the owner's place) read the texts addressed to them (DealNextStep);
// a member of a side's team reads what happens, who acts, and what their own role lets them do.
// What a role may do is the database's (supabase/schemas/):
// - view reads the deal, the thread, the data room and the due diligence, and writes nothing;
// - contribute also writes in the thread (deal_messages_prepare()) and in the due diligence
//   (private.diligence_writable()): the buyer's side asks questions and requests documents, the
//   owner's side answers requests (data-room documents or text) and drafts answers to questions;
//   only the listing's owner uploads into the data room (public.begin_data_room_upload());
// - lead also invites members (public.invite_deal_member(), verified accounts) and decides for
//   the side what private.decides_for_side() admits (a verified account): on the owner's side
//   access, offers, the exclusivity and closing (public.move_deal(), the offer and closing RPCs),
//   approving draft answers; on the buyer's side offers, milestones, the exclusivity's extension
//   and the closing checklist. The buyer's own steps (the NDA, asking for access, withdrawing)
//   stay the buyer's: move_deal() refuses them to everyone else.
import type { TFunction } from 'i18next';
import type { Database } from '../../lib/database.types';
import type { DealStage } from './api/deal-overview';
import { OPEN_BEFORE_ACCESS } from './deal-path';

export type TeamRole = Database['public']['Enums']['deal_member_role'];

/**
 * Who looks at the deal page, as the route knows it from public.deal_team() (read with the deal,
 * no request of its own): a principal (the deal's buyer, the listing's owner, or an admin), a
 * member of a side's team with their role and whether their account is verified (a lead decides
 * only then: private.decides_for_side()), or not known (the team could not be read).
 */
export type DealSeat =
  | { kind: 'principal' }
  | { kind: 'member'; role: TeamRole; verified: boolean }
  | { kind: 'unknown' };

/** The seat decides for its side (private.decides_for_side()): a principal, or a verified lead. */
export function seatDecides(seat: DealSeat): boolean {
  return (
    seat.kind === 'principal' || (seat.kind === 'member' && seat.role === 'lead' && seat.verified)
  );
}

type Side = 'buyer' | 'owner';

/** The stages where a member's role lets them do something of its own, by side. */
const BUYER_PHASES = ['access_granted', 'offer_submitted', 'in_exclusivity'] as const;
const OWNER_PHASES = [
  'access_requested',
  'access_granted',
  'offer_submitted',
  'in_exclusivity',
  'revoked',
] as const;
/** Before access (or while paused): the buyer's own steps or the owner's decision are awaited. */
const BEFORE: DealStage[] = ['interested', 'nda_signed', 'access_requested', 'declined'];

type Phase = 'before' | (typeof BUYER_PHASES)[number] | (typeof OWNER_PHASES)[number] | null;

function phaseOf(side: Side, stage: DealStage, paused: boolean, listingOpen: boolean): Phase {
  if (side === 'buyer') {
    if (paused) return 'before';
    if (!listingOpen && OPEN_BEFORE_ACCESS.includes(stage)) return null;
    if (BEFORE.includes(stage)) return 'before';
    return (BUYER_PHASES as readonly DealStage[]).includes(stage)
      ? (stage as (typeof BUYER_PHASES)[number])
      : null;
  }
  if (stage === 'interested' || stage === 'nda_signed') return 'before';
  return (OWNER_PHASES as readonly DealStage[]).includes(stage)
    ? (stage as (typeof OWNER_PHASES)[number])
    : null;
}

export type MemberNextStep = {
  side: Side;
  stage: DealStage;
  /** The member's role, or null when the seat is not known (then only what happens is said). */
  role: TeamRole | null;
  verified: boolean;
  /** The access fee, formatted. */
  price: string;
  /** The end of another buyer's running exclusivity, formatted (the buyer's side only). */
  pausedUntil: string | null;
  /** The deal is paused by it: it had access (PAUSED_STAGES). */
  pausedWithAccess: boolean;
  listingOpen: boolean;
};

/**
 * The next step for a member of a side's team: what happens and who acts, then what the member's
 * role lets them do (a lead whose account is still pending does what a contributor does, and
 * learns that deciding waits for the verification).
 */
export function memberNextStep(t: TFunction<'deals'>, step: MemberNextStep): string {
  const { side, stage, role, verified, pausedUntil, pausedWithAccess, listingOpen } = step;
  const sentences: string[] = [];
  if (side === 'buyer' && pausedWithAccess && pausedUntil) {
    sentences.push(t('next.member.buyerPaused', { date: pausedUntil }));
  } else if (side === 'buyer' && !listingOpen && OPEN_BEFORE_ACCESS.includes(stage)) {
    sentences.push(t('next.member.buyerListingClosed'));
  } else {
    if (side === 'buyer' && pausedUntil)
      sentences.push(t('next.buyerExclusivityNote', { date: pausedUntil }));
    sentences.push(t(`next.member.${side}.${stage}`));
  }
  const phase = phaseOf(side, stage, pausedWithAccess && pausedUntil !== null, listingOpen);
  if (role && phase) {
    const pendingLead = role === 'lead' && !verified;
    const acting = pendingLead ? 'contribute' : role;
    sentences.push(
      side === 'buyer'
        ? t(`next.member.can.buyer.${phase as 'before' | (typeof BUYER_PHASES)[number]}.${acting}`)
        : t(
            `next.member.can.owner.${phase as 'before' | (typeof OWNER_PHASES)[number]}.${acting}`,
            {
              price: step.price,
            },
          ),
    );
    if (pendingLead) sentences.push(t('next.member.leadPending'));
  }
  return sentences.join(' ');
}
