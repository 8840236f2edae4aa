// The kept paths to a listing's confidential details (private.listing_detail_readers, issue 28's
// bench budgets): written by statement triggers on listings, deals and deal_members, read by the
// listing_details policy. What they must keep: after every kind of write the kept rows are the
// paths the tables give (private.listing_detail_paths), and what a member reads through the API
// follows at once; two transactions changing one listing's paths at the same time take turns, so
// neither leaves a path the other revoked; a bulk load with ordinary triggers off keeps them too.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { stackEnv } from '../support/env';
import { withDb } from '../support/db';
import { dealWithAccess, dealWithNda, newListing, rest } from './support/deals';
import { stalePaths } from './support/detail-paths';
import { createUser, giveBillingInfo, type Identity } from './support/identities';

let seller: Identity;
let otherSeller: Identity;
let buyer: Identity;
let member: Identity;

beforeAll(async () => {
  [seller, otherSeller, buyer, member] = await Promise.all([
    createUser('readers-seller', { role: 'company', status: 'verified' }),
    createUser('readers-other-seller', { role: 'company', status: 'verified' }),
    createUser('readers-buyer', { role: 'investor', status: 'verified' }),
    createUser('readers-member', { role: 'investor', status: 'verified' }),
  ]);
  await giveBillingInfo(buyer);
});

const pathsOf = async (db: pg.Client, userId: string, listingId: string) =>
  (
    await db.query(
      `select path from private.listing_detail_readers
        where user_id = $1 and listing_id = $2 order by path`,
      [userId, listingId],
    )
  ).rows.map((row) => row.path as string);

/** The listing's title as the user reads it with a hand-made request (none: no row). */
const titleAs = async (who: Identity, listingId: string) =>
  (await rest(who, 'GET', `listing_details?select=title&listing_id=eq.${listingId}`))
    .body as unknown as { title: string }[];

async function addMember(db: pg.Client, dealId: string, side: 'buyer' | 'owner') {
  await db.query(
    `insert into public.deal_members (deal_id, side, email, user_id, role, status, invited_by,
       accepted_at, nda_accepted_at, nda_signed_name)
     select $1, $2, p.email, p.id, 'view', 'active', $3, now(), now(), p.name
     from public.profiles p where p.id = $4`,
    [dealId, side, side === 'buyer' ? buyer.id : seller.id, member.id],
  );
}

const removeMembers = (db: pg.Client, dealId: string) =>
  db.query(
    `update public.deal_members set status = 'removed', removed_at = now(), accepted_at = null
      where deal_id = $1 and user_id = $2`,
    [dealId, member.id],
  );

