import { describe, expect, it, vi } from 'vitest';
import { DEMO_CONTACT_FORM } from '@/cms/seed/pages';
import { EmailSendError } from '@/services/email';
import { contactFormView } from './contact-config';
import { sendContactMessage } from './send-contact-message';

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

  it("checks on the server that the postcode has an address: 'Postcode not found', sending nothing", async () => {
    const send = vi.fn(async () => ({ status: 200, text: 'OK' }));
    const lookup = vi.fn(async (postcode: string) => postcode === 'HB1 1AA');
    expect(
      await sendContactMessage(config, undefined, { ...values, user_postcode: 'HB9 9ZZ' }, { send }, lookup),
    ).toEqual({ ok: false, fieldErrors: { user_postcode: 'Postcode not found' } });
    expect(send).not.toHaveBeenCalled();
    expect(await sendContactMessage(config, undefined, values, { send }, lookup)).toEqual({ ok: true });
    expect(lookup).toHaveBeenCalledWith('HB1 1AA');
  });
});

describe('the configured field types and image', () => {
  it('reads each field’s type, defaulting by field, and the form image', () => {
    const view = contactFormView({
      ...DEMO_CONTACT_FORM,
      city: { ...DEMO_CONTACT_FORM.city, type: 'textarea' },
      formImage: { id: 1, url: '/media/a.png', alt: 'Our team', width: 800, height: 600 } as never,
    });
    expect(view.types).toMatchObject({
      name: 'text',
      email: 'email',
      phone: 'tel',
      city: 'textarea',
      message: 'textarea',
    });
    expect(view.image).toEqual({ url: '/media/a.png', alt: 'Our team', width: 800, height: 600 });
    expect(contactFormView(DEMO_CONTACT_FORM).image).toBeNull();
  });
});
