import type { Database } from './database.types';

/** A deal's stage (`public.deal_stage`, supabase/schemas/30_deals.sql). */
export type DealStage = Database['public']['Enums']['deal_stage'];

/** The path a deal takes to won, in order: the deal page's steps, the funnel, the Kanban's columns. */
export const DEAL_PATH: readonly DealStage[] = [
  'interested',
  'nda_signed',
  'access_requested',
  'access_granted',
  'offer_submitted',
  'in_exclusivity',
  'won',
];
/** Stages that leave the path. */
export const ENDED_STAGES: readonly DealStage[] = ['declined', 'withdrawn', 'lost', 'revoked'];
/** Every stage, the path first: the order in which figures per stage are listed. */
export const DEAL_STAGES: readonly DealStage[] = [...DEAL_PATH, ...ENDED_STAGES];
