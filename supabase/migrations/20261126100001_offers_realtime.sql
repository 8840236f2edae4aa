-- Issue 17: the deal page's offers update live. public.deal_offers joins the supabase_realtime
-- publication: an offer submitted, accepted, declined or withdrawn (also by a deal's stage change)
-- reaches the deal page's subscribers as an INSERT or UPDATE. Realtime hands a row only to a
-- subscriber whom the table's select policy lets read it (the deal's buyer, the listing's owner,
-- admins), so no one hears of another buyer's offers.
alter publication supabase_realtime add table public.deal_offers;
