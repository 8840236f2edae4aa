-- Issues 17 + 18: the notices of offers and exclusivity. Their own file: an enum value added in a
-- transaction cannot be used in that transaction (20261125100003 uses them).
--   offer.received        the listing's owner: a buyer submitted an offer
--   offer.accepted        the buyer: the owner accepted the offer (exclusivity starts)
--   offer.declined        the buyer: the owner declined the offer
--   exclusivity.started   the other buyers with access: paused until the exclusivity ends
--   exclusivity.ended     the paused buyers and the exclusive buyer: it lapsed or ended (or the
--                         listing's deal was closed with another buyer)
alter type public.notification_kind add value if not exists 'offer.received';
alter type public.notification_kind add value if not exists 'offer.accepted';
alter type public.notification_kind add value if not exists 'offer.declined';
alter type public.notification_kind add value if not exists 'exclusivity.started';
alter type public.notification_kind add value if not exists 'exclusivity.ended';
