import { botCheckClientConfig } from '@/lib/bot-check-public';
import { serverEnv } from '@/lib/env';
import type { ContactFormBlockData } from '@/payload-types';
import { sendContactForm } from './actions';
import { ContactForm } from './component.lazy';
import { contactFormView } from './contact-config';
import { contactFormSettingsKey, sealContactFormSettings } from './sealed-settings';

/**
 * The contact form block (§3, §4, §5). Its server action is bound to this block's own settings,
 * signed by this server (sealed-settings.ts), so the schema, the display flags and the template the
 * server uses are the editors', never what the browser says. It sends only within the visitor's
 * budget and after the bot check (submit-contact-form.ts, decision 0388); it never throws, so Next.js
 * never answers it with a 500.
 */
export function ContactFormBlock({ block }: { block: ContactFormBlockData }) {
  const view = contactFormView(block);
  const sealed = sealContactFormSettings(
    { schema: view.schema, templateId: block.emailTemplate?.trim() || undefined },
    contactFormSettingsKey(serverEnv().providerApiToken),
  );
  const send = sendContactForm.bind(null, sealed);
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
