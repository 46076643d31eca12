import { CANCELLATION_REFUSAL_MESSAGES } from '@fibre/domain/cancellation-period';
import { SLOT_TAKEN_MESSAGE } from '@fibre/domain/checkout-steps';
import { RESUME_CODE_INVALID_MESSAGE } from '@fibre/domain/resume-code';
import { ORDER_CHANGE_MESSAGES } from '@fibre/domain/schemas/order-changes';
import { ProviderError } from '@fibre/provider-client';
import { describe, expect, it } from 'vitest';
import { RATE_LIMIT_RULES } from './rate-limits';
import { down, fakeDeps, post, provedOrderCookie } from './route-deps.test-support';
import {
  cancelYourOrder,
  changeYourOrderEmail,
  changeYourOrderPhone,
  rescheduleYourOrder,
} from './your-order-change-routes';

const KEY = '0f6b2c1e-8d4a-4c3b-9e2f-1a2b3c4d5e6f';
const CODE = 'FB7K3M9QXT';

/** A request from the browser that proved CODE on Find my order (unless `proved` is false). */
const request = (
  path: string,
  body: unknown,
  options: { proved?: boolean; key?: string; cookie?: string } = {},
) =>
  post(path, body, {
    'Idempotency-Key': options.key ?? KEY,
    ...(options.proved === false
      ? {}
      : { cookie: [provedOrderCookie(CODE), options.cookie].filter(Boolean).join('; ') }),
  });

const refusal = (key: string, status: number) => new ProviderError({ key, status, message: 'refused' });

describe('POST /api/your-order/installation', () => {
  const path = '/api/your-order/installation';

  it('moves the visit of the proved order to the chosen slot, with the Idempotency-Key passed on', async () => {
    const { deps, provider } = fakeDeps();
    const response = await rescheduleYourOrder(request(path, { slot: '2026-12-03|13:00-18:00' }), deps);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      order: {
        code: CODE,
        state: 'acknowledged',
        installation: { work_order_id: 'WO12345678', day: '2026-12-03', time: '13:00-18:00' },
      },
    });
    expect(provider.rescheduleOrder).toHaveBeenCalledWith(
      CODE,
      { day: '2026-12-03', time: '13:00-18:00' },
      { idempotencyKey: KEY },
    );
  });

  it('answers 404 order.not_found without the proof, or once it has run out, and asks the provider nothing', async () => {
    const { deps, provider, advance } = fakeDeps();
    const unproved = await rescheduleYourOrder(
      request(path, { slot: '2026-12-03|13:00-18:00' }, { proved: false }),
      deps,
    );
    expect(unproved.status).toBe(404);
    expect((await unproved.json()).error).toBe('order.not_found');
    advance(31 * 60_000);
    const expired = await rescheduleYourOrder(request(path, { slot: '2026-12-03|13:00-18:00' }), deps);
    expect(expired.status).toBe(404);
    expect(provider.rescheduleOrder).not.toHaveBeenCalled();
  });

  it('refuses a body that is not a slot, and a missing Idempotency-Key', async () => {
    const { deps, provider } = fakeDeps();
    for (const body of [
      {},
      { slot: 'tomorrow' },
      { slot: '2026-12-03|09:00-10:00' },
      { slot: '2026-12-03|08:00-13:00', code: 'X' },
    ]) {
      const response = await rescheduleYourOrder(request(path, body), deps);
      expect(response.status).toBe(400);
      expect((await response.json()).fields?.[0]?.message ?? '').not.toBe('');
    }
    const noKey = await rescheduleYourOrder(
      post(path, { slot: '2026-12-03|08:00-13:00' }, { cookie: provedOrderCookie(CODE) }),
      deps,
    );
    expect((await noKey.json()).error).toBe('validation.invalid_headers');
    expect(provider.rescheduleOrder).not.toHaveBeenCalled();
  });

  it("passes the provider's refusals on in the customer's words, and its failures as 503", async () => {
    const full = fakeDeps({ rescheduleOrder: async () => Promise.reject(refusal('slot.full', 409)) });
    const taken = await rescheduleYourOrder(request(path, { slot: '2026-12-03|08:00-13:00' }), full.deps);
    expect(taken.status).toBe(409);
    expect(await taken.json()).toEqual({ error: 'slot.full', message: SLOT_TAKEN_MESSAGE });
    const late = fakeDeps({
      rescheduleOrder: async () => Promise.reject(refusal('order.reschedule_closed', 409)),
    });
    const closed = await rescheduleYourOrder(request(path, { slot: '2026-12-03|08:00-13:00' }), late.deps);
    expect((await closed.json()).error).toBe('order.reschedule_closed');
    const away = fakeDeps({ rescheduleOrder: async () => Promise.reject(down()) });
    expect(
      (await rescheduleYourOrder(request(path, { slot: '2026-12-03|08:00-13:00' }), away.deps)).status,
    ).toBe(503);
  });

  it('keeps to the visitor budget', async () => {
    const { deps } = fakeDeps();
    const { limit } = RATE_LIMIT_RULES.orderChange;
    for (let index = 0; index < limit; index += 1) {
      expect(
        (await rescheduleYourOrder(request(path, { slot: '2026-12-03|08:00-13:00' }), deps)).status,
      ).toBe(200);
    }
    expect((await rescheduleYourOrder(request(path, { slot: '2026-12-03|08:00-13:00' }), deps)).status).toBe(
      429,
    );
  });
});

