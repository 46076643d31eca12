'use server';

import { actionBotCheckContext } from '@/lib/action-caller';
import { addressesAtPostcode } from '@/lib/addresses-at-postcode';
import { rateLimiters } from '@/lib/api/rate-limits';
import { serverEnv } from '@/lib/env';
import { emailService } from '@/lib/outside-services';
import { provider } from '@/lib/provider';
import { contactFormSettingsKey, openContactFormSettings } from './sealed-settings';
import type { ContactMessageOutcome } from './send-contact-message';
import { submitContactForm } from './submit-contact-form';

/** §5: the postcode must return at least one address from the address lookup. */
async function postcodeKnown(postcode: string): Promise<boolean> {
  try {
    return (await addressesAtPostcode(provider(), postcode)).length > 0;
  } catch {
    // The lookup being down is not the visitor's mistake: the message still goes.
    return true;
  }
}

/**
 * The contact form's server action (decision 0388), bound by the block to its sealed settings
 * (sealed-settings.ts): settings this server did not seal are refused as a failure, values and
 * budgets are checked by submitContactForm, and nothing throws, so Next.js never answers 500.
 */
export async function sendContactForm(
  sealedSettings: unknown,
  values: unknown,
  botCheckToken: unknown,
): Promise<ContactMessageOutcome> {
  try {
    const settings = openContactFormSettings(
      sealedSettings,
      contactFormSettingsKey(serverEnv().providerApiToken),
    );
    if (settings === null) {
      console.warn('Contact form: settings this server did not seal were refused');
      return { ok: false, failed: true };
    }
    return await submitContactForm(settings.schema, settings.templateId, values, botCheckToken, {
      limiters: rateLimiters(),
      now: () => Date.now(),
      botCheck: await actionBotCheckContext(),
      email: emailService(),
      postcodeExists: postcodeKnown,
    });
  } catch (error) {
    console.error('Contact form: the message could not be handled', { reason: String(error) });
    return { ok: false, failed: true };
  }
}
