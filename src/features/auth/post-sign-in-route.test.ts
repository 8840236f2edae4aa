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
    }
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
