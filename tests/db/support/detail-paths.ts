// The kept paths to a listing's details (private.listing_detail_readers) against the paths the
// tables give (private.listing_detail_paths): what tests/db/detail-readers.test.ts and
// offers.test.ts check after their writes.
import type pg from 'pg';

/** Kept rows that differ from the paths the tables give, both ways (of these listings, or all). */
export async function stalePaths(db: pg.Client, listingIds: string[] | null = null) {
  const { rows } = await db.query(
    `with kept as (select user_id, listing_id, deal_id, path, paused_until
                   from private.listing_detail_readers
                   where $1::uuid[] is null or listing_id = any($1::uuid[])),
          given as (select user_id, listing_id, deal_id, path, paused_until
                    from private.listing_detail_paths
                    where $1::uuid[] is null or listing_id = any($1::uuid[]))
     (select 'kept only' as side, * from kept except select 'kept only', * from given)
     union all
     (select 'missing' as side, * from given except select 'missing', * from kept)`,
    [listingIds],
  );
  return rows;
}
