import { describe, expect, it } from 'vitest';
import {
  BOT_CHECK_ACTIONS,
  BOT_CHECK_FAILURES,
  BOT_SCORE_THRESHOLD,
  botCheckFailure,
  botCheckHostnames,
  botCheckMismatch,
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

describe('the token was made for this form on this site (decision 0386)', () => {
  const expected = { actions: [BOT_CHECK_ACTIONS.contact], hostnames: ['www.example.co.uk'] };
  const good = { success: true, score: 0.9, action: 'contact', hostname: 'www.example.co.uk' };

  it('passes a token made for the form on the site', () => {
    expect(botCheckFailure(good, expected)).toBeNull();
    expect(botCheckFailure({ ...good, hostname: 'WWW.Example.co.uk.' }, expected)).toBeNull();
    expect(botCheckMismatch(good, expected)).toBeNull();
  });
  it('refuses a token made for another action, or naming none', () => {
    expect(botCheckFailure({ ...good, action: 'register_interest' }, expected)).toBe(
      'Recaptcha not verified',
    );
    expect(botCheckMismatch({ ...good, action: 'register_interest' }, expected)).toBe('action');
    expect(botCheckMismatch({ success: true, score: 0.9, hostname: 'www.example.co.uk' }, expected)).toBe(
      'action',
    );
  });
  it('refuses a token made on another host, or naming none', () => {
    expect(botCheckFailure({ ...good, hostname: 'evil.example' }, expected)).toBe('Recaptcha not verified');
    expect(botCheckMismatch({ ...good, hostname: 'www.example.co.uk.evil.example' }, expected)).toBe(
      'hostname',
    );
    expect(botCheckMismatch({ success: true, score: 0.9, action: 'contact' }, expected)).toBe('hostname');
  });
  it('reports a low score as one, whatever the token was made for', () => {
    expect(botCheckFailure({ success: true, score: 0.3 }, expected)).toBe('Recaptcha score too low');
  });
  it('checks nothing more without an expectation (the spec rule alone)', () => {
    expect(botCheckFailure({ success: true, score: 0.9 })).toBeNull();
  });
});

describe('botCheckHostnames', () => {
  it('takes the configured names first, then the public URL, then the request host', () => {
    expect(botCheckHostnames(['WWW.Example.co.uk', 'example.co.uk'], 'https://other.example', 'x')).toEqual([
      'www.example.co.uk',
      'example.co.uk',
    ]);
    expect(botCheckHostnames([], 'https://www.example.co.uk:8443', '127.0.0.1:3000')).toEqual([
      'www.example.co.uk',
    ]);
    expect(botCheckHostnames([], undefined, '127.0.0.1:3310')).toEqual(['127.0.0.1']);
    expect(botCheckHostnames([], undefined, '[::1]:3310')).toEqual(['::1']);
    expect(botCheckHostnames([], undefined, null)).toEqual([]);
  });
});
