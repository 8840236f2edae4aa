-- Issue 27, point 5: masking before access covers spoken and spaced contact details.
--
-- Replaces private.mask_contact_details(text) of 20261124200001_deal_conversation.sql (the one
-- masking function: deal messages and inquiries call it). Added:
-- * email addresses written out in English or German, with spaces or brackets:
--   "max dot mueller at gmx dot de", "max punkt mueller ät gmx punkt de", "max @ buyer-holding . de",
--   "max [at] firma [dot] de". A spoken "at" counts only when a domain with a known top-level
--   domain follows ("meet at the office" stays), as for bare domains below.
-- * phone numbers whose digits are joined by dots as well ("0171.234.56.78"), besides spaces,
--   dashes, slashes and brackets. Amounts with thousands dots (1.200.000) and dates (27.11.2026)
--   stay readable: a run of digits is masked only if it still has seven digits joined once those
--   are taken out.
create or replace function private.mask_contact_details(p_text text) returns text
language plpgsql immutable set search_path = '' as $$
declare
  -- A dot between name parts: ".", " . ", " dot ", " punkt ", "(dot)", "[punkt]" …
  -- (a spaced dot only with spaces on both sides: "at Berlin. It" is a sentence, not an address)
  c_dot constant text := '(?:\.|\s+\.\s+|\s+(?:dot|punkt)\s+|\s*[\(\[\{<]\s*(?:dot|punkt)\s*[\)\]\}>]\s*)';
  -- "@", " @ ", " at ", " ät ", "(at)", "[at]", "{ät}" …
  c_at constant text := '(?:\s*@\s*|\s+(?:at|ät)\s+|\s*[\(\[\{<]\s*(?:at|ät|@)\s*[\)\]\}>]\s*)';
  c_tld constant text := '(?:com|de|net|org|io|eu|at|ch|info|biz|co|app|dev|me|uk|us|fr|it|nl|es|be|pl|online|shop|site|xyz|ly|to|tv|ai|gmbh|link|page|cc)';
  -- Digits joined by spaces, dashes, slashes, brackets or dots (seven digits or more).
  c_digits constant text := '\+?\(?\d(?:[- /().]{0,3}\d){6,}';
  v text := p_text;
  v_run text;
  v_rest text;
begin
  -- name@domain.tld, then the written-out forms ending in a known top-level domain, then
  -- "name (at) domain" without one (brackets are deliberate enough).
  v := regexp_replace(v, '[[:alnum:]._%+-]+@[[:alnum:]-]+(\.[[:alnum:]-]+)*\.[[:alpha:]]{2,}', '[email hidden]', 'g');
  v := regexp_replace(v,
    '[[:alnum:]_%+-]+(?:(?:\.|\s+(?:dot|punkt)\s+|\s*[\(\[\{<]\s*(?:dot|punkt)\s*[\)\]\}>]\s*)[[:alnum:]_%+-]+)*'
      || c_at || '[[:alnum:]-]+(?:' || c_dot || '[[:alnum:]-]+)*' || c_dot || c_tld || '\M',
    '[email hidden]', 'gi');
  v := regexp_replace(v, '[[:alnum:]._%+-]+\s*[\(\[\{<]\s*(at|ät|@)\s*[\)\]\}>]\s*[[:alnum:]-]+', '[email hidden]', 'gi');
  -- URLs and bare domains of common top-level domains
  v := regexp_replace(v, '(https?://|www\.)[^[:space:]]+', '[link hidden]', 'gi');
  v := regexp_replace(v,
    '\m[[:alnum:]-]+(\.[[:alnum:]-]+)*\.' || c_tld || '\M(/[^[:space:]]*)?',
    '[link hidden]', 'gi');
  -- Phone numbers, longest runs first (a shorter run may be part of a longer one).
  for v_run in
    select r.run from (select distinct m[1] as run from regexp_matches(v, '(' || c_digits || ')', 'g') as m) r
    order by char_length(r.run) desc, r.run
  loop
    v_rest := regexp_replace(v_run, '\m\d{1,2}\.\d{1,2}\.(?:\d{4}|\d{2})\M', '|', 'g');
    v_rest := regexp_replace(v_rest, '\m\d{1,3}(?:\.\d{3})+\M', '|', 'g');
    if v_rest ~ c_digits then
      v := replace(v, v_run, '[phone hidden]');
    end if;
  end loop;
  return v;
end;
$$;
comment on function private.mask_contact_details(text) is
  'Replaces email addresses (also written out: "max dot mueller at gmx dot de", "max @ firma . de", "(at)", "ät", "punkt"), links and phone numbers (digits joined by spaces, dashes, slashes, brackets or dots; not amounts like 1.200.000 or dates) in a text by [email hidden], [link hidden], [phone hidden] (deal messages before access is granted).';
