'use client';

import { speedTestDurations, speedTestReducer } from '@fibre/domain/speed-test';
import { useId, useReducer } from 'react';
import { track } from '@/analytics/events';
import { SelectField } from '@/components/form/select-field';
import { useHydrated } from '@/components/form/use-hydrated';
import { buttonClass } from '@/components/ui/link-button';

export interface SpeedTestConfig {
  dropdownLabel: string;
  placeholder: string;
  options: string[];
  startLabel: string;
  resetLabel: string;
  fastLabel: string;
  slowLabel: string;
}

/** '23 seconds', '12 minutes 20 seconds': how long a bar takes, in words. */
export function durationWords(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  const rest = seconds % 60;
  const parts = [
    minutes > 0 ? `${minutes} minute${minutes === 1 ? '' : 's'}` : null,
    rest > 0 || minutes === 0 ? `${rest} second${rest === 1 ? '' : 's'}` : null,
  ];
  return parts.filter(Boolean).join(' ');
}

function Bar({ label, seconds, running }: { label: string; seconds: number | null; running: boolean }) {
  return (
    <div>
      <p className="flex justify-between gap-4 font-semibold text-slate-900">
        <span>{label}</span>
        {seconds !== null ? <span>{durationWords(seconds)}</span> : null}
      </p>
      <div className="mt-2 h-4 overflow-hidden rounded-full bg-slate-200">
        <div
          data-testid="speed-test-bar"
          data-duration-s={seconds ?? undefined}
          data-running={running}
          className="h-full origin-left rounded-full bg-brand-700"
          style={{
            transform: running ? 'scaleX(1)' : 'scaleX(0)',
            transition: running && seconds !== null ? `transform ${seconds}s linear` : 'none',
          }}
        />
      </div>
    </div>
  );
}

/**
 * The speed-test demo (§4 'Speed test', §9): choose a download; Start runs the two bars over the
 * §9 durations and becomes Reset; disabled on the placeholder; another choice resets the bars;
 * start and reset send their analytics events (§7).
 */
export function SpeedTest({ config }: { config: SpeedTestConfig }) {
  const selectId = `${useId().replace(/:/g, '')}-speed-test-option`;
  const [state, dispatch] = useReducer(speedTestReducer, { running: false, index: 0 });
  const hydrated = useHydrated();
  const durations = speedTestDurations(state.index);
  const option = config.options[state.index - 1] ?? null;

  function toggle() {
    if (durations === null) return;
    track(state.running ? 'speed_test_reset' : 'speed_test_start', { option });
    dispatch({ type: 'toggle' });
  }

  return (
    <div data-speed-test data-hydrated={hydrated || undefined}>
      <SelectField
        id={selectId}
        label={config.dropdownLabel}
        placeholder={config.placeholder}
        options={config.options.slice(0, 3).map((label, index) => ({ value: String(index + 1), label }))}
        value={state.index === 0 ? '' : String(state.index)}
        onChange={(event) => dispatch({ type: 'select', index: Number(event.currentTarget.value) || 0 })}
      />
      <button
        type="button"
        className={buttonClass(state.running ? 'outline' : 'primary')}
        disabled={durations === null}
        onClick={toggle}
      >
        {state.running ? config.resetLabel : config.startLabel}
      </button>
      <div className="mt-8 space-y-6" aria-live="polite">
        <Bar label={config.fastLabel} seconds={durations?.fast ?? null} running={state.running} />
        <Bar label={config.slowLabel} seconds={durations?.slow ?? null} running={state.running} />
      </div>
    </div>
  );
}
