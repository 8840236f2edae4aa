// The auth service's settings come from supabase/config.toml, and its mail templates follow the
// user's language: checked on the project's own config and templates.
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { allowedRedirect } from '../../stack/auth/email-flows.mjs';
import { renderTemplate } from '../../stack/auth/mailer.mjs';
import { loadAuthSettings } from '../../stack/auth/settings.mjs';

const settings = loadAuthSettings(join(import.meta.dirname, '..', '..', 'supabase', 'config.toml'));

describe('auth settings from config.toml', () => {
  it('reads what the app relies on', () => {
    expect(settings).toMatchObject({
      jwtExpiry: 3600,
      refreshTokenReuseInterval: 10,
      minimumPasswordLength: 8,
      leakedPasswordProtection: true,
      enableAnonymousSignIns: false,
      mailerAutoconfirm: false,
      doubleConfirmChanges: true,
      emailMaxFrequency: 60,
      totpEnroll: true,
      totpVerify: true,
      notifications: { email_changed: true, password_changed: true },
    });
    expect(Object.keys(settings.templates).sort()).toEqual([
      'confirmation',
      'email_change',
      'email_changed',
      'invite',
      'magic_link',
      'password_changed',
      'reauthentication',
      'recovery',
    ]);
  });

  it('renders each template in German or English by user_metadata.language, escaping values', () => {
    for (const [kind, template] of Object.entries(settings.templates)) {
      const data = {
        ConfirmationURL: 'http://127.0.0.1:54321/auth/v1/verify?token=abc&type=signup',
        Email: 'a<b>@example.test',
        OldEmail: 'old@example.test',
        NewEmail: 'new@example.test',
        Token: '123456',
        SiteURL: 'http://localhost:5173',
      };
      const de = renderTemplate(template.content, { ...data, Data: { language: 'de' } });
      const en = renderTemplate(template.content, { ...data, Data: {} });
      expect(de, kind).not.toBe(en);
      expect(de, kind).toMatch(/Ihr|Sie/);
      expect(en, kind).not.toMatch(/ Sie /);
      expect(en, kind).not.toContain('a<b>');
      expect(
        renderTemplate(template.subject!, { Data: { language: 'de' } }, { escape: false }),
        kind,
      ).toMatch(/^DealBridge: /);
    }
    const link = renderTemplate(settings.templates.confirmation.content, {
      ConfirmationURL: 'http://x/verify?token=abc&type=signup',
      Data: {},
    });
    expect(link).toContain('href="http://x/verify?token=abc&amp;type=signup"');
  });

  it('turns the common-password check off unless config.toml turns it on (GoTrue and the CLI default)', () => {
    expect(loadAuthSettings('/nonexistent/config.toml').leakedPasswordProtection).toBe(false);
  });

  it('lets mailed links lead only to the site and the allowed redirect URLs', () => {
    expect(allowedRedirect(settings, 'http://127.0.0.1:4173/verification-pending')).toBe(
      'http://127.0.0.1:4173/verification-pending',
    );
    expect(allowedRedirect(settings, 'https://evil.example/steal')).toBe(settings.siteUrl);
    expect(allowedRedirect(settings, 'http://127.0.0.1.evil.example:80/x')).toBe(settings.siteUrl);
    expect(allowedRedirect(settings, undefined)).toBe(settings.siteUrl);
  });
});
