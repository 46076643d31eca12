'use client';

import {
  CHARITY_ALREADY_CHOSEN_MESSAGE,
  CHARITY_CHOICE_STORAGE_KEY,
  charityChoiceSchema,
  chosenCharityName,
  OTHER_CHARITY,
} from '@fibre/domain/schemas/charity';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { ErrorSummary } from '@/components/form/error-summary';
import { firstMessages } from '@/components/form/schema-errors';
import { TextField } from '@/components/form/text-field';
import { useHydrated } from '@/components/form/use-hydrated';
import { buttonClass } from '@/components/ui/link-button';
import { callSiteApi } from '@/lib/site-api/site-api';
import { cardOrder, cycledImage, hasRecentVote, rememberedVoteValue } from './charity-memory';

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

type Stage = 'choosing' | 'sending' | 'thanked' | 'already-chosen';

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

/**
 * The charity vote (§4 'Charity flow', §5): one card or 'Other' with a typed name; submit disabled
 * until a choice; PUT /api/donation-tracker; the thank-you whatever the answer (a failure is
 * logged); remembered 7 days, so a repeat visit sees 'Thanks! You have already chosen a charity!'.
 */
export function CharityVote({ config }: { config: CharityVoteConfig }) {
  const prefix = useId().replace(/:/g, '');
  const groupId = `${prefix}-charity`;
  const otherId = `${prefix}-other-name`;
  const [stage, setStage] = useState<Stage>('choosing');
  const [choice, setChoice] = useState('');
  const [otherName, setOtherName] = useState('');
  const [submitCount, setSubmitCount] = useState(0);
  const hydrated = useHydrated();

  useEffect(() => {
    if (hasRecentVote(readMemory(), Date.now())) setStage('already-chosen');
  }, []);

  const cards = cardOrder<CharityCard>(config.charities, {
    charity: OTHER_CHARITY,
    description: config.otherDescription,
  });
  const input = { charity: choice, other_name: choice === OTHER_CHARITY ? otherName : undefined };
  const messages = submitCount > 0 ? firstMessages(charityChoiceSchema.safeParse(input).error?.issues) : {};
  const otherError = messages.other_name;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (stage !== 'choosing') return;
    const parsed = charityChoiceSchema.safeParse(input);
    if (!parsed.success) {
      setSubmitCount((count) => count + 1);
      return;
    }
    setStage('sending');
    const answer = await callSiteApi('/api/donation-tracker', {
      method: 'PUT',
      body: { charity: chosenCharityName(parsed.data) },
    });
    // §4, §8: whatever the answer, and when the request never went through, the thank-you shows.
    if (answer.kind !== 'ok') console.error('Charity donation failed', answer);
    writeMemory(Date.now());
    setStage('thanked');
  }

  if (stage === 'already-chosen' || stage === 'thanked') {
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

  return (
    <form noValidate onSubmit={submit} aria-label="Choose a charity" data-hydrated={hydrated || undefined}>
      <ErrorSummary
        errors={otherError ? [{ fieldId: otherId, message: otherError }] : []}
        submitCount={submitCount}
        headingLevel={3}
      />
      <fieldset id={groupId}>
        <legend className="sr-only">Choose a charity</legend>
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {cards.map((card, index) => {
            const image = cycledImage(config.images, index);
            const radioId = `${groupId}-${index}`;
            const chosen = choice === card.charity;
            return (
              <li key={card.charity}>
                <label
                  htmlFor={radioId}
                  className={`flex h-full cursor-pointer flex-col overflow-hidden rounded-2xl border-4 bg-white ${chosen ? 'border-brand-700' : 'border-slate-200'}`}
                >
                  {image ? (
                    // biome-ignore lint/performance/noImgElement: a small decorative card picture from the CMS.
                    <img src={image.url} alt="" className="h-32 w-full object-cover" loading="lazy" />
                  ) : null}
                  <span className="flex flex-1 flex-col gap-2 p-4">
                    <span className="flex items-center gap-3">
                      <input
                        type="radio"
                        id={radioId}
                        name="charity"
                        value={card.charity}
                        checked={chosen}
                        onChange={() => setChoice(card.charity)}
                        className="h-6 w-6 accent-brand-700"
                      />
                      <span className="text-lg font-bold text-brand-900">{card.charity}</span>
                    </span>
                    <span className="text-slate-700">{card.description}</span>
                  </span>
                </label>
              </li>
            );
          })}
        </ul>
      </fieldset>
      {choice === OTHER_CHARITY ? (
        <div className="mt-6 max-w-xl">
          <TextField
            id={otherId}
            name="other_name"
            label="The charity’s name"
            value={otherName}
            error={otherError}
            onChange={(event) => setOtherName(event.currentTarget.value)}
          />
        </div>
      ) : null}
      <button
        type="submit"
        className={buttonClass('primary', 'mt-6')}
        disabled={choice === '' || stage === 'sending'}
      >
        {config.submitLabel}
      </button>
    </form>
  );
}
