import { describe, expect, it } from 'vitest';
import { mailtoHref } from './mailto';

describe('mailtoHref', () => {
  it('links a plain address with an encoded subject', () => {
    expect(mailtoHref('anna.m+deals@example.co.uk', 'Re: a & b?')).toBe(
      'mailto:anna.m+deals@example.co.uk?subject=Re%3A%20a%20%26%20b%3F',
    );
  });

  it('refuses addresses that would add headers to the reply', () => {
    for (const address of [
      'a@b.de?bcc=eve@evil.test',
      'a@b.de&body=hi',
      'x%3Fbcc=eve@evil.test',
      'a b@c.de',
      'a@b',
      'a=b@c.de',
    ])
      expect(mailtoHref(address), address).toBeNull();
  });
});
