import { describe, expect, it } from 'vitest';
import { closeListingSchema } from './close-listing';
import { pageCount, pageRange } from './paging';
import { adminStatsSchema } from './get-admin-stats';
import { listingsParamsSchema } from './get-listings';
import { usersParamsSchema } from './get-users';
import { setVerificationSchema } from './set-verification';

const LISTING = 'b0000000-0000-4000-8000-000000000001';

function messages(result: {
  success: boolean;
  error?: { issues: { message: string; path: PropertyKey[] }[] };
}) {
  return (result.error?.issues ?? []).map((issue) => `${issue.path.join('.')}:${issue.message}`);
}

describe('closeListingSchema (form and mutation)', () => {
  it('accepts whole euros from 0 to 5,000', () => {
    for (const fee of [0, 1, 2500, 5000]) {
      expect(closeListingSchema.safeParse({ listingId: LISTING, successFeeEur: fee }).success).toBe(
        true,
      );
    }
  });

  it('refuses fees outside 0..5000, fractions and empty input with translation keys', () => {
    expect(
      messages(closeListingSchema.safeParse({ listingId: LISTING, successFeeEur: 5001 })),
    ).toEqual(['successFeeEur:feeRange']);
    expect(
      messages(closeListingSchema.safeParse({ listingId: LISTING, successFeeEur: -1 })),
    ).toEqual(['successFeeEur:feeRange']);
    expect(
      messages(closeListingSchema.safeParse({ listingId: LISTING, successFeeEur: 10.5 })),
    ).toEqual(['successFeeEur:feeWhole']);
    expect(
      messages(closeListingSchema.safeParse({ listingId: LISTING, successFeeEur: '' })),
    ).toEqual(['successFeeEur:feeRequired']);
  });

  it('requires a listing id', () => {
    expect(messages(closeListingSchema.safeParse({ listingId: '', successFeeEur: 100 }))).toEqual([
      'listingId:listingRequired',
    ]);
  });
});

describe('mutation inputs', () => {
  it('set_verification takes verified or rejected for a user id', () => {
    expect(setVerificationSchema.safeParse({ userId: LISTING, status: 'verified' }).success).toBe(
      true,
    );
    // A rejection says why (issue 32).
    expect(setVerificationSchema.safeParse({ userId: LISTING, status: 'rejected' }).success).toBe(
      false,
    );
    expect(
      setVerificationSchema.safeParse({
        userId: LISTING,
        status: 'rejected',
        reasonCode: 'not_eligible',
      }).success,
    ).toBe(true);
    expect(
      setVerificationSchema.safeParse({ userId: LISTING, status: 'rejected', reasonCode: 'bogus' })
        .success,
    ).toBe(false);
    expect(setVerificationSchema.safeParse({ userId: LISTING, status: 'pending' }).success).toBe(
      false,
    );
    expect(setVerificationSchema.safeParse({ userId: 'x', status: 'verified' }).success).toBe(
      false,
    );
  });
});

describe('list parameters', () => {
  it('users: all statuses, no search, newest first, page 1 of 20 by default', () => {
    expect(usersParamsSchema.parse({})).toEqual({
      status: 'all',
      search: '',
      sort: 'created_at',
      ascending: false,
      page: 1,
      pageSize: 20,
      // No period: every user (a key figure's tile opens the list with one).
      period: null,
    });
    expect(usersParamsSchema.safeParse({ status: 'unknown' }).success).toBe(false);
    expect(usersParamsSchema.safeParse({ page: 0 }).success).toBe(false);
    expect(usersParamsSchema.safeParse({ pageSize: 1000 }).success).toBe(false);
  });

  it('listings: active by default', () => {
    expect(listingsParamsSchema.parse({}).status).toBe('active');
  });

  it('page ranges and counts', () => {
    expect(pageRange(1, 20)).toEqual([0, 19]);
    expect(pageRange(3, 20)).toEqual([40, 59]);
    expect(pageCount(0, 20)).toBe(1);
    expect(pageCount(20, 20)).toBe(1);
    expect(pageCount(21, 20)).toBe(2);
  });
});

describe('admin statistics answer', () => {
  const stats = {
    totalUsers: 8,
    totalScouts: 2,
    totalInvestors: 4,
    totalCompanies: 2,
    totalListings: 40,
    totalInquiries: 7,
    verifiedUsers: 6,
    pendingUsers: 1,
    rejectedUsers: 1,
  };

  it('accepts the admin function answer', () => {
    expect(adminStatsSchema.parse(stats)).toEqual(stats);
  });

  it('refuses missing or negative counts', () => {
    const { pendingUsers: _omit, ...missing } = stats;
    expect(adminStatsSchema.safeParse(missing).success).toBe(false);
    expect(adminStatsSchema.safeParse({ ...stats, verifiedUsers: -1 }).success).toBe(false);
  });
});
