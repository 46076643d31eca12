import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  createUpfrontPaymentRequestBodySchema,
  directDebitRequestBodySchema,
  httpsUrlSchema,
  normaliseHttpsUrl,
  requestAmountSchema,
  resolvePaymentRedirect,
  upfrontPaymentRequestBodySchema,
} from './upfront-payment-request';

function fieldMessages(result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  const out: Record<string, string[]> = {};
  for (const issue of result.error?.issues ?? []) {
    const key = issue.path.join('.');
    out[key] = [...(out[key] ?? []), issue.message];
  }
  return out;
}

describe('normaliseHttpsUrl', () => {
  it.each([
    ['https://example.com/back?order=1', 'https://example.com/back?order=1'],
    ['HTTPS://Example.com', 'https://example.com/'],
    ['https://localhost:3000/checkout/payment', 'https://localhost:3000/checkout/payment'],
  ])('accepts %j as %j', (input, output) => {
    expect(normaliseHttpsUrl(input)).toBe(output);
  });
  it.each([
    'http://example.com',
    'javascript:alert(1)',
    'https:example.com',
    'https:/example.com',
    '//example.com',
    'ftp://example.com',
    'https://user:pass@example.com',
    'https://user@example.com',
    'https://:pass@example.com',
    'https://',
    'https://exa mple.com',
    ' https://example.com',
  ])('refuses %j', (input) => {
    expect(normaliseHttpsUrl(input)).toBeNull();
  });
});

describe('httpsUrlSchema', () => {
  it('trims, normalises and bounds the address', () => {
    expect(httpsUrlSchema.parse(' https://example.com ')).toBe('https://example.com/');
    const long = `https://example.com/${'a'.repeat(2048 - 20)}`;
    expect(long).toHaveLength(2048);
    expect(httpsUrlSchema.safeParse(long).success).toBe(true);
    expect(httpsUrlSchema.safeParse(`${long}a`).error?.issues[0]?.message).toBe(
      'Please enter a secure (https) web address',
    );
    expect(httpsUrlSchema.safeParse('').error?.issues[0]?.message).toBe('Please enter your details');
  });
});

describe('requestAmountSchema', () => {
  it('takes pounds above zero with at most two decimals', () => {
    expect(requestAmountSchema.parse(50)).toBe(50);
    expect(requestAmountSchema.parse(0.01)).toBe(0.01);
    expect(requestAmountSchema.safeParse(0).error?.issues[0]?.message).toBe('Amount must be above zero');
    expect(requestAmountSchema.safeParse(-5).success).toBe(false);
    expect(requestAmountSchema.safeParse(1.234).success).toBe(false);
  });
});

describe('payment request bodies', () => {
  const request = {
    request_amount: 50,
    request_description: 'Admin fee',
    redirect_url: 'https://example.com/success',
  };
  it('POST /customer/{code}/direct-debit-request takes the arguments minus code', () => {
    expect(directDebitRequestBodySchema.parse(request)).toEqual(request);
    expect(directDebitRequestBodySchema.safeParse({ ...request, code: 'HB1' }).success).toBe(false);
  });
  it('POST /api/upfront-payment-request adds the code', () => {
    expect(upfrontPaymentRequestBodySchema.parse({ ...request, code: 'HB1' })).toEqual({
      ...request,
      code: 'HB1',
    });
  });
  it('gives each field its error', () => {
    expect(
      fieldMessages(
        upfrontPaymentRequestBodySchema.safeParse({
          request_description: 'x'.repeat(141),
          redirect_url: 'http://x.com',
        }),
      ),
    ).toEqual({
      code: ['Field is required'],
      request_amount: ['Invalid input: expected number, received undefined'],
      request_description: ['Must be 140 characters or fewer'],
      redirect_url: ['Please enter a secure (https) web address'],
    });
  });
});

describe('request_description', () => {
  const request = {
    request_amount: 50,
    request_description: 'Admin fee',
    redirect_url: 'https://example.com/success',
  };
  it('accepts printable text', () => {
    const description = 'Installation fee: £50 (one-off), 2 visits!';
    expect(
      directDebitRequestBodySchema.parse({ ...request, request_description: description })
        .request_description,
    ).toBe(description);
  });
  it.each([
    ["' OR 1=1 --", 'Enter a description without two hyphens in a row'],
    ['<script>alert(1)</script>', 'Enter a description without < > { } ; or line breaks'],
    ['Admin\nfee', 'Enter a description without < > { } ; or line breaks'],
    ['...', 'Enter a description that includes a letter or a number'],
  ])('refuses %j with one message', (description, message) => {
    expect(
      fieldMessages(
        upfrontPaymentRequestBodySchema.safeParse({
          ...request,
          code: 'HB1',
          request_description: description,
        }),
      ),
    ).toEqual({ request_description: [message] });
  });
});

