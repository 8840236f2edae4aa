-- Issue 18, responsiveness: the reminder to a listing's owner about a request unanswered for 14
-- days. Its own file: a value added to an enum cannot be used in the transaction that adds it
-- (20261125500002 uses it).
alter type public.notification_kind add value if not exists 'deal.reminder' after 'deal.access_revoked';
