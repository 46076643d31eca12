import { ProviderError } from '@fibre/provider-client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BotCheckUnavailableError } from '../../services/bot-check';
import { EmailSendError, EmailSettingsError } from '../../services/email';
import { customerCallMe, customerProspect, customerRoi } from './lead-routes';
import { RATE_LIMIT_RULES } from './rate-limits';
import {
  customerActionAnswer,
  down,
  fakeDeps,
  post,
  TEST_SITE_HOSTNAME,
  VID,
} from './route-deps.test-support';

afterEach(() => vi.restoreAllMocks());

const cookie = { cookie: `hb_vid=${VID}` };

/** The register-interest payload as the form sends it (registerInterestPayload). */
const interest = {
  contact_title: 'MS',
  contact_name: 'Lena',
  contact_surname: 'Steps',
  email: 'lena@example.com',
  phone: '07700 900321',
  uprn: '100000000009',
  address: '9 Fibre Street, Demoton',
  postcode: 'HB1 1AC',
  coverage: 'DESIGN',
  oss_type: null,
  address_type: 'RES',
  voucher: false,
  pending_direct_debit: false,
  marketing: 'NO',
  gdpr: true,
  recaptcha_token: 'stand-in-submit-1',
};
const prospect = { email: 'sam@example.com', phone: '07700 900123', uprn: '100000000001' };
const callMe = {
  email: 'sam@example.com',
  contact_name: 'Sam',
  contact_surname: 'Fibre',
  uprn: '100000000001',
  postcode: 'HB1 1AA',
  street_name: 'Fibre Street',
  phone: '07700 900123',
  current_provider: 'Virgin Media O2',
};

/** A verify answer for a token made for the register-interest form on the site (decision 0386). */
const madeHere = { success: true, score: 0.9, action: 'register_interest', hostname: TEST_SITE_HOSTNAME };

