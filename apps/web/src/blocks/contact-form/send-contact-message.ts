import { type ContactFormConfig, createContactFormSchema } from '@fibre/domain/schemas/contact-form';
import { VALIDATION_MESSAGES } from '@fibre/domain/schemas/validation-messages';
import type { EmailService, TemplateParams } from '@/services/email';
import { EmailSendError } from '@/services/email';

/** Why a valid message was not sent: too many from this visitor or network, or the bot check (decision 0388). */
export interface ContactMessageRefusal {
  error:
    | 'request.rate_limited'
    | 'recaptcha.not_verified'
    | 'recaptcha.score_too_low'
    | 'service.unavailable';
  /** The words the visitor reads. */
  message: string;
}

export type ContactMessageOutcome =
  | { ok: true }
  | { ok: false; fieldErrors: Record<string, string> }
  | { ok: false; refused: ContactMessageRefusal }
  | { ok: false; failed: true };

/**
 * Sends a contact-form message to the e-mail service (§7 'Third-party calls': nothing of it goes to
 * the provider API). The values are parsed again here with the same domain schema and the block's
 * own configuration (never the browser's), and only the fields the form shows are sent.
 */
export async function sendContactMessage(
  config: ContactFormConfig,
  templateId: string | undefined,
  values: unknown,
  email: Pick<EmailService, 'send'>,
  /**
   * Whether the address lookup knows a postcode (§5: at least one address, else 'Postcode not
   * found'). Checked here too, so a browser that skipped its own check cannot send an unknown one.
   */
  postcodeExists?: (postcode: string) => Promise<boolean>,
  /**
   * Asked once the values are valid, before anything is looked up or sent: a refusal (the
   * visitor's budget, the bot check) stops the message (submit-contact-form.ts).
   */
  guard?: () => Promise<ContactMessageRefusal | null>,
): Promise<ContactMessageOutcome> {
  const parsed = createContactFormSchema(config).safeParse(values);
  if (!parsed.success) {
    const fieldErrors: Record<string, string> = {};
    for (const issue of parsed.error.issues) {
      const field = issue.path[0];
      if (typeof field === 'string') fieldErrors[field] ??= issue.message;
    }
    return { ok: false, fieldErrors };
  }
  const refusal = guard ? await guard() : null;
  if (refusal !== null) return { ok: false, refused: refusal };
  const postcode = parsed.data.user_postcode;
  if (config.postcode?.display && postcode && postcodeExists && !(await postcodeExists(postcode))) {
    return { ok: false, fieldErrors: { user_postcode: VALIDATION_MESSAGES.postcodeNotFound } };
  }
  const params: TemplateParams = {};
  for (const [name, value] of Object.entries(parsed.data)) {
    if (value !== undefined) params[name] = value;
  }
  try {
    await email.send(params, templateId ? { templateId } : {});
    return { ok: true };
  } catch (error) {
    // The service's status and words go to the log only; the visitor sees the configured message.
    const detail = error instanceof EmailSendError ? `${error.status} ${error.text}` : String(error);
    console.error(`Contact form: the e-mail service refused the message (${detail})`);
    return { ok: false, failed: true };
  }
}
