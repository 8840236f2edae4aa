import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { Constants } from '../../../lib/database.types';
import { supabase } from '../../../lib/supabase';
import { toError, type DbClient } from '../../../lib/db';
import { listingTeaserSchema } from '../../../lib/listing-teaser';

const { listing_status } = Constants.public.Enums;

const { fact_visibility, legal_form, region, sale_reason, owner_dependence, real_estate } =
  Constants.public.Enums;
const visibility = z.enum(fact_visibility);

export const ownListingSchema = listingTeaserSchema.extend({
  status: z.enum(listing_status),
  success_fee_eur: z.number().nullable(),
  deal_won_at: z.string().nullable(),
  changed_at: z.string().nullable(),
  listing_details: z
    .object({ title: z.string(), description: z.string(), full_details: z.string().nullable() })
    .nullable(),
  listing_facts: z
    .object({
      staff_count: z.number().nullable(),
      founded_year: z.number().nullable(),
      legal_form: z.enum(legal_form).nullable(),
      region: z.enum(region).nullable(),
      sale_reason: z.enum(sale_reason).nullable(),
      owner_dependence: z.enum(owner_dependence).nullable(),
      real_estate: z.enum(real_estate).nullable(),
      financials_visibility: visibility,
      founded_year_visibility: visibility,
      legal_form_visibility: visibility,
      region_visibility: visibility,
      sale_reason_visibility: visibility,
      owner_dependence_visibility: visibility,
      real_estate_visibility: visibility,
    })
    .nullable(),
  listing_financials: z.array(
    z.object({
      year: z.number(),
      is_plan: z.boolean(),
      revenue_eur: z.number().nullable(),
      ebitda_eur: z.number().nullable(),
    }),
  ),
});

export type OwnListing = z.infer<typeof ownListingSchema>;

import { listingKeys } from './query-keys';

/** The caller's own listings (drafts, active and closed) with their details, facts and figures, newest first. */
export async function fetchOwnListings(client: DbClient, userId: string): Promise<OwnListing[]> {
  const { data, error } = await client
    .from('listings')
    .select(
      'id, type, industry, revenue, employees, location, price, asking_price_eur, anonymized_description, market_position, patents, status, success_fee_eur, deal_won_at, created_at, changed_at, listing_details(title, description, full_details), listing_facts(staff_count, founded_year, legal_form, region, sale_reason, owner_dependence, real_estate, financials_visibility, founded_year_visibility, legal_form_visibility, region_visibility, sale_reason_visibility, owner_dependence_visibility, real_estate_visibility), listing_financials(year, is_plan, revenue_eur, ebitda_eur)',
    )
    .eq('user_id', userId)
    .order('created_at', { ascending: false })
    .order('id', { ascending: false });
  if (error) throw toError(error);
  return z.array(ownListingSchema).parse(data ?? []);
}

export function ownListingsQueryOptions(userId: string) {
  return queryOptions({
    queryKey: listingKeys.own(userId),
    queryFn: () => fetchOwnListings(supabase, userId),
  });
}

export function useOwnListings(userId: string) {
  return useQuery(ownListingsQueryOptions(userId));
}
