import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { toError, type DbClient } from '../../../lib/db';
import type { Database } from '../../../lib/database.types';
import { supabase } from '../../../lib/supabase';
import { adminKeys } from './query-keys';

type Enums = Database['public']['Enums'];
export type CapacityBand = Enums['capacity_band'];

export type CapacityProofReview = {
  id: string;
  userId: string;
  buyerName: string | null;
  buyerEmail: string | null;
  objectName: string;
  fileName: string;
  contentType: string;
  sizeBytes: number;
  status: Enums['capacity_proof_status'];
  band: CapacityBand | null;
  note: string | null;
  submittedAt: string;
  decidedAt: string | null;
};

export const capacityProofKeys = {
  all: () => [...adminKeys.all, 'capacity-proofs'] as const,
  list: (withDecided: boolean) => [...capacityProofKeys.all(), { withDecided }] as const,
};

/** Proofs of funds for the admin's review: pending ones oldest first, then (optionally) the decided ones. */
export async function fetchCapacityProofs(
  client: DbClient,
  withDecided: boolean,
): Promise<CapacityProofReview[]> {
  let query = client
    .from('capacity_proofs')
    .select(
      'id, user_id, object_name, file_name, content_type, size_bytes, status, band, note, submitted_at, decided_at, buyer:profiles!capacity_proofs_user_id_fkey(name, email)',
    )
    .order('status', { ascending: true })
    .order('submitted_at', { ascending: true })
    .limit(100);
  if (!withDecided) query = query.eq('status', 'pending');
  const { data, error } = await query;
  if (error) throw toError(error);
  return data.map((row) => ({
    id: row.id,
    userId: row.user_id,
    buyerName: row.buyer?.name ?? null,
    buyerEmail: row.buyer?.email ?? null,
    objectName: row.object_name,
    fileName: row.file_name,
    contentType: row.content_type,
    sizeBytes: row.size_bytes,
    status: row.status,
    band: row.band,
    note: row.note,
    submittedAt: row.submitted_at,
    decidedAt: row.decided_at,
  }));
}

export const capacityProofsQueryOptions = (withDecided: boolean) =>
  queryOptions({
    queryKey: capacityProofKeys.list(withDecided),
    queryFn: () => fetchCapacityProofs(supabase, withDecided),
    placeholderData: keepPreviousData,
  });

export function useCapacityProofs(withDecided: boolean) {
  return useQuery(capacityProofsQueryOptions(withDecided));
}

/** A signed URL of the document, valid for one minute (Storage signs it only for the buyer or an admin). */
export async function openCapacityProof(client: DbClient, objectName: string): Promise<string> {
  const { data, error } = await client.storage
    .from('capacity-proofs')
    .createSignedUrl(objectName, 60);
  if (error) throw toError(error);
  return data.signedUrl;
}

export type CapacityDecision = { proofId: string; band: CapacityBand | null; note: string };

/** public.review_capacity_proof(): a band (six months) or, with none, a refusal. Admins only (aal2). */
export async function reviewCapacityProof(
  client: DbClient,
  decision: CapacityDecision,
): Promise<void> {
  const { error } = await client.rpc('review_capacity_proof', {
    p_proof_id: decision.proofId,
    p_band: decision.band ?? undefined,
    p_note: decision.note.trim() || undefined,
  });
  if (error) throw toError(error);
}

export function useReviewCapacityProof() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (decision: CapacityDecision) => reviewCapacityProof(supabase, decision),
    onSettled: () => queryClient.invalidateQueries({ queryKey: capacityProofKeys.all() }),
  });
}
