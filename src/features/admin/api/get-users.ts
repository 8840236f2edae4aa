import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { Constants, type Database } from '../../../lib/database.types';
import { supabase } from '../../../lib/supabase';
import type { DbClient } from '../../../lib/db';
import { isRangeNotSatisfiable, type Page, pageRange, pagingSchema, searchPage } from './paging';
import { listPeriodSchema } from './list-period';
import { adminKeys } from './query-keys';
import { toError } from '../../../lib/db';

export const USER_STATUS_FILTERS = ['all', 'verified', 'pending', 'rejected'] as const;
export type UserStatusFilter = (typeof USER_STATUS_FILTERS)[number];

export const USER_SORT_FIELDS = ['created_at', 'name', 'email'] as const;
export type UserSortField = (typeof USER_SORT_FIELDS)[number];

/** What the users table asks for: a status filter (applied in the database), sort and page. */
export const usersParamsSchema = pagingSchema.extend({
  status: z.enum(USER_STATUS_FILTERS).default('all'),
  sort: z.enum(USER_SORT_FIELDS).default('created_at'),
  ascending: z.boolean().default(false),
  /** Part of a name or email address, searched in the database (trigram indexes). */
  search: z.string().trim().max(100).default(''),
  /**
   * Only those who signed up (created_at) or were verified (verified_at) in a period: the list a
   * key figure opens (indexes profiles_created_at_idx, profiles_verified_at_idx).
   */
  period: listPeriodSchema
    .extend({ field: z.enum(['created_at', 'verified_at']) })
    .nullable()
    .default(null),
});

export type UsersPeriod = NonNullable<UsersParams['period']>;

export type UsersParams = z.infer<typeof usersParamsSchema>;

export type AdminUser = {
  id: string;
  name: string;
  email: string;
  role: Database['public']['Enums']['app_role'];
  verificationStatus: Database['public']['Enums']['verification_status'];
  /** The address was confirmed: only then may the account be verified (the database refuses otherwise). */
  emailConfirmed: boolean;
  createdAt: string;
};

const USER_COLUMNS = 'id, name, email, role, verification_status, email_confirmed_at, created_at';

/**
 * The text a search sends to the database (admin_search_users(), admin_search_listings()), which
 * matches it literally (LIKE's wildcards included); null when there is nothing to search.
 */
export function searchText(search: string): string | null {
  const text = search.trim();
  return text ? text : null;
}

/** Answer of admin_search_users() (supabase/schemas/95_admin_and_audit.sql): one page and its count. */
const userSearchSchema = z.object({
  total: z.number(),
  more: z.boolean(),
  rows: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      email: z.string(),
      role: z.enum(Constants.public.Enums.app_role),
      verification_status: z.enum(Constants.public.Enums.verification_status),
      email_confirmed_at: z.string().nullable(),
      created_at: z.string(),
    }),
  ),
});

/**
 * A search goes through admin_search_users(): under RLS an ilike is no index condition (not
 * leakproof), so the table itself would be read row by row; the function matches on the trigram
 * indexes (admins only), filters, sorts and pages in the database and counts at most 1,000
 * matches past the page's start (`more` beyond that), so a search costs the same at any size.
 */
async function searchUsers(
  client: DbClient,
  params: UsersParams,
  search: string,
  from: number,
): Promise<Page<AdminUser>> {
  const { data, error } = await client.rpc('admin_search_users', {
    p_search: search,
    p_status: params.status === 'all' ? undefined : params.status,
    p_period_field: params.period?.field,
    p_from: params.period?.from,
    p_until: params.period?.until,
    p_sort: params.sort,
    p_ascending: params.ascending,
    p_offset: from,
    p_limit: params.pageSize,
  });
  if (error) throw toError(error);
  const page = userSearchSchema.parse(data);
  return searchPage(
    page,
    page.rows.map((row) => ({
      id: row.id,
      name: row.name,
      email: row.email,
      role: row.role,
      verificationStatus: row.verification_status,
      emailConfirmed: row.email_confirmed_at !== null,
      createdAt: row.created_at,
    })),
  );
}

/**
 * One page of all users (profiles), filtered by verification status in the query itself and
 * counted by the database (`total` is the size of the whole filtered list; for a search at most
 * 1,000 past the page's start, with `more` when there are more).
 */
export async function fetchUsers(
  client: DbClient,
  input: Partial<UsersParams> = {},
): Promise<Page<AdminUser>> {
  const params = usersParamsSchema.parse(input);
  const [from, to] = pageRange(params.page, params.pageSize);

  const search = searchText(params.search);
  if (search) return searchUsers(client, params, search, from);
  const { period } = params;
  let query = client.from('profiles').select(USER_COLUMNS, { count: 'exact' });
  if (params.status !== 'all') query = query.eq('verification_status', params.status);
  if (period) query = query.gte(period.field, period.from).lt(period.field, period.until);
  const { data, error, count } = await query
    .order(params.sort, { ascending: params.ascending })
    .order('id', { ascending: true })
    .range(from, to);

  if (isRangeNotSatisfiable(error)) {
    // The page lies beyond the end (e.g. the list shrank): report the total so the UI can step back.
    let countQuery = client.from('profiles').select('id', { count: 'exact', head: true });
    if (params.status !== 'all') countQuery = countQuery.eq('verification_status', params.status);
    if (period)
      countQuery = countQuery.gte(period.field, period.from).lt(period.field, period.until);
    const counted = await countQuery;
    if (counted.error) throw toError(counted.error);
    return { rows: [], total: counted.count ?? 0 };
  }
  if (error) throw toError(error);

  return {
    total: count ?? data.length,
    rows: data.map((row) => ({
      id: row.id,
      name: row.name,
      email: row.email,
      role: row.role,
      verificationStatus: row.verification_status,
      emailConfirmed: row.email_confirmed_at !== null,
      createdAt: row.created_at,
    })),
  };
}

export function usersQueryOptions(params: UsersParams, client: DbClient = supabase) {
  return queryOptions({
    queryKey: adminKeys.userList(params),
    queryFn: () => fetchUsers(client, params),
    placeholderData: keepPreviousData,
  });
}

export function useUsers(params: UsersParams) {
  return useQuery(usersQueryOptions(params));
}
