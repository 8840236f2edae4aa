// The purge's second half (55_closing.sql, private.archive_purge_objects): public.run_archive_retention()
// queued the Storage objects of the archives it purged; this deletes them through the Storage API
// (supabase-js `storage.from(bucket).remove(names)`, which deletes the bytes, in S3 on hosted
// Supabase, with their rows: deleting the rows in SQL would leave the files there) and marks each
// one removed once Storage no longer has it (public.confirm_archive_purge()).
//
// Safe to run again at any point: a run cut off after Storage's remove and before the
// confirmation finds the objects still queued, the second remove of a name Storage no longer has
// removes nothing, and the confirmation asks storage.objects, not this run. A page Storage refuses
// stays queued for the next run (the run goes on with the next page, so it always ends).
import type { SupabaseClient } from 'npm:@supabase/supabase-js@~2.109.0';

/** Names per request (Storage takes up to 1000 in one remove). */
const PAGE = 100;

export type PurgeResult = { removed: number; failed: number };

type Queued = { bucket_id: string; name: string };

export async function purgeQueuedObjects(service: SupabaseClient): Promise<PurgeResult> {
  let removed = 0;
  let failed = 0;
  let after: Queued = { bucket_id: '', name: '' };
  for (;;) {
    const { data, error } = await service.rpc('archive_purge_pending', {
      p_after_bucket: after.bucket_id,
      p_after_name: after.name,
      p_limit: PAGE,
    });
    if (error) throw new Error(`archive_purge_pending: ${error.message}`);
    const page = (data ?? []) as Queued[];
    if (!page.length) break;
    const byBucket = new Map<string, string[]>();
    for (const object of page)
      byBucket.set(object.bucket_id, [...(byBucket.get(object.bucket_id) ?? []), object.name]);
    for (const [bucket, names] of byBucket) {
      const result = await service.storage.from(bucket).remove(names);
      if (result.error) {
        console.error(
          `[deal-archive] purge: Storage refused ${names.length} in ${bucket}`,
          result.error,
        );
        failed += names.length;
        continue;
      }
      const confirmed = await service.rpc('confirm_archive_purge', {
        p_bucket_id: bucket,
        p_names: names,
      });
      if (confirmed.error) throw new Error(`confirm_archive_purge: ${confirmed.error.message}`);
      // How many of these are gone (this run's or a run beside it); Storage still has the rest (a
      // refusal it did not report): they stay queued for the next run.
      const gone = Number(confirmed.data ?? 0);
      removed += gone;
      failed += names.length - gone;
    }
    if (page.length < PAGE) break;
    after = page[page.length - 1];
  }
  return { removed, failed };
}
