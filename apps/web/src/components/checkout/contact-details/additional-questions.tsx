'use client';

import { PROVIDER_PHONE } from '@fibre/domain/contact-phone';
import { TELECARE_BLOCK_MESSAGE } from '@fibre/domain/telecare-answer';
import { RadioGroup } from '@/components/form/radio-group';
import { type ContactDetailsForm, YES_NO } from './contact-details-controls';
import { SwitchingQuestions, type SwitchingQuestionsProps } from './switching-questions';

export interface AdditionalQuestionsProps extends SwitchingQuestionsProps {
  preorder: boolean;
}

/**
 * The additional questions of ordering-journey.md §3 and §5: switching and the landline, emergency
 * calls in a power cut, telecare (a 'yes' stops the online order) and the permission to install. A
 * pre-order also asks whether to set up the Direct Debit now.
 */
export function AdditionalQuestions({ preorder, ...switching }: AdditionalQuestionsProps) {
  const { site } = switching;
  return (
    <div className="space-y-8">
      <SwitchingQuestions {...switching} />
      <RadioGroup
        legend="In a power cut, do you have a mobile phone or another way to call 999?"
        hint="Phones over full fibre stop working in a power cut. If you have no other way to call, we'll give you one free of charge."
        options={YES_NO}
        inline
        {...site.field('hasAlternativeContactMethod')}
      />
      <TelecareQuestion site={site} />
      <RadioGroup
        legend="Do you own the property, or have the owner's permission for us to install?"
        options={YES_NO}
        inline
        {...site.field('confirmResponsibility')}
      />
      {preorder && (
        <RadioGroup
          legend="Would you like to set up your Direct Debit now?"
          hint="Nothing is taken until your broadband is live. If you choose no, we'll ask when your connection is ready."
          options={YES_NO}
          inline
          {...site.field('directDebitNow')}
        />
      )}
    </div>
  );
}

/** Telecare: a 'yes' shows the block with the phone number instead of a message on the question. */
function TelecareQuestion({ site }: { site: ContactDetailsForm }) {
  const blocked = site.values.hasHealthcareOrMedicalAlarm === 'yes';
  const field = site.field('hasHealthcareOrMedicalAlarm');
  return (
    <>
      <RadioGroup
        legend="Does anyone at this address use a telecare or medical alarm?"
        options={YES_NO}
        inline
        {...field}
        error={blocked ? undefined : field.error}
      />
      {blocked && (
        <div role="alert" className="border-l-8 border-red-700 bg-red-50 p-4" id="telecare-block">
          <p className="font-bold text-slate-900">{TELECARE_BLOCK_MESSAGE}</p>
          <p className="mt-2 text-slate-800">
            We need to check your alarm keeps working. Please call us on{' '}
            <a href={`tel:${PROVIDER_PHONE.tel}`} className="font-semibold underline underline-offset-2">
              {PROVIDER_PHONE.display}
            </a>{' '}
            ({PROVIDER_PHONE.openingHours}) and we'll complete your order with you.
          </p>
        </div>
      )}
    </>
  );
}
