import fc from 'fast-check';

/**
 * Hostile bodies and their content types, as bytes on the wire (decision 0401): JSON of a form's
 * shape with wrong values, any JSON, deep nesting, NULs, bytes that are not UTF-8, forms, multipart
 * well- and ill-formed (Payload's `_payload` field included), text, nothing, and large bodies up to
 * LARGE_BODY_MAX_BYTES.
 */
export const LARGE_BODY_MAX_BYTES = 4 * 1024 * 1024;

const encoder = new TextEncoder();
const bytes = (text: string) => encoder.encode(text);

export const HOSTILE_TEXT = [
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  'x@example.com\r\nBcc: victim@example.com',
  'Subject\r\nBcc: a@evil.example',
  "' OR 1=1 --",
  "'; DROP TABLE pages; --",
  '\u0000',
  'a\u0000b',
  '\ud800',
  '../../etc/passwd',
  '%00',
  '%ZZ',
  '//evil.example/',
  '/\\evil.example',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: the literal text is the attack
  '${jndi:ldap://x}',
  '{{7*7}}',
  '__proto__',
  'HB1 1AA',
  '100000000001',
  'sam@example.com',
  'stand-in-submit-1',
  'x'.repeat(5000),
];

export const hostileString = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...HOSTILE_TEXT) },
  { weight: 2, arbitrary: fc.string({ maxLength: 30 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 30 }) },
);

/** The names forms, the provider and Payload read, so shaped bodies get past the first checks. */
const FIELD_NAMES = [
  'email',
  'password',
  'name',
  'contact_name',
  'contact_surname',
  'contact_title',
  'message',
  'phone',
  'postcode',
  'uprn',
  'address',
  'products',
  'promotions',
  'code',
  'charity',
  'gdpr',
  'marketing',
  'recaptcha_token',
  'token',
  'title',
  'slug',
  'roles',
  'id',
  '_status',
  '__proto__',
  'constructor',
];

const fieldValue = fc.oneof(
  hostileString,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(hostileString, { maxLength: 4 }),
  fc.jsonValue({ maxDepth: 3 }),
);

export const shapedObject = fc.dictionary(fc.constantFrom(...FIELD_NAMES), fieldValue, { maxKeys: 10 });

export interface Body {
  /** What the body is, for the figures and the failure classes. */
  kind: string;
  contentType: string | null;
  bytes: Uint8Array | null;
}

const json = (kind: string, value: unknown, contentType = 'application/json'): Body => ({
  kind,
  contentType,
  bytes: bytes(JSON.stringify(value) ?? 'null'),
});

function multipart(boundary: string, parts: Array<[string, string, string?]>, closed = true): Uint8Array {
  const lines = parts.map(([name, value, filename]) =>
    [
      `--${boundary}`,
      `Content-Disposition: form-data; name="${name}"${filename ? `; filename="${filename}"` : ''}`,
      ...(filename ? ['Content-Type: application/octet-stream'] : []),
      '',
      value,
    ].join('\r\n'),
  );
  return bytes(`${lines.join('\r\n')}\r\n${closed ? `--${boundary}--\r\n` : ''}`);
}

const multipartBody: fc.Arbitrary<Body> = fc
  .record({
    fields: fc.array(
      fc.tuple(fc.constantFrom(...FIELD_NAMES, '_payload', 'file', '1_email', '0'), hostileString),
      {
        maxLength: 5,
      },
    ),
    payload: shapedObject,
    file: fc.boolean(),
    malformed: fc.constantFrom(
      'none',
      'unclosed',
      'wrong-boundary',
      'no-boundary',
      'garbage',
      'payload-not-json',
      'empty',
    ),
  })
  .map(({ fields, payload, file, malformed }): Body => {
    const boundary = 'fuzzBoundary7MA4YWxkTrZu0gW';
    const parts: Array<[string, string, string?]> = [
      ...fields.map(([name, value]): [string, string] => [name, value]),
      ['_payload', malformed === 'payload-not-json' ? '{"title": "x",' : JSON.stringify(payload)],
      ...(file
        ? [['file', '\u0089PNG\r\n\u001a\n<svg onload=alert(1)>', 'x.svg'] as [string, string, string]]
        : []),
    ];
    const type = `multipart/form-data; boundary=${boundary}`;
    switch (malformed) {
      case 'unclosed':
        return { kind: 'multipart-unclosed', contentType: type, bytes: multipart(boundary, parts, false) };
      case 'wrong-boundary':
        return { kind: 'multipart-wrong-boundary', contentType: type, bytes: multipart('other', parts) };
      case 'no-boundary':
        return {
          kind: 'multipart-no-boundary',
          contentType: 'multipart/form-data',
          bytes: multipart(boundary, parts),
        };
      case 'garbage':
        return { kind: 'multipart-garbage', contentType: type, bytes: bytes('--\r\n\r\n\u0000--x--') };
      case 'empty':
        return { kind: 'multipart-empty', contentType: type, bytes: new Uint8Array() };
      default:
        return { kind: `multipart-${malformed}`, contentType: type, bytes: multipart(boundary, parts) };
    }
  });

