import type { PlanAddressType } from './constants';
import type { Pence } from './money';
import type { PreorderContext } from './preorder-pricing';
import type { Product } from './schemas/product';
import type { Promotion } from './schemas/promotion';

/** A bundle as the CMS names it (bundle selector block); the CMS may use numeric or string ids. */
type BundleId = string | number;

/**
 * The basket (ordering-journey.md §3 'Basket state'). The chosen address, postcode text and
 * confirmed flag are the web app's address state, and addressType is read from the page's
 * ?addressType= query, so neither is held here (decision 0020).
 */
export interface BasketState {
  /** The plan in the basket (product id). */
  basketItem: number | null;
  /** The plan card the visitor picked on the package chooser. */
  selectedItem: number | null;
  /** The basket plan's monthly price after its promotions, in pence. */
  monthlyPriceCalculated: Pence | null;
  /** The basket plan's monthly price before promotions, in pence (shown struck through when higher). */
  originalPrice: Pence | null;
  /** Ids of the chosen add-ons, each once. */
  addons: number[];
  bundle: boolean;
  bundleId: BundleId | null;
  /** The promotions in the basket, each once (by id and by code in any case). */
  promoCodes: Promotion[];
  /** The current provider's RCPID for One Touch Switch (persisted with the basket, §9). */
  ots_rcpid: string | null;
}

// The first value lives in journey-initial.ts, with the journey's other first values (decision 0592).
export { initialBasketState } from './journey-initial';

/**
 * What the page knows when an action may change the basket plan or its promotions: the product
 * catalogue (to price the plan), the active promotions for the chosen address, the address's
 * coverage, the address type the plans are shown for, and the preorder context if any.
 */
export interface BasketContext {
  products: readonly Product[];
  promotions: readonly Promotion[];
  coverage: string | null;
  addressType: PlanAddressType;
  preorder?: PreorderContext;
}

export type BasketAction =
  /** A click on a plan card; `homePhoneAddonId` is set when the home-phone option is on. */
  | { type: 'selectPackage'; productId: number; homePhoneAddonId: number | null; context: BasketContext }
  /** Puts a plan in the basket: the one given, else the selected one; with neither, empties the plan. */
  | { type: 'addToBasket'; productId: number | null; context: BasketContext }
  /** The products of a bundle (plans and add-ons) from the bundle selector. */
  | { type: 'setBundle'; products: readonly Product[]; bundleId: BundleId | null; context: BasketContext }
  | { type: 'clear' }
  | { type: 'toggleAddon'; addonId: number }
  | { type: 'removeAddon'; addonId: number }
  /** A promotion the visitor entered by code (see promoCodeOutcome). */
  | { type: 'addPromotion'; promotion: Promotion; context: BasketContext }
  | { type: 'removePromotion'; code: string; context: BasketContext }
  /** The promotion list, the basket plan or the coverage changed. */
  | { type: 'mergePromotions'; context: BasketContext }
  /** The 'keep your existing landline?' answer; `products` is the catalogue holding both home-phone add-ons. */
  | { type: 'answerKeepLandline'; keepExisting: boolean; products: readonly Product[] }
  | { type: 'answerSwitchingHelp'; needsHelp: boolean }
  | { type: 'setOtsRcpid'; rcpid: string | null };