describe('POST /api/customer-roi', () => {
  it('registers interest (ROI) and answers 201 with the code', async () => {
    const { deps, provider } = fakeDeps();
    const response = await customerRoi(post('/api/customer-roi', interest, cookie), deps);
    expect(response.status).toBe(201);
    expect((await response.json()).customer.code).toBe('FB7K3M9QXT');
    expect(provider.submitCustomer).toHaveBeenCalledWith(
      'ROI',
      expect.objectContaining({
        email: 'lena@example.com',
        marketing: 'NO',
        gdpr: true,
        phone: '07700900321',
      }),
      { idempotencyKey: undefined },
    );
  });

  it('passes an Idempotency-Key on, and refuses a malformed one before the provider', async () => {
    const { deps, provider } = fakeDeps();
    const key = '123e4567-e89b-42d3-a456-426614174111';
    await customerRoi(post('/api/customer-roi', interest, { ...cookie, 'idempotency-key': key }), deps);
    expect(provider.submitCustomer).toHaveBeenLastCalledWith('ROI', expect.anything(), {
      idempotencyKey: key,
    });
    const bad = await customerRoi(
      post('/api/customer-roi', interest, { ...cookie, 'idempotency-key': 'x y' }),
      deps,
    );
    expect(bad.status).toBe(400);
    expect((await bad.json()).error).toBe('validation.invalid_headers');
    expect(provider.submitCustomer).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['no title', { contact_title: undefined }, 'contact_title', 'Field is required'],
    ['a bad title', { contact_title: 'KING' }, 'contact_title', 'Please enter a valid title'],
    ['a bad e-mail', { email: 'lena@example' }, 'email', 'Email is invalid'],
    ['a bad phone', { phone: '12345' }, 'phone', 'Phone is invalid'],
    ['no gdpr', { gdpr: false }, 'gdpr', undefined],
  ])(
    'answers 400 validation.invalid_body for %s, with the spec words',
    async (_name, override, path, message) => {
      const { deps, provider } = fakeDeps();
      const response = await customerRoi(
        post('/api/customer-roi', { ...interest, ...override }, cookie),
        deps,
      );
      expect(response.status).toBe(400);
      const body = await response.json();
      expect(body.error).toBe('validation.invalid_body');
      const field = body.fields.find((entry: { path: string }) => entry.path === path);
      expect(field).toBeDefined();
      if (message) expect(field.message).toBe(message);
      expect(provider.submitCustomer).not.toHaveBeenCalled();
    },
  );

  it('refuses a body that is not JSON with 415', async () => {
    const { deps } = fakeDeps();
    const response = await customerRoi(
      post('/api/customer-roi', 'email=a', {
        ...cookie,
        'content-type': 'application/x-www-form-urlencoded',
      }),
      deps,
    );
    expect(response.status).toBe(415);
    expect((await response.json()).error).toBe('request.unsupported_media_type');
  });

  it('passes a provider refusal on, and answers a provider failure as a gateway error', async () => {
    const refusing = fakeDeps({
      submitCustomer: vi.fn(async () => {
        throw new ProviderError({ status: 409, key: 'customer.existing_customer', message: 'taken' });
      }),
    });
    const refused = await customerRoi(post('/api/customer-roi', interest, cookie), refusing.deps);
    expect(refused.status).toBe(409);
    expect((await refused.json()).error).toBe('customer.existing_customer');
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const failing = fakeDeps({
      submitCustomer: vi.fn(async () => {
        throw down();
      }),
    });
    const failed = await customerRoi(post('/api/customer-roi', interest, cookie), failing.deps);
    expect(failed.status).toBe(503);
    expect((await failed.json()).error).toBe('service.unavailable');
  });

  it('verifies the bot-check token with the visitor address and never sends it to the provider', async () => {
    const { deps, provider, botCheck } = fakeDeps();
    expect((await customerRoi(post('/api/customer-roi', interest, cookie), deps)).status).toBe(201);
    expect(botCheck.verify).toHaveBeenCalledWith('stand-in-submit-1', '203.0.113.9');
    const sent = vi.mocked(provider.submitCustomer).mock.calls[0]?.[1] as Record<string, unknown>;
    expect(sent).not.toHaveProperty('recaptcha_token');
  });

  it.each([
    ['a missing token', undefined, null, 'recaptcha.not_verified', 'Recaptcha not verified'],
    [
      'a failed verification',
      'fail-1',
      { success: false },
      'recaptcha.not_verified',
      'Recaptcha not verified',
    ],
    [
      'a score under 0.7',
      'low-score-1',
      { success: true, score: 0.69 },
      'recaptcha.score_too_low',
      'Recaptcha score too low',
    ],
    ['no score at all', 'odd-1', { success: true }, 'recaptcha.score_too_low', 'Recaptcha score too low'],
  ])(
    'refuses %s with 403, logs it and tells the person to try again',
    async (_name, token, answer, key, logged) => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
      const { deps, provider, botCheck } = fakeDeps();
      if (answer) {
        const score = 'score' in answer ? answer.score : undefined;
        botCheck.verify.mockResolvedValueOnce({ ...madeHere, ...answer, score });
      }
      const response = await customerRoi(
        post('/api/customer-roi', { ...interest, recaptcha_token: token }, cookie),
        deps,
      );
      expect(response.status).toBe(403);
      expect(await response.json()).toMatchObject({
        error: key,
        message: 'Recaptcha has failed, please try again.',
      });
      expect(warn).toHaveBeenCalledWith(logged, expect.objectContaining({ route: '/api/customer-roi' }));
      expect(provider.submitCustomer).not.toHaveBeenCalled();
      if (token === undefined) expect(botCheck.verify).not.toHaveBeenCalled();
    },
  );

  it.each([
    ["another form's action", { ...madeHere, action: 'contact' }, 'action'],
    ['no action', { success: true, score: 0.9, hostname: TEST_SITE_HOSTNAME }, 'action'],
    ["another site's host", { ...madeHere, hostname: 'evil.example' }, 'hostname'],
    ['no host name', { success: true, score: 0.9, action: 'register_interest' }, 'hostname'],
  ])('refuses a token made for %s as not verified (decision 0386)', async (_name, answer, reason) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { deps, provider, botCheck } = fakeDeps();
    botCheck.verify.mockResolvedValueOnce(answer);
    const response = await customerRoi(post('/api/customer-roi', interest, cookie), deps);
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({
      error: 'recaptcha.not_verified',
      message: 'Recaptcha has failed, please try again.',
    });
    expect(warn).toHaveBeenCalledWith('Recaptcha not verified', { route: '/api/customer-roi', reason });
    expect(provider.submitCustomer).not.toHaveBeenCalled();
  });

  it('passes a score of exactly 0.7, and answers 503 when the bot check itself fails', async () => {
    const { deps, provider, botCheck } = fakeDeps();
    botCheck.verify.mockResolvedValueOnce({ ...madeHere, score: 0.7 });
    expect((await customerRoi(post('/api/customer-roi', interest, cookie), deps)).status).toBe(201);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    botCheck.verify.mockRejectedValueOnce(new BotCheckUnavailableError('down'));
    const failed = await customerRoi(post('/api/customer-roi', interest, cookie), deps);
    expect(failed.status).toBe(503);
    expect((await failed.json()).error).toBe('service.unavailable');
    expect(provider.submitCustomer).toHaveBeenCalledTimes(1);
  });

  it('skips the check only under next dev, for a loopback host from a loopback address (decision 0321)', async () => {
    const { deps, provider, botCheck } = fakeDeps();
    const { recaptcha_token: _token, ...withoutToken } = interest;
    const local = { ...cookie, host: 'localhost:3000' };
    const development = { ...deps, development: true, clientIp: '127.0.0.1' };
    expect((await customerRoi(post('/api/customer-roi', withoutToken, local), development)).status).toBe(201);
    expect(botCheck.verify).not.toHaveBeenCalled();
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    // A production build never skips, whatever the request names.
    expect(
      (await customerRoi(post('/api/customer-roi', withoutToken, local), { ...deps, clientIp: '127.0.0.1' }))
        .status,
    ).toBe(403);
    // Nor does a remote address naming localhost.
    expect(
      (await customerRoi(post('/api/customer-roi', withoutToken, local), { ...deps, development: true }))
        .status,
    ).toBe(403);
    expect(provider.submitCustomer).toHaveBeenCalledTimes(1);
  });

  it('refuses a token that is not text or too long as a malformed body, before the bot check', async () => {
    const { deps, botCheck } = fakeDeps();
    for (const recaptcha_token of [42, '', 'x'.repeat(4097)]) {
      const response = await customerRoi(
        post('/api/customer-roi', { ...interest, recaptcha_token }, cookie),
        deps,
      );
      expect(response.status).toBe(400);
    }
    expect(botCheck.verify).not.toHaveBeenCalled();
  });

  it('holds each visitor to 5 forms in 10 minutes, across the three lead routes', async () => {
    const { deps, provider } = fakeDeps();
    const { limit } = RATE_LIMIT_RULES.leadSubmit;
    for (let index = 0; index < limit; index += 1) {
      const route = [customerRoi, customerProspect, customerCallMe][index % 3];
      const body = [interest, prospect, callMe][index % 3];
      expect((await route!(post('/api/x', body, cookie), deps)).status).toBe(201);
    }
    const refused = await customerRoi(post('/api/customer-roi', interest, cookie), deps);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBeTruthy();
    expect(
      vi.mocked(provider.submitCustomer).mock.calls.length +
        vi.mocked(provider.submitProspect).mock.calls.length,
    ).toBe(limit);
  });
});

