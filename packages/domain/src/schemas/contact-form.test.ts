import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createContactFormSchema } from './contact-form';

function fieldMessages(result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  const out: Record<string, string[]> = {};
  for (const issue of result.error?.issues ?? []) {
    const key = issue.path.join('.');
    out[key] = [...(out[key] ?? []), issue.message];
  }
  return out;
}

const base = {
  user_name: 'Jo Bloggs',
  user_email: 'jo@example.com',
  user_phone: '07700 900 123',
  user_agree: true,
};

const everything = {
  name: { error: 'Enter your name' },
  email: { error: 'Enter a valid email' },
  phone: { error: 'Enter a UK phone number' },
  city: { display: true, error: 'Enter your town' },
  address: { display: true, error: 'Enter your address' },
  postcode: { display: true, error: 'Enter your postcode' },
  birthdate: { display: true, error: 'Enter your date of birth' },
  message: { display: true, error: 'Enter a message' },
  terms: { error: 'Please accept the terms' },
  subscription: { error: 'Please tick to subscribe' },
};

describe('createContactFormSchema with the default configuration', () => {
  const schema = () => createContactFormSchema();

  it('needs name, email, phone and the terms, and keeps the phone as typed', () => {
    expect(schema().parse(base)).toEqual({ ...base });
  });

  it("says 'Field is required' when no error text is configured", () => {
    expect(fieldMessages(schema().safeParse({}))).toEqual({
      user_name: ['Field is required'],
      user_email: ['Field is required'],
      user_phone: ['Field is required'],
      user_agree: ['Field is required'],
    });
  });

  it('drops fields that are not shown', () => {
    const parsed = schema().parse({
      ...base,
      user_city: 'Demoton',
      user_postcode: 'nonsense',
      user_message: 'Hi',
    });
    expect(parsed.user_city).toBeUndefined();
    expect(parsed.user_postcode).toBeUndefined();
    expect(parsed.user_message).toBeUndefined();
  });

  it('takes an unticked subscription box when none is configured', () => {
    expect(schema().parse({ ...base, user_subscription: false }).user_subscription).toBe(false);
  });
});

describe('createContactFormSchema with every field shown', () => {
  const schema = () => createContactFormSchema(everything);
  const full = {
    ...base,
    user_subscription: true,
    user_city: 'Demoton',
    user_address: '1 Fibre Street',
    user_postcode: 'hb1 1aa',
    user_birthdate: '1990-05-17',
    user_message: 'Hello',
  };

  it('accepts a complete form and normalises the postcode', () => {
    expect(schema().parse(full)).toEqual({ ...full, user_postcode: 'HB1 1AA' });
  });

  it('uses each configured error text for empty fields', () => {
    expect(fieldMessages(schema().safeParse({}))).toEqual({
      user_name: ['Enter your name'],
      user_email: ['Enter a valid email'],
      user_phone: ['Enter a UK phone number'],
      user_agree: ['Please accept the terms'],
      user_city: ['Enter your town'],
      user_address: ['Enter your address'],
      user_postcode: ['Enter your postcode'],
      user_birthdate: ['Enter your date of birth'],
      user_message: ['Enter a message'],
    });
  });

  it("uses the configured text for broken values, and 'Invalid postcode format' for the postcode", () => {
    expect(
      fieldMessages(
        schema().safeParse({
          ...full,
          user_email: 'jo@example',
          user_phone: '7700 900123',
          user_postcode: 'HB1 1A',
          user_birthdate: '2030-01-01',
          user_subscription: false,
        }),
      ),
    ).toEqual({
      user_email: ['Enter a valid email'],
      user_phone: ['Enter a UK phone number'],
      user_postcode: ['Invalid postcode format'],
      user_birthdate: ['Enter your date of birth'],
    });
  });

  it('accepts the contact-form phone forms and birth years 1900 to 2029', () => {
    expect(
      schema().safeParse({ ...full, user_phone: '44 7700 900123', user_birthdate: '1900-01-01' }).success,
    ).toBe(true);
    expect(schema().safeParse({ ...full, user_birthdate: '2029-12-31' }).success).toBe(true);
    expect(schema().safeParse({ ...full, user_birthdate: '1899-12-31' }).success).toBe(false);
  });

  it('bounds the message at 2000 characters', () => {
    expect(schema().safeParse({ ...full, user_message: 'x'.repeat(2000) }).success).toBe(true);
    expect(fieldMessages(schema().safeParse({ ...full, user_message: 'x'.repeat(2001) }))).toEqual({
      user_message: ['Must be 2000 characters or fewer'],
    });
    expect(fieldMessages(schema().safeParse({ ...full, user_address: 'x'.repeat(301) }))).toEqual({
      user_address: ['Must be 300 characters or fewer'],
    });
    expect(fieldMessages(schema().safeParse({ ...full, user_city: 'x'.repeat(101) }))).toEqual({
      user_city: ['Must be 100 characters or fewer'],
    });
  });

  it('hides a field whose display flag is off', () => {
    const noCity = createContactFormSchema({ ...everything, city: { display: false, error: 'x' } });
    const { user_city: _, ...rest } = full;
    expect(noCity.safeParse(rest).success).toBe(true);
  });

  it('never requires the subscription (marketing) box, shown or not (decision 0471)', () => {
    expect(schema().parse({ ...full, user_subscription: false }).user_subscription).toBe(false);
    const { user_subscription: _, ...unanswered } = full;
    expect(schema().safeParse(unanswered).success).toBe(true);
    expect(createContactFormSchema({ subscription: {} }).safeParse(base).success).toBe(true);
  });
});

