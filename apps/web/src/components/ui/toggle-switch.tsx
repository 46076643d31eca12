import { SiteIcon } from './site-icon';
import type { SiteIconName } from './site-icon-names';

/** content-and-api.md §3 'Toggle option': name, value, description, icon. */
export interface ToggleOption<T extends string | number> {
  name: string;
  value: T;
  description?: string;
  icon?: SiteIconName;
}

export interface ToggleSwitchProps<T extends string | number> {
  /** The question the options answer, the group's legend. */
  legend: string;
  /** The radios' shared name. */
  name: string;
  options: readonly ToggleOption<T>[];
  value: T;
  onChange(value: T): void;
}

/**
 * The toggle switch (content-and-api.md §2): one choice of a few, drawn as a segmented control.
 * Underneath it is a radio group in a fieldset, so arrow keys move the choice and a screen reader
 * says 'radio, 2 of 3'; the chosen option is filled.
 */
export function ToggleSwitch<T extends string | number>({
  legend,
  name,
  options,
  value,
  onChange,
}: ToggleSwitchProps<T>) {
  return (
    <fieldset data-toggle-switch={name}>
      <legend className="text-lg font-semibold text-slate-900">{legend}</legend>
      <div className="mt-2 inline-flex rounded-lg border-2 border-brand-700 p-1">
        {options.map((option) => (
          <label
            key={option.value}
            className="flex cursor-pointer items-center gap-2 whitespace-nowrap rounded-md px-3 py-2 font-semibold text-brand-900 has-checked:bg-brand-700 has-checked:text-white has-focus-visible:outline-3 has-focus-visible:outline-accent-600 sm:px-4"
          >
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              className="sr-only"
            />
            {option.icon ? <SiteIcon name={option.icon} className="h-5 w-5 flex-none" /> : null}
            <span className="flex flex-col">
              <span>{option.name}</span>
              {option.description ? <span className="text-xs font-normal">{option.description}</span> : null}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
