import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  isSameOrigin,
  isServerActionPost,
  MAX_SERVER_ACTION_BODY_BYTES,
  serverActionBodyRefusal,
  serverActionFormRefusal,
  serverActionHeaderRefusal,
} from './server-action-guard';

const ACTION_ID = `40${'a1'.repeat(20)}`;
const bytes = (text: string) => new TextEncoder().encode(text);
const actionHeaders = (extra: Record<string, string> = {}) =>
  new Headers({
    host: 'www.example.co.uk',
    'next-action': ACTION_ID,
    'content-type': 'text/plain;charset=UTF-8',
    ...extra,
  });
/** What Next's client sends for the contact form: the sealed block settings, the values, the token. */
const contactBody = JSON.stringify([
  'c2VhbGVkLWJsb2NrLXNldHRpbmdz',
  { user_name: 'Jo', user_agree: true, user_subscription: '$undefined', note: '$$5 off' },
  'stand-in-contact-1~contact@www.example.co.uk',
]);

describe('isServerActionPost', () => {
  it.each([
    ['POST', { 'next-action': ACTION_ID }, true],
    ['POST', { 'content-type': 'multipart/form-data; boundary=x' }, true],
    ['POST', { 'content-type': 'application/x-www-form-urlencoded' }, true],
    ['post', { 'content-type': 'Multipart/Form-Data' }, true],
    ['POST', { 'content-type': 'application/json' }, false],
    ['GET', { 'next-action': ACTION_ID }, false],
  ])('%s %j: %s', (method, headers, expected) => {
    expect(isServerActionPost(method, new Headers(headers))).toBe(expected);
  });
});

describe('isSameOrigin', () => {
  it.each([
    [{ host: 'www.example.co.uk' }, true],
    [{ host: 'www.example.co.uk', origin: 'https://www.example.co.uk' }, true],
    [{ host: '127.0.0.1:3310', origin: 'http://127.0.0.1:3310' }, true],
    [
      { host: 'internal:3000', 'x-forwarded-host': 'www.example.co.uk', origin: 'https://www.example.co.uk' },
      true,
    ],
    [{ host: 'www.example.co.uk', origin: 'https://evil.example' }, false],
    [{ host: 'www.example.co.uk', origin: 'https://shop.example.co.uk' }, false],
    [{ host: '127.0.0.1:3310', origin: 'http://127.0.0.1:3311' }, false],
    [{ host: 'www.example.co.uk', origin: 'null' }, false],
    [{ host: 'www.example.co.uk', origin: 'not a url' }, false],
    [{ host: 'www.example.co.uk', origin: 'file://www.example.co.uk' }, false],
    [{ origin: 'https://www.example.co.uk' }, false],
  ])('%j: %s', (headers, expected) => {
    expect(isSameOrigin(new Headers(headers))).toBe(expected);
  });
});

describe('serverActionHeaderRefusal (decision 0389)', () => {
  it('lets the site’s own action through to the body check', () => {
    expect(serverActionHeaderRefusal(actionHeaders({ origin: 'https://www.example.co.uk' }))).toBeNull();
    expect(serverActionHeaderRefusal(actionHeaders())).toBeNull();
  });

  it.each([
    [{ origin: 'https://evil.example' }, 'request.forbidden_origin'],
    [{ origin: 'null' }, 'request.forbidden_origin'],
    [{ origin: '%%%' }, 'request.forbidden_origin'],
    [{ 'next-action': 'x' }, 'request.invalid'],
    [{ 'next-action': `${ACTION_ID}00` }, 'request.invalid'],
    [{ 'content-type': 'application/json' }, 'request.unsupported_media_type'],
    [{ 'content-type': 'application/x-www-form-urlencoded' }, 'request.unsupported_media_type'],
    [{ 'content-length': String(MAX_SERVER_ACTION_BODY_BYTES + 1) }, 'request.too_large'],
    [{ 'content-length': '12abc' }, 'request.invalid_content_length'],
  ])('refuses %j with %s', (extra, key) => {
    expect(serverActionHeaderRefusal(actionHeaders(extra))?.key).toBe(key);
  });

  it('refuses a form post to a page that names no action (the site has none)', () => {
    const headers = new Headers({
      host: 'www.example.co.uk',
      'content-type': 'multipart/form-data; boundary=x',
    });
    expect(serverActionHeaderRefusal(headers)?.key).toBe('request.unsupported_media_type');
    headers.set('origin', 'https://evil.example');
    expect(serverActionHeaderRefusal(headers)?.key).toBe('request.forbidden_origin');
  });
});

