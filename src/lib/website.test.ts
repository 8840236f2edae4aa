import { describe, expect, it } from 'vitest';
import { isValidWebsite, normalizeWebsite, websiteSchema } from './website';

describe('website', () => {
  it('normalises as the database does: trimmed, a missing scheme becomes https://', () => {
    expect(normalizeWebsite('  ')).toBe('');
    expect(normalizeWebsite(' example.com ')).toBe('https://example.com');
    expect(normalizeWebsite('http://example.com/a')).toBe('http://example.com/a');
    expect(normalizeWebsite('ftp://example.com')).toBe('ftp://example.com');
  });

  it('accepts http(s) addresses with a host, a port, a path and letters beyond ASCII', () => {
    for (const ok of [
      'https://example.com',
      'http://www.müller-gmbh.de/kontakt?x=1#a',
      'https://shop.example.co.uk:8443/',
      'HTTPS://Example.COM',
    ])
      expect(isValidWebsite(ok), ok).toBe(true);
  });

  it('refuses other schemes, hosts without a domain, user info, spaces and long addresses', () => {
    for (const bad of [
      'ftp://example.com',
      'javascript:alert(1)',
      'https://localhost',
      'https://user@example.com',
      'https://exa mple.com',
      'https://-example.com',
      'https://example.c',
      `https://example.com/${'a'.repeat(190)}`,
    ])
      expect(isValidWebsite(bad), bad).toBe(false);
  });

  it('the form field: empty is fine, a bare domain is stored with https://, junk is refused', () => {
    expect(websiteSchema.parse('')).toBe('');
    expect(websiteSchema.parse('example.com')).toBe('https://example.com');
    const bad = websiteSchema.safeParse('not a website');
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.message).toBe('validation.websiteInvalid');
    const long = websiteSchema.safeParse(`example.com/${'a'.repeat(200)}`);
    expect(long.error?.issues[0]?.message).toBe('validation.websiteTooLong');
  });
});