describe('POST /api/your-order/cancel', () => {
  const path = '/api/your-order/cancel';

  it('cancels the proved order with the reason, only with the box ticked', async () => {
    const { deps, provider } = fakeDeps();
    const unticked = await cancelYourOrder(request(path, { confirm: false }), deps);
    expect(unticked.status).toBe(400);
    expect((await unticked.json()).fields).toEqual([
      { path: 'confirm', message: ORDER_CHANGE_MESSAGES.confirmCancel },
    ]);
    const response = await cancelYourOrder(request(path, { confirm: true, reason: ' Moving house ' }), deps);
    expect(response.status).toBe(200);
    expect((await response.json()).order).toMatchObject({
      code: CODE,
      state: 'cancelled',
      installation: null,
    });
    expect(provider.cancelPlacedOrder).toHaveBeenCalledWith(
      CODE,
      { reason: 'Moving house' },
      { idempotencyKey: KEY },
    );
    await cancelYourOrder(request(path, { confirm: true }, { key: `${KEY.slice(0, -1)}0` }), deps);
    expect(provider.cancelPlacedOrder).toHaveBeenLastCalledWith(
      CODE,
      {},
      { idempotencyKey: `${KEY.slice(0, -1)}0` },
    );
  });

  it('says why the provider refuses, in words', async () => {
    const { deps } = fakeDeps({
      cancelPlacedOrder: async () => Promise.reject(refusal('order.cancellation_period_over', 409)),
    });
    const response = await cancelYourOrder(request(path, { confirm: true }), deps);
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({
      error: 'order.cancellation_period_over',
      message: CANCELLATION_REFUSAL_MESSAGES.period_over,
    });
  });

  it('cancels nothing without the proof', async () => {
    const { deps, provider } = fakeDeps();
    expect((await cancelYourOrder(request(path, { confirm: true }, { proved: false }), deps)).status).toBe(
      404,
    );
    expect(provider.cancelPlacedOrder).not.toHaveBeenCalled();
  });
});

describe('POST /api/your-order/phone', () => {
  const path = '/api/your-order/phone';

  it('changes the phone, stored in its national form', async () => {
    const { deps, provider } = fakeDeps();
    const response = await changeYourOrderPhone(request(path, { phone: '01632 960 001' }), deps);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ order: { code: CODE, phone: '01632960001' } });
    expect(provider.changeOrderContact).toHaveBeenCalledWith(
      CODE,
      { phone: '01632960001' },
      { idempotencyKey: KEY },
    );
  });

  it('refuses a number that is not a UK one with the field message', async () => {
    const { deps, provider } = fakeDeps();
    const response = await changeYourOrderPhone(request(path, { phone: '12345' }), deps);
    expect(response.status).toBe(400);
    expect((await response.json()).fields).toEqual([
      { path: 'phone', message: ORDER_CHANGE_MESSAGES.phoneInvalid },
    ]);
    expect(provider.changeOrderContact).not.toHaveBeenCalled();
  });
});

