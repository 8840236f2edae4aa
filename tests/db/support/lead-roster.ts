// The deal-team roster of the "leads decide" files (deal-team-leads-decide, deal-team-leads-close):
// the two principals and nine others, each with their own token, and the helpers that put them on a
// deal's teams through the API as the app does (invite_deal_member(), accept_deal_invitation(),
// remove_deal_member()).
import type { SupabaseClient } from '@supabase/supabase-js';
import { expect } from 'vitest';
import { createUser, giveBillingInfo, type Identity } from './identities';

export type TeamRole = 'view' | 'contribute' | 'lead';

/** The answer's data once the call succeeded (the test fails on its error). */
export const ok = <T>(result: { data: unknown; error: { message: string } | null }): T => {
  expect(result.error).toBeNull();
  return result.data as T;
};

/** An RPC by name as `who` (names the generated types may not list yet, arguments as sent). */
export const rpc = (who: Identity, name: string, args: Record<string, unknown>) =>
  (who.client as SupabaseClient).rpc(name, args);

/** The error code a call ends with, or 'ok'. */
export const code = async (call: PromiseLike<{ error: { code?: string } | null }>) =>
  (await call).error?.code ?? 'ok';

/** Invites `who` with a role; unless `accept` is false, `who` accepts the NDA in their own name. */
export async function addMember(
  inviter: Identity,
  dealId: string,
  who: Identity,
  role: TeamRole,
  accept = true,
) {
  const invited = ok<{ id: string }>(
    await rpc(inviter, 'invite_deal_member', {
      p_deal_id: dealId,
      p_email: who.email!,
      p_role: role,
    }),
  );
  if (accept)
    ok(
      await rpc(who, 'accept_deal_invitation', {
        p_member_id: invited.id,
        p_signed_name: `${who.name} (signed)`,
        p_accept_nda: true,
      }),
    );
  return invited.id;
}

export type LeadRoster = {
  /** The listing's owner (a verified company). */
  seller: Identity;
  /** The deal's buyer (a verified investor with billing details). */
  buyer: Identity;
  ownerLead: Identity;
  ownerContributor: Identity;
  ownerViewer: Identity;
  buyerLead: Identity;
  buyerViewer: Identity;
  /** Invited as the owner's lead, never accepted. */
  invitedLead: Identity;
  /** The owner's lead, accepted, account not yet verified. */
  pendingLead: Identity;
  /** The owner's lead, removed. */
  removedLead: Identity;
  /** On no side of any deal of the roster's. */
  stranger: Identity;
};

/** The eleven accounts, named `<prefix>-<who>` (every member verified but the pending lead). */
export async function leadRoster(prefix: string): Promise<LeadRoster> {
  const verifiedScout = (label: string) =>
    createUser(`${prefix}-${label}`, { role: 'scout', status: 'verified' });
  const [
    seller,
    buyer,
    ownerLead,
    ownerContributor,
    ownerViewer,
    buyerLead,
    buyerViewer,
    invitedLead,
    pendingLead,
    removedLead,
    stranger,
  ] = await Promise.all([
    createUser(`${prefix}-seller`, { role: 'company', status: 'verified' }),
    createUser(`${prefix}-buyer`, { role: 'investor', status: 'verified' }),
    verifiedScout('owner-lead'),
    verifiedScout('owner-contrib'),
    verifiedScout('owner-view'),
    verifiedScout('buyer-lead'),
    verifiedScout('buyer-view'),
    verifiedScout('invited-lead'),
    createUser(`${prefix}-pending-lead`, { role: 'scout', status: 'pending' }),
    verifiedScout('removed-lead'),
    createUser(`${prefix}-stranger`, { role: 'investor', status: 'verified' }),
  ]);
  await giveBillingInfo(buyer);
  return {
    seller,
    buyer,
    ownerLead,
    ownerContributor,
    ownerViewer,
    buyerLead,
    buyerViewer,
    invitedLead,
    pendingLead,
    removedLead,
    stranger,
  };
}

/** Every member of the roster on `dealId` by their role (the removed lead joined, then removed). */
export async function addTeams(roster: LeadRoster, dealId: string) {
  const { seller, buyer } = roster;
  await Promise.all([
    addMember(seller, dealId, roster.ownerLead, 'lead'),
    addMember(seller, dealId, roster.ownerContributor, 'contribute'),
    addMember(seller, dealId, roster.ownerViewer, 'view'),
    addMember(buyer, dealId, roster.buyerLead, 'lead'),
    addMember(buyer, dealId, roster.buyerViewer, 'view'),
    addMember(seller, dealId, roster.invitedLead, 'lead', false),
    addMember(seller, dealId, roster.pendingLead, 'lead'),
    addMember(seller, dealId, roster.removedLead, 'lead').then((id) =>
      rpc(seller, 'remove_deal_member', { p_member_id: id }).then(ok),
    ),
  ]);
}
