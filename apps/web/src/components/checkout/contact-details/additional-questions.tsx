'use client';

import { PROVIDER_PHONE } from '@fibre/domain/contact-phone';
import { TELECARE_BLOCK_MESSAGE } from '@fibre/domain/schemas/checkout-additional';
import type { OtsProviderItem } from '@fibre/domain/schemas/ots-provider';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { RadioGroup } from '@/components/form/radio-group';
import { SelectField } from '@/components/form/select-field';
import { TextField } from '@/components/form/text-field';
import { CONTACT_DETAILS_FIELD_IDS as ids, YES_NO } from './contact-details-fields';
import { type ContactDetailsValues, switchAnswersOptions } from './contact-details-values';

interface AdditionalQuestionsProps {
  register: UseFormRegister<ContactDetailsValues>;
  errors: FieldErrors<ContactDetailsValues>;
  values: Pick<
    ContactDetailsValues,
    | 'needsHelpSwitchingProvider'
    | 'rcpid'
    | 'currentProvider'
    | 'wantsToRetainExistingLandline'
    | 'ceaseLandline'
    | 'hasHealthcareOrMedicalAlarm'
    | 'directDebitNow'
  >;
  /** The One Touch Switch providers (GET /ots/providers); empty when they could not be loaded. */
  providers: readonly OtsProviderItem[];
  hasHomePhoneAddon: boolean;
  preorder: boolean;
  /** The dropdown's choice: the form keeps its rcpid and its name as the current provider. */
  onProviderChosen(rcpid: string): void;
  /** Keeping the landline swaps the basket's home phone to its 'existing' variant, and back (§4). */
  onKeepLandline(keepExisting: boolean): void;
  /** 'No' to switching help clears the provider id (§4). */
  onSwitchingHelp(needsHelp: boolean): void;
}

/** A radio group's registration whose change also tells the basket. */
function withAnswer(
  registration: ReturnType<UseFormRegister<ContactDetailsValues>>,
  onAnswer: (yes: boolean) => void,
): ReturnType<UseFormRegister<ContactDetailsValues>> {
  return {
    ...registration,
    onChange: async (event) => {
      await registration.onChange(event);
      onAnswer((event.target as HTMLInputElement).value === 'yes');
    },
  };
}

/**
 * The additional questions of ordering-journey.md §3 and §5: switching help (the provider dropdown
 * keeps each rcpid; 'no' asks a name and drops the id), keeping the landline (only with a home phone
 * in the basket), emergency calls in a power cut, telecare (a 'yes' stops the online order) and the
 * permission to install. A pre-order also asks whether to set up the Direct Debit now.
 */
