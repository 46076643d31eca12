import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEMO_CONTACT_FORM } from '@/cms/seed/pages';
import { createRateLimiters, NETWORK_MULTIPLIER, RATE_LIMIT_RULES } from '@/lib/api/rate-limits';
import { BotCheckUnavailableError } from '@/services/bot-check';
import { contactFormView } from './contact-config';
import { type ContactFormSubmitDeps, submitContactForm } from './submit-contact-form';

const config = contactFormView(DEMO_CONTACT_FORM).schema;
const values = {
  user_name: 'Jo Bloggs',
  user_email: 'jo@example.com',
  user_phone: '07700 900123',
  user_city: 'Demoton',
  user_postcode: 'HB1 1AA',
  user_birthdate: '1990-05-17',
  user_message: 'Hello',
  user_agree: true,
  user_subscription: true,
};
const madeHere = { success: true, score: 0.9, action: 'contact', hostname: 'heybroadband.example' };

function fakes(clientIp = '203.0.113.9') {
  const send = vi.fn(async () => ({ status: 200, text: 'OK' }));
  const verify = vi.fn(async (_token: string, _ip?: string) => ({ ...madeHere }));
  const deps: ContactFormSubmitDeps = {
    limiters: createRateLimiters(),
    now: () => 1_000_000,
    botCheck: {
      botCheck: { verify },
      host: 'heybroadband.example',
      clientIp,
      development: false,
      hostnames: ['heybroadband.example'],
    },
    email: { send },
  };
  return { deps, send, verify };
}

afterEach(() => vi.restoreAllMocks());

describe('submitContactForm (decision 0388)', () => {
  it('sends a valid message with a token made for the contact form on the site', async () => {
    const { deps, send, verify } = fakes();
    expect(await submitContactForm(config, 'tpl', values, 'token-1', deps)).toEqual({ ok: true });
    expect(verify).toHaveBeenCalledWith('token-1', '203.0.113.9');
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('sends at most the lead forms’ budget from one address: 100 calls in a burst send 5 e-mails', async () => {
    const { deps, send } = fakes();
    const outcomes = [];
    for (let index = 0; index < 100; index += 1) {
      outcomes.push(await submitContactForm(config, 'tpl', values, `token-${index}`, deps));
    }
    expect(send).toHaveBeenCalledTimes(RATE_LIMIT_RULES.leadSubmit.limit);
    expect(outcomes.at(-1)).toEqual({
      ok: false,
      refused: {
        error: 'request.rate_limited',
        message: 'Too many attempts. Please wait a few minutes and try again.',
      },
    });
  });

  it('gives a /24 network ten visitors’ budget, however many addresses it uses', async () => {
    const { deps, send } = fakes();
    for (let index = 0; index < 250; index += 1) {
      const one = { ...deps, botCheck: { ...deps.botCheck, clientIp: `198.51.100.${index}` } };
      await submitContactForm(config, 'tpl', values, 'token', one);
    }
    expect(send).toHaveBeenCalledTimes(RATE_LIMIT_RULES.leadSubmit.limit * NETWORK_MULTIPLIER);
  });

  it('does not count a message with mistakes against the budget, nor ask the bot check', async () => {
    const { deps, send, verify } = fakes();
    for (let index = 0; index < 20; index += 1) {
      await submitContactForm(config, 'tpl', { ...values, user_phone: '1' }, 'token', deps);
    }
    expect(verify).not.toHaveBeenCalled();
    expect(await submitContactForm(config, 'tpl', values, 'token', deps)).toEqual({ ok: true });
    expect(send).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['no token', null, undefined, 'recaptcha.not_verified'],
    ['a token that is not text', { token: 'x' }, undefined, 'recaptcha.not_verified'],
    ['a failed verification', 'fail-1', { success: false }, 'recaptcha.not_verified'],
    ['a low score', 'low-1', { ...madeHere, score: 0.3 }, 'recaptcha.score_too_low'],
    [
      'a token made for register interest',
      't',
      { ...madeHere, action: 'register_interest' },
      'recaptcha.not_verified',
    ],
    [
      'a token made on another host',
      't',
      { ...madeHere, hostname: 'evil.example' },
      'recaptcha.not_verified',
    ],
  ])('refuses %s, sending nothing', async (_name, token, answer, key) => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { deps, send, verify } = fakes();
    if (answer) verify.mockResolvedValueOnce({ ...madeHere, ...answer });
    expect(await submitContactForm(config, 'tpl', values, token, deps)).toEqual({
      ok: false,
      refused: { error: key, message: 'Recaptcha has failed, please try again.' },
    });
    expect(send).not.toHaveBeenCalled();
  });

  it('answers the service being unavailable when the bot check is down, sending nothing', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { deps, send, verify } = fakes();
    verify.mockRejectedValueOnce(new BotCheckUnavailableError('down'));
    expect(await submitContactForm(config, 'tpl', values, 'token', deps)).toMatchObject({
      ok: false,
      refused: { error: 'service.unavailable' },
    });
    expect(send).not.toHaveBeenCalled();
  });

  it('refuses header and markup text in the fields, sending nothing (decision 0387)', async () => {
    const { deps, send } = fakes();
    const outcome = await submitContactForm(
      config,
      'tpl',
      { ...values, user_name: 'Jo\r\nBcc: victim@example.com', user_message: '<script>alert(1)</script>' },
      'token',
      deps,
    );
    expect(outcome).toMatchObject({ ok: false, fieldErrors: { user_name: expect.any(String) } });
    expect(send).not.toHaveBeenCalled();
  });

  it('skips the bot check only for next dev on a loopback host from a loopback address', async () => {
    const { deps, send, verify } = fakes('127.0.0.1');
    const local = { ...deps, botCheck: { ...deps.botCheck, development: true, host: 'localhost:3000' } };
    expect(await submitContactForm(config, 'tpl', values, null, local)).toEqual({ ok: true });
    expect(verify).not.toHaveBeenCalled();
    expect(send).toHaveBeenCalledTimes(1);
  });
});
