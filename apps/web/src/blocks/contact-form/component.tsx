import { isProviderError } from '@fibre/provider-client';
import { actionBotCheckContext } from '@/lib/action-caller';
import { rateLimiters } from '@/lib/api/rate-limits';
import { provider } from '@/lib/provider';
import type { ContactFormBlock as ContactFormData } from '@/payload-types';
import { botCheckClientConfig } from '@/services/bot-check-public';
import { emailService } from '@/services/outside-services';
import { ContactForm } from './component.lazy';
import { contactFormView } from './contact-config';
import { submitContactForm } from './contact-submit';

/** §5: the postcode must return at least one address from the address lookup. */
async function postcodeKnown(postcode: string): Promise<boolean> {
  try {
    return (await provider().getAddressesByPostcode(postcode.toUpperCase())).length > 0;
  } catch (error) {
    if (isProviderError(error) && error.isNotFound) return false;
    // The lookup being down is not the visitor's mistake: the message still goes.
    return true;
  }
}

/**
 * The contact form block (§3, §4, §5). The server action is a closure over this block's own
 * configuration (Next.js encrypts closed-over values), so the schema, the display flags and the
 * template the server uses are the editors', never what the browser says. It sends only within the
 * visitor's budget and after the bot check (contact-submit.ts, decision 0388); it never throws, so
 * Next.js never answers it with a 500.
 */
export function ContactFormBlock({ block }: { block: ContactFormData }) {
  const view = contactFormView(block);
  const schemaConfig = view.schema;
  const templateId = block.emailTemplate?.trim() || undefined;
  async function send(values: unknown, botCheckToken: unknown) {
    'use server';
    try {
      return await submitContactForm(schemaConfig, templateId, values, botCheckToken, {
        limiters: rateLimiters(),
        now: () => Date.now(),
        botCheck: await actionBotCheckContext(),
        email: emailService(),
        postcodeExists: postcodeKnown,
      });
    } catch (error) {
      console.error('Contact form: the message could not be handled', { reason: String(error) });
      return { ok: false as const, failed: true as const };
    }
  }
  return (
    <section
      id="contact-form"
      aria-labelledby="contact-form-heading"
      className="mx-auto max-w-3xl px-4 py-10 sm:px-6"
    >
      <h2 id="contact-form-heading" className="text-2xl font-extrabold text-brand-900">
        {block.formHeading}
      </h2>
      <div className={view.image ? 'mt-6 grid gap-8 md:grid-cols-[3fr_2fr] md:items-start' : 'mt-6'}>
        <ContactForm view={view} send={send} botCheck={botCheckClientConfig()} />
        {view.image ? (
          // biome-ignore lint/performance/noImgElement: a CMS upload with its own stored sizes.
          <img
            src={view.image.url}
            alt={view.image.alt}
            width={view.image.width ?? undefined}
            height={view.image.height ?? undefined}
            loading="lazy"
            className="h-auto w-full rounded-2xl"
            data-testid="contact-form-image"
          />
        ) : null}
      </div>
    </section>
  );
}
