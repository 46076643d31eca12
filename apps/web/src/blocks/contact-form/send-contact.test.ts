import { describe, expect, it, vi } from 'vitest';
import { DEMO_CONTACT_FORM } from '@/cms/seed/pages';
import { EmailSendError } from '@/services/email';
import { contactFormView } from './contact-config';
import { sendContactMessage } from './send-contact';

const config = contactFormView(DEMO_CONTACT_FORM).schema;
const values = {
  user_name: 'Jo Bloggs',
  user_email: 'jo@example.com',
  user_phone: '07700 900123',
  user_city: 'Demoton',
  user_address: 'ignored: not shown',
  user_postcode: 'HB1 1AA',
  user_birthdate: '1990-05-17',
  user_message: 'Hello',
  user_agree: true,
  user_subscription: true,
};

describe('sendContactMessage', () => {
  it('sends the shown fields to the e-mail service with the block’s template', async () => {
    const send = vi.fn(async () => ({ status: 200, text: 'OK' }));
    expect(await sendContactMessage(config, 'template_contact', values, { send })).toEqual({ ok: true });
    const [params, options] = send.mock.calls[0] as unknown as [Record<string, unknown>, unknown];
    expect(params).not.toHaveProperty('user_address');
    expect(params).toMatchObject({ user_name: 'Jo Bloggs', user_postcode: 'HB1 1AA', user_agree: true });
    expect(options).toEqual({ templateId: 'template_contact' });
  });

  it('refuses values the schema refuses, with the configured texts, sending nothing', async () => {
    const send = vi.fn();
    expect(await sendContactMessage(config, undefined, { ...values, user_phone: '123' }, { send })).toEqual({
      ok: false,
      fieldErrors: { user_phone: 'Please enter a valid UK phone number' },
    });
    expect(send).not.toHaveBeenCalled();
  });

  it('answers a failure (logged) when the service refuses', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const send = vi.fn(async () => {
      throw new EmailSendError(500, 'down');
    });
    expect(await sendContactMessage(config, undefined, values, { send })).toEqual({
      ok: false,
      failed: true,
    });
    expect(log.mock.calls[0]?.[0]).toContain('500 down');
    log.mockRestore();
  });
});
