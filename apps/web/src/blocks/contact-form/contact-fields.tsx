'use client';

import { BIRTHDATE_INPUT_MIN, CONTACT_FORM_BIRTH_YEARS } from '@fibre/domain/birthdate-display';
import type { FocusEvent } from 'react';
import { Checkbox } from '@/components/form/checkbox';
import { TextField } from '@/components/form/text-field';
import { TextareaField } from '@/components/form/textarea-field';
import type { SiteForm } from '@/components/form/use-site-form';
import { type ContactFormView, OPTIONAL_CONTACT_FIELDS, type OptionalContactField } from './contact-config';
import type { ContactValues } from './contact-form-values';

export interface ContactFieldsProps {
  view: ContactFormView;
  site: SiteForm<ContactValues>;
  /** The birthdate as the visitor reads it ('17/05/1990'), shown once it was left. */
  birthdateShown: string;
  /** A field was left: the postcode is then looked up, the birthdate shown day/month/year. */
  onLeft(field: 'user_postcode' | 'user_birthdate'): void;
}

/** The configured input type; a textarea is the message's own, so elsewhere it reads as text. */
function inputType(view: ContactFormView, field: keyof ContactFormView['types']) {
  return view.types[field] === 'textarea' ? 'text' : view.types[field];
}

/** The contact form's questions (§3): name, e-mail and phone, the shown optional fields, the two boxes. */
export function ContactFields({ view, site, birthdateShown, onLeft }: ContactFieldsProps) {
  const shownFields = OPTIONAL_CONTACT_FIELDS.filter((field) => view.optional[field].display);
  return (
    <>
      <TextField
        label={view.labels.name}
        type={inputType(view, 'name')}
        autoComplete="name"
        {...site.field('user_name')}
      />
      <TextField
        label={view.labels.email}
        type={inputType(view, 'email')}
        autoComplete="email"
        spellCheck={false}
        {...site.field('user_email')}
      />
      <TextField
        label={view.labels.phone}
        type={inputType(view, 'phone')}
        autoComplete="tel"
        {...site.field('user_phone')}
      />
      {shownFields.map((field) => (
        <OptionalContactInput
          key={field}
          field={field}
          view={view}
          site={site}
          birthdateShown={birthdateShown}
          onLeft={onLeft}
        />
      ))}
      <Checkbox label={view.labels.terms} hint={<TermsLink />} {...site.field('user_agree')} />
      {view.schema.subscription != null ? (
        <Checkbox label={view.labels.subscription} {...site.field('user_subscription')} />
      ) : null}
    </>
  );
}

/**
 * The terms the box agrees to (content-and-api.md §2: '/legal: terms link in the contact form'),
 * under the configured words, in a new tab so what was typed stays. Not inside the label, where a
 * click would tick the box.
 */
function TermsLink() {
  return (
    <a href="/legal" target="_blank" rel="noopener" className="underline underline-offset-2">
      Read our terms and conditions (opens in a new tab)
    </a>
  );
}

/** One of the optional fields the block shows: city, address, postcode, birthdate or message. */
function OptionalContactInput({
  field,
  view,
  site,
  birthdateShown,
  onLeft,
}: ContactFieldsProps & { field: OptionalContactField }) {
  const label = view.optional[field].label;
  const name = `user_${field}` as const;
  const props = site.field(name);
  if (field === 'message' && view.types.message === 'textarea') {
    return <TextareaField label={label} {...props} />;
  }
  if (field === 'birthdate' || field === 'postcode') {
    const leave = (event: FocusEvent<HTMLInputElement>) => {
      void props.onBlur(event);
      onLeft(`user_${field}`);
    };
    return field === 'birthdate' ? (
      <TextField
        label={label}
        type="date"
        min={BIRTHDATE_INPUT_MIN}
        max={`${CONTACT_FORM_BIRTH_YEARS.max}-12-31`}
        autoComplete="bday"
        hint={birthdateShown && !props.error ? `Date of birth: ${birthdateShown}` : undefined}
        className="max-w-56"
        {...props}
        onBlur={leave}
      />
    ) : (
      <TextField
        label={label}
        type={inputType(view, field)}
        autoComplete="postal-code"
        className="max-w-48"
        {...props}
        onBlur={leave}
      />
    );
  }
  return (
    <TextField
      label={label}
      type={inputType(view, field)}
      autoComplete={field === 'city' ? 'address-level2' : 'street-address'}
      {...props}
    />
  );
}