describe('POST /api/your-order/email', () => {
  const path = '/api/your-order/email';
  const NEW = 'lena.new@example.com';

  /** The pending-code cookie the first answer set, as the browser sends it back. */
  const pendingCookie = (response: Response) =>
    response.headers
      .getSetCookie()
      .find((cookie) => cookie.startsWith('hb_email_change='))
      ?.split(';')[0] ?? '';

  it('sends a code to the NEW address, then changes the e-mail only with that code', async () => {
    const { deps, provider, sendResumeCode } = fakeDeps();
    const sent = await changeYourOrderEmail(request(path, { email: NEW }), deps);
    expect(sent.status).toBe(202);
    expect(await sent.json()).toEqual({ verification: 'sent' });
    expect(sendResumeCode).toHaveBeenCalledTimes(1);
    const message = sendResumeCode.mock.calls[0]![0];
    expect(message.to_email).toBe(NEW);
    expect(provider.changeOrderContact).not.toHaveBeenCalled();
    const cookie = pendingCookie(sent);
    expect(cookie).toMatch(/^hb_email_change=\d+\./);

    const wrong = await changeYourOrderEmail(
      request(
        path,
        { email: NEW, verification_code: message.code === '000000' ? '111111' : '000000' },
        { cookie, key: `${KEY.slice(0, -1)}1` },
      ),
      deps,
    );
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toMatchObject({
      error: 'customer.verification_invalid',
      fields: [{ path: 'verification_code', message: RESUME_CODE_INVALID_MESSAGE }],
    });
    // The right code for another address proves nothing.
    const other = await changeYourOrderEmail(
      request(
        path,
        { email: 'eve@example.com', verification_code: message.code },
        { cookie, key: `${KEY.slice(0, -1)}2` },
      ),
      deps,
    );
    expect(other.status).toBe(400);
    expect(provider.changeOrderContact).not.toHaveBeenCalled();

    const right = await changeYourOrderEmail(
      request(path, { email: NEW, verification_code: message.code }, { cookie, key: `${KEY.slice(0, -1)}3` }),
      deps,
    );
    expect(right.status).toBe(200);
    expect(await right.json()).toEqual({ order: { code: CODE, email: NEW } });
    expect(provider.changeOrderContact).toHaveBeenCalledWith(
      CODE,
      { email: NEW },
      { idempotencyKey: `${KEY.slice(0, -1)}3` },
    );
    expect(right.headers.getSetCookie().some((set) => set.startsWith('hb_email_change=;'))).toBe(true);
  });

  it('refuses a code with no pending cookie, and the address the order already has', async () => {
    const { deps, sendResumeCode } = fakeDeps();
    const noCookie = await changeYourOrderEmail(
      request(path, { email: NEW, verification_code: '123456' }),
      deps,
    );
    expect(noCookie.status).toBe(400);
    const same = await changeYourOrderEmail(request(path, { email: 'LENA@example.com' }), deps);
    expect(same.status).toBe(400);
    expect((await same.json()).fields).toEqual([{ path: 'email', message: ORDER_CHANGE_MESSAGES.sameEmail }]);
    expect(sendResumeCode).not.toHaveBeenCalled();
  });

  it('sends at most 5 codes to one inbox in 15 minutes', async () => {
    const { deps, sendResumeCode } = fakeDeps();
    const answers: number[] = [];
    for (let index = 0; index < 6; index += 1) {
      answers.push(
        (
          await changeYourOrderEmail(
            request(path, { email: NEW }, { key: `${KEY.slice(0, -2)}1${index}` }),
            deps,
          )
        ).status,
      );
    }
    expect(answers).toEqual([202, 202, 202, 202, 202, 429]);
    expect(sendResumeCode).toHaveBeenCalledTimes(5);
  });

  it('answers 503 customer.verification_unsent when the code cannot be e-mailed', async () => {
    const { deps, sendResumeCode } = fakeDeps();
    sendResumeCode.mockRejectedValueOnce(new Error('mail down'));
    const response = await changeYourOrderEmail(request(path, { email: NEW }), deps);
    expect(response.status).toBe(503);
    expect((await response.json()).error).toBe('customer.verification_unsent');
  });
});
