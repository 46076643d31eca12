import { describe, expect, it } from 'vitest';
import { chooseStartToken, startTokenLines } from './start-token.mjs';

describe('chooseStartToken', () => {
  it('uses PROVIDER_API_TOKEN when it is given', () => {
    expect(chooseStartToken({ PROVIDER_API_TOKEN: 'a-chosen-secret-of-16+' })).toEqual({
      token: 'a-chosen-secret-of-16+',
      generated: false,
    });
  });

  it.each([{}, { PROVIDER_API_TOKEN: '' }, { PROVIDER_API_TOKEN: '   ' }])(
    'makes a fresh token when none is given (%j)',
    (env) => {
      expect(chooseStartToken(env, () => 'fresh')).toEqual({ token: 'fresh', generated: true });
    },
  );

  it('makes a different 48-character token each run, never the development one', () => {
    const first = chooseStartToken({}).token;
    const second = chooseStartToken({}).token;
    expect(first).toMatch(/^[0-9a-f]{48}$/);
    expect(second).not.toBe(first);
    expect(first).not.toBe('dev-provider-token');
  });
});

describe('startTokenLines', () => {
  it('shows a generated token with a request that uses it', () => {
    const lines = startTokenLines({ token: 'abc123', generated: true }, 'http://127.0.0.1:4000');
    expect(lines[0]).toBe('Provider API token for this run: abc123');
    expect(lines[1]).toBe("  try: curl -H 'Authorization: Bearer abc123' http://127.0.0.1:4000/product");
  });

  it('never prints a token the user gave', () => {
    const lines = startTokenLines(
      { token: 'a-chosen-secret-of-16+', generated: false },
      'http://127.0.0.1:4000',
    );
    expect(lines.join('\n')).not.toContain('a-chosen-secret');
  });
});
