-- Issue 18: on hosted Supabase the notifications-sender edge function runs every minute, started by
-- pg_cron through pg_net. It reads the project URL and the service role key from Supabase Vault
-- (secrets `project_url` and `service_role_key`; README, production steps), so no secret is in a
-- migration. Where the extensions are not available or pg_cron is not preloaded (the local stack,
-- whose own scheduler calls the function) this does nothing.
do $migration$
begin
  if exists (select 1 from pg_available_extensions where name = 'pg_cron')
     and exists (select 1 from pg_available_extensions where name = 'pg_net')
     and current_setting('shared_preload_libraries', true) like '%pg_cron%' then
    create extension if not exists pg_cron with schema pg_catalog;
    create extension if not exists pg_net with schema extensions;
    -- Scheduling again under the same name replaces the job.
    perform cron.schedule(
      'notifications-sender',
      '* * * * *',
      $job$
        select net.http_post(
          url := (select decrypted_secret from vault.decrypted_secrets where name = 'project_url')
            || '/functions/v1/notifications-sender',
          headers := jsonb_build_object(
            'Content-Type', 'application/json',
            'Authorization', 'Bearer ' || (select decrypted_secret from vault.decrypted_secrets where name = 'service_role_key')
          ),
          body := '{}'::jsonb,
          timeout_milliseconds := 55000
        )
      $job$
    );
  else
    raise notice 'pg_cron or pg_net not available: notifications-sender is not scheduled by the database';
  end if;
end;
$migration$;
