-- Issue 19: the profile form saves with an upsert (insert ... on conflict do update), which sets
-- every column it sends, user_id included. The policies keep user_id the caller's own.
grant update (user_id) on public.investment_profiles to authenticated;