export function AdditionalQuestions({
  register,
  errors,
  values,
  providers,
  hasHomePhoneAddon,
  preorder,
  onProviderChosen,
  onKeepLandline,
  onSwitchingHelp,
}: AdditionalQuestionsProps) {
  const message = (field: keyof ContactDetailsValues) => errors[field]?.message;
  const switching = values.needsHelpSwitchingProvider === 'yes';
  const providerChoice = register('rcpid');
  const switchDetails = switchAnswersOptions(values, { hasHomePhoneAddon });
  const askSwitchDetails = switching && providers.length > 0 && switchDetails.asked;
  const providerName = values.currentProvider.trim() || 'your current provider';
  return (
    <div className="space-y-8">
      <RadioGroup
        id={ids.needsHelpSwitchingProvider}
        legend="Would you like us to switch your broadband from your current provider?"
        hint="With One Touch Switch we arrange it all: your old service stops when your new one goes live."
        options={YES_NO}
        inline
        error={message('needsHelpSwitchingProvider')}
        {...withAnswer(register('needsHelpSwitchingProvider'), onSwitchingHelp)}
      />
      {switching && providers.length > 0 ? (
        <SelectField
          id={ids.rcpid}
          label="Who is your current provider?"
          placeholder="Please select an option"
          options={providers.map((provider) => ({ value: provider.rcpid, label: provider.name }))}
          error={message('currentProvider') ?? message('rcpid')}
          {...providerChoice}
          onChange={(event) => {
            void providerChoice.onChange(event);
            onProviderChosen(event.target.value);
          }}
        />
      ) : (
        <TextField
          id={ids.currentProvider}
          label="Who is your current provider?"
          hint="If you don't have broadband now, type 'None'"
          autoComplete="off"
          error={message('currentProvider')}
          {...register('currentProvider')}
        />
      )}
      {askSwitchDetails && (
        <TextField
          id={ids.providerAccountNumber}
          label={`Your account number with ${providerName} (optional)`}
          hint="It's on your bills. It helps us find your account, but we can switch you without it."
          autoComplete="off"
          spellCheck={false}
          className="w-80"
          error={message('providerAccountNumber')}
          {...register('providerAccountNumber')}
        />
      )}
      {hasHomePhoneAddon && (
        <RadioGroup
          id={ids.wantsToRetainExistingLandline}
          legend="Do you want to keep your existing landline number?"
          hint="Your number moves to us 2 to 3 weeks after your broadband goes live."
          options={YES_NO}
          inline
          error={message('wantsToRetainExistingLandline')}
          {...withAnswer(register('wantsToRetainExistingLandline'), onKeepLandline)}
        />
      )}
      {hasHomePhoneAddon && values.wantsToRetainExistingLandline === 'yes' && (
        <TextField
          id={ids.landlineNumber}
          label="Your landline number"
          hint="For example, 01632 960 123"
          type="tel"
          autoComplete="tel-national"
          className="w-64"
          error={message('landlineNumber')}
          {...register('landlineNumber')}
        />
      )}
      {askSwitchDetails && !switchDetails.keepingLandline && (
        <RadioGroup
          id={ids.ceaseLandline}
          legend={`Do you have a landline with ${providerName} that you no longer need?`}
          hint={`If you do, we'll ask ${providerName} to stop it on the day your broadband goes live, so you stop paying for it.`}
          options={YES_NO}
          inline
          error={message('ceaseLandline')}
          {...register('ceaseLandline')}
        />
      )}
      {askSwitchDetails && !switchDetails.keepingLandline && values.ceaseLandline === 'yes' && (
        <TextField
          id={ids.ceaseLandlineNumber}
          label="The landline number to stop"
          hint="For example, 01632 960 123"
          type="tel"
          autoComplete="off"
          className="w-64"
          error={message('ceaseLandlineNumber')}
          {...register('ceaseLandlineNumber')}
        />
      )}
      <RadioGroup
        id={ids.hasAlternativeContactMethod}
        legend="In a power cut, do you have a mobile phone or another way to call 999?"
        hint="Phones over full fibre stop working in a power cut. If you have no other way to call, we'll give you one free of charge."
        options={YES_NO}
        inline
        error={message('hasAlternativeContactMethod')}
        {...register('hasAlternativeContactMethod')}
      />
      <RadioGroup
        id={ids.hasHealthcareOrMedicalAlarm}
        legend="Does anyone at this address use a telecare or medical alarm?"
        options={YES_NO}
        inline
        error={
          values.hasHealthcareOrMedicalAlarm === 'yes' ? undefined : message('hasHealthcareOrMedicalAlarm')
        }
        {...register('hasHealthcareOrMedicalAlarm')}
      />
      {values.hasHealthcareOrMedicalAlarm === 'yes' && (
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
      <RadioGroup
        id={ids.confirmResponsibility}
        legend="Do you own the property, or have the owner's permission for us to install?"
        options={YES_NO}
        inline
        error={message('confirmResponsibility')}
        {...register('confirmResponsibility')}
      />
      {preorder && (
        <RadioGroup
          id={ids.directDebitNow}
          legend="Would you like to set up your Direct Debit now?"
          hint="Nothing is taken until your broadband is live. If you choose no, we'll ask when your connection is ready."
          options={YES_NO}
          inline
          error={message('directDebitNow')}
          {...register('directDebitNow')}
        />
      )}
    </div>
  );
}