describe('no contact-form value can carry markup or a header line into the e-mail (decision 0387)', () => {
  const schema = createContactFormSchema(everything);
  const full = {
    ...base,
    user_subscription: true,
    user_city: 'Demoton',
    user_address: '1 Fibre Street',
    user_postcode: 'HB1 1AA',
    user_birthdate: '1990-05-17',
    user_message: 'Hello',
  };

  it.each([
    ['user_name', 'Jo\r\nBcc: victim@example.com', 'Enter your name on one line, without < or >'],
    ['user_name', 'Jo\nBcc: victim@example.com', 'Enter your name on one line, without < or >'],
    ['user_name', '<script>alert(1)</script>', 'Enter your name on one line, without < or >'],
    ['user_city', 'Demoton\u2028Bcc: x@example.com', 'Enter your town or city on one line, without < or >'],
    ['user_address', '1 High St\u0000', 'Enter your address on one line, without < or >'],
    ['user_address', '<img src=x onerror=alert(1)>', 'Enter your address on one line, without < or >'],
    ['user_message', 'Hi <script>alert(1)</script>', 'Enter your message without < or >'],
    ['user_message', 'Hi\u0007there', 'Enter your message without < or >'],
    ['user_message', 'Hi\u2029Bcc: x@example.com', 'Enter your message without < or >'],
  ])('refuses %s %j', (field, value, message) => {
    expect(fieldMessages(schema.safeParse({ ...full, [field]: value }))).toEqual({ [field]: [message] });
  });

  it.each([
    ['user_email', 'jo@example.com\r\nBcc: victim@example.com'],
    ['user_email', 'jo@example.com>'],
    ['user_phone', '07700 900 123\r\nBcc: victim@example.com'],
    ['user_postcode', 'HB1 1AA\r\nBcc: x'],
    ['user_birthdate', '1990-05-17\nBcc: x'],
  ])('refuses %s %j by its own pattern', (field, value) => {
    expect(schema.safeParse({ ...full, [field]: value }).success).toBe(false);
  });

  it('keeps a message of several lines, with tabs', () => {
    const message = 'Hello,\r\n\tI would like a call back.\nThanks';
    expect(schema.parse({ ...full, user_message: message }).user_message).toBe(message);
  });

  it('accepts no text value holding a line break (outside the message), a control, < or >', () => {
    const hostile = fc.string({
      unit: fc.constantFrom('a', ' ', '\r', '\n', '<', '>', '\u0000', '\u2028', 'B'),
    });
    fc.assert(
      fc.property(
        fc.constantFrom('user_name', 'user_city', 'user_address', 'user_message'),
        hostile,
        (field, value) => {
          const parsed = schema.safeParse({ ...full, [field]: value });
          if (!parsed.success) return;
          const text = String(parsed.data[field as keyof typeof parsed.data]);
          for (const refused of ['<', '>', '\u0000', '\u2028']) expect(text).not.toContain(refused);
          if (field !== 'user_message') expect(text).not.toMatch(/[\r\n]/);
        },
      ),
    );
  });
});
