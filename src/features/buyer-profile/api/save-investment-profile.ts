import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { toError, type DbClient } from '../../../lib/db';
import { Constants } from '../../../lib/database.types';
import { supabase } from '../../../lib/supabase';
import { buyerProfileKeys } from './query-keys';

const {
  industry,
  location,
  investment_deal_type,
  revenue_range,
  employee_range,
  investment_timeframe,
} = Constants.public.Enums;

const MAX_TICKET_EUR = 10_000_000_000;
const optionalEnum = <T extends readonly [string, ...string[]]>(values: T) =>
  z.union([z.enum(values), z.literal('')]);
const optionalAmount = (max: number, error: string) =>
  z.union([z.literal(''), z.number().int({ error }).min(0, { error }).max(max, { error })]);
const rank = (values: readonly string[], value: string) => values.indexOf(value);

/**
 * The investment profile form, mirroring the table's constraints: the vocabularies of the
 * listings, ranges in order, ticket 0-10 bn EUR, equity share 0-100 %. Empty means "any".
 */
export const investmentProfileSchema = z
  .object({
    industries: z.array(z.enum(industry)).max(industry.length),
    locations: z.array(z.enum(location)).max(location.length),
    dealTypes: z.array(z.enum(investment_deal_type)).max(investment_deal_type.length),
    revenueMin: optionalEnum(revenue_range),
    revenueMax: optionalEnum(revenue_range),
    employeesMin: optionalEnum(employee_range),
    employeesMax: optionalEnum(employee_range),
    ticketMin: optionalAmount(MAX_TICKET_EUR, 'validation.ticketRange'),
    ticketMax: optionalAmount(MAX_TICKET_EUR, 'validation.ticketRange'),
    equitySharePercent: optionalAmount(100, 'validation.equityRange'),
    timeframe: optionalEnum(investment_timeframe),
  })
  .refine(
    (v) =>
      !v.revenueMin ||
      !v.revenueMax ||
      rank(revenue_range, v.revenueMin) <= rank(revenue_range, v.revenueMax),
    { path: ['revenueMax'], error: 'validation.revenueOrder' },
  )
  .refine(
    (v) =>
      !v.employeesMin ||
      !v.employeesMax ||
      rank(employee_range, v.employeesMin) <= rank(employee_range, v.employeesMax),
    { path: ['employeesMax'], error: 'validation.employeesOrder' },
  )
  .refine((v) => v.ticketMin === '' || v.ticketMax === '' || v.ticketMin <= v.ticketMax, {
    path: ['ticketMax'],
    error: 'validation.ticketOrder',
  });

export type InvestmentProfileInput = z.input<typeof investmentProfileSchema>;

const orNull = <T>(value: T | '') => (value === '' ? null : value);

/** Saves the caller's profile (one row per user: insert or replace). */
export async function saveInvestmentProfile(
  client: DbClient,
  userId: string,
  input: InvestmentProfileInput,
): Promise<void> {
  const v = investmentProfileSchema.parse(input);
  const { error } = await client.from('investment_profiles').upsert({
    user_id: userId,
    industries: v.industries,
    locations: v.locations,
    deal_types: v.dealTypes,
    revenue_min: orNull(v.revenueMin),
    revenue_max: orNull(v.revenueMax),
    employees_min: orNull(v.employeesMin),
    employees_max: orNull(v.employeesMax),
    ticket_min_eur: orNull(v.ticketMin),
    ticket_max_eur: orNull(v.ticketMax),
    equity_share_percent: orNull(v.equitySharePercent),
    timeframe: orNull(v.timeframe),
  });
  if (error) throw toError(error);
}

export function useSaveInvestmentProfile(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: InvestmentProfileInput) => saveInvestmentProfile(supabase, userId, input),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: buyerProfileKeys.investmentProfile(userId) }),
  });
}
