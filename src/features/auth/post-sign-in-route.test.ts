import { describe, expect, it } from 'vitest';
import { routeAfterSignIn, safeRedirectTarget } from './post-sign-in-route';

const verified = { verificationStatus: 'verified', profileComplete: true } as const;

describe('routeAfterSignIn', () => {
  it('sends users who are not verified to /verification-pending, whatever the redirect', () => {
    for (const verificationStatus of ['pending', 'rejected'] as const) {
      expect(routeAfterSignIn({ verificationStatus, profileComplete: true })).toBe(
        '/verification-pending',
      );
      expect(routeAfterSignIn({ verificationStatus, profileComplete: false }, '/profile')).toBe(
        '/verification-pending',
      );
      expect(routeAfterSignIn({ verificationStatus, profileComplete: true }, '/discover')).toBe(
        '/verification-pending',
      );
    }
  });

  it("sends a pending account to a deal's page it asked for (a team member's deal)", () => {
    const deal = '/deals/0b5c8f0e-3c1a-4d7e-9a51-2f6f1c9d8e70';
    expect(routeAfterSignIn({ verificationStatus: 'pending', profileComplete: false }, deal)).toBe(
      deal,
    );
    expect(routeAfterSignIn({ verificationStatus: 'rejected', profileComplete: true }, deal)).toBe(
      '/verification-pending',
    );
    expect(
      routeAfterSignIn({ verificationStatus: 'pending', profileComplete: true }, '/deals/x'),
    ).toBe('/verification-pending');
  });

  it('sends verified users with a complete profile to /dashboard, without one to /profile', () => {
    expect(routeAfterSignIn(verified)).toBe('/dashboard');
    expect(routeAfterSignIn({ ...verified, profileComplete: false })).toBe('/profile');
  });

  it("lets a guard's redirect target win for verified users", () => {
    expect(routeAfterSignIn(verified, '/discover?q=bakery')).toBe('/discover?q=bakery');
    expect(routeAfterSignIn({ ...verified, profileComplete: false }, '/dashboard')).toBe(
      '/dashboard',
    );
  });

  it('ignores unsafe or pointless redirect targets', () => {
    expect(routeAfterSignIn(verified, 'https://evil.example')).toBe('/dashboard');
    expect(routeAfterSignIn(verified, '//evil.example/x')).toBe('/dashboard');
    expect(routeAfterSignIn(verified, '/login?redirect=/x')).toBe('/dashboard');
  });
});

describe('safeRedirectTarget', () => {
  it('accepts paths inside the app', () => {
    expect(safeRedirectTarget('/profile')).toBe('/profile');
    expect(safeRedirectTarget('/blog/some-article#top')).toBe('/blog/some-article#top');
  });

  it('rejects other origins, protocol-relative and backslash tricks, control characters and non-strings', () => {
    for (const target of [
      'https://evil.example',
      'javascript:alert(1)',
      '//evil.example',
      '/\\evil.example',
      '/pro\nfile',
      'profile',
      '',
      undefined,
      42,
    ]) {
      expect(safeRedirectTarget(target)).toBeUndefined();
    }
  });

  it('rejects the sign-in, registration and pending pages', () => {
    expect(safeRedirectTarget('/login')).toBeUndefined();
    expect(safeRedirectTarget('/register?role=scout')).toBeUndefined();
    expect(safeRedirectTarget('/verification-pending')).toBeUndefined();
    expect(safeRedirectTarget('/loginhelp')).toBe('/loginhelp');
  });
});
