'use client';

import {
  CHARITY_ALREADY_CHOSEN_MESSAGE,
  CHARITY_CHOICE_STORAGE_KEY,
  chosenCharityName,
  OTHER_CHARITY,
} from '@fibre/domain/charity-choice';
import type { CharityChoiceInput } from '@fibre/domain/schemas/charity';
import { useEffect, useId, useState } from 'react';
import { ErrorSummary } from '@/components/form/error-summary';
import { HydratedForm } from '@/components/form/hydrated-form';
import { lazyCheck, lazyRules } from '@/components/form/lazy-rules';
import { firstMessages } from '@/components/form/schema-errors';
import { TextField } from '@/components/form/text-field';
import { useSiteForm } from '@/components/form/use-site-form';
import { buttonClass } from '@/components/ui/link-button';
import { callSiteApi } from '@/lib/site-api/site-api';
import { CharityCards } from './charity-cards';
import { cardOrder, hasRecentVote, rememberedVoteValue } from './charity-memory';

export interface CharityCard {
  charity: string;
  description: string;
}

export interface CharityVoteConfig {
  charities: CharityCard[];
  images: { url: string; alt: string }[];
  otherDescription: string;
  submitLabel: string;
  thankYouHeading: string;
  thankYouMessage: string;
}

type Stage = 'choosing' | 'thanked' | 'already-chosen';

interface CharityValues {
  charity: string;
  other_name: string;
}

function readMemory(): string | null {
  try {
    return window.localStorage.getItem(CHARITY_CHOICE_STORAGE_KEY);
  } catch {
    return null;
  }
}

function writeMemory(now: number): void {
  try {
    window.localStorage.setItem(CHARITY_CHOICE_STORAGE_KEY, rememberedVoteValue(now));
  } catch {
    // Storage refused (private mode): the thank-you still shows, only the memory is lost.
  }
}

/** The choice the domain's schema checks: the typed name counts only on the 'Other' card. */
function choiceOf(values: CharityValues): CharityChoiceInput {
  return {
    charity: values.charity,
    other_name: values.charity === OTHER_CHARITY ? values.other_name : undefined,
  };
}

/** The thank-you, or the reminder of an earlier vote. */
function CharityThanks({ stage, config }: { stage: Stage; config: CharityVoteConfig }) {
  return (
    <div role="status" className="rounded-2xl bg-brand-50 p-8 text-center">
      <p className="text-2xl font-extrabold text-brand-900">
        {stage === 'thanked' ? config.thankYouHeading : CHARITY_ALREADY_CHOSEN_MESSAGE}
      </p>
      {stage === 'thanked' && config.thankYouMessage ? (
        <p className="mt-3 text-lg text-slate-700">{config.thankYouMessage}</p>
      ) : null}
    </div>
  );
}

/** PUT /api/donation-tracker; §4, §8: a failure, or no answer at all, is only logged. */
async function sendVote(charity: string): Promise<void> {
  const answer = await callSiteApi('/api/donation-tracker', { method: 'PUT', body: { charity } });
  if (answer.kind !== 'ok') console.error('Charity donation failed', answer);
}

/** The domain's charity schema, loaded once the vote is shown, not with the page (decision 0588). */
export const charityRules = lazyRules(() => import('@fibre/domain/schemas/charity'));
const checkCharity = lazyCheck(charityRules, (rules, values: CharityValues) =>
  firstMessages(rules.charityChoiceSchema.safeParse(choiceOf(values)).error?.issues),
);

/**
 * The charity vote (§4 'Charity flow', §5) on the one form hook: one card or 'Other' with a typed
 * name, checked by the domain's charityChoiceSchema when left and on submit; submit disabled until
 * a choice; the thank-you whatever the answer; remembered 7 days, so a repeat visit sees 'Thanks!
 * You have already chosen a charity!'.
 */
export function CharityVote({ config }: { config: CharityVoteConfig }) {
  const prefix = useId().replace(/:/g, '');
  const groupId = `${prefix}-charity`;
  const otherId = `${prefix}-other-name`;
  const site = useSiteForm<CharityValues>({
    defaultValues: { charity: '', other_name: '' },
    validate: checkCharity,
    rules: charityRules,
    ids: { charity: `${groupId}-0`, other_name: otherId },
  });
  const [stage, setStage] = useState<Stage>('choosing');

  useEffect(() => {
    if (hasRecentVote(readMemory(), Date.now())) setStage('already-chosen');
  }, []);

  if (stage !== 'choosing') return <CharityThanks stage={stage} config={config} />;

  const cards = cardOrder<CharityCard>(config.charities, {
    charity: OTHER_CHARITY,
    description: config.otherDescription,
  });
  const vote = site.submit(async (values) => {
    const { charityChoiceSchema } = await charityRules.load();
    await sendVote(chosenCharityName(charityChoiceSchema.parse(choiceOf(values))));
    writeMemory(Date.now());
    setStage('thanked');
  });

  return (
    <HydratedForm onSubmit={vote} aria-label="Choose a charity" rulesTriggers={site.rulesTriggers}>
      <ErrorSummary {...site.summary} headingLevel={3} />
      <CharityCards
        groupId={groupId}
        cards={cards}
        images={config.images}
        chosen={site.values.charity}
        error={site.errorOf('charity')}
        radio={site.register('charity')}
      />
      {site.values.charity === OTHER_CHARITY ? (
        <div className="max-w-xl">
          <TextField label="The charity’s name" {...site.field('other_name')} />
        </div>
      ) : null}
      <button
        type="submit"
        className={buttonClass('primary', 'mt-6')}
        disabled={site.values.charity === '' || site.pending}
      >
        {config.submitLabel}
      </button>
    </HydratedForm>
  );
}
