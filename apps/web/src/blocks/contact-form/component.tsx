import type { ContactFormBlock as ContactFormData } from '@/payload-types';
import { emailService } from '@/services/outside-services';
import { ContactForm } from './component.lazy';
import { contactFormView } from './contact-config';
import { sendContactMessage } from './send-contact';

/**
 * The contact form block (§3, §4, §5). The server action is a closure over this block's own
 * configuration (Next.js encrypts closed-over values), so the schema, the display flags and the
 * template the server uses are the editors', never what the browser says.
 */
export function ContactFormBlock({ block }: { block: ContactFormData }) {
  const view = contactFormView(block);
  const schemaConfig = view.schema;
  const templateId = block.emailTemplate?.trim() || undefined;
  async function send(values: unknown) {
    'use server';
    return sendContactMessage(schemaConfig, templateId, values, emailService());
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
      <div className="mt-6">
        <ContactForm view={view} send={send} />
      </div>
    </section>
  );
}
