import { RESUME_CODE_INVALID_MESSAGE } from '@fibre/domain/resume-code';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ORDER_VIEW_COOKIE, orderViewKey, readOrderViewAccess } from '../order-view-access';
import { FIND_ORDER_CODE, findMyOrder } from './find-my-order-route';
import { RESUME_COOKIE } from './resume-code';
import { customerUpdate } from './resume-order-route';
import {
  fakeDeps as baseFakeDeps,
  down,
  post,
  TEST_ORDER_ACCESS_KEY,
  VID,
  validOrderBody,
} from './route-deps.test-support';

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

const NOW = Date.parse('2026-11-28T10:00:00Z');
const VID_2 = '223e4567-e89b-42d3-a456-426614174000';
const EMAIL = 'lena@example.com';
const ORDER = 'FB7K3M9QXT';

/** The route deps with a clock the test moves, and a provider knowing one order placed with EMAIL. */
function fakeDeps() {
  const fake = baseFakeDeps();
  vi.mocked(fake.provider.lookUpOrder).mockImplementation(async (body) => ({
    found: body.code === ORDER && body.email.toLowerCase() === EMAIL,
  }));
  let now = NOW;
  fake.deps.now = () => now;
  return {
    ...fake,
    advance: (ms: number) => {
      now += ms;
      if (vi.isFakeTimers()) vi.setSystemTime(Date.now() + ms);
      return now;
    },
  };
}
type Fake = ReturnType<typeof fakeDeps>;

const setCookie = (response: Response, name: string) =>
  response.headers.getSetCookie().find((cookie) => cookie.startsWith(`${name}=`));
const cookiePair = (value: string | undefined) => value?.split(';')[0] ?? '';

function ask(body: unknown, cookies: string[] = [], vid = VID) {
  return post('/api/find-my-order', body, { cookie: [`hb_vid=${vid}`, ...cookies].join('; ') });
}

/** Asks for a code: the answer, the pending cookie and the code the e-mail carried (if one was sent). */
async function askForCode(
  fake: Fake,
  body: Record<string, unknown> = { email: EMAIL, order_number: ORDER },
  vid = VID,
) {
  const response = await findMyOrder(ask(body, [], vid), fake.deps);
  await fake.runAfterResponse();
  const sent = fake.sendResumeCode.mock.calls.at(-1)?.[0];
  return {
    response,
    cookie: cookiePair(setCookie(response, FIND_ORDER_CODE.cookie)),
    code: sent?.code ?? '',
  };
}

function verify(fake: Fake, code: string, cookie: string, body: Record<string, unknown> = {}, vid = VID) {
  return findMyOrder(
    ask({ email: EMAIL, order_number: ORDER, verification_code: code, ...body }, [cookie], vid),
    fake.deps,
  );
}

const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');
const viewAccess = (response: Response, now = NOW) =>
  readOrderViewAccess(cookiePair(setCookie(response, ORDER_VIEW_COOKIE)), {
    key: orderViewKey(TEST_ORDER_ACCESS_KEY),
    now,
  });