describe('kept paths to the details', () => {
  let db: pg.Client;
  beforeAll(async () => {
    db = new pg.Client({ connectionString: stackEnv.dbUrl });
    await db.connect();
  });
  afterAll(async () => {
    await db.end();
  });

  it('follow every write of listings, deals and members, and the member reads as they say', async () => {
    const listingId = await newListing(seller, 'Kept Paths Alpha');
    expect(await pathsOf(db, seller.id!, listingId)).toEqual(['owner']);

    // A deal before access: the buyer has no path; a member of the buyer's side neither.
    const dealId = await dealWithNda(buyer, listingId);
    await addMember(db, dealId, 'buyer');
    expect(await pathsOf(db, buyer.id!, listingId)).toEqual([]);
    expect(await pathsOf(db, member.id!, listingId)).toEqual([]);
    expect(await titleAs(member, listingId)).toEqual([]);

    // Access granted (the stage machine's RPCs): buyer and member read at once.
    expect(
      (await buyer.client.rpc('move_deal', { p_deal_id: dealId, p_stage: 'access_requested' }))
        .error,
    ).toBeNull();
    expect(
      (await seller.client.rpc('move_deal', { p_deal_id: dealId, p_stage: 'access_granted' }))
        .error,
    ).toBeNull();
    expect(await pathsOf(db, buyer.id!, listingId)).toEqual(['buyer']);
    expect(await pathsOf(db, member.id!, listingId)).toEqual(['buyer_team']);
    expect(await titleAs(member, listingId)).toEqual([{ title: 'Kept Paths Alpha' }]);
    expect(await stalePaths(db, [listingId])).toEqual([]);

    // Removed from the team: nothing left to read.
    await removeMembers(db, dealId);
    expect(await pathsOf(db, member.id!, listingId)).toEqual([]);
    expect(await titleAs(member, listingId)).toEqual([]);

    // On the owner's side of the deal the member reads whatever the deal's stage.
    await addMember(db, dealId, 'owner');
    expect(await pathsOf(db, member.id!, listingId)).toEqual(['owner_team']);
    expect(await titleAs(member, listingId)).toEqual([{ title: 'Kept Paths Alpha' }]);
    await removeMembers(db, dealId);

    // Back on the buyer's side; the deal ends (declined by the owner as database owner, the
    // stage checks off for this one transaction): the paths of buyer and member go.
    await addMember(db, dealId, 'buyer');
    expect(await titleAs(member, listingId)).toEqual([{ title: 'Kept Paths Alpha' }]);
    await db.query('begin');
    await db.query("set local session_replication_role = 'replica'");
    await db.query(`update public.deals set stage = 'declined' where id = $1`, [dealId]);
    await db.query('commit');
    expect(await pathsOf(db, buyer.id!, listingId)).toEqual([]);
    expect(await pathsOf(db, member.id!, listingId)).toEqual([]);
    expect(await titleAs(member, listingId)).toEqual([]);

    // The listing changes hands: the old owner's path goes, the new one's comes.
    await db.query('update public.listings set user_id = $2 where id = $1', [
      listingId,
      otherSeller.id,
    ]);
    expect(await pathsOf(db, seller.id!, listingId)).toEqual([]);
    expect(await pathsOf(db, otherSeller.id!, listingId)).toEqual(['owner']);
    expect(await stalePaths(db, [listingId])).toEqual([]);

    // The deal is deleted, then the listing: their rows go with them.
    await db.query('delete from public.deals where id = $1', [dealId]);
    expect(await stalePaths(db, [listingId])).toEqual([]);
    await db.query('delete from public.listings where id = $1', [listingId]);
    expect(
      (
        await db.query(
          'select count(*)::int as n from private.listing_detail_readers where listing_id = $1',
          [listingId],
        )
      ).rows[0].n,
    ).toBe(0);
  });

  it("another buyer's exclusivity is kept as the end of the pause and read against the clock", async () => {
    const listingId = await newListing(seller, 'Kept Paths Beta');
    const dealId = await dealWithAccess(buyer, seller, listingId);
    await addMember(db, dealId, 'buyer');
    const holder = await createUser('readers-holder', { role: 'investor', status: 'verified' });
    await giveBillingInfo(holder);
    const holderDeal = await dealWithAccess(holder, seller, listingId);

    // The holder's exclusivity runs for an hour (written as the database owner, past the offer
    // rules): the member's path stays, with the end of the pause, and reads nothing meanwhile.
    await db.query('begin');
    await db.query("set local session_replication_role = 'replica'");
    const until = (
      await db.query(
        `update public.deals set stage = 'in_exclusivity', exclusive_until = now() + interval '1 hour'
          where id = $1 returning exclusive_until`,
        [holderDeal],
      )
    ).rows[0].exclusive_until as Date;
    await db.query('commit');
    const kept = await db.query(
      `select path, paused_until from private.listing_detail_readers
        where user_id = $1 and listing_id = $2`,
      [member.id, listingId],
    );
    expect(kept.rows).toEqual([{ path: 'buyer_team', paused_until: until }]);
    expect(await titleAs(member, listingId)).toEqual([]);
    expect(await titleAs(buyer, listingId)).toEqual([]);

    // The read compares the end with the clock: in a transaction whose clock is past the end
    // (the same kept row, read as the member), the pause is over without any write.
    await db.query('begin');
    await db.query(
      `update private.listing_detail_readers set paused_until = now() - interval '1 second'
                     where user_id = $1 and listing_id = $2`,
      [member.id, listingId],
    );
    await db.query(`select set_config('request.jwt.claims', $1, true)`, [
      JSON.stringify({ sub: member.id, role: 'authenticated' }),
    ]);
    await db.query('set local role authenticated');
    const read = await db.query('select title from public.listing_details where listing_id = $1', [
      listingId,
    ]);
    await db.query('rollback');
    expect(read.rows).toEqual([{ title: 'Kept Paths Beta' }]);
    expect(await stalePaths(db, [listingId])).toEqual([]);
  });

  it('two transactions changing one listing take turns: a member added while the deal ends keeps no path', async () => {
    const listingId = await newListing(seller, 'Kept Paths Gamma');
    const dealId = await dealWithAccess(buyer, seller, listingId);
    const adding = new pg.Client({ connectionString: stackEnv.dbUrl });
    const ending = new pg.Client({ connectionString: stackEnv.dbUrl });
    await Promise.all([adding.connect(), ending.connect()]);
    try {
      // The first adds the member (its trigger holds the listing's turn until commit)...
      await adding.query('begin');
      await addMember(adding, dealId, 'buyer');
      // ...the second ends the deal meanwhile and waits for its turn.
      await ending.query('begin');
      await ending.query("set local session_replication_role = 'replica'");
      const endingPid = (await ending.query('select pg_backend_pid() as pid')).rows[0].pid;
      const ended = ending.query(`update public.deals set stage = 'declined' where id = $1`, [
        dealId,
      ]);
      // Waiting for a lock of any kind: the listing's turn, or a row the first one wrote.
      const waitsForTurn = async () => {
        for (;;) {
          const { rows } = await db.query(
            `select 1 from pg_stat_activity where pid = $1 and wait_event_type = 'Lock'`,
            [endingPid],
          );
          if (rows.length) return 'waiting';
          await new Promise((resolve) => setImmediate(resolve));
        }
      };
      expect(await Promise.race([waitsForTurn(), ended.then(() => 'done')])).toBe('waiting');
      await adding.query('commit');
      await ended;
      await ending.query('commit');
    } finally {
      await Promise.all([adding.end(), ending.end()]);
    }
    expect(await pathsOf(db, member.id!, listingId)).toEqual([]);
    expect(await titleAs(member, listingId)).toEqual([]);
    expect(await stalePaths(db, [listingId])).toEqual([]);
  });

  it('are out of reach of API users: no read, no write, no refresh, whatever the request', async () => {
    const privileges = await db.query(
      `select has_table_privilege(r, 'private.listing_detail_readers', 'select,insert,update,delete') as kept,
              has_table_privilege(r, 'private.listing_detail_paths', 'select') as paths,
              has_function_privilege(r, 'private.refresh_listing_detail_readers(uuid[])', 'execute') as refresh
         from unnest(array['anon', 'authenticated']) r`,
    );
    expect(privileges.rows).toEqual([
      { kept: false, paths: false, refresh: false },
      { kept: false, paths: false, refresh: false },
    ]);
    const headers = {
      apikey: stackEnv.anonKey,
      Authorization: `Bearer ${member.token}`,
      'Content-Type': 'application/json',
      'Accept-Profile': 'private',
      'Content-Profile': 'private',
    };
    const read = await fetch(`${stackEnv.url}/rest/v1/listing_detail_readers?select=*`, {
      headers,
    });
    expect(read.status).toBe(406);
    const write = await fetch(`${stackEnv.url}/rest/v1/listing_detail_readers`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ user_id: member.id, listing_id: member.id, path: 'owner' }),
    });
    expect(write.status).toBe(406);
    const refresh = await rest(member, 'POST', 'rpc/refresh_listing_detail_readers', {
      p_listing_ids: [],
    });
    expect(refresh.body.code).toBe('PGRST202');
  });

  it('a bulk load with ordinary triggers off keeps the paths of every listing it writes', async () => {
    const titles = Array.from({ length: 70 }, (_, i) => `Kept Paths Bulk ${i}`);
    await withDb(async (bulk) => {
      await bulk.query('begin');
      await bulk.query("set local session_replication_role = 'replica'");
      const listings = await bulk.query(
        `insert into public.listings (user_id, user_role, type, industry, revenue, employees, location,
           anonymized_description, status)
         select $1, 'company', 'sell', 'Technology', '1M-2M', '11-50', 'Germany', t, 'active'
         from unnest($2::text[]) t returning id`,
        [seller.id, titles],
      );
      const ids = listings.rows.map((row) => row.id as string);
      await bulk.query(
        `insert into public.deals (listing_id, buyer_id, stage)
         select l, $2, 'access_granted' from unnest($1::uuid[]) l`,
        [ids, buyer.id],
      );
      await bulk.query('commit');
      const kept = await bulk.query(
        `select path, count(*)::int as n from private.listing_detail_readers
          where listing_id = any($1::uuid[]) group by path order by path`,
        [ids],
      );
      expect(kept.rows).toEqual([
        { path: 'buyer', n: 70 },
        { path: 'owner', n: 70 },
      ]);
      expect(await stalePaths(bulk, ids)).toEqual([]);
      await bulk.query('delete from public.listings where id = any($1::uuid[])', [ids]);
    });
  });
});
