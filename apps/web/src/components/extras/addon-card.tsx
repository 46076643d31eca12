import type { Product } from '@fibre/domain/schemas/product';
import type { ReactNode } from 'react';

export interface AddonCardProps {
  addon: Product;
  /** The monthly price as shown, e.g. '£7'. */
  priceText: string;
  /** ' ex VAT' for a business visitor, else '' (vat-basis.vatSuffix). */
  vatSuffix: string;
  selected: boolean;
  /** A bundle's add-ons come with the bundle and cannot be changed. */
  disabled: boolean;
  onToggle: () => void;
  children?: ReactNode;
}

/** One add-on of /extras, its button toggling between 'Add to basket' and 'Selected'. */
export function AddonCard({
  addon,
  priceText,
  vatSuffix,
  selected,
  disabled,
  onToggle,
  children,
}: AddonCardProps) {
  const name = addon.display_name ?? addon.name;
  const headingId = `addon-${addon.id_product}-name`;
  return (
    <article
      aria-labelledby={headingId}
      data-testid={`addon-${addon.id_product}`}
      className={`flex w-full flex-col rounded-xl border-2 bg-white p-5 ${selected ? 'border-brand-700 ring-2 ring-brand-700' : 'border-slate-200'}`}
    >
      <h3 id={headingId} className="text-xl font-bold text-brand-900">
        {name}
      </h3>
      <p className="mt-2 text-slate-700">{addon.display_description ?? addon.description}</p>
      <p className="mt-3 text-slate-900">
        <span className="text-2xl font-bold">{priceText}</span> a month{vatSuffix}
      </p>
      {children}
      <button
        type="button"
        onClick={onToggle}
        disabled={disabled}
        className={`mt-4 h-12 w-full rounded-md px-6 font-semibold disabled:cursor-not-allowed disabled:opacity-70 ${selected ? 'bg-brand-700 text-white hover:bg-brand-900' : 'border-2 border-brand-700 bg-white text-brand-700 hover:bg-brand-50'}`}
      >
        {selected ? 'Selected' : 'Add to basket'}
        <span className="sr-only">
          {' '}
          {name}
          {selected ? ' (select again to remove it)' : ''}
        </span>
      </button>
    </article>
  );
}
