import { describe, expect, it } from 'vitest';
import {
  BOT_CHECK_FAILURES,
  BOT_SCORE_THRESHOLD,
  botCheckFailure,
  isLocalDevelopmentHost,
  LOCAL_DEVELOPMENT_HOSTS,
} from './bot-check';

describe('botCheckFailure', () => {
  it('passes a success scoring 0.7 or more', () => {
    expect(BOT_SCORE_THRESHOLD).toBe(0.7);
    expect(botCheckFailure({ success: true, score: 0.7 })).toBeNull();
    expect(botCheckFailure({ success: true, score: 0.9 })).toBeNull();
  });
  it('fails a score below 0.7, or no score', () => {
    expect(botCheckFailure({ success: true, score: 0.69 })).toBe('Recaptcha score too low');
    expect(botCheckFailure({ success: true })).toBe('Recaptcha score too low');
  });
  it('fails a verification that is not a success, or none at all', () => {
    expect(botCheckFailure({ success: false, score: 0.9 })).toBe('Recaptcha not verified');
    expect(botCheckFailure(null)).toBe('Recaptcha not verified');
    expect(botCheckFailure(undefined)).toBe('Recaptcha not verified');
  });
  it('uses the spec log wording', () => {
    expect(BOT_CHECK_FAILURES).toEqual({
      notVerified: 'Recaptcha not verified',
      scoreTooLow: 'Recaptcha score too low',
    });
  });
});

describe('isLocalDevelopmentHost', () => {
  it.each([
    ['localhost', true],
    ['localhost:3000', true],
    ['localhost:', true],
    ['localhost:3000x', false],
    ['xlocalhost', false],
    ['LOCALHOST:3000', true],
    ['127.0.0.1:3000', true],
    ['[::1]:3000', true],
    ['[::1]', true],
    ['example.com', false],
    ['localhost.example.com', false],
    ['[::2]:3000', false],
    ['', false],
  ])('%j: %s', (host, local) => {
    expect(isLocalDevelopmentHost(host)).toBe(local);
  });
  it('lists the local hosts', () => {
    expect(LOCAL_DEVELOPMENT_HOSTS).toEqual(['localhost', '127.0.0.1', '[::1]']);
  });
});
