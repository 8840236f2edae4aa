import { describe, expect, it } from 'vitest';
import { errorDetail } from './error-detail';

describe('errorDetail', () => {
  it('prefers the status text of a response-like error', () => {
    expect(errorDetail({ status: 503, statusText: 'Service Unavailable' })).toBe(
      '503 Service Unavailable',
    );
    expect(errorDetail({ statusText: 'Bad Gateway' })).toBe('Bad Gateway');
  });

  it('uses the message otherwise', () => {
    expect(errorDetail(new Error('Boom'))).toBe('Boom');
    expect(errorDetail('plain text')).toBe('plain text');
    expect(errorDetail(null)).toBe('null');
  });
});