describe('POST /api/find-my-order without a code', () => {
  it('e-mails a code after the answer, only for an order placed with that e-mail', async () => {
    const fake = fakeDeps();
    const response = await findMyOrder(
      ask({ email: ' Lena@Example.com ', order_number: 'fb7k 3m9q-xt' }),
      fake.deps,
    );
    expect(response.status).toBe(202);
    expect(await response.json()).toEqual({ verification: 'sent' });
    expect(response.headers.get('cache-control')).toBe('no-store');
    // The order number as the provider wrote it; the e-mail as typed, trimmed.
    expect(fake.provider.lookUpOrder).toHaveBeenCalledWith({ code: ORDER, email: 'Lena@Example.com' });
    // Sent after the answer, so the answer's time says nothing of the order.
    expect(fake.sendResumeCode).not.toHaveBeenCalled();
    await fake.runAfterResponse();
    expect(fake.sendResumeCode).toHaveBeenCalledWith({
      to_email: 'Lena@Example.com',
      code: expect.stringMatching(/^\d{6}$/),
      expiry_minutes: 15,
    });
    expect(setCookie(response, FIND_ORDER_CODE.cookie)).toMatch(
      /^hb_find=\d+\.[\w-]{43}; Path=\/api\/find-my-order; Max-Age=900; HttpOnly; SameSite=Strict$/,
    );
    expect(setCookie(response, ORDER_VIEW_COOKIE)).toBeUndefined();
  });

  it('answers the same, with a cookie of the same shape, when there is no such order or not with that e-mail', async () => {
    const fake = fakeDeps();
    const real = await askForCode(fake);
    const unknown = await askForCode(fakeDeps(), { email: EMAIL, order_number: 'FB2222AAAA' });
    const otherEmail = await askForCode(fakeDeps(), { email: 'eve@example.com', order_number: ORDER });
    for (const answer of [unknown, otherEmail]) {
      expect(answer.response.status).toBe(real.response.status);
      expect(await answer.response.json()).toEqual({ verification: 'sent' });
      expect(answer.cookie).toMatch(/^hb_find=\d+\.[\w-]{43}$/);
      expect(answer.code).toBe('');
    }
  });

  it('refuses a malformed e-mail or order number with the messages on their fields, asking nobody', async () => {
    const fake = fakeDeps();
    const response = await findMyOrder(ask({ email: 'not-an-email', order_number: 'FB 12/34' }), fake.deps);
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body.error).toBe('validation.invalid_body');
    expect(body.fields).toEqual(
      expect.arrayContaining([
        { path: 'email', message: 'Enter an email address in the correct format, like name@example.com' },
        {
          path: 'order_number',
          message:
            'Enter your order number as it is in your confirmation e-mail, like FB7K3M9QXT, using only letters and numbers',
        },
      ]),
    );
    expect(fake.provider.lookUpOrder).not.toHaveBeenCalled();
  });

  it('is a gateway error when the provider cannot be asked, and sends nothing', async () => {
    const fake = fakeDeps();
    vi.mocked(fake.provider.lookUpOrder).mockRejectedValueOnce(down());
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { response } = await askForCode(fake);
    expect(response.status).toBe(503);
    expect(fake.sendResumeCode).not.toHaveBeenCalled();
    expect(setCookie(response, FIND_ORDER_CODE.cookie)).toBeUndefined();
  });

  it('logs a failed e-mail without failing the answer', async () => {
    const fake = fakeDeps();
    fake.sendResumeCode.mockRejectedValueOnce(new Error('The e-mail service answered 503'));
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { response } = await askForCode(fake);
    expect(response.status).toBe(202);
    expect(logged).toHaveBeenCalledWith('The find-my-order code could not be e-mailed', {
      route: '/api/find-my-order',
      error: 'The e-mail service answered 503',
    });
  });

  it('sends at most 5 codes an order and e-mail in 15 minutes, whichever visitor asks, counted before the provider', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const fake = fakeDeps();
    for (let index = 0; index < 5; index += 1) {
      expect((await askForCode(fake, undefined, index % 2 ? VID : VID_2)).response.status).toBe(202);
    }
    const refused = await askForCode(fake);
    expect(refused.response.status).toBe(429);
    expect(refused.response.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(fake.provider.lookUpOrder).toHaveBeenCalledTimes(5);
    fake.advance(15 * 60_000 + 1);
    expect((await askForCode(fake)).response.status).toBe(202);
  });

  it('shares the inbox budget with resuming an order (decision 0382)', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const fake = fakeDeps();
    for (let index = 0; index < 3; index += 1) {
      const response = await customerUpdate(
        post('/api/customer-update', validOrderBody({ email: EMAIL, uprn: `10000000000${index}` }), {
          'idempotency-key': '123e4567-e89b-42d3-a456-426614174222',
          cookie: `hb_vid=${VID}`,
        }),
        fake.deps,
      );
      expect(response.status).toBe(202);
      expect(setCookie(response, RESUME_COOKIE)).toBeDefined();
    }
    expect((await askForCode(fake)).response.status).toBe(202);
    expect((await askForCode(fake, { email: EMAIL, order_number: 'FB2222AAAA' })).response.status).toBe(202);
    const refused = await askForCode(fake, { email: EMAIL, order_number: 'FB3333BBBB' });
    expect(refused.response.status).toBe(429);
    expect(await refused.response.json()).toMatchObject({
      message: 'We have sent too many codes to this e-mail address. Please wait 15 minutes and try again.',
    });
  });

  it("counts a visitor's asks: 20 in 10 minutes", async () => {
    const fake = fakeDeps();
    for (let index = 0; index < 20; index += 1) {
      const response = await findMyOrder(
        ask({ email: `n${index}@example.com`, order_number: ORDER }),
        fake.deps,
      );
      expect(response.status).toBe(202);
    }
    const refused = await findMyOrder(ask({ email: 'n21@example.com', order_number: ORDER }), fake.deps);
    expect(refused.status).toBe(429);
  });
});

