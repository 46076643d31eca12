import http from 'node:http';
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures/test';
import { HOST, WEB_PORT, WEB_URL } from '../support/environment';
import { botCheckToken, botCheckTokenMadeFor, sentEmails } from '../support/stand-ins';

// The server actions: hostile bodies and origins sent to the contact form's real server
// action over HTTP get a 4xx with the one error body (Next.js answered 500), and a burst of
// messages beyond the budget is refused without an e-mail (decisions 0388, 0389).

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** A POST exactly as written, from `localAddress` when given (another loopback address is another client). */
function rawPost(
  path: string,
  headers: Record<string, string>,
  body: Buffer | string,
  localAddress?: string,
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: HOST,
        port: WEB_PORT,
        path,
        method: 'POST',
        headers: { ...headers, 'content-length': String(Buffer.byteLength(body)) },
        ...(localAddress ? { localAddress } : {}),
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks).toString('utf8'),
          }),
        );
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

/** What the browser sent for one contact-form submit: the path, its action headers and its arguments. */
interface CapturedAction {
  path: string;
  headers: Record<string, string>;
  /**
   * The arguments Next's client sent as text: the block's sealed settings (the action is bound to
   * them, sealed-settings.ts), the values and the bot-check token.
   */
  args: [string, Record<string, unknown>, unknown];
  /** The values the form sent (the arguments' second). */
  values: Record<string, unknown>;
  /** The token the browser sent (the arguments' third). */
  token: unknown;
}

/** Form data as bytes, with its content type (and boundary). */
async function encodeForm(parts: Map<string, string>): Promise<{ body: Buffer; contentType: string }> {
  const form = new FormData();
  for (const [name, value] of parts) form.append(name, value);
  const encoded = new Response(form);
  return {
    body: Buffer.from(await encoded.arrayBuffer()),
    contentType: encoded.headers.get('content-type') ?? '',
  };
}

/** Fills the contact form on /contact-us and captures the server action's request, which never leaves the browser. */
async function captureContactAction(page: Page): Promise<CapturedAction> {
  let captured: CapturedAction | undefined;
  await page.route('**/contact-us', async (route) => {
    const request = route.request();
    if (request.method() !== 'POST') return route.continue();
    const headers = request.headers();
    const contentType = headers['content-type'] ?? '';
    const args = JSON.parse(request.postData() ?? 'null') as CapturedAction['args'];
    captured = {
      path: new URL(request.url()).pathname,
      headers: {
        'next-action': headers['next-action'] ?? '',
        'next-router-state-tree': headers['next-router-state-tree'] ?? '',
        accept: headers.accept ?? 'text/x-component',
        'content-type': contentType,
      },
      args,
      values: args[1],
      token: args[2],
    };
    await route.abort();
  });
  await page.goto('/contact-us');
  await page.locator('form[data-hydrated]').first().waitFor();
  const form = page.getByRole('form', { name: 'Contact form' });
  await form.getByLabel('Full name').fill('Jo Bloggs');
  await form.getByLabel('Email').fill('capture@example.com');
  await form.getByLabel('Phone number').fill('+44 7700 900123');
  await form.getByLabel('Town or city').fill('Demoton');
  await form.getByLabel('Postcode').fill('HB1 1AA');
  await form.getByLabel('Date of birth').fill('1990-05-17');
  await form.getByLabel('Your message').fill('Hello from the server-action tests');
  await form.getByLabel('I agree to Terms & Conditions').check();
  await form.getByLabel('Send me news and offers by e-mail (optional)').check();
  await form.getByRole('button', { name: 'Send message' }).click();
  await expect.poll(() => captured !== undefined).toBe(true);
  if (!captured) throw new Error('no server action was sent');
  return captured;
}

/**
 * One contact message to `email` as Next's client sends it, with a bot-check token made for the
 * contact form here unless told: the headers (its own boundary) and the body.
 */
async function contactMessage(
  action: CapturedAction,
  email: string,
  options: { token?: string; values?: Record<string, unknown>; origin?: string; settings?: string } = {},
): Promise<{ headers: Record<string, string>; body: Buffer }> {
  const token = options.token ?? (await botCheckToken({ action: 'contact' }));
  const args = [
    options.settings ?? action.args[0],
    { ...action.values, user_email: email, ...options.values },
    token,
  ];
  return {
    headers: {
      ...action.headers,
      'content-type': 'text/plain;charset=UTF-8',
      origin: options.origin ?? WEB_URL,
    },
    body: Buffer.from(JSON.stringify(args)),
  };
}

function emailsTo(address: string): number {
  return sentEmails().filter((message) => JSON.stringify(message).includes(address)).length;
}