describe('serverActionBodyRefusal (decision 0389)', () => {
  it('lets plain argument lists through', () => {
    expect(serverActionBodyRefusal(bytes(contactBody))).toBeNull();
    expect(serverActionBodyRefusal(bytes('[]'))).toBeNull();
    expect(
      serverActionBodyRefusal(bytes('["$D2026-11-27T07:00:00.000Z","$n12","$NaN",null,1,true]')),
    ).toBeNull();
  });

  it.each([
    ['not JSON', '{"a":', 'request.invalid_json'],
    ['empty', '', 'request.invalid_json'],
    ['not a list', '{"user_name":"Jo"}', 'request.invalid'],
    ['a bare string', '"$h1"', 'request.invalid'],
    ['a server reference', '["$h1"]', 'request.invalid'],
    ['a chunk reference', '[{"then":"$1:then"}]', 'request.invalid'],
    ['a promise reference', '["$@0"]', 'request.invalid'],
    ['a map reference', '["$Q1"]', 'request.invalid'],
    ['a form-data reference', '[{"a":{"b":"$K1"}}]', 'request.invalid'],
    ['a nest 40 deep', `${'['.repeat(40)}${']'.repeat(40)}`, 'request.too_deep'],
  ])('refuses %s', (_name, text, key) => {
    expect(serverActionBodyRefusal(bytes(text))?.key).toBe(key);
  });

  it('refuses bytes that are not UTF-8, and a body over 64 KiB', () => {
    expect(serverActionBodyRefusal(new Uint8Array([0x5b, 0xff, 0x5d]))?.key).toBe('request.invalid_json');
    expect(serverActionBodyRefusal(bytes(`["${'a'.repeat(MAX_SERVER_ACTION_BODY_BYTES)}"]`))?.key).toBe(
      'request.too_large',
    );
  });

  it('refuses a reference React would follow, wherever it sits in the arguments', () => {
    const reference = fc
      .tuple(fc.constantFrom('$h', '$@', '$Q', '$W', '$K', '$F', '$B', '$T', '$S', '$1', '$Z', '$'), fc.nat())
      .map(([prefix, id]) => `${prefix}${id}`);
    const nest = (value: unknown, path: readonly ('list' | 'object')[]) =>
      path.reduceRight<unknown>(
        (inner, kind) => (kind === 'list' ? [1, inner] : { a: 'x', b: inner }),
        value,
      );
    fc.assert(
      fc.property(
        reference,
        fc.array(fc.constantFrom('list' as const, 'object' as const), { maxLength: 20 }),
        (ref, path) => {
          expect(serverActionBodyRefusal(bytes(JSON.stringify(['sealed', nest(ref, path)])))?.key).toBe(
            'request.invalid',
          );
        },
      ),
    );
  });
});

describe('serverActionFormRefusal: the form data Next’s client sends for a closure (decision 0389)', () => {
  /** As the contact form sends it: part 1 the sealed settings, part 0 the arguments naming it. */
  function contactForm(root = '["$@1",{"user_name":"Jo","user_subscription":"$undefined"},"token"]') {
    const form = new FormData();
    form.append('1', '"c2VhbGVk"');
    form.append('0', root);
    return form;
  }

  it('lets the contact form’s own shape through', () => {
    expect(serverActionFormRefusal(contactForm())).toBeNull();
  });

  it.each([
    ['a reference to a part that is not there', '["$@2",{},"t"]', 'request.invalid'],
    ['a reference from the arguments to themselves', '["$@0"]', 'request.invalid'],
    ['a chunk path reference', '["$@1",{"then":"$1:then"},"t"]', 'request.invalid'],
    ['a server reference', '["$@1","$h1"]', 'request.invalid'],
    ['a form-data reference', '["$@1","$K1"]', 'request.invalid'],
    ['arguments that are not a list', '{"a":"$@1"}', 'request.invalid'],
    ['arguments that are not JSON', '["$@1",', 'request.invalid_json'],
  ])('refuses %s', (_name, root, key) => {
    expect(serverActionFormRefusal(contactForm(root))?.key).toBe(key);
  });

  it('refuses a reference inside another part, a file, a part twice, an odd name and too many parts', () => {
    const nested = contactForm();
    nested.set('1', '"$@0"');
    expect(serverActionFormRefusal(nested)?.key).toBe('request.invalid');
    const file = contactForm();
    file.append('2', new Blob(['x']), 'x.txt');
    expect(serverActionFormRefusal(file)?.key).toBe('request.unsupported_media_type');
    const twice = contactForm();
    twice.append('0', '[]');
    expect(serverActionFormRefusal(twice)?.key).toBe('request.invalid');
    const named = contactForm();
    named.append('$ACTION_ID_abc', '');
    expect(serverActionFormRefusal(named)?.key).toBe('request.invalid');
    const many = contactForm();
    for (let index = 2; index < 30; index += 1) many.append(String(index), '1');
    expect(serverActionFormRefusal(many)?.key).toBe('request.invalid');
    const none = new FormData();
    none.append('1', '"x"');
    expect(serverActionFormRefusal(none)?.key).toBe('request.invalid');
  });
});
