-- Issue 18: on hosted Supabase, pg_cron runs the deal maintenance (reminders after 14 days, stale
-- marks, response times, outbox cleanup: public.run_deal_maintenance()) every hour, inside the
-- database (no pg_net needed). Where pg_cron is not available or not preloaded (the local stack,
-- whose own scheduler calls the function), this does nothing.
do $migration$
begin
  if exists (select 1 from pg_available_extensions where name = 'pg_cron')
     and current_setting('shared_preload_libraries', true) like '%pg_cron%' then
    create extension if not exists pg_cron with schema pg_catalog;
    -- Scheduling again under the same name replaces the job.
    perform cron.schedule('deal-maintenance', '7 * * * *', 'select public.run_deal_maintenance()');
  else
    raise notice 'pg_cron not available: deal maintenance is not scheduled by the database';
  end if;
end;
$migration$;
