-- Issue 19: a new listing that matches a saved search notifies the search's owner. The kind is
-- added in its own migration: a value added to an enum cannot be used in the transaction that
-- adds it (20261125400002 uses it).
alter type public.notification_kind add value if not exists 'search.match';
