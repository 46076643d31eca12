import type { ContractLength, PackageType, PlanAddressType } from '@fibre/domain/constants';
import {
  contractLengthOptions,
  showsCompanyFields,
  showsContractLengthToggle,
} from '@fibre/domain/package-filter';
import { ContractLengthToggle } from './contract-length-toggle';

export interface PackageFiltersProps {
  addressType: PlanAddressType;
  packageType: PackageType;
  /** The contract length in force (effectiveContractLength), not only the one last picked. */
  months: ContractLength;
  onMonthsChange: (months: ContractLength) => void;
  onPackageTypeChange: (packageType: PackageType) => void;
}

/**
 * The plan chooser's filters (ordering-journey.md §4 'Package filter'): contract length where the
 * address type offers a choice, the business note, and the Broadband & Phone option.
 */
export function PackageFilters({
  addressType,
  packageType,
  months,
  onMonthsChange,
  onPackageTypeChange,
}: PackageFiltersProps) {
  return (
    <div className="flex flex-col gap-3 sm:gap-6 lg:flex-row lg:items-end lg:justify-between">
      {showsContractLengthToggle(addressType) && (
        <ContractLengthToggle
          options={contractLengthOptions({ addressType, packageType })}
          value={months}
          onChange={onMonthsChange}
        />
      )}
      {showsCompanyFields(addressType) && (
        <p className="max-w-xl text-slate-700" data-testid="business-note">
          Business plans run for 24 months. Prices are shown without VAT. At checkout we will ask for your
          company name and company number.
        </p>
      )}
      <div className="flex items-center gap-3">
        <input
          id="broadband-and-phone"
          type="checkbox"
          checked={packageType === 'BBANDP'}
          onChange={(event) => onPackageTypeChange(event.target.checked ? 'BBANDP' : 'BBO')}
          className="size-6 accent-brand-700"
        />
        <label htmlFor="broadband-and-phone" className="font-semibold text-slate-900 sm:text-lg">
          Broadband &amp; Phone (add a home phone line)
        </label>
      </div>
    </div>
  );
}
