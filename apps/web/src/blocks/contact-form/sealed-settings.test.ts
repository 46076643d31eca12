import { describe, expect, it } from 'vitest';
import { contactFormSettingsKey, openContactFormSettings, sealContactFormSettings } from './sealed-settings';

const key = contactFormSettingsKey('a-server-secret-of-the-site');
const settings = {
  schema: { postcode: { display: true, required: true } },
  templateId: 'contact-template',
} as Parameters<typeof sealContactFormSettings>[0];

describe('the contact form’s sealed settings (decision 0383)', () => {
  it('opens what this server sealed', () => {
    expect(openContactFormSettings(sealContactFormSettings(settings, key), key)).toEqual(settings);
  });

  it('refuses settings changed in the browser, sealed with another key, or not sealed at all', () => {
    const sealed = sealContactFormSettings(settings, key);
    const [payload, signed] = sealed.split('.') as [string, string];
    const forged = Buffer.from(JSON.stringify({ ...settings, templateId: 'attacker' })).toString('base64url');
    expect(openContactFormSettings(`${forged}.${signed}`, key)).toBeNull();
    expect(
      openContactFormSettings(sealContactFormSettings(settings, contactFormSettingsKey('another')), key),
    ).toBeNull();
    for (const value of [
      undefined,
      null,
      42,
      {},
      '',
      payload,
      `${sealed}.x`,
      `${payload}.`,
      'x'.repeat(20_000),
    ]) {
      expect(openContactFormSettings(value, key)).toBeNull();
    }
  });
});
