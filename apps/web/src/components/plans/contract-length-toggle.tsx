import type { ContractLength } from '@fibre/domain/constants';
import type { ContractLengthOption } from '@fibre/domain/package-filter';
import { ToggleSwitch } from '../ui/toggle-switch';

export interface ContractLengthToggleProps {
  options: readonly ContractLengthOption[];
  value: ContractLength;
  onChange: (months: ContractLength) => void;
}

/** The contract-length choice of the plan chooser (§2 'toggles for contract length'): the toggle switch. */
export function ContractLengthToggle({ options, value, onChange }: ContractLengthToggleProps) {
  return (
    <ToggleSwitch
      legend="Contract length"
      name="contract-length"
      options={options.map((option) => ({ name: option.label, value: option.months }))}
      value={value}
      onChange={onChange}
    />
  );
}
