import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { type RunningStandIns, startStandIns } from '../test-support/stand-ins';
import { createEmailService, EMAIL_LIB_VERSION, EmailSendError } from './email';

let standIns: RunningStandIns;
beforeAll(async () => {
  standIns = await startStandIns();
});
afterAll(() => standIns.close());
afterEach(() => standIns.control('email', 'ok'));

const settings = () => ({
  baseUrl: standIns.url,
  publicKey: 'public-key',
  serviceId: 'service-1',
  templateId: 'contact-template',
});

async function rejection(call: () => Promise<unknown>): Promise<EmailSendError> {
  try {
    await call();
  } catch (error) {
    if (error instanceof EmailSendError) return error;
    throw error;
  }
  throw new Error('expected the send to be refused');
}

describe('the e-mail service, against its stand-in', () => {
  it('sends the JSON form with the library version and the keys, and the stand-in records it', async () => {
    const email = createEmailService(settings());
    await expect(email.send({ user_name: 'Sam', user_email: 'sam@example.com' })).resolves.toEqual({
      status: 200,
      text: 'OK',
    });
    expect((await standIns.outbox()).at(-1)).toMatchObject({
      form: 'json',
      lib_version: EMAIL_LIB_VERSION,
      user_id: 'public-key',
      service_id: 'service-1',
      template_id: 'contact-template',
      template_params: { user_name: 'Sam', user_email: 'sam@example.com' },
    });
    expect(EMAIL_LIB_VERSION).toBe('3.6.2');
  });

  it('sends the form-data form, from an object or a FormData, with a form template of its own', async () => {
    const email = createEmailService(settings());
    await email.sendForm({ user_name: 'Lena', user_message: 'Hello' }, { templateId: 'outage-template' });
    const form = new FormData();
    form.append('user_name', 'Ola');
    form.append('lib_version', 'forged');
    await email.sendForm(form);
    const [fromObject, fromFormData] = (await standIns.outbox()).slice(-2);
    expect(fromObject).toMatchObject({
      form: 'form',
      lib_version: '3.6.2',
      user_id: 'public-key',
      service_id: 'service-1',
      template_id: 'outage-template',
      template_params: { user_name: 'Lena', user_message: 'Hello' },
    });
    // The keys and version are the service's own, whatever the form carried.
    expect(fromFormData).toMatchObject({ lib_version: '3.6.2', template_params: { user_name: 'Ola' } });
  });

  it('rejects with the status and text when the service fails, for both forms', async () => {
    await standIns.control('email', 'fail');
    const email = createEmailService(settings());
    const json = await rejection(() => email.send({ user_name: 'Sam' }));
    expect({ status: json.status, text: json.text }).toEqual({
      status: 500,
      text: 'The stand-in was told to fail',
    });
    const form = await rejection(() => email.sendForm({ user_name: 'Sam' }));
    expect(form.status).toBe(500);
  });

  it.each([
    ['publicKey', 'The public key is required'],
    ['serviceId', 'The service ID is required'],
    ['templateId', 'The template ID is required'],
  ])('sends nothing without the %s', async (setting, text) => {
    const fetchSpy = vi.fn(fetch);
    const email = createEmailService({ ...settings(), [setting]: ' ', fetch: fetchSpy });
    expect((await rejection(async () => email.send({}))).text).toBe(text);
    expect((await rejection(async () => email.sendForm({}))).text).toBe(text);
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('refuses a form that is neither form data nor text fields', async () => {
    const email = createEmailService(settings());
    for (const form of ['#contact-form', { user_name: 3 }, [['a', 'b']], new Map()]) {
      expect((await rejection(async () => email.sendForm(form as never))).status).toBe(0);
    }
  });

  it('rejects with status 0 when the service cannot be reached', async () => {
    const email = createEmailService({ ...settings(), baseUrl: 'http://127.0.0.1:9' });
    expect((await rejection(() => email.send({}))).status).toBe(0);
  });

  it('counts the text OK as success whatever the status', async () => {
    const email = createEmailService({
      ...settings(),
      fetch: async () => new Response('OK', { status: 202 }),
    });
    await expect(email.send({})).resolves.toEqual({ status: 202, text: 'OK' });
  });
});
