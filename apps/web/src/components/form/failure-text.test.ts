import { describe, expect, it } from 'vitest';
import { failureMessage, failureText, rateLimitOr } from './failure-text';

describe('failureText', () => {
  it('prefers the words, then the key, then the status', () => {
    expect(
      failureText({ kind: 'failed', status: 400, error: { error: 'outage.no_email', message: 'No email' } }),
    ).toBe('No email');
    expect(failureText({ kind: 'failed', status: 500, error: null })).toBe('HTTP 500');
    expect(failureText({ kind: 'unreachable' })).toBe('Failed to fetch');
    expect(failureText({ kind: 'rate-limited', status: 429, message: 'Too many' })).toBe('Too many');
  });

  it('puts the error text in brackets after the configured message', () => {
    expect(failureMessage('Sorry', 'HTTP 500')).toBe('Sorry (HTTP 500)');
  });
});

describe('rateLimitOr', () => {
  it("gives a rate limit's own words, and the form's words for any other failure", () => {
    expect(rateLimitOr({ kind: 'rate-limited', status: 429, message: 'Too many' }, 'Sorry')).toBe('Too many');
    expect(rateLimitOr({ kind: 'unreachable' }, 'Sorry')).toBe('Sorry');
    expect(rateLimitOr({ kind: 'failed', status: 503, error: null }, 'Sorry')).toBe('Sorry');
  });
});
