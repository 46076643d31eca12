import { contractTermText } from '@fibre/domain/package-filter';
import type { PlanCardContract } from '@fibre/domain/plan-card-contract';
import type { PlanCardPrice } from '@fibre/domain/price-display';
import type { Product } from '@fibre/domain/schemas/product';
import { minimumGuaranteedMbps } from '@fibre/domain/speed-guarantee';
import { NetworkTechnology } from '../full-fibre/network-technology';

export interface PlanCardProps {
  product: Product;
  description: string;
  usps: readonly string[];
  price: PlanCardPrice;
  /** The minimum guaranteed speed and the total over the contract (null until the start is known). */
  contract?: PlanCardContract | null;
  /** ' ex VAT' for a business visitor, else '' (vat-basis.vatSuffix). */
  vatSuffix: string;
  /** What the promotions applied to this plan give, e.g. '£3 off every month'. */
  promotionTexts?: readonly string[];
  selected: boolean;
  onSelect: () => void;
  /** The Amazon voucher this plan earns while the flash offer runs (decision 0373). */
  voucher?: { offer: string; ends: string } | null;
}

/** The minimum guaranteed speed (the contract summary's), from the plan's speeds alone. */
function PlanCardGuarantee({ product, contract }: { product: Product; contract: PlanCardContract | null }) {
  const down = contract?.guaranteedDownMbps ?? minimumGuaranteedMbps(product.speed_down);
  const up = contract?.guaranteedUpMbps ?? minimumGuaranteedMbps(product.speed_up);
  return (
    <p className="mt-1 text-sm text-slate-700" data-testid="plan-guaranteed-speed">
      Minimum guaranteed speed: {down} Mbps download, {up} Mbps upload
    </p>
  );
}

/**
 * What the whole minimum term costs (the basket's and the review's figure). Its line is drawn
 * before the visitor's today is known, so nothing moves when the figure arrives.
 */
function PlanCardTotal({ contract, vatSuffix }: { contract: PlanCardContract | null; vatSuffix: string }) {
  return (
    <p
      className="mt-1 min-h-6 text-sm font-semibold text-slate-900"
      data-testid="plan-total"
      aria-busy={!contract}
    >
      {contract ? `${contract.totalText}${vatSuffix}` : 'Working out the total…'}
    </p>
  );
}

/** One plan of the package chooser. Every figure comes priced and formatted from the domain. */
export function PlanCard({
  product,
  description,
  usps,
  price,
  contract = null,
  vatSuffix,
  promotionTexts = [],
  selected,
  onSelect,
  voucher = null,
}: PlanCardProps) {
  const name = product.display_name ?? product.name;
  const headingId = `plan-${product.id_product}-name`;
  return (
    <article
      aria-labelledby={headingId}
      data-testid={`plan-${product.id_product}`}
      className={`flex flex-col rounded-xl border-2 bg-white p-5 shadow-sm ${selected ? 'border-brand-700 ring-2 ring-brand-700' : 'border-slate-200'}`}
    >
      {price.benefitTag && (
        <p className="mb-2 self-start rounded-full bg-amber-100 px-3 py-1 text-sm font-semibold text-amber-900">
          {price.benefitTag}
        </p>
      )}
      <h3 id={headingId} className="text-2xl font-bold text-brand-900">
        {name}
      </h3>
      <p className="mt-1 font-semibold text-brand-900">
        {product.speed_down} Mbps download, {product.speed_up} Mbps upload
      </p>

      {/* The price, its term, fee and April rise come first: seen without scrolling (decision 0473). */}
      <div className="mt-3">
        <p className="text-slate-900" data-testid="plan-price">
          {price.struckThroughText && (
            <>
              <s className="mr-2 text-lg text-slate-500">
                <span className="sr-only">was </span>
                {price.struckThroughText}
              </s>
              <span className="sr-only">now </span>
            </>
          )}
          <span className="text-3xl font-bold">{price.monthlyText}</span>
          <span className="text-slate-700"> a month{vatSuffix}</span>
        </p>
        <p className="mt-1 text-sm text-slate-700">
          {contractTermText(product.months)}. <span data-testid="plan-admin-fee">{price.adminFeeText}</span>
          {price.adminFee > 0 && vatSuffix}.
        </p>
        {price.annualIncreaseText && (
          <p className="mt-1 text-sm text-slate-700">
            Rises by {price.annualIncreaseText} a month{vatSuffix} each April.
          </p>
        )}
        <PlanCardTotal contract={contract} vatSuffix={vatSuffix} />
      </div>
      {/* The technology in Ofcom's words and the guarantee, right under the price (decision 0682). */}
      <NetworkTechnology className="mt-3 text-slate-800" testId="plan-technology" />
      <PlanCardGuarantee product={product} contract={contract} />
      <p className="mt-3 text-slate-700" data-testid="plan-description">
        {description}
      </p>
      {voucher && (
        <p
          data-testid="amazon-voucher"
          className="mt-3 rounded-lg border-2 border-amber-600 bg-amber-50 px-3 py-2 text-slate-900"
        >
          <span className="font-bold">{voucher.offer}</span>
          <span className="block text-sm text-slate-700">{voucher.ends}</span>
        </p>
      )}
      <ul className="mt-3 space-y-1 text-slate-700">
        {usps.map((usp) => (
          <li key={usp} className="flex gap-2">
            <span aria-hidden="true" className="font-bold text-green-700">
              ✓
            </span>
            {usp}
          </li>
        ))}
      </ul>
      <div className="mt-auto pt-5">
        {/* Space is kept for the promotions, which arrive after the page: no layout shift. */}
        <ul className="mb-2 flex min-h-7 flex-wrap gap-2" aria-label="Offers">
          {promotionTexts.map((text) => (
            <li
              key={text}
              className="rounded-full bg-accent-50 px-3 py-1 text-sm font-semibold text-accent-700"
            >
              {text}
            </li>
          ))}
        </ul>
        <button
          type="button"
          onClick={onSelect}
          className={`mt-4 h-12 w-full rounded-md px-6 font-semibold ${selected ? 'bg-brand-700 text-white hover:bg-brand-900' : 'border-2 border-brand-700 bg-white text-brand-700 hover:bg-brand-50'}`}
        >
          {selected ? 'Selected' : 'Select'}
          <span className="sr-only">
            {' '}
            {name}
            {selected ? ' (select again to remove it from your basket)' : ''}
          </span>
        </button>
      </div>
    </article>
  );
}
