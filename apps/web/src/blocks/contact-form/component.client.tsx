'use client';

import { formatUkDate } from '@fibre/domain/birthdate-display';
import { BOT_CHECK_ACTIONS } from '@fibre/domain/bot-check';
import type { ContactFormConfig } from '@fibre/domain/schemas/contact-form';
import { useId, useMemo, useRef, useState } from 'react';
import { afterPointer } from '@/components/form/after-pointer';
import { ErrorSummary } from '@/components/form/error-summary';
import { HydratedForm } from '@/components/form/hydrated-form';
import { lazyCheck, lazyRules } from '@/components/form/lazy-rules';
import { useSiteForm } from '@/components/form/use-site-form';
import { buttonClass } from '@/components/ui/link-button';
import { type BotCheckClientConfig, requestBotCheckToken } from '@/services/bot-check-browser';
import type { ContactFormView } from './contact-config';
import { ContactFields } from './contact-fields';
import {
  type ContactMessages,
  type ContactValues,
  contactIds,
  contactInput,
  contactMessages,
  EMPTY_CONTACT_VALUES,
} from './contact-form-values';
import { type ContactResult, ContactResultPanel } from './contact-result-panel';
import type { ContactMessageOutcome } from './send-contact-message';
import { usePostcodeExistence } from './use-postcode-existence';

/** Where the page jumps after sending (§4 'Contact form'): the contact card block's anchor. */
const CONTACT_CARD_ANCHOR = 'contact-card';

type SendContact = (values: unknown, botCheckToken: string | null) => Promise<ContactMessageOutcome>;

/** The domain's contact-form schema, loaded once the form is shown, not with the page (decision 0588). */
export const contactFormRules = lazyRules(() => import('@fibre/domain/schemas/contact-form'));
type ContactFormSchema = ReturnType<
  typeof import('@fibre/domain/schemas/contact-form').createContactFormSchema
>;
/** One schema per block configuration, built once the rules are here. */
const contactSchemas = new WeakMap<ContactFormConfig, ContactFormSchema>();
const checkContact = lazyCheck(
  contactFormRules,
  (
    rules,
    [values, config, options]: [ContactValues, ContactFormConfig, Parameters<typeof contactMessages>[2]],
  ) => {
    let schema = contactSchemas.get(config);
    if (schema === undefined) {
      schema = rules.createContactFormSchema(config);
      contactSchemas.set(config, schema);
    }
    return contactMessages(schema, values, options);
  },
);

/**
 * The configured contact form (§3, §4, §5) on the one form hook: every shown field checked when it
 * is left, with its configured error text, by the domain's schema; the postcode's format, then its
 * existence through /api/uprn-by-postcode; the birthdate shown day/month/year once left; submit
 * disabled until both boxes are ticked; sent by the server action `send` with a bot-check token
 * (decisions 0383, 0388); then the result panel, the form reset and a jump to the contact card.
 */
export function ContactForm({
  view,
  send,
  botCheck,
}: {
  view: ContactFormView;
  send: SendContact;
  /** The invisible bot check's script and site key; each submit asks for a 'contact' token (decision 0388). */
  botCheck: BotCheckClientConfig;
}) {
  const prefix = useId().replace(/:/g, '');
  const ids = useMemo(() => contactIds(prefix), [prefix]);
  const subscriptionShown = view.schema.subscription != null;
  const postcodes = usePostcodeExistence();
  const validate = (values: ContactValues): ContactMessages | Promise<ContactMessages> =>
    checkContact([
      values,
      view.schema,
      {
        subscriptionShown,
        postcodeNotFound: view.optional.postcode.display && postcodes.notFound(values.user_postcode),
      },
    ]);
  const site = useSiteForm<ContactValues>({
    defaultValues: EMPTY_CONTACT_VALUES,
    validate,
    ids,
    rules: contactFormRules,
  });
  const [result, setResult] = useState<ContactResult | null>(null);
  const [birthdateShown, setBirthdateShown] = useState('');
  const panel = useRef<HTMLDivElement>(null);

  function showOutcome(outcome: ContactMessageOutcome) {
    if ('refused' in outcome) {
      setResult({ kind: 'refused', message: outcome.refused.message });
      panel.current?.focus();
      return;
    }
    if ('fieldErrors' in outcome) {
      site.showRefusal(Object.entries(outcome.fieldErrors).map(([path, message]) => ({ path, message })));
      return;
    }
    setResult(
      outcome.ok
        ? { kind: 'success', message: view.successMessage }
        : { kind: 'failure', message: view.errorMessage },
    );
    site.reset();
    setBirthdateShown('');
    // §4: the page jumps to the contact card; the panel takes focus so the outcome is heard.
    window.location.hash = CONTACT_CARD_ANCHOR;
    panel.current?.focus();
  }

  const submit = site.submit(async (values) => {
    if (view.optional.postcode.display && !(await postcodes.check(values.user_postcode))) {
      await site.form.trigger('user_postcode');
      return;
    }
    setResult(null);
    showOutcome(await sendWithToken(send, botCheck, contactInput(values, subscriptionShown)));
  });

  function left(field: 'user_postcode' | 'user_birthdate') {
    const value = site.form.getValues(field);
    if (field === 'user_birthdate') setBirthdateShown(formatUkDate(value));
    else if (value.trim() !== '') {
      // The rules may still be loading (decision 0588): the existence check follows the format check.
      void Promise.resolve(validate(site.form.getValues())).then((messages) => {
        if (messages.user_postcode !== undefined) return;
        void postcodes.check(value).then(() => afterPointer(() => void site.form.trigger('user_postcode')));
      });
    }
  }

  // §4 disables submit until both boxes are ticked; the subscription (marketing) box is optional
  // (decision 0471: consent is never a condition of service), so only the terms box counts.
  const boxesTicked = site.values.user_agree;
  return (
    <div>
      <ContactResultPanel result={result} ref={panel} />
      <HydratedForm onSubmit={submit} aria-label="Contact form" rulesTriggers={site.rulesTriggers}>
        <ErrorSummary {...site.summary} headingLevel={3} />
        <ContactFields view={view} site={site} birthdateShown={birthdateShown} onLeft={left} />
        <button type="submit" className={buttonClass('primary')} disabled={!boxesTicked || site.pending}>
          {view.submitLabel}
        </button>
      </HydratedForm>
    </div>
  );
}

/** A bot-check token for the contact action, then the server action; a throw counts as a failure. */
async function sendWithToken(
  send: SendContact,
  botCheck: BotCheckClientConfig,
  input: ReturnType<typeof contactInput>,
): Promise<ContactMessageOutcome> {
  try {
    const token = await requestBotCheckToken(botCheck, BOT_CHECK_ACTIONS.contact);
    return await send(input, token);
  } catch {
    return { ok: false, failed: true };
  }
}