describe('POST /api/customer-roi: the register-interest notice to the e-mail service (decision 0375)', () => {
  const notice = {
    contact_title: 'MS',
    contact_name: 'Lena',
    contact_surname: 'Steps',
    email: 'lena@example.com',
    phone: '07700900321',
    marketing: 'NO',
    address: '9 Fibre Street, Demoton',
    postcode: 'HB1 1AC',
    uprn: '100000000009',
    package_type: 'Broadband and phone',
    customer_code: 'FB7K3M9QXT',
  };

  it('after the 201, sends the notice as form data with its own template and the package type’s words', async () => {
    const { deps, provider, email, afterResponse, runAfterResponse } = fakeDeps();
    const response = await customerRoi(
      post('/api/customer-roi', { ...interest, package_type: 'BBANDP' }, cookie),
      deps,
    );
    expect(response.status).toBe(201);
    // Left for after the response: nothing is sent while the visitor waits.
    expect(afterResponse).toHaveBeenCalledTimes(1);
    expect(email.sendForm).not.toHaveBeenCalled();
    await runAfterResponse();
    expect(email.sendForm).toHaveBeenCalledTimes(1);
    expect(email.sendForm).toHaveBeenCalledWith(notice, { templateId: 'test-register-interest-template' });
    // The package type is the notice's only: the provider's payload never carries it.
    const sent = vi.mocked(provider.submitCustomer).mock.calls[0]?.[1] as Record<string, unknown>;
    expect(sent).not.toHaveProperty('package_type');
    expect(sent).not.toHaveProperty('recaptcha_token');
  });

  it('sends the provider’s customer code, and an empty package type when the form offered none (the block)', async () => {
    const { deps, email, runAfterResponse } = fakeDeps({
      submitCustomer: vi.fn(async () => customerActionAnswer('ROI', 'FBR0I2CODE')),
    });
    expect((await customerRoi(post('/api/customer-roi', interest, cookie), deps)).status).toBe(201);
    await runAfterResponse();
    expect(email.sendForm).toHaveBeenCalledWith(
      { ...notice, package_type: '', customer_code: 'FBR0I2CODE' },
      { templateId: 'test-register-interest-template' },
    );
  });

  it('refuses a package type that is not one of the package types, before the bot check and the provider', async () => {
    const { deps, provider, botCheck, afterResponse } = fakeDeps();
    for (const package_type of ['GIGA', 'bbo', '', 7, null]) {
      const response = await customerRoi(
        post('/api/customer-roi', { ...interest, package_type }, cookie),
        deps,
      );
      expect(response.status).toBe(400);
      const body = await response.json();
      expect(body.error).toBe('validation.invalid_body');
      expect(body.fields).toContainEqual(expect.objectContaining({ path: 'package_type' }));
    }
    expect(botCheck.verify).not.toHaveBeenCalled();
    expect(provider.submitCustomer).not.toHaveBeenCalled();
    expect(afterResponse).not.toHaveBeenCalled();
  });

  it('sends nothing when the interest was not registered: a refusal, a failure, the bot check', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    for (const failure of [
      new ProviderError({ status: 409, key: 'customer.existing_customer', message: 'taken' }),
      down(),
    ]) {
      const { deps, email, afterResponse } = fakeDeps({
        submitCustomer: vi.fn(async () => {
          throw failure;
        }),
      });
      const response = await customerRoi(
        post('/api/customer-roi', { ...interest, package_type: 'BBO' }, cookie),
        deps,
      );
      expect(response.status).toBe(failure.status);
      expect(afterResponse).not.toHaveBeenCalled();
      expect(email.sendForm).not.toHaveBeenCalled();
    }
    const { deps, email, afterResponse } = fakeDeps();
    const refused = await customerRoi(
      post('/api/customer-roi', { ...interest, recaptcha_token: 'fail-1', package_type: 'BBO' }, cookie),
      { ...deps, botCheck: { verify: async () => ({ success: false }) } },
    );
    expect(refused.status).toBe(403);
    expect(afterResponse).not.toHaveBeenCalled();
    expect(email.sendForm).not.toHaveBeenCalled();
  });

  it.each([
    [
      'refuses it',
      () => Promise.reject(new EmailSendError(500, 'The stand-in was told to fail')),
      '500 The stand-in was told to fail',
    ],
    ['cannot be reached', () => Promise.reject(new EmailSendError(0, 'fetch failed')), '0 fetch failed'],
    [
      'is not configured',
      () => {
        throw new EmailSettingsError(0, 'The template ID is required');
      },
      'email service is undefined (The template ID is required)',
    ],
  ])(
    'when the e-mail service %s, the 201 stands and the log says so without the person’s details',
    async (_name, failure, detail) => {
      const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
      const { deps, email, runAfterResponse } = fakeDeps();
      email.sendForm.mockImplementationOnce(failure);
      const response = await customerRoi(
        post('/api/customer-roi', { ...interest, package_type: 'BBO' }, cookie),
        deps,
      );
      expect(response.status).toBe(201);
      expect((await response.json()).customer.code).toBe('FB7K3M9QXT');
      await expect(runAfterResponse()).resolves.toBeUndefined();
      expect(email.sendForm).toHaveBeenCalledTimes(1);
      expect(error).toHaveBeenCalledTimes(1);
      const line = String(error.mock.calls[0]?.[0]);
      expect(line).toContain(detail);
      expect(line).toContain('FB7K3M9QXT');
      for (const personal of [
        'lena@example.com',
        'Lena',
        'Steps',
        '07700900321',
        'Fibre Street',
        'HB1 1AC',
      ]) {
        expect(line).not.toContain(personal);
      }
    },
  );
});

