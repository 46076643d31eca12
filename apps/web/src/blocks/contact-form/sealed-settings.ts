import { createHmac, timingSafeEqual } from 'node:crypto';
import type { ContactFormConfig } from '@fibre/domain/schemas/contact-form';

/** What the contact form's action needs from its block: the editors' settings, never the browser's. */
export interface ContactFormSettings {
  schema: ContactFormConfig;
  templateId: string | undefined;
}

/** The key the sealed settings are signed with, derived from the site's server secret under its own label. */
export function contactFormSettingsKey(serverSecret: string): Buffer {
  return createHmac('sha256', serverSecret).update('hb-contact-form-settings-v1').digest();
}

function signature(key: Buffer, payload: string): Buffer {
  return createHmac('sha256', key).update(payload).digest();
}

/**
 * The block's settings as the page hands them to its form: readable (they are no secret: which
 * fields show and the template's id) and signed, so the action takes only settings this server
 * wrote (decision 0383). Next.js's own closure encryption did this before, but a closure's sealed part
 * that does not decrypt makes Next.js answer 500 before any code of ours runs.
 */
export function sealContactFormSettings(settings: ContactFormSettings, key: Buffer): string {
  const payload = Buffer.from(JSON.stringify(settings)).toString('base64url');
  return `${payload}.${signature(key, payload).toString('base64url')}`;
}

/** The settings a sealed value holds, or null for anything this server did not seal. */
export function openContactFormSettings(sealed: unknown, key: Buffer): ContactFormSettings | null {
  if (typeof sealed !== 'string' || sealed.length > 16_384) return null;
  const [payload, signed, ...rest] = sealed.split('.');
  if (payload === undefined || signed === undefined || rest.length > 0) return null;
  const expected = signature(key, payload);
  const given = Buffer.from(signed, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as ContactFormSettings;
}
