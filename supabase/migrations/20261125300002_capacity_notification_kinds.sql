-- Issue 19: the buyer hears of the admin's decision on their proof of funds. Own file: a value
-- added to an enum cannot be used in the transaction that adds it (20261125300003 uses them).
-- account.*: a decision on the user's own account data, always delivered (like account.verified).
alter type public.notification_kind add value if not exists 'account.capacity_verified' after 'account.rejected';
alter type public.notification_kind add value if not exists 'account.capacity_rejected' after 'account.capacity_verified';