describe('POST /api/customer-prospect', () => {
  it('sends the prospect and answers 201', async () => {
    const { deps, provider } = fakeDeps();
    const response = await customerProspect(post('/api/customer-prospect', prospect, cookie), deps);
    expect(response.status).toBe(201);
    expect(provider.submitProspect).toHaveBeenCalledWith(
      { email: 'sam@example.com', phone: '07700900123', uprn: '100000000001' },
      { idempotencyKey: undefined },
    );
  });

  it('names the spec fields it refuses (email, phone, uprn)', async () => {
    const { deps } = fakeDeps();
    const response = await customerProspect(post('/api/customer-prospect', {}, cookie), deps);
    expect(response.status).toBe(400);
    const paths = (await response.json()).fields.map((field: { path: string }) => field.path);
    expect(paths).toEqual(expect.arrayContaining(['email', 'phone', 'uprn']));
  });
});

describe('POST /api/customer-callMe', () => {
  it('sends CALLME and answers 201', async () => {
    const { deps, provider } = fakeDeps();
    const response = await customerCallMe(post('/api/customer-callMe', callMe, cookie), deps);
    expect(response.status).toBe(201);
    expect(provider.submitCustomer).toHaveBeenCalledWith(
      'CALLME',
      expect.objectContaining({ current_provider: 'Virgin Media O2', postcode: 'HB1 1AA' }),
      { idempotencyKey: undefined },
    );
  });

  it('names the spec fields it refuses', async () => {
    const { deps } = fakeDeps();
    const response = await customerCallMe(post('/api/customer-callMe', { admin: true }, cookie), deps);
    const paths = (await response.json()).fields.map((field: { path: string }) => field.path);
    expect(paths).toEqual(
      expect.arrayContaining([
        'email',
        'contact_name',
        'contact_surname',
        'uprn',
        'postcode',
        'street_name',
        'phone',
        'current_provider',
      ]),
    );
  });
});