describe('POST /api/find-my-order with a code', () => {
  it('gives the browser the order page for the code e-mailed to it, and ends the pending code', async () => {
    const fake = fakeDeps();
    const { cookie, code } = await askForCode(fake);
    const response = await verify(fake, ` ${code.slice(0, 3)} ${code.slice(3)} `, cookie, {
      email: 'LENA@example.com',
      order_number: 'fb7k3m9qxt',
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ verification: 'verified', next: '/your-order' });
    expect(viewAccess(response)).toEqual({ code: ORDER });
    expect(setCookie(response, ORDER_VIEW_COOKIE)).toMatch(
      /; Path=\/; Max-Age=1800; HttpOnly; SameSite=Strict$/,
    );
    expect(setCookie(response, FIND_ORDER_CODE.cookie)).toBe(
      'hb_find=; Path=/api/find-my-order; Max-Age=0; HttpOnly; SameSite=Strict',
    );
  });

  it('refuses a wrong code, a code without the pending cookie, and a code for another order or e-mail', async () => {
    const fake = fakeDeps();
    const { cookie, code } = await askForCode(fake);
    const refusals = [
      await verify(fake, wrong(code), cookie),
      await verify(fake, code, ''),
      await verify(fake, code, cookie, { order_number: 'FB2222AAAA' }),
      await verify(fake, code, cookie, { email: 'eve@example.com' }),
    ];
    for (const response of refusals) {
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({
        error: 'customer.verification_invalid',
        message: RESUME_CODE_INVALID_MESSAGE,
        fields: [{ path: 'verification_code', message: RESUME_CODE_INVALID_MESSAGE }],
      });
      expect(setCookie(response, ORDER_VIEW_COOKIE)).toBeUndefined();
    }
  });

  it('refuses every code for an order that does not exist: nobody was sent it', async () => {
    const fake = fakeDeps();
    const { cookie } = await askForCode(fake, { email: EMAIL, order_number: 'FB2222AAAA' });
    for (const guess of ['000000', '123456', '999999']) {
      const response = await verify(fake, guess, cookie, { order_number: 'FB2222AAAA' });
      expect(response.status).toBe(400);
    }
  });

  it('refuses the code once its 15 minutes are over', async () => {
    const fake = fakeDeps();
    const { cookie, code } = await askForCode(fake);
    fake.advance(15 * 60_000);
    expect((await verify(fake, code, cookie)).status).toBe(400);
  });

  it('refuses even the right code after 5 wrong ones in 15 minutes, whoever guessed', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const fake = fakeDeps();
    const { cookie, code } = await askForCode(fake);
    for (let index = 0; index < 5; index += 1) {
      expect((await verify(fake, wrong(code), cookie, {}, index % 2 ? VID : VID_2)).status).toBe(400);
    }
    const locked = await verify(fake, code, cookie);
    expect(locked.status).toBe(429);
    expect(await locked.json()).toMatchObject({
      message: 'Too many wrong codes. Please wait 15 minutes, then ask for a new code.',
    });
    expect(setCookie(locked, ORDER_VIEW_COOKIE)).toBeUndefined();
  });

  it('refuses a code shaped wrong on its field', async () => {
    const fake = fakeDeps();
    const { cookie } = await askForCode(fake);
    const response = await verify(fake, '12', cookie);
    expect(response.status).toBe(400);
    expect((await response.json()).fields).toEqual([
      { path: 'verification_code', message: 'Enter the 6-digit code from the e-mail we sent you' },
    ]);
  });

  it('is not fooled by a resume cookie with the same code', async () => {
    const fake = fakeDeps();
    const { code } = await askForCode(fake);
    const resume = await customerUpdate(
      post('/api/customer-update', validOrderBody({ email: EMAIL }), {
        'idempotency-key': '123e4567-e89b-42d3-a456-426614174222',
        cookie: `hb_vid=${VID}`,
      }),
      fake.deps,
    );
    const resumePair = cookiePair(setCookie(resume, RESUME_COOKIE));
    const value = resumePair.slice(resumePair.indexOf('=') + 1);
    expect((await verify(fake, code, `hb_find=${value}`)).status).toBe(400);
  });
});