describe('resolvePaymentRedirect (decision 0324)', () => {
  const policy = { siteOrigin: 'https://heybroadband.example', allowedHosts: ['pay.heybroadband.example'] };

  it.each([
    ['/checkout/success', 'https://heybroadband.example/checkout/success'],
    ['/success?order=FB7K3M9QXT#top', 'https://heybroadband.example/success?order=FB7K3M9QXT#top'],
    ['/%2F%2Fevil.example', 'https://heybroadband.example/%2F%2Fevil.example'],
    ['/a/../b', 'https://heybroadband.example/b'],
    ['https://heybroadband.example/back', 'https://heybroadband.example/back'],
    ['HTTPS://HeyBroadband.Example/back', 'https://heybroadband.example/back'],
    ['https://pay.heybroadband.example/done', 'https://pay.heybroadband.example/done'],
  ])('accepts %j as %j', (input, output) => {
    expect(resolvePaymentRedirect(input, policy)).toBe(output);
  });

  it.each([
    ['a scheme-relative address', '//evil.example/'],
    ['a backslash host', '/\\evil.example'],
    ['two backslashes', '\\\\evil.example'],
    ['a tab the parser would drop', '/\t/evil.example'],
    ['a line break the parser would drop', '/\n/evil.example'],
    ['another https site', 'https://evil.example/'],
    ['a look-alike subdomain', 'https://heybroadband.example.evil.example/'],
    ['a parent domain', 'https://example/'],
    ['credentials before the host', 'https://heybroadband.example@evil.example/'],
    ['credentials for the host', 'https://evil@heybroadband.example/'],
    ['another port', 'https://heybroadband.example:8443/'],
    ['plain http', 'http://heybroadband.example/'],
    ['a script', 'javascript:alert(1)'],
    ['a data address', 'data:text/html,<script>alert(1)</script>'],
    ['a relative path', 'success'],
    ['a homograph', 'https://heybroadbаnd.example/'],
  ])('refuses %s', (_name, input) => {
    expect(resolvePaymentRedirect(input, policy)).toBeNull();
  });

  it('refuses everything when the site origin is not https', () => {
    expect(
      resolvePaymentRedirect('/success', { siteOrigin: 'http://127.0.0.1:3000', allowedHosts: [] }),
    ).toBeNull();
  });

  it('never answers an address outside the allow-list, whatever the input', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 60 }), fc.webUrl(), (text, url) => {
        for (const input of [text, url, `/${text}`, `https://${text}`]) {
          const resolved = resolvePaymentRedirect(input, policy);
          if (resolved !== null) {
            expect(['heybroadband.example', 'pay.heybroadband.example']).toContain(new URL(resolved).host);
            expect(resolved.startsWith('https://')).toBe(true);
          }
        }
      }),
    );
  });
});

describe('createUpfrontPaymentRequestBodySchema', () => {
  const schema = createUpfrontPaymentRequestBodySchema({
    siteOrigin: 'https://heybroadband.example',
    allowedHosts: [],
  });
  const body = {
    code: 'FB7K3M9QXT',
    request_amount: 49.99,
    request_description: 'Installation fee',
    redirect_url: '/checkout/payment-complete',
  };

  it('makes a same-site path an absolute https address', () => {
    expect(schema.parse(body)).toEqual({
      ...body,
      redirect_url: 'https://heybroadband.example/checkout/payment-complete',
    });
  });

  it('names the redirect when it leaves the site', () => {
    expect(fieldMessages(schema.safeParse({ ...body, redirect_url: 'https://evil.example/' }))).toEqual({
      redirect_url: ['Please enter a page of our own website'],
    });
    expect(fieldMessages(schema.safeParse({ ...body, redirect_url: '' }))).toEqual({
      redirect_url: ['Please enter your details'],
    });
  });

  it('refuses unknown fields and names every spec field', () => {
    expect(fieldMessages(schema.safeParse({ admin: true }))).toMatchObject({
      code: expect.any(Array),
      request_amount: expect.any(Array),
      request_description: expect.any(Array),
      redirect_url: expect.any(Array),
    });
    expect(schema.safeParse({ ...body, admin: true }).success).toBe(false);
  });
});
