import { describe, expect, it } from 'vitest';
import { passwordScore } from './password-strength';

describe('passwordScore', () => {
  it('rates keyboard walks, repeats and the user’s own name low, long mixed passwords high', () => {
    expect(passwordScore('qwertzuiop')).toBeLessThanOrEqual(1);
    expect(passwordScore('aaaaaaaaaa')).toBeLessThanOrEqual(1);
    expect(
      passwordScore('annamueller1', ['Anna Mueller', 'annamueller@example.com']),
    ).toBeLessThanOrEqual(2);
    expect(passwordScore('Vq7#tLr9!xw2Zp')).toBe(4);
  });
});
