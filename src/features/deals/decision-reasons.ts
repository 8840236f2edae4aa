import type { DealStage } from './api/deal-overview';

/**
 * Why an access decision was taken (public.move_deal()'s p_reason_code; the database keeps the same
 * lists in private.decision_reason()). A decline and a revocation always say why; an admin deciding
 * access in the owner's place also says why, with a note.
 */
export const DECISION_REASONS = {
  declined: [
    'profile_mismatch',
    'capacity_insufficient',
    'in_talks_with_others',
    'information_incomplete',
    'other',
  ],
  revoked: ['nda_breach', 'no_activity', 'in_talks_with_others', 'other'],
  access_granted: ['owner_request', 'owner_unreachable', 'dispute_resolution', 'other'],
} as const satisfies Partial<Record<DealStage, readonly string[]>>;

export type ReasonedStage = keyof typeof DECISION_REASONS;
export type DecisionReason = { code: string; note?: string };

/** The decision needs a reason: declines and revocations always, an admin's grant too. */
export function needsReason(stage: DealStage, byAdmin: boolean): stage is ReasonedStage {
  return stage === 'declined' || stage === 'revoked' || (byAdmin && stage === 'access_granted');
}
