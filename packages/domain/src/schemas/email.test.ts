import { describe, expect, it } from 'vitest';
import { createEmailSchema, emailSchema, emailsMatch } from './email';
import { BROKEN_TEXT_MESSAGE } from './text-field';

function messages(result: { error?: { issues: { message: string }[] } }): string[] {
  return result.error?.issues.map((issue) => issue.message) ?? [];
}

describe('emailSchema', () => {
  it.each([
    'jo@example.com',
    'jo.bloggs+fibre@mail.example.co.uk',
    "o'brien@example.org",
    'x@y.io',
    'JO@EXAMPLE.COM',
    'jo@xn--bcher-kva.xn--p1ai',
  ])('accepts %j', (email) => {
    expect(emailSchema.parse(email)).toBe(email);
  });

  it('refuses a lone surrogate as text that could not be read', () => {
    expect(messages(emailSchema.safeParse('jo\ud800@example.com'))).toEqual([BROKEN_TEXT_MESSAGE]);
  });

  it('trims outer whitespace', () => {
    expect(emailSchema.parse('  jo@example.com \n')).toBe('jo@example.com');
  });

  it.each([
    'jo',
    'jo@',
    '@example.com',
    'jo@example',
    'jo@example.c',
    'jo@@example.com',
    'jo@exa@mple.com',
    'jo bloggs@example.com',
    'jo@exam ple.com',
    'jo@example.co m',
    'jo@example..com',
    'jo@.example.com',
    'jo@example.com.',
    // Stored before the allow-list (decision 0171).
    '"<script>"@example.com',
    'test@[127.0.0.1]',
    'jo@127.0.0.1',
    '<script>alert(1)</script>@example.com',
    "'; DROP TABLE customer; --@example.com",
    'jo;x@example.com',
    'jo@example.com\r\nBcc: all@example.com',
    '.jo@example.com',
    'jo.@example.com',
    'jo..bloggs@example.com',
    'jo@-example.com',
    'jo@example-.com',
    'jo@exa_mple.com',
    'jo@example.c0m',
    'zoë@example.com',
    'jo@ex\u00e4mple.com',
    `${'a'.repeat(65)}@example.com`,
    `jo@${'b'.repeat(64)}.com`,
  ])('rejects %j with the spec message', (email) => {
    expect(messages(emailSchema.safeParse(email))).toEqual(['Email is invalid']);
  });

  it.each([undefined, null, '', '  '])('asks for details when %j is given', (value) => {
    expect(messages(emailSchema.safeParse(value))).toEqual(['Please enter your details']);
  });

  it('allows 64 characters before the @ and 254 in all, and refuses 255', () => {
    const at254 = `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(58)}.uk`;
    expect(at254).toHaveLength(254);
    expect(emailSchema.parse(at254)).toBe(at254);
    expect(messages(emailSchema.safeParse(`${at254.slice(0, -3)}.ukk`))).toEqual([
      'Must be 254 characters or fewer',
    ]);
  });

  it('uses the messages it is given', () => {
    const schema = createEmailSchema({ requiredMessage: 'Tell us', invalidMessage: 'Not an email' });
    expect(messages(schema.safeParse(''))).toEqual(['Tell us']);
    expect(messages(schema.safeParse('nope'))).toEqual(['Not an email']);
  });
});

describe('emailSchema on outer whitespace', () => {
  it('ignores it', () => {
    expect(emailSchema.safeParse(' jo@example.com ').success).toBe(true);
    expect(emailSchema.safeParse(' jo@example ').success).toBe(false);
  });
});

describe('emailsMatch', () => {
  it('ignores letter case and outer whitespace', () => {
    expect(emailsMatch('Jo@Example.com', ' jo@example.COM ')).toBe(true);
    expect(emailsMatch(' jo@example.com ', 'jo@example.com')).toBe(true);
  });
  it('notices any other difference', () => {
    expect(emailsMatch('jo@example.com', 'jo@example.co')).toBe(false);
    expect(emailsMatch('jo@example.com', '')).toBe(false);
  });
});
