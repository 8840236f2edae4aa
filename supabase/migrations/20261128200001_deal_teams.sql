-- Issue 34, deal teams: each side of a deal brings its colleagues and advisers.
--
--   * public.deal_members (deal, side, invited email, account, role view/contribute/lead, status
--     invited/active/removed, NDA accepted in the member's own name), written only by the RPCs
--     invite_deal_member() (a principal or lead of a side), accept_deal_invitation() (the invitee,
--     with the invited address confirmed, signs the NDA with their name) and remove_deal_member().
--   * private.my_deal_side() / private.my_deal_role(): THE rule "which side of this deal is the
--     caller on, and as what" (principals, or an active membership); every reading rule of the
--     deal (deals, deal_events, the thread, deal_thread(), the data room's
--     private.data_room_tier_readable(), and in 20261127865001 deal_overview()) admits active
--     members by it, so a removed member loses everything with the next request.
--   * The other side sees a team's members only once the deal granted access
--     (private.deal_member_visible(), public.deal_team(): before, a count); a buyer team's reads of
--     the data room stay anonymous to the owner until then (private.data_room_read_named()).
--   New table, no rows to migrate; the replaced functions keep their signatures.
--
-- Objects that change [fingerprint before]:
--   function private.data_room_read_named(p_listing_id uuid, p_reader_id uuid, p_read_at timestamp with time zone) [was cda9634872db]
--   function private.data_room_tier_readable(p_listing_id uuid, p_tier public.data_room_tier) [was 05e3845e82a0]
--   function private.deal_member_visible(p_deal_id uuid, p_side public.deal_side, p_user_id uuid) [was absent]
--   function private.deal_messages_prepare() [was 074873ff2386]
--   function private.my_deal_role(p_deal_id uuid) [was absent]
--   function private.my_deal_side(p_deal_id uuid) [was 68cdcc9e4ad0]
--   function private.my_member_deal_ids() [was absent]
--   function public.accept_deal_invitation(p_member_id uuid, p_signed_name text, p_accept_nda boolean, p_accept_terms boolean) [was absent]
--   function public.deal_team(p_deal_id uuid) [was absent]
--   function public.deal_thread(p_deal_id uuid, p_before_id bigint, p_limit integer) [was c5f41b318adf]
--   function public.invite_deal_member(p_deal_id uuid, p_email text, p_role public.deal_member_role) [was absent]
--   function public.mark_deal_thread_read(p_deal_id uuid, p_up_to_id bigint) [was 1bf35ecfe929]
--   function public.my_deal_invitations() [was absent]
--   function public.remove_deal_member(p_member_id uuid) [was absent]
--   index public.deal_members_deal_idx [was absent]
--   index public.deal_members_email_idx [was absent]
--   index public.deal_members_invited_by_idx [was absent]
--   index public.deal_members_one_per_email [was absent]
--   index public.deal_members_one_per_user [was absent]
--   index public.deal_members_removed_by_idx [was absent]
--   index public.deal_members_user_idx [was absent]
--   policy "deal_events: parties of the deal read" on public.deal_events [was de6c35f7f3a4]
--   policy "deal_members: the member, their side, the other after access" on public.deal_members [was absent]
--   policy "deal_messages: buyer or listing owner writes as themselves" on public.deal_messages [was 9911d64ea5c5]
--   policy "deal_messages: parties of the deal read" on public.deal_messages [was 300da117acf8]
--   policy "deals: buyer, listing owner or admin reads" on public.deals [was 58aa3c276e7f]
--   policy "deals: parties, their teams or admin read" on public.deals [was absent]
--   table public.deal_members [was absent]
--   table public.deals: comments and grants [was b3ffa9ab60d5]
--   type public.deal_member_role [was absent]
--   type public.deal_member_status [was absent]

SET local check_function_bodies = off;

DROP POLICY "deal_events: parties of the deal read" ON "public"."deal_events";

DROP POLICY "deal_messages: buyer or listing owner writes as themselves" ON "public"."deal_messages";

DROP POLICY "deal_messages: parties of the deal read" ON "public"."deal_messages";

DROP POLICY "deals: buyer, listing owner or admin reads" ON "public"."deals";

CREATE TABLE "public"."deal_members" (
  "id"      uuid             NOT NULL DEFAULT gen_random_uuid(),
  "deal_id" uuid             NOT NULL,
  "side"    public.deal_side NOT NULL,
  "email"   text             NOT NULL,
  "user_id" uuid,
  CONSTRAINT "deal_members_email_form"
    CHECK (((char_length(email) >= 3) AND (char_length(email) <= 320) AND (email = lower(btrim(email))) AND (email ~ '^[^@[:space:]]+@[^@[:space:]]+$'::text))),
  CONSTRAINT "deal_members_pkey" PRIMARY KEY (id)
);

ALTER TABLE "public"."deal_members"
  ENABLE ROW LEVEL SECURITY;

REVOKE ALL ON TABLE "public"."deal_members" FROM "anon";

CREATE TYPE "public"."deal_member_role" AS ENUM (
  'view',
  'contribute',
  'lead'
);

ALTER TABLE "public"."deal_members"
  ADD COLUMN "role" public.deal_member_role NOT NULL DEFAULT 'view'::public.deal_member_role;

CREATE TYPE "public"."deal_member_status" AS ENUM (
  'invited',
  'active',
  'removed'
);

ALTER TABLE "public"."deal_members"
  ADD COLUMN "status" public.deal_member_status NOT NULL DEFAULT 'invited'::public.deal_member_status;

ALTER TABLE "public"."deal_members"
  ADD COLUMN "invited_by" uuid;

ALTER TABLE "public"."deal_members"
  ADD COLUMN "invited_at" timestamp WITH time zone NOT NULL DEFAULT now();

ALTER TABLE "public"."deal_members"
  ADD COLUMN "accepted_at" timestamp WITH time zone;

ALTER TABLE "public"."deal_members"
  ADD COLUMN "nda_accepted_at" timestamp WITH time zone;

ALTER TABLE "public"."deal_members"
  ADD COLUMN "nda_signed_name" text;

ALTER TABLE "public"."deal_members"
  ADD COLUMN "removed_at" timestamp WITH time zone;

ALTER TABLE "public"."deal_members"
  ADD COLUMN "removed_by" uuid;

CREATE OR REPLACE FUNCTION private.data_room_read_named (
  p_listing_id uuid,
  p_reader_id  uuid,
  p_read_at    timestamp with time zone
)
  RETURNS boolean
  LANGUAGE sql
  STABLE
  SECURITY DEFINER
  SET search_path TO ''
  AS $function$
  select exists (
    select 1 from public.deals d
    where d.listing_id = p_listing_id and d.buyer_id = p_reader_id and d.created_at <= p_read_at
  ) or exists (
    -- A member of the owner's team; a member of a buyer's team once that deal granted access (the
    -- owner learns who is on the buyer's team only then: before, the reads count anonymously).
    select 1 from public.deal_members m join public.deals d on d.id = m.deal_id
    where d.listing_id = p_listing_id and m.user_id = p_reader_id and m.accepted_at <= p_read_at
      and (m.side = 'owner' or private.buyer_contact_visible(d.id, d.stage))
  )
$function$;

CREATE OR REPLACE FUNCTION private.data_room_tier_readable (
  p_listing_id uuid,
  p_tier       public.data_room_tier
)
  RETURNS boolean
  LANGUAGE plpgsql
  STABLE
  SECURITY DEFINER
  SET search_path TO ''
  AS $function$
declare
  v_uid uuid := (select auth.uid());
  v_listing public.listings;
  v_stage public.deal_stage;
begin
  if v_uid is null or not (select private.is_verified()) then
    return false;
  end if;
  select * into v_listing from public.listings l where l.id = p_listing_id;
  if not found then
    return false;
  end if;
  if v_listing.user_id = v_uid or (select private.is_admin()) then
    return true;
  end if;
  if v_listing.status <> 'active' then
    return false;
  end if;
  if p_tier = 'teaser' then
    return true;
  end if;
  -- nda and access: the investor's own deal, by the details' rule (private.may_read_confidential():
  -- the stage reaches the tier and no other buyer's exclusivity pauses it); a revoked deal drops
  -- out at once.
  if (select private.current_app_role()) = 'investor' then
    select d.stage into v_stage from public.deals d where d.listing_id = p_listing_id and d.buyer_id = v_uid;
    if found and private.may_read_confidential(v_stage, p_listing_id, v_uid, p_tier) then
      return true;
    end if;
  end if;
  -- A deal team's active member (public.deal_members): the owner's team reads what the owner
  -- reads; the buyer's team what its buyer's deal reaches, by the same rule. A removed member
  -- drops out at once.
  return exists (
    select 1 from public.deal_members m join public.deals d on d.id = m.deal_id
    where m.user_id = v_uid and m.status = 'active' and d.listing_id = p_listing_id
      and (m.side = 'owner' or private.may_read_confidential(d.stage, p_listing_id, d.buyer_id, p_tier))
  );
end;
$function$;

CREATE OR REPLACE FUNCTION private.deal_member_visible (
  p_deal_id uuid,
  p_side    public.deal_side,
  p_user_id uuid
)
  RETURNS boolean
  LANGUAGE plpgsql
  STABLE
  SECURITY DEFINER
  SET search_path TO ''
  AS $function$
declare
  v_side public.deal_side;
begin
  if p_user_id = (select auth.uid()) or (select private.is_admin()) then
    return true;
  end if;
  v_side := private.my_deal_side(p_deal_id);
  if v_side is null then
    return false;
  end if;
  return v_side = p_side or exists (
    select 1 from public.deals d where d.id = p_deal_id and private.buyer_contact_visible(d.id, d.stage)
  );
end;
$function$;

CREATE OR REPLACE FUNCTION private.deal_messages_prepare()
  RETURNS TRIGGER
  LANGUAGE plpgsql
  SECURITY DEFINER
  SET search_path TO ''
  AS $function$
declare
  v_buyer uuid;
  v_owner uuid;
  v_stage public.deal_stage;
  v_masked text;
  v_member_side public.deal_side;
begin
  select d.buyer_id, l.user_id, d.stage into v_buyer, v_owner, v_stage
  from public.deals d join public.listings l on l.id = d.listing_id
  where d.id = new.deal_id;
  if not found then
    raise exception 'Deal not found' using errcode = '23503';
  end if;
  -- Offer entries come only from the offer RPCs (users have no grant on offer_event): they set the
  -- side of the party who acted and a text of their own.
  if new.offer_event is not null then
    new.sender_id := case when new.sender_side = 'buyer' then v_buyer else v_owner end;
    new.masked := false;
    return new;
  end if;
  if (select auth.uid()) is not null then
    new.sender_id := (select auth.uid());
  end if;
  if new.sender_id is not distinct from v_buyer then
    new.sender_side := 'buyer';
  elsif new.sender_id is not distinct from v_owner then
    new.sender_side := 'owner';
  else
    -- An active team member who may write (contribute or lead) writes on their side.
    select m.side into v_member_side from public.deal_members m
    where m.deal_id = new.deal_id and m.user_id = new.sender_id and m.status = 'active'
      and m.role in ('contribute', 'lead');
    if v_member_side is null then
      raise exception 'Only the buyer, the listing''s owner and their teams'' contributors write in a deal''s conversation' using errcode = '42501';
    end if;
    new.sender_side := v_member_side;
  end if;
  if char_length(new.body) > 5000 then
    raise exception 'A message has at most 5000 characters' using errcode = '23514';
  end if;
  new.masked := false;
  if not private.stage_grants_access(v_stage) then
    v_masked := private.mask_contact_details(new.body);
    -- An inquiry arrives masked already (its own trigger): the marks tell.
    new.masked := v_masked is distinct from new.body or v_masked ~ '\[(email|phone|link) hidden\]';
    new.body := v_masked;
  end if;
  return new;
end;
$function$;

CREATE OR REPLACE FUNCTION private.my_deal_role (
  p_deal_id uuid
)
  RETURNS public.deal_member_role
  LANGUAGE plpgsql
  STABLE
  SECURITY DEFINER
  SET search_path TO ''
  AS $function$
declare
  v_uid uuid := (select auth.uid());
  v_role public.deal_member_role;
begin
  if v_uid is null or not (select private.is_verified()) then
    return null;
  end if;
  if exists (
    select 1 from public.deals d join public.listings l on l.id = d.listing_id
    where d.id = p_deal_id and (d.buyer_id = v_uid or l.user_id = v_uid)
  ) then
    return 'lead';
  end if;
  select m.role into v_role from public.deal_members m
  where m.deal_id = p_deal_id and m.user_id = v_uid and m.status = 'active';
  return v_role;
end;
$function$;

CREATE OR REPLACE FUNCTION private.my_deal_side (
  p_deal_id uuid
)
  RETURNS public.deal_side
  LANGUAGE plpgsql
  STABLE
  SECURITY DEFINER
  SET search_path TO ''
  AS $function$
declare
  v_uid uuid := (select auth.uid());
  v_side public.deal_side;
begin
  if v_uid is null or not (select private.is_verified()) then
    return null;
  end if;
  select case when d.buyer_id = v_uid then 'buyer'::public.deal_side
              when l.user_id = v_uid then 'owner'::public.deal_side end
    into v_side
  from public.deals d join public.listings l on l.id = d.listing_id
  where d.id = p_deal_id;
  if v_side is not null then
    return v_side;
  end if;
  select m.side into v_side from public.deal_members m
  where m.deal_id = p_deal_id and m.user_id = v_uid and m.status = 'active';
  return v_side;
end;
$function$;

CREATE OR REPLACE FUNCTION private.my_member_deal_ids()
  RETURNS SETOF uuid
  LANGUAGE plpgsql
  STABLE
  SECURITY DEFINER
  SET search_path TO ''
  AS $function$
begin
  return query select m.deal_id from public.deal_members m
    where m.user_id = (select auth.uid()) and m.status = 'active' and (select private.is_verified());
end;
$function$;

CREATE OR REPLACE FUNCTION public.accept_deal_invitation (
  p_member_id    uuid,
  p_signed_name  text,
  p_accept_nda   boolean,
  p_accept_terms boolean DEFAULT false
)
  RETURNS public.deal_members
  LANGUAGE plpgsql
  SECURITY DEFINER
  SET search_path TO ''
  AS $function$
declare
  v_uid uuid := (select auth.uid());
  v_email text;
  v_row public.deal_members;
  v_name text := left(private.squish(coalesce(p_signed_name, '')), 201);
  v_profile public.profiles;
begin
  if v_uid is null then
    raise exception 'User not authenticated' using errcode = '42501';
  end if;
  select lower(u.email) into v_email from auth.users u where u.id = v_uid and u.email_confirmed_at is not null;
  if v_email is null then
    raise exception 'Confirm your email address first' using errcode = '42501';
  end if;
  select * into v_row from public.deal_members m where m.id = p_member_id for update;
  if not found or v_row.email <> v_email then
    raise exception 'Invitation not found' using errcode = 'PT404';
  end if;
  if v_row.status <> 'invited' then
    raise exception 'This invitation is no longer open' using errcode = '22023';
  end if;
  if not coalesce(p_accept_nda, false) then
    raise exception 'Accept the NDA to join the deal team' using errcode = '22023';
  end if;
  if char_length(v_name) not between 2 and 200 then
    raise exception 'Sign the NDA with your full name' using errcode = '22023';
  end if;
  if exists (
    select 1 from public.deals d join public.listings l on l.id = d.listing_id
    where d.id = v_row.deal_id and v_uid in (d.buyer_id, l.user_id)
  ) or exists (
    select 1 from public.deal_members m where m.deal_id = v_row.deal_id and m.user_id = v_uid and m.status = 'active'
  ) then
    raise exception 'You are already a party to this deal' using errcode = '22023';
  end if;
  select * into v_profile from public.profiles p where p.id = v_uid;
  if v_profile.consented_at is null then
    if not coalesce(p_accept_terms, false) then
      raise exception 'Accept the terms of use and the privacy policy to join' using errcode = '22023';
    end if;
    -- An account the invitation made has no name of its own yet: the NDA's signature gives it.
    update public.profiles set terms_version = private.current_terms_version(),
      privacy_version = private.current_privacy_version(), consented_at = now(), name = v_name
    where id = v_uid;
  end if;
  update public.deal_members set status = 'active', user_id = v_uid, accepted_at = now(),
    nda_accepted_at = now(), nda_signed_name = v_name
  where id = p_member_id
  returning * into v_row;
  return v_row;
end;
$function$;

REVOKE ALL ON FUNCTION "public"."accept_deal_invitation"(uuid, text, boolean, boolean) FROM PUBLIC, "anon";

CREATE OR REPLACE FUNCTION public.deal_team (
  p_deal_id uuid
)
  RETURNS jsonb
  LANGUAGE plpgsql
  STABLE
  SECURITY DEFINER
  SET search_path TO ''
  AS $function$
declare
  v_side public.deal_side := private.my_deal_side(p_deal_id);
  v_admin boolean := (select private.is_admin());
  v_open boolean;
  v_deal record;
begin
  if v_side is null and not v_admin then
    raise exception 'Deal not found' using errcode = 'PT404';
  end if;
  select d.id, d.stage, d.buyer_id, l.user_id as owner_id into v_deal
  from public.deals d join public.listings l on l.id = d.listing_id where d.id = p_deal_id;
  v_open := v_admin or private.buyer_contact_visible(v_deal.id, v_deal.stage);
  return jsonb_build_object(
    'my_side', v_side,
    'my_role', case when v_admin and v_side is null then null else private.my_deal_role(p_deal_id) end,
    'is_principal', (select auth.uid()) in (v_deal.buyer_id, v_deal.owner_id),
    'other_side_visible', v_open,
    'members', coalesce((
      select jsonb_agg(jsonb_build_object(
        'id', m.id, 'side', m.side, 'email', m.email, 'name', p.name, 'role', m.role, 'status', m.status,
        'invited_at', m.invited_at, 'accepted_at', m.accepted_at, 'nda_signed_name', m.nda_signed_name,
        'is_me', m.user_id = (select auth.uid())
      ) order by m.side, m.invited_at, m.id)
      from public.deal_members m left join public.profiles p on p.id = m.user_id
      where m.deal_id = p_deal_id and m.status <> 'removed' and (v_open or m.side = v_side)
    ), '[]'::jsonb),
    'hidden_counts', case when v_open then '{}'::jsonb else coalesce((
      select jsonb_object_agg(x.side, x.n) from (
        select m.side, count(*) as n from public.deal_members m
        where m.deal_id = p_deal_id and m.status = 'active' and m.side <> v_side group by m.side
      ) x
    ), '{}'::jsonb) end
  );
end;
$function$;

REVOKE ALL ON FUNCTION "public"."deal_team"(uuid) FROM PUBLIC, "anon";

CREATE OR REPLACE FUNCTION public.deal_thread (
  p_deal_id   uuid,
  p_before_id bigint  DEFAULT NULL::bigint,
  p_limit     integer DEFAULT 50
)
  RETURNS jsonb
  LANGUAGE plpgsql
  STABLE
  SECURITY DEFINER
  SET search_path TO ''
  AS $function$
declare
  v_me uuid := (select auth.uid());
  v_deal record;
  v_side public.deal_side;
  v_access boolean;
  v_limit integer := least(greatest(coalesce(p_limit, 50), 1), 100);
  v_messages jsonb;
  v_count integer;
  v_mine public.deal_reads;
  v_other_read bigint;
begin
  -- The principals and the active members of their teams (private.my_deal_side()), admins.
  v_side := private.my_deal_side(p_deal_id);
  if v_me is null or not (v_side is not null or private.is_deal_party(p_deal_id)) then
    raise exception 'Deal not found' using errcode = 'P0002';
  end if;
  select d.id, d.buyer_id, d.stage, l.user_id as owner_id into v_deal
  from public.deals d join public.listings l on l.id = d.listing_id where d.id = p_deal_id;
  v_access := private.stage_grants_access(v_deal.stage);

  select coalesce(jsonb_agg(jsonb_build_object(
           'id', m.id, 'sender_side', m.sender_side, 'body', m.body, 'masked', m.masked,
           'client_id', case when m.sender_id = v_me then m.client_id end,
           'created_at', m.created_at,
           'offer_event', m.offer_event,
           -- A subquery per offer entry, not a join: the page is at most 51 rows, and a join let
           -- the planner scan every offer (bench thread-owner at 100k listings).
           'offer', (select private.offer_facts(o) from public.deal_offers o where o.id = m.offer_id))
           order by m.id desc), '[]'::jsonb),
         count(*)
    into v_messages, v_count
  from (
    select * from public.deal_messages m
    where m.deal_id = p_deal_id and (p_before_id is null or m.id < p_before_id)
    order by m.id desc
    limit v_limit + 1
  ) m;
  -- One more than the page tells whether older messages exist.
  if v_count > v_limit then
    v_messages := v_messages - v_limit;
  end if;

  select * into v_mine from public.deal_reads r where r.deal_id = p_deal_id and r.user_id = v_me;
  select r.last_read_message_id into v_other_read from public.deal_reads r
  where r.deal_id = p_deal_id
    and r.user_id = case v_side when 'buyer' then v_deal.owner_id when 'owner' then v_deal.buyer_id end;

  return jsonb_build_object(
    'deal_id', p_deal_id,
    'my_side', v_side,
    'access_granted', v_access,
    'buyer_name', (select p.name from public.profiles p where p.id = v_deal.buyer_id),
    'owner_name', case when v_side is distinct from 'buyer' or v_access
                       then (select p.name from public.profiles p where p.id = v_deal.owner_id) end,
    'my_last_read_id', v_mine.last_read_message_id,
    'unread_count', coalesce(v_mine.unread_count, 0),
    'other_last_read_id', v_other_read,
    'has_more', v_count > v_limit,
    'messages', v_messages
  );
end;
$function$;

CREATE OR REPLACE FUNCTION public.invite_deal_member (
  p_deal_id uuid,
  p_email   text,
  p_role    public.deal_member_role DEFAULT 'view'::public.deal_member_role
)
  RETURNS public.deal_members
  LANGUAGE plpgsql
  SECURITY DEFINER
  SET search_path TO ''
  AS $function$
declare
  v_uid uuid := private.verified_caller();
  v_side public.deal_side := private.my_deal_side(p_deal_id);
  v_email text := lower(private.squish(coalesce(p_email, '')));
  v_row public.deal_members;
begin
  if v_side is null then
    raise exception 'Deal not found' using errcode = 'PT404';
  end if;
  if private.my_deal_role(p_deal_id) is distinct from 'lead' then
    raise exception 'Only the principal and leads of a side invite team members' using errcode = '42501';
  end if;
  if v_email !~ '^[^@[:space:]]+@[^@[:space:]]+\.[^@[:space:]]+$' or char_length(v_email) > 320 then
    raise exception 'Invalid email address' using errcode = '22023';
  end if;
  if exists (
    select 1 from public.deals d join public.listings l on l.id = d.listing_id
    join public.profiles p on p.id in (d.buyer_id, l.user_id)
    where d.id = p_deal_id and lower(p.email) = v_email
  ) then
    raise exception 'This person is already a party to the deal' using errcode = '22023';
  end if;
  if exists (select 1 from public.deal_members m where m.deal_id = p_deal_id and m.email = v_email
             and m.status <> 'removed') then
    raise exception 'This person is already on a team of the deal' using errcode = '23505';
  end if;
  insert into public.deal_members (deal_id, side, email, role, invited_by)
  values (p_deal_id, v_side, v_email, coalesce(p_role, 'view'), v_uid)
  returning * into v_row;
  return v_row;
end;
$function$;

REVOKE ALL ON FUNCTION "public"."invite_deal_member"(uuid, text, public.deal_member_role) FROM PUBLIC, "anon";

CREATE OR REPLACE FUNCTION public.mark_deal_thread_read (
  p_deal_id  uuid,
  p_up_to_id bigint DEFAULT NULL::bigint
)
  RETURNS public.deal_reads
  LANGUAGE plpgsql
  SECURITY DEFINER
  SET search_path TO ''
  AS $function$
declare
  v_me uuid := (select auth.uid());
  v_side public.deal_side;
  v_up_to bigint;
  v_row public.deal_reads;
begin
  v_side := private.my_deal_side(p_deal_id);
  if v_side is null then
    raise exception 'Only the parties of a deal and their teams have a read state in a deal''s conversation' using errcode = '42501';
  end if;
  select max(m.id) into v_up_to from public.deal_messages m
  where m.deal_id = p_deal_id and (p_up_to_id is null or m.id <= p_up_to_id);
  insert into public.deal_reads as r (deal_id, user_id, last_read_message_id, read_at)
  values (p_deal_id, v_me, v_up_to, now())
  on conflict (deal_id, user_id) do update
    set last_read_message_id = greatest(r.last_read_message_id, excluded.last_read_message_id),
        read_at = now(), updated_at = now()
  returning * into v_row;
  update public.deal_reads r set unread_count = (
      select count(*) from public.deal_messages m
      where m.deal_id = p_deal_id and m.sender_side <> v_side
        and m.id > coalesce(v_row.last_read_message_id, 0)
    )
  where r.deal_id = p_deal_id and r.user_id = v_me
  returning * into v_row;
  return v_row;
end;
$function$;

CREATE OR REPLACE FUNCTION public.my_deal_invitations()
  RETURNS TABLE (
    id              uuid,
    deal_id         uuid,
    side            public.deal_side,
    role            public.deal_member_role,
    invited_at      timestamp with time zone,
    invited_by_name text,
    listing_type    public.listing_type,
    industry        public.industry,
    needs_terms     boolean
  )
  LANGUAGE plpgsql
  STABLE
  SECURITY DEFINER
  SET search_path TO ''
  AS $function$
declare
  v_uid uuid := (select auth.uid());
  v_email text;
begin
  select lower(u.email) into v_email from auth.users u where u.id = v_uid and u.email_confirmed_at is not null;
  if v_email is null then
    return;
  end if;
  return query
  select m.id, m.deal_id, m.side, m.role, m.invited_at, inviter.name,
    l.type, l.industry,
    (select p.consented_at is null from public.profiles p where p.id = v_uid)
  from public.deal_members m
  join public.deals d on d.id = m.deal_id
  join public.listings l on l.id = d.listing_id
  left join public.profiles inviter on inviter.id = m.invited_by
  where m.email = v_email and m.status = 'invited'
  order by m.invited_at desc;
end;
$function$;

REVOKE ALL ON FUNCTION "public"."my_deal_invitations"() FROM PUBLIC, "anon";

CREATE OR REPLACE FUNCTION public.remove_deal_member (
  p_member_id uuid
)
  RETURNS public.deal_members
  LANGUAGE plpgsql
  SECURITY DEFINER
  SET search_path TO ''
  AS $function$
declare
  v_uid uuid := (select auth.uid());
  v_row public.deal_members;
begin
  if v_uid is null then
    raise exception 'User not authenticated' using errcode = '42501';
  end if;
  select * into v_row from public.deal_members m where m.id = p_member_id for update;
  if not found or not (
    v_row.user_id is not distinct from v_uid
    or (private.my_deal_side(v_row.deal_id) is not distinct from v_row.side
        and private.my_deal_role(v_row.deal_id) is not distinct from 'lead')
  ) then
    raise exception 'Team member not found' using errcode = 'PT404';
  end if;
  if v_row.status = 'removed' then
    return v_row;
  end if;
  update public.deal_members set status = 'removed', removed_at = now(), removed_by = v_uid,
    accepted_at = case when status = 'invited' then null else accepted_at end
  where id = p_member_id
  returning * into v_row;
  return v_row;
end;
$function$;

REVOKE ALL ON FUNCTION "public"."remove_deal_member"(uuid) FROM PUBLIC, "anon";

ALTER TABLE "public"."deal_members"
  ADD CONSTRAINT "deal_members_active_accepted" CHECK (((status = 'invited'::public.deal_member_status) OR ((user_id IS NOT NULL) AND (accepted_at IS
    NOT NULL) AND (nda_accepted_at IS NOT NULL) AND (nda_signed_name IS NOT NULL)) OR ((status = 'removed'::public.deal_member_status) AND (accepted_at IS NULL))));

ALTER TABLE "public"."deal_members"
  ADD CONSTRAINT "deal_members_deal_id_fkey" FOREIGN KEY (deal_id) REFERENCES public.deals(id) ON DELETE CASCADE;

ALTER TABLE "public"."deal_members"
  ADD CONSTRAINT "deal_members_invited_by_fkey" FOREIGN KEY (invited_by) REFERENCES public.profiles(id) ON DELETE SET NULL;

ALTER TABLE "public"."deal_members"
  ADD CONSTRAINT "deal_members_nda_name_length" CHECK (((char_length(nda_signed_name) >= 1) AND (char_length(nda_signed_name) <= 200)));

ALTER TABLE "public"."deal_members"
  ADD CONSTRAINT "deal_members_removed_by_fkey" FOREIGN KEY (removed_by) REFERENCES public.profiles(id) ON DELETE SET NULL;

ALTER TABLE "public"."deal_members"
  ADD CONSTRAINT "deal_members_removed" CHECK (((status = 'removed'::public.deal_member_status) = (removed_at IS NOT NULL)));

ALTER TABLE "public"."deal_members"
  ADD CONSTRAINT "deal_members_user_id_fkey" FOREIGN KEY (user_id) REFERENCES public.profiles(id) ON DELETE CASCADE;

CREATE INDEX deal_members_deal_idx ON public.deal_members USING btree (deal_id, side, status);

CREATE INDEX deal_members_email_idx ON public.deal_members USING btree (email)
  WHERE (status = 'invited'::public.deal_member_status);

CREATE INDEX deal_members_invited_by_idx ON public.deal_members USING btree (invited_by);

CREATE UNIQUE INDEX deal_members_one_per_email ON public.deal_members USING btree (deal_id, email)
  WHERE (status <> 'removed'::public.deal_member_status);

CREATE UNIQUE INDEX deal_members_one_per_user ON public.deal_members USING btree (deal_id, user_id)
  WHERE (status <> 'removed'::public.deal_member_status);

CREATE INDEX deal_members_removed_by_idx ON public.deal_members USING btree (removed_by);

CREATE INDEX deal_members_user_idx ON public.deal_members USING btree (user_id, status, deal_id);

CREATE POLICY "deal_events: parties of the deal read" ON "public"."deal_events"
  FOR SELECT
  TO "authenticated"
  USING
    ((( SELECT private.is_admin() AS is_admin) OR (deal_id IN ( SELECT private.my_deal_ids() AS my_deal_ids)) OR (deal_id IN ( SELECT private.my_member_deal_ids() AS
    my_member_deal_ids)) OR (deal_id IN ( SELECT d.id
   FROM public.deals d
  WHERE (d.listing_id IN ( SELECT private.owned_listing_ids() AS owned_listing_ids))))));

CREATE POLICY "deal_members: the member, their side, the other after access" ON "public"."deal_members"
  FOR SELECT
  TO "authenticated"
  USING (private.deal_member_visible(deal_id, side, user_id));

CREATE POLICY "deal_messages: buyer or listing owner writes as themselves" ON "public"."deal_messages"
  FOR INSERT
  TO "authenticated"
  WITH
    CHECK
    (((sender_id = ( SELECT auth.uid() AS uid)) AND ((deal_id IN ( SELECT private.my_deal_ids() AS my_deal_ids)) OR private.is_deal_owner(deal_id) OR (private.my_deal_role(deal_id)
    = ANY (ARRAY['contribute'::public.deal_member_role, 'lead'::public.deal_member_role])))));

CREATE POLICY "deal_messages: parties of the deal read" ON "public"."deal_messages"
  FOR SELECT
  TO "authenticated"
  USING
    ((( SELECT private.is_admin() AS is_admin) OR (deal_id IN ( SELECT private.my_deal_ids() AS my_deal_ids)) OR (deal_id IN ( SELECT private.my_member_deal_ids() AS
    my_member_deal_ids)) OR (deal_id IN ( SELECT d.id
   FROM public.deals d
  WHERE (d.listing_id IN ( SELECT private.owned_listing_ids() AS owned_listing_ids))))));

CREATE POLICY "deals: parties, their teams or admin read" ON "public"."deals"
  FOR SELECT
  TO "authenticated"
  USING
    ((( SELECT private.is_admin() AS is_admin) OR (( SELECT private.is_verified() AS is_verified) AND (buyer_id = ( SELECT auth.uid() AS uid))) OR (listing_id IN ( SELECT
    private.owned_listing_ids() AS owned_listing_ids)) OR (id IN ( SELECT private.my_member_deal_ids() AS my_member_deal_ids))));

COMMENT ON COLUMN "public"."deal_members"."email" IS 'The address invited (lower case); only an account with this confirmed address may accept.';

COMMENT ON COLUMN "public"."deal_members"."invited_by" IS 'The principal or lead who invited.';

COMMENT ON COLUMN "public"."deal_members"."nda_accepted_at" IS 'When the member accepted the listing''s NDA in their own name.';

COMMENT ON COLUMN "public"."deal_members"."nda_signed_name" IS 'The full name the member signed the NDA with.';

COMMENT ON COLUMN "public"."deal_members"."removed_by" IS 'Who removed the member (a lead of their side, or the member leaving).';

COMMENT ON COLUMN "public"."deal_members"."role" IS 'view, contribute or lead (public.deal_member_role).';

COMMENT ON COLUMN "public"."deal_members"."side" IS 'The side the member works for: buyer or owner (seller or scout).';

COMMENT ON COLUMN "public"."deal_members"."user_id" IS 'The account that accepted (null while invited).';

COMMENT ON FUNCTION "private"."data_room_read_named"(uuid, uuid, timestamp with time zone) IS 'May the listing''s owner learn who made this read: the reader had a deal on the listing at the time, or was a member of the owner''s team, or of a buyer''s team whose deal has since been granted access (private.buyer_contact_visible()); other reads stay anonymous, counted only.';

COMMENT ON FUNCTION "private"."data_room_tier_readable"(uuid, public.data_room_tier) IS 'The one rule of the data room: may the caller read documents of this tier of this listing? Owner and admins: all; verified users: teaser of active listings; nda and access: the investor''s own deal, by private.may_read_confidential() (the stage reaches the tier: NDA signed on a running deal, or access granted; no other buyer in exclusivity); an active member of a deal team: the owner''s team all tiers of the active listing, a buyer''s team what that buyer''s deal reaches by the same rule.';

COMMENT ON FUNCTION "private"."deal_member_visible"(uuid, public.deal_side, uuid) IS 'May the caller see this member of a deal team: the member themselves, admins, the member''s own side, and the other side once the deal granted access (private.buyer_contact_visible()).';

COMMENT ON FUNCTION "private"."deal_messages_prepare"() IS 'BEFORE INSERT on deal_messages: sender is the caller, side from the deal (buyer or listing owner, or an active contributing member of their team, nobody else), length of what was typed, contact details masked unless the deal''s stage grants access. Offer entries (offer_event, written only by the offer RPCs) are on the side of who acted, as that party.';


COMMENT ON FUNCTION "private"."my_deal_role"(uuid) IS 'The verified caller''s role in the deal: lead for its principals (the buyer, the listing''s owner), the role of their active membership otherwise, null for others.';

COMMENT ON FUNCTION "private"."my_deal_side"(uuid) IS 'The side of the deal the verified caller is on: buyer (the deal''s buyer or an active member of their team), owner (the listing''s owner or an active member of their team), or null.';

COMMENT ON FUNCTION "private"."my_member_deal_ids"() IS 'Deals on which the verified caller is an active team member (either side); use as `deal_id in (select private.my_member_deal_ids())`.';

COMMENT ON FUNCTION "public"."accept_deal_invitation"(uuid, text, boolean, boolean) IS 'The invitee (signed in, with the invited address confirmed) accepts the NDA in their own name (p_signed_name, 2-200 characters) and joins the team; an account made by the invitation also accepts the terms of use here and takes the signed name as its name. 404 unless the invitation is for the caller''s address; 22023 when not open, without the NDA, or when the caller is already a party.';


COMMENT ON FUNCTION "public"."deal_team"(uuid) IS 'The deal''s teams as the caller may see them: my_side, my_role (private.my_deal_role()), is_principal, the members of the caller''s side and, once the deal granted access (private.buyer_contact_visible()), of the other side; before that hidden_counts gives only the number of the other side''s active members ("buyer + 2 advisers"). 404 for non-parties.';

COMMENT ON FUNCTION "public"."deal_thread"(uuid, bigint, integer) IS 'A page of a deal''s conversation, newest first (the last p_limit messages, at most 100, or those before p_before_id: keyset paging), for its buyer, the listing''s owner, the active members of their teams (as their side) or an admin, with the caller''s side and read state, how far the other side has read, and the names the caller may see (the owner''s only once access is granted). Offer entries (offer_event submitted/accepted/declined) carry the offer''s facts. Others: error P0002.';

COMMENT ON FUNCTION "public"."invite_deal_member"(uuid, text, public.deal_member_role) IS 'A principal or lead of a side (private.my_deal_role() = lead) invites an email address to their side of the deal with a role. 404 for non-parties, 42501 for view/contribute members, 22023 for a bad address or a principal''s, 23505 when already invited or active. The deal-team edge function calls it with the caller''s token, then sends the invitation.';

COMMENT ON FUNCTION "public"."mark_deal_thread_read"(uuid, bigint) IS 'The caller (the deal''s buyer, the listing''s owner or an active member of their teams, verified) has read the conversation up to p_up_to_id (default: all); the mark never moves back. Returns the caller''s read state.';

COMMENT ON FUNCTION "public"."my_deal_invitations"() IS 'The open deal-team invitations of the signed-in caller''s confirmed email address (verified or not): side, role, who invited, the listing''s type and industry (never its confidential title), and whether the caller must still accept the terms of use.';

COMMENT ON FUNCTION "public"."remove_deal_member"(uuid) IS 'A lead (or principal) of the member''s side removes them, or the member leaves: status removed, access ends with the next request. 404 for anyone else.';

COMMENT ON TABLE "public"."deal_members" IS 'The team of each side of a deal besides its principals (the buyer, the listing''s owner): colleagues and advisers invited by email. Written only by the RPCs (invite_deal_member, accept_deal_invitation, remove_deal_member); read by the member themselves, their own side, and the other side only once the deal granted access (private.deal_member_visible()).';

COMMENT ON TABLE "public"."deals" IS 'One deal per listing and buyer, created by the database at the buyer''s first step (inquiry or NDA). Readable by the buyer, the listing''s owner, the active members of their teams (public.deal_members) and admins; changed only by the database (triggers and RPCs), every stage change checked by private.deals_check_stage().';

COMMENT ON TYPE "public"."deal_member_role" IS 'What a member of a deal team may do: view (read the thread, the deal page, the data room as their side does), contribute (also write in the thread), lead (also invite and remove members of their side). Principals (the deal''s buyer, the listing''s owner) count as lead.';

COMMENT ON TYPE "public"."deal_member_status" IS 'A deal team member''s state: invited (waits for the invitee to accept the NDA), active (reads and, by role, writes), removed (no access, kept for the record).';

REVOKE ALL ON FUNCTION "private"."deal_member_visible"(uuid, public.deal_side, uuid) FROM PUBLIC;

GRANT EXECUTE ON FUNCTION "private"."deal_member_visible"(uuid, public.deal_side, uuid) TO "authenticated", "service_role";

REVOKE ALL ON FUNCTION "private"."my_deal_role"(uuid) FROM PUBLIC;

GRANT EXECUTE ON FUNCTION "private"."my_deal_role"(uuid) TO "authenticated", "service_role";

REVOKE ALL ON FUNCTION "private"."my_deal_side"(uuid) FROM PUBLIC;

GRANT EXECUTE ON FUNCTION "private"."my_deal_side"(uuid) TO "authenticated", "service_role";

REVOKE ALL ON FUNCTION "private"."my_member_deal_ids"() FROM PUBLIC;

GRANT EXECUTE ON FUNCTION "private"."my_member_deal_ids"() TO "authenticated", "service_role";

GRANT EXECUTE ON FUNCTION "public"."accept_deal_invitation"(uuid, text, boolean, boolean) TO "authenticated";

REVOKE ALL ON FUNCTION "public"."accept_deal_invitation"(uuid, text, boolean, boolean) FROM "postgres";

GRANT EXECUTE ON FUNCTION "public"."accept_deal_invitation"(uuid, text, boolean, boolean) TO "postgres";

GRANT EXECUTE ON FUNCTION "public"."accept_deal_invitation"(uuid, text, boolean, boolean) TO "service_role";

GRANT EXECUTE ON FUNCTION "public"."deal_team"(uuid) TO "authenticated";

REVOKE ALL ON FUNCTION "public"."deal_team"(uuid) FROM "postgres";

GRANT EXECUTE ON FUNCTION "public"."deal_team"(uuid) TO "postgres";

GRANT EXECUTE ON FUNCTION "public"."deal_team"(uuid) TO "service_role";

GRANT EXECUTE ON FUNCTION "public"."invite_deal_member"(uuid, text, public.deal_member_role) TO "authenticated";

REVOKE ALL ON FUNCTION "public"."invite_deal_member"(uuid, text, public.deal_member_role) FROM "postgres";

GRANT EXECUTE ON FUNCTION "public"."invite_deal_member"(uuid, text, public.deal_member_role) TO "postgres";

GRANT EXECUTE ON FUNCTION "public"."invite_deal_member"(uuid, text, public.deal_member_role) TO "service_role";

GRANT EXECUTE ON FUNCTION "public"."my_deal_invitations"() TO "authenticated";

REVOKE ALL ON FUNCTION "public"."my_deal_invitations"() FROM "postgres";

GRANT EXECUTE ON FUNCTION "public"."my_deal_invitations"() TO "postgres";

GRANT EXECUTE ON FUNCTION "public"."my_deal_invitations"() TO "service_role";

GRANT EXECUTE ON FUNCTION "public"."remove_deal_member"(uuid) TO "authenticated";

REVOKE ALL ON FUNCTION "public"."remove_deal_member"(uuid) FROM "postgres";

GRANT EXECUTE ON FUNCTION "public"."remove_deal_member"(uuid) TO "postgres";

GRANT EXECUTE ON FUNCTION "public"."remove_deal_member"(uuid) TO "service_role";

REVOKE ALL ON TABLE "public"."deal_members" FROM "authenticated";

GRANT SELECT ON TABLE "public"."deal_members" TO "authenticated";

REVOKE ALL ON TABLE "public"."deal_members" FROM "postgres";

GRANT DELETE, INSERT, MAINTAIN, REFERENCES, SELECT, TRIGGER, TRUNCATE, UPDATE ON TABLE "public"."deal_members" TO "postgres";

GRANT DELETE, INSERT, MAINTAIN, REFERENCES, SELECT, TRIGGER, TRUNCATE, UPDATE ON TABLE "public"."deal_members" TO "service_role";

