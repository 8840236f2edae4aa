// Account rejections under four eyes (issue 33): with two or more admins, one admin proposes a
// rejection and another confirms it. Tests that need an account rejected by `admin` have a second
// admin (made once per file) propose it, and `admin` confirms: the decision is `admin`'s, with the
// proposal's reason, as the console makes it.
import { createUser, type Identity } from './identities';

let proposer: Promise<Identity> | null = null;

/** A second admin for this test file (the stack then has at least two: four eyes apply). */
export function secondAdmin(): Promise<Identity> {
  proposer ??= createUser('four-eyes-proposer', { admin: true });
  return proposer;
}

/** Another admin proposes the rejection, `admin` confirms it; returns the confirmation's answer. */
export async function rejectWithFourEyes(
  admin: Identity,
  userId: string,
  reasonCode: string,
  reasonNote?: string,
) {
  const other = await secondAdmin();
  const proposed = await other.client.rpc('propose_account_rejection', {
    p_user_id: userId,
    p_reason_code: reasonCode,
    p_reason_note: reasonNote,
  });
  if (proposed.error) throw new Error(`propose_account_rejection: ${proposed.error.message}`);
  const { outcome, proposal_id: proposalId } = proposed.data as {
    outcome: string;
    proposal_id?: string;
  };
  if (outcome !== 'proposed' || !proposalId)
    throw new Error(`expected a proposal with two admins, got ${outcome}`);
  return admin.client.rpc('confirm_account_rejection', { p_proposal_id: proposalId });
}
