-- Issue 30: a listing can be saved as a draft and published later. Its own file: an enum value
-- added in a transaction cannot be used in that transaction (20261127500003 uses it).
--   draft   not yet published: only its owner (and admins) see it; publishing makes it active
alter type public.listing_status add value if not exists 'draft';
