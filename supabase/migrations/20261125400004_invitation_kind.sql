-- Issue 19: a listing's owner invites a matching verified buyer; the buyer is notified. The kind
-- is added in its own migration (20261125400005 uses it).
alter type public.notification_kind add value if not exists 'listing.invitation';