export const body: fc.Arbitrary<Body> = fc.oneof(
  { weight: 5, arbitrary: shapedObject.map((value) => json('json-shaped', value)) },
  { weight: 2, arbitrary: fc.jsonValue().map((value) => json('json-any', value)) },
  {
    weight: 1,
    arbitrary: fc.integer({ min: 10, max: 20_000 }).map(
      (depth): Body => ({
        kind: 'json-deep',
        contentType: 'application/json',
        bytes: bytes(`${'{"a":['.repeat(depth)}${']}'.repeat(depth)}`),
      }),
    ),
  },
  {
    weight: 1,
    arbitrary: shapedObject.map(
      (value): Body => ({
        kind: 'json-nul',
        contentType: 'application/json',
        bytes: bytes(JSON.stringify(value).replace(/"$|,/g, (match) => `\u0000${match}`)),
      }),
    ),
  },
  {
    weight: 1,
    arbitrary: fc
      .constantFrom('{', '{"a":', '[1,2', 'nul', '{"a":1}{"b":2}', '\ufeff{}', '')
      .map((text): Body => ({ kind: 'json-broken', contentType: 'application/json', bytes: bytes(text) })),
  },
  {
    weight: 1,
    arbitrary: fc.uint8Array({ maxLength: 300 }).map(
      (raw): Body => ({
        kind: 'bytes-not-utf8',
        contentType: 'application/json; charset=utf-8',
        bytes: Uint8Array.from([0xff, 0xfe, 0xc3, ...raw]),
      }),
    ),
  },
  {
    weight: 2,
    arbitrary: fc.array(fc.tuple(fc.constantFrom(...FIELD_NAMES), hostileString), { maxLength: 6 }).map(
      (pairs): Body => ({
        kind: 'form',
        contentType: 'application/x-www-form-urlencoded',
        bytes: bytes(new URLSearchParams(pairs).toString()),
      }),
    ),
  },
  { weight: 3, arbitrary: multipartBody },
  {
    weight: 1,
    arbitrary: fc
      .tuple(
        hostileString,
        fc.constantFrom('text/plain', 'text/plain;charset=UTF-8', 'application/xml', 'x/y'),
      )
      .map(([text, type]): Body => ({ kind: 'text', contentType: type, bytes: bytes(text) })),
  },
  { weight: 1, arbitrary: fc.constant<Body>({ kind: 'none', contentType: null, bytes: null }) },
  {
    weight: 1,
    arbitrary: fc.constantFrom(9 * 1024, 100 * 1024, 1024 * 1024 + 1, LARGE_BODY_MAX_BYTES).chain((size) =>
      fc.constantFrom<Body>(
        { kind: `large-json-${size}`, contentType: 'application/json', bytes: largeJson(size) },
        {
          kind: `large-form-${size}`,
          contentType: 'application/x-www-form-urlencoded',
          bytes: largeForm(size),
        },
      ),
    ),
  },
);

/** A JSON document of exactly `size` bytes: one long string. */
function largeJson(size: number): Uint8Array {
  return bytes(`{"message":"${'a'.repeat(Math.max(0, size - 14))}"}`);
}

function largeForm(size: number): Uint8Array {
  return bytes(`message=${'a'.repeat(Math.max(0, size - 8))}`);
}
