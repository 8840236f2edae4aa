import type { DealOverview, DealStage } from './api/deal-overview';
import { DEAL_PATH, ENDED_STAGES } from '../../lib/deal-stages';

/** Stages another buyer's exclusivity pauses (private.paused_deals()): the buyer had access. */
export const PAUSED_STAGES: DealStage[] = ['access_granted', 'offer_submitted'];
/** A buyer's own steps that need the listing to be active. */
export const OPEN_BEFORE_ACCESS: DealStage[] = ['interested', 'nda_signed', 'declined'];

/** Where a deal stands on the path; an ended deal where it stopped (for the steps shown as done). */
export function pathIndex(deal: Pick<DealOverview, 'stage' | 'events'>): number {
  if (!ENDED_STAGES.includes(deal.stage)) return DEAL_PATH.indexOf(deal.stage);
  const last = [...deal.events].reverse().find((e) => DEAL_PATH.includes(e.to));
  return last ? DEAL_PATH.indexOf(last.to) : 0;
}
