-- A support message's reply address is an address and nothing else: the admin console turns it
-- into a mailto: link, and `?`, `&`, `=` or `%` in it would add headers (bcc, body) to the admin's
-- reply. Letters, digits and . _ + - before the @, a dotted host name after it.
alter table public.messages
  add constraint messages_email_plain_address check (
    email ~ '^[A-Za-z0-9._+-]+@[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)+$'
  );
comment on constraint messages_email_plain_address on public.messages is
  'Reply address without query or header characters (it becomes a mailto: link in the admin console).';
