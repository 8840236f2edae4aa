-- Issue 17 (data room) + 18: a buyer learns of a new document in a data room they may read. The
-- enum value gets its own migration: a value added in a transaction cannot be used in it.
alter type public.notification_kind add value if not exists 'document.added';
