import { queryOptions, useQuery } from '@tanstack/react-query';
import { supabase } from '../../../lib/supabase';
import { toError, type DbClient } from '../../../lib/db';
import type { Tables } from '../../../lib/database.types';
import { closingKeys } from './query-keys';

export type ClosingChecklist = Tables<'closing_checklists'>;
export type ClosingItem = Tables<'closing_items'>;
export type ClosingDraft = {
  item_id: string;
  document_id: string;
  version_no: number;
  created_at: string;
  /** The data-room document (null when the reader does not see its tier). */
  document: { name: string } | null;
};

export type Closing = {
  checklist: ClosingChecklist | null;
  items: ClosingItem[];
  drafts: ClosingDraft[];
};

/**
 * A deal's closing checklist, its items in order and the versions of its purchase agreement drafts
 * (RLS: both sides of the deal and admins; a draft only to readers of its tier). The bench case
 * `closing-checklist` sends the same requests.
 */
export async function fetchClosing(client: DbClient, dealId: string): Promise<Closing> {
  const [checklist, items, drafts] = await Promise.all([
    client.from('closing_checklists').select('*').eq('deal_id', dealId).maybeSingle(),
    client.from('closing_items').select('*').eq('deal_id', dealId).order('position'),
    client
      .from('closing_item_documents')
      .select('item_id, document_id, version_no, created_at, document:data_room_documents(name)')
      .eq('deal_id', dealId)
      .order('version_no'),
  ]);
  if (checklist.error) throw toError(checklist.error);
  if (items.error) throw toError(items.error);
  if (drafts.error) throw toError(drafts.error);
  return {
    checklist: checklist.data,
    items: items.data,
    drafts: drafts.data as ClosingDraft[],
  };
}

export function closingQueryOptions(dealId: string) {
  return queryOptions({
    queryKey: closingKeys.checklist(dealId),
    queryFn: () => fetchClosing(supabase, dealId),
    staleTime: 0,
  });
}

export function useClosing(dealId: string, enabled: boolean) {
  return useQuery({ ...closingQueryOptions(dealId), enabled });
}
