import { useMutation, useQueryClient } from '@tanstack/react-query';
import { supabase } from '../../../lib/supabase';
import { toError, type DbClient } from '../../../lib/db';
import { dealPageKeys } from './query-keys';
import { NDA_VERSION, ndaSchema, type NdaInput } from './nda-schema';

export async function signNda(client: DbClient, listingId: string, input: NdaInput): Promise<void> {
  const { signerName } = ndaSchema.parse(input);
  const { error } = await client
    .from('nda_signatures')
    .insert({ listing_id: listingId, signer_name: signerName, nda_version: NDA_VERSION });
  if (error) throw toError(error);
}

export function useSignNda(listingId: string, onChanged?: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: NdaInput) => signNda(supabase, listingId, input),
    onSuccess: async () => {
      onChanged?.();
      // The step creates or moves the deal: its page, "My deals" and the cards' stage.
      await queryClient.invalidateQueries({ queryKey: dealPageKeys.all });
    },
  });
}
