/** Display helpers of the admin console (list ranges, short ids); dates and euros: src/lib/format. */

/** First and last position (1-based) shown on a page, for "21–40 of 45". */
export function pageBounds(
  page: number,
  pageSize: number,
  total: number,
): { from: number; to: number } {
  if (total <= 0) return { from: 0, to: 0 };
  const from = Math.min((page - 1) * pageSize + 1, total);
  return { from, to: Math.min(page * pageSize, total) };
}

/** The short reference of a record id (its first block), as shown next to titles. */
export function shortId(id: string): string {
  return id.split('-')[0] ?? id;
}
