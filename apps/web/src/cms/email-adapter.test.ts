import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningStandIns, startStandIns } from '@/test-support/stand-ins';
import { CMS_MAIL_FROM, cmsEmailAdapter, plainText, recipients } from './email-adapter';

describe('recipients', () => {
  it('reads every address of nodemailer’s shapes', () => {
    expect(recipients('a@x.example')).toEqual(['a@x.example']);
    expect(recipients({ name: 'B', address: 'b@x.example' })).toEqual(['b@x.example']);
    expect(recipients(['a@x.example', { name: 'B', address: ' b@x.example ' }, ''])).toEqual([
      'a@x.example',
      'b@x.example',
    ]);
    expect(recipients(undefined)).toEqual([]);
  });
});

describe('plainText', () => {
  it('keeps the words and the links’ addresses, one paragraph a line', () => {
    expect(
      plainText(
        '<p>Hello &amp; welcome.</p>\n<p>Go here:<br><a href="https://x.example/r/1">https://x.example/r/1</a></p><p><a href="/help">Help</a></p>',
      ),
    ).toBe('Hello & welcome.\n\nGo here:\nhttps://x.example/r/1\nHelp (/help)');
  });
});

describe('cmsEmailAdapter (decision 0503)', () => {
  let standIns: RunningStandIns;
  beforeAll(async () => {
    standIns = await startStandIns();
  });
  afterAll(() => standIns?.close());

  const adapter = () =>
    cmsEmailAdapter(() => ({
      baseUrl: standIns.url,
      publicKey: 'pk',
      serviceId: 'svc',
      templateId: 'forms-template',
      staffTemplateId: 'staff-template',
    }))({ payload: {} as never });

  it('sends each recipient one message through the staff template of the site’s e-mail service', async () => {
    const sender = adapter();
    expect([sender.defaultFromName, sender.defaultFromAddress]).toEqual([
      CMS_MAIL_FROM.name,
      CMS_MAIL_FROM.address,
    ]);
    await sender.sendEmail({
      from: `"${CMS_MAIL_FROM.name}" <${CMS_MAIL_FROM.address}>`,
      to: ['one@heybroadband.example', { name: 'Two', address: 'two@heybroadband.example' }],
      subject: 'Reset your password',
      html: '<p>Choose one: <a href="https://site.example/admin/reset/abc">https://site.example/admin/reset/abc</a></p>',
    });
    const outbox = await standIns.outbox();
    expect(
      outbox.map((mail) => [mail.template_id, mail.service_id, mail.user_id, mail.template_params]),
    ).toEqual(
      ['one@heybroadband.example', 'two@heybroadband.example'].map((to) => [
        'staff-template',
        'svc',
        'pk',
        {
          to_email: to,
          from_name: CMS_MAIL_FROM.name,
          subject: 'Reset your password',
          message_html:
            '<p>Choose one: <a href="https://site.example/admin/reset/abc">https://site.example/admin/reset/abc</a></p>',
          message: 'Choose one: https://site.example/admin/reset/abc',
        },
      ]),
    );
  });

  it('fails when the service refuses, so Payload reports the mail as not sent', async () => {
    await standIns.control('email', 'fail');
    try {
      await expect(
        adapter().sendEmail({ to: 'one@heybroadband.example', subject: 'x', html: '<p>x</p>' }),
      ).rejects.toThrow(/500/);
    } finally {
      await standIns.control('email', 'ok');
    }
  });
});
