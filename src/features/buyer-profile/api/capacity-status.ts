import type { Database } from '../../../lib/database.types';

export type CapacityBand = Database['public']['Enums']['capacity_band'];
export type CapacityRow = {
  user_id: string;
  band: CapacityBand;
  verified_at: string;
  expires_at: string;
};
export type CapacityStatus =
  | { kind: 'verified'; band: CapacityBand; expiresAt: string }
  | { kind: 'expired'; band: CapacityBand; expiresAt: string }
  | { kind: 'unverified' };

/** A buyer's capacity as the owner and the buyer see it; an expired band counts as none (as in the database). */
export function capacityStatus(
  row: CapacityRow | null | undefined,
  now = new Date(),
): CapacityStatus {
  if (!row) return { kind: 'unverified' };
  return new Date(row.expires_at) > now
    ? { kind: 'verified', band: row.band, expiresAt: row.expires_at }
    : { kind: 'expired', band: row.band, expiresAt: row.expires_at };
}

/** The band a refused access request asked for, from the database's message (its last word). */
export function requiredBandOfRefusal(message: string | undefined): CapacityBand | null {
  const match =
    /^Verified buying capacity required\b.* at least (under_500k|500k_2m|2m_10m|over_10m)$/.exec(
      message ?? '',
    );
  return match ? (match[1] as CapacityBand) : null;
}
