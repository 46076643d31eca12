import type { ContractLength } from '@fibre/domain/constants';
import type { ContractLengthOption } from '@fibre/domain/package-filter';

export interface ContractLengthToggleProps {
  options: readonly ContractLengthOption[];
  value: ContractLength;
  onChange: (months: ContractLength) => void;
}

/** The contract-length radios of the plan chooser, drawn as one segmented control. */
export function ContractLengthToggle({ options, value, onChange }: ContractLengthToggleProps) {
  return (
    <fieldset>
      <legend className="text-lg font-semibold text-slate-900">Contract length</legend>
      <div className="mt-2 inline-flex rounded-lg border-2 border-brand-700 p-1">
        {options.map((option) => (
          <label
            key={option.months}
            className="cursor-pointer whitespace-nowrap rounded-md px-3 py-2 font-semibold sm:px-4 text-brand-900 has-checked:bg-brand-700 has-checked:text-white"
          >
            <input
              type="radio"
              name="contract-length"
              value={option.months}
              checked={value === option.months}
              onChange={() => onChange(option.months)}
              className="sr-only"
            />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
