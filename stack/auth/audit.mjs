// auth.audit_log_entries rows in GoTrue's payload shape.
import { randomUUID } from 'node:crypto';
import { INSTANCE_ID } from './users.mjs';

const LOG_TYPES = {
  user_signedup: 'team',
  user_invited: 'team',
  login: 'account',
  logout: 'account',
  token_refreshed: 'token',
  token_revoked: 'token',
  user_modified: 'user',
  user_updated_password: 'user',
  user_deleted: 'team',
  user_recovery_requested: 'user',
  user_confirmation_requested: 'user',
  user_reauthenticate_requested: 'user',
  factor_in_progress: 'factor',
  factor_unenrolled: 'factor',
  factor_deleted: 'factor',
  challenge_created: 'factor',
  verification_attempted: 'factor',
};

/**
 * @param {import('pg').Pool | import('pg').PoolClient} db
 * @param {{ action: keyof typeof LOG_TYPES, actorId: string, actorEmail?: string, ip?: string, traits?: object }} e
 */
export async function audit(db, { action, actorId, actorEmail, ip, traits }) {
  const payload = {
    actor_id: actorId,
    actor_username: actorEmail ?? '',
    actor_via_sso: false,
    action,
    log_type: LOG_TYPES[action],
    ...(traits ? { traits } : {}),
  };
  await db.query(
    `insert into auth.audit_log_entries (instance_id, id, payload, created_at, ip_address) values ($1, $2, $3, now(), $4)`,
    [INSTANCE_ID, randomUUID(), payload, (ip ?? '').slice(0, 64)],
  );
}