test.describe
  .serial('server actions over HTTP (decisions 0383, 0388, 0389)', () => {
    let action: CapturedAction;

    test('the contact form sends its arguments as form data, with a token made for it here', async ({
      page,
    }) => {
      action = await captureContactAction(page);
      expect(action.headers['next-action']).toMatch(/^[0-9a-f]{42}$/);
      expect(action.headers['content-type']).toMatch(/^text\/plain/);
      expect(action.args[0]).toMatch(/^[\w-]+\.[\w-]+$/);
      // The browser asked the bot check for a token made for this form on this host (decision 0386).
      expect(botCheckTokenMadeFor(String(action.token))).toEqual({ action: 'contact', hostname: HOST });
    });

    test('refuses hostile origins and bodies with a 4xx and the one error body, sending no e-mail', async () => {
      const text = { ...action.headers, 'content-type': 'text/plain;charset=UTF-8', origin: WEB_URL };
      const marker = () => `refused-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`;
      /** The real message from another origin: it would send an e-mail if it got through. */
      const from = async (origin: string, extra: Record<string, string> = {}) => {
        const email = marker();
        const message = await contactMessage(action, email, { origin });
        return { email, headers: { ...message.headers, ...extra }, body: message.body };
      };
      /** A hostile body in the real form data's place, or as text. */
      const withRoot = async (root: string) => {
        const parts = new Map([
          ['0', root],
          ['1', JSON.stringify(action.args[0])],
        ]);
        const { body, contentType } = await encodeForm(parts);
        return {
          email: marker(),
          headers: { ...action.headers, 'content-type': contentType, origin: WEB_URL },
          body,
        };
      };
      const raw = (body: Buffer | string, headers: Record<string, string> = text) => ({
        email: marker(),
        headers,
        body,
      });
      const cases: Array<
        [string, { email: string; headers: Record<string, string>; body: Buffer | string }, number, string]
      > = [
        ['a foreign Origin', await from('https://evil.example'), 403, 'request.forbidden_origin'],
        ['a sibling origin', await from(`http://${HOST}:${WEB_PORT + 1}`), 403, 'request.forbidden_origin'],
        ['Origin: null', await from('null'), 403, 'request.forbidden_origin'],
        ['an Origin that is not a URL', await from('garbage'), 403, 'request.forbidden_origin'],
        [
          'a made-up action id',
          await from(WEB_URL, { 'next-action': 'not-an-action' }),
          400,
          'request.invalid',
        ],
        [
          'a well-formed unknown action from another site',
          await from('https://evil.example', { 'next-action': 'ab'.repeat(21) }),
          403,
          'request.forbidden_origin',
        ],
        [
          'form data Next cannot read',
          raw('garbage', { ...text, 'content-type': 'multipart/form-data; boundary=x' }),
          400,
          'request.invalid',
        ],
        ['a chunk path reference', await withRoot('["$@1",{"then":"$1:then"},"t"]'), 400, 'request.invalid'],
        ['a server reference', await withRoot('["$h1"]'), 400, 'request.invalid'],
        ['a reference to a part that is not there', await withRoot('["$@7",{},"t"]'), 400, 'request.invalid'],
        ['arguments that are not JSON', await withRoot('["$@1",'), 400, 'request.invalid_json'],
        ['a text body that is not JSON', raw('not json'), 400, 'request.invalid_json'],
        ['bytes that are not UTF-8', raw(Buffer.from([0x5b, 0xff, 0xfe, 0x5d])), 400, 'request.invalid_json'],
        ['arguments that are not a list', raw('{"user_name":"x"}'), 400, 'request.invalid'],
        ['a nest 5,000 deep', raw(`${'['.repeat(5000)}${']'.repeat(5000)}`), 400, 'request.too_deep'],
        ['a body of 2 MB', raw(`["${'a'.repeat(2 * 1024 * 1024)}"]`), 413, 'request.too_large'],
        [
          'an url-encoded action',
          raw('a=1', { ...text, 'content-type': 'application/x-www-form-urlencoded' }),
          415,
          'request.unsupported_media_type',
        ],
      ];
      for (const [name, { email, headers, body }, status, key] of cases) {
        const answer = await rawPost(action.path, headers, body);
        expect(answer.status, name).toBe(status);
        expect(answer.headers['content-type'], name).toMatch(/^application\/json/);
        const json = JSON.parse(answer.body) as { error: string; message: string };
        expect(json.error, name).toBe(key);
        expect(typeof json.message, name).toBe('string');
        expect(emailsTo(email), name).toBe(0);
      }
      // Cross-site form posts to any page are refused too: no form of the site posts to a page.
      for (const pagePath of ['/', '/contact-us', '/address-finder']) {
        const answer = await rawPost(
          pagePath,
          { origin: 'https://evil.example', 'content-type': 'application/x-www-form-urlencoded' },
          'a=1',
        );
        expect(answer.status, pagePath).toBe(403);
        expect(JSON.parse(answer.body)).toMatchObject({ error: 'request.forbidden_origin' });
      }
    });

    test('refuses settings this server did not seal, sending no e-mail (a forged closure was a 500: decision 0383)', async () => {
      const [payload, signed] = action.args[0].split('.') as [string, string];
      const settings = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<
        string,
        unknown
      >;
      const forged = Buffer.from(JSON.stringify({ ...settings, templateId: 'attacker' })).toString(
        'base64url',
      );
      for (const sealed of [`${forged}.${signed}`, 'not-sealed', '{"a":1}']) {
        const marker = `forged-settings-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`;
        const message = await contactMessage(action, marker, { settings: sealed });
        const answer = await rawPost(action.path, message.headers, message.body, '127.0.0.4');
        expect(answer.status, sealed).toBe(200);
        expect(answer.body, sealed).toContain('"failed":true');
        expect(emailsTo(marker), sealed).toBe(0);
      }
    });

    test('refuses a token made for another form or on another host, or made up, sending no e-mail (decisions 0386, 0475)', async () => {
      for (const token of [
        await botCheckToken({ action: 'register_interest' }),
        await botCheckToken({ action: 'contact', hostname: 'evil.example' }),
        'e2e-made-up',
      ]) {
        const marker = `wrong-token-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`;
        const message = await contactMessage(action, marker, { token });
        const answer = await rawPost(action.path, message.headers, message.body, '127.0.0.3');
        expect(answer.status).toBe(200);
        expect(answer.body).toContain('recaptcha.not_verified');
        expect(emailsTo(marker)).toBe(0);
      }
    });

    test('sends a message once per token: the same token again is refused (decision 0475)', async () => {
      const token = await botCheckToken({ action: 'contact' });
      const first = `replay-${Date.now()}-a@example.com`;
      const again = `replay-${Date.now()}-b@example.com`;
      const sent = await contactMessage(action, first, { token });
      const answer = await rawPost(action.path, sent.headers, sent.body, '127.0.0.5');
      expect(answer.body).toContain('"ok":true');
      const replayed = await contactMessage(action, again, { token });
      const refused = await rawPost(action.path, replayed.headers, replayed.body, '127.0.0.5');
      expect(refused.status).toBe(200);
      expect(refused.body).toContain('recaptcha.not_verified');
      await expect.poll(() => emailsTo(first)).toBe(1);
      expect(emailsTo(again)).toBe(0);
    });

    test('sends 5 of a burst of 20 messages from one client; the refused 15 send no e-mail', async () => {
      const run = `${Date.now()}-${Math.random().toString(36).slice(2)}`;
      const addresses = Array.from({ length: 20 }, (_, index) => `burst-${run}-${index}@example.com`);
      // From another loopback address: its own client, so the other specs' budget is untouched.
      const messages = await Promise.all(addresses.map((address) => contactMessage(action, address)));
      const answers = await Promise.all(
        messages.map((message) => rawPost(action.path, message.headers, message.body, '127.0.0.2')),
      );
      expect(answers.map((answer) => answer.status)).toEqual(addresses.map(() => 200));
      const sent = answers.filter((answer) => answer.body.includes('"ok":true'));
      const refused = answers.filter((answer) => answer.body.includes('request.rate_limited'));
      expect(sent).toHaveLength(5);
      expect(refused).toHaveLength(15);
      expect(refused[0]?.body).toContain('Too many attempts. Please wait a few minutes and try again.');
      await expect.poll(() => addresses.reduce((total, address) => total + emailsTo(address), 0)).toBe(5);
      const delivered = addresses.filter((address) => emailsTo(address) > 0);
      expect(delivered).toHaveLength(5);
      // The template's fields hold what the form allows only (decision 0387).
      const markupMessage = await contactMessage(action, `markup-${run}@example.com`, {
        values: { user_name: 'Jo\r\nBcc: victim@example.com', user_message: '<script>alert(1)</script>' },
      });
      const markup = await rawPost(action.path, markupMessage.headers, markupMessage.body, '127.0.0.4');
      expect(markup.status).toBe(200);
      expect(markup.body).toContain('on one line, without');
      expect(emailsTo(`markup-${run}@example.com`)).toBe(0);
    });
  });
