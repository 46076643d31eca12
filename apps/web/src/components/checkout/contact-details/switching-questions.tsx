'use client';

import type { OtsProviderItem } from '@fibre/domain/schemas/ots-provider';
import type { ControlRegistration as UseFormRegisterReturn } from '@/components/form/form-store';
import { RadioGroup } from '@/components/form/radio-group';
import { SelectField } from '@/components/form/select-field';
import { TextField } from '@/components/form/text-field';
import { asksProviderFromList, type ContactDetailsForm, YES_NO } from './contact-details-controls';
import { switchAnswersOptions } from './contact-details-values';

export interface SwitchingQuestionsProps {
  site: ContactDetailsForm;
  /** The One Touch Switch providers (GET /ots/providers); empty when they could not be loaded. */
  providers: readonly OtsProviderItem[];
  hasHomePhoneAddon: boolean;
  /** The dropdown's choice, for the basket: the chosen provider's rcpid, or null for none. */
  onProviderChosen(rcpid: string | null): void;
  /** Keeping the landline swaps the basket's home phone to its 'existing' variant, and back (§4). */
  onKeepLandline(keepExisting: boolean): void;
  /** 'No' to switching help clears the provider id (§4). */
  onSwitchingHelp(needsHelp: boolean): void;
}

/** A radio group's registration whose change also tells the basket. */
function withAnswer<R extends UseFormRegisterReturn>(registration: R, onAnswer: (yes: boolean) => void): R {
  return {
    ...registration,
    onChange: async (event) => {
      await registration.onChange(event);
      onAnswer((event.target as HTMLInputElement).value === 'yes');
    },
  };
}

/**
 * Switching and the landline (ordering-journey.md §3 and §5, decision 0291): switching help (the
 * provider dropdown keeps each rcpid; 'no' asks a name as text), the account number and a landline
 * to stop once a listed provider is chosen, and keeping the landline with a home phone in the basket.
 */
export function SwitchingQuestions(props: SwitchingQuestionsProps) {
  const { site, providers, hasHomePhoneAddon } = props;
  const { values } = site;
  const switchDetails = switchAnswersOptions(values, { hasHomePhoneAddon });
  const askSwitchDetails = asksProviderFromList(values, providers.length) && switchDetails.asked;
  const providerName = values.currentProvider.trim() || 'your current provider';
  return (
    <>
      <RadioGroup
        legend="Would you like us to switch your broadband from your current provider?"
        hint="With One Touch Switch we arrange it all: your old service stops when your new one goes live."
        options={YES_NO}
        inline
        {...withAnswer(site.field('needsHelpSwitchingProvider'), props.onSwitchingHelp)}
      />
      <ProviderQuestion site={site} providers={providers} onProviderChosen={props.onProviderChosen} />
      {askSwitchDetails && (
        <TextField
          label={`Your account number with ${providerName} (optional)`}
          hint="It's on your bills. It helps us find your account, but we can switch you without it."
          autoComplete="off"
          spellCheck={false}
          className="w-80"
          {...site.field('providerAccountNumber')}
        />
      )}
      {hasHomePhoneAddon && <KeepLandlineQuestions site={site} onKeepLandline={props.onKeepLandline} />}
      {askSwitchDetails && !switchDetails.keepingLandline && (
        <CeaseLandlineQuestions site={site} providerName={providerName} />
      )}
    </>
  );
}

/**
 * The current provider: the dropdown when switching help is asked and the list loaded, else text.
 * The dropdown's choice sets the name the question's message is about, checked at once while that
 * message shows (or after a submit), so a stale 'Field is required' clears as a provider is chosen.
 */
function ProviderQuestion({
  site,
  providers,
  onProviderChosen,
}: Pick<SwitchingQuestionsProps, 'site' | 'providers' | 'onProviderChosen'>) {
  if (!asksProviderFromList(site.values, providers.length)) {
    return (
      <TextField
        label="Who is your current provider?"
        hint="If you don't have broadband now, type 'None'"
        autoComplete="off"
        {...site.field('currentProvider')}
      />
    );
  }
  const choice = site.field('rcpid');
  return (
    <SelectField
      label="Who is your current provider?"
      placeholder="Please select an option"
      options={providers.map((provider) => ({ value: provider.rcpid, label: provider.name }))}
      {...choice}
      error={site.errorOf('currentProvider') ?? site.errorOf('rcpid')}
      onChange={async (event) => {
        const provider = providers.find((entry) => entry.rcpid === event.target.value);
        const live = site.errorOf('currentProvider') !== undefined || site.form.formState.isSubmitted;
        // The id first: the rules read the name against it ('Field is required' while there is none).
        await choice.onChange(event);
        site.form.setValue('currentProvider', provider?.name ?? '', { shouldValidate: live });
        onProviderChosen(provider ? provider.rcpid : null);
      }}
    />
  );
}

function KeepLandlineQuestions({
  site,
  onKeepLandline,
}: Pick<SwitchingQuestionsProps, 'site' | 'onKeepLandline'>) {
  return (
    <>
      <RadioGroup
        legend="Do you want to keep your existing landline number?"
        hint="Your number moves to us 2 to 3 weeks after your broadband goes live."
        options={YES_NO}
        inline
        {...withAnswer(site.field('wantsToRetainExistingLandline'), onKeepLandline)}
      />
      {site.values.wantsToRetainExistingLandline === 'yes' && (
        <TextField
          label="Your landline number"
          hint="For example, 01632 960 123"
          type="tel"
          autoComplete="tel-national"
          className="w-64"
          {...site.field('landlineNumber')}
        />
      )}
    </>
  );
}

function CeaseLandlineQuestions({ site, providerName }: { site: ContactDetailsForm; providerName: string }) {
  return (
    <>
      <RadioGroup
        legend={`Do you have a landline with ${providerName} that you no longer need?`}
        hint={`If you do, we'll ask ${providerName} to stop it on the day your broadband goes live, so you stop paying for it.`}
        options={YES_NO}
        inline
        {...site.field('ceaseLandline')}
      />
      {site.values.ceaseLandline === 'yes' && (
        <TextField
          label="The landline number to stop"
          hint="For example, 01632 960 123"
          type="tel"
          autoComplete="off"
          className="w-64"
          {...site.field('ceaseLandlineNumber')}
        />
      )}
    </>
  );
}
