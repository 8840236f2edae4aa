import type { PostgrestError } from '@supabase/supabase-js';
import { z } from 'zod';
import { toError } from '../../../lib/db';

/**
 * Page of rows plus the total the database counted for the same filter. A search counts at most
 * 1,000 matches past the page's start: `more` then says there are more than `total`.
 */
export type Page<T> = { rows: T[]; total: number; more?: true };

/** The count a search function answered ({ total, more }) with the page's mapped rows. */
export function searchPage<T>(answer: { total: number; more: boolean }, rows: T[]): Page<T> {
  return answer.more ? { rows, total: answer.total, more: true } : { rows, total: answer.total };
}

/** Paging of every admin list: 1-based page number and page size. */
export const pagingSchema = z.object({
  page: z.int().min(1).default(1),
  pageSize: z.int().min(1).max(100).default(20),
});

/** Inclusive row range (PostgREST `range`) of a 1-based page. */
export function pageRange(page: number, pageSize: number): [from: number, to: number] {
  const from = (page - 1) * pageSize;
  return [from, from + pageSize - 1];
}

/**
 * Number of pages for `total` rows (at least 1, so an empty list still has page 1); one more when
 * the count stopped short (`more`): the pager reaches on as far as the admin pages.
 */
export function pageCount(total: number, pageSize: number, more = false): number {
  return Math.max(1, Math.ceil(total / pageSize) + (more ? 1 : 0));
}

/** PostgREST's answer when the requested offset lies beyond the last row. */
export function isRangeNotSatisfiable(error: PostgrestError | null): boolean {
  return error?.code === 'PGRST103';
}

/**
 * One page of mapped rows from a ranged select with `count: 'exact'`; a page past the end (the
 * list shrank meanwhile) is empty rather than an error.
 */
export async function toPage<Row, T>(
  request: PromiseLike<{ data: Row[] | null; error: PostgrestError | null; count: number | null }>,
  toRow: (row: Row) => T,
): Promise<Page<T>> {
  const { data, error, count } = await request;
  if (isRangeNotSatisfiable(error)) return { rows: [], total: 0 };
  if (error) throw toError(error);
  const rows = data ?? [];
  return { total: count ?? rows.length, rows: rows.map(toRow) };
}
