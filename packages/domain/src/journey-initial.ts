import type { BasketState } from './basket-state';
import type { CheckoutTimerState } from './checkout-timer';
import { DEFAULT_ADDRESS_TYPE } from './plan-address-type';
import type { AddressState, CheckoutState } from './stored-state';

/*
 * The journey's first values (nothing chosen, nothing read from storage), in a module of their own
 * so the site's root layout can render them without the rules and storage checks of basket-state,
 * stored-state and checkout-timer, which re-export them (decision 0592).
 */

export const initialBasketState: BasketState = {
  basketItem: null,
  selectedItem: null,
  monthlyPriceCalculated: null,
  originalPrice: null,
  addons: [],
  bundle: false,
  bundleId: null,
  promoCodes: [],
  ots_rcpid: null,
};

export const initialAddressState: AddressState = {
  postcodeString: '',
  hasConfirmedAddress: false,
  addressItem: null,
  addressType: DEFAULT_ADDRESS_TYPE,
};

export const initialCheckoutState: CheckoutState = {
  checkoutSkipTo: null,
  channel: 'WEB',
  customer: null,
  additional: null,
  installation: null,
  directDebit: null,
  order: null,
  confirmedOrderNumber: null,
  idempotencyKeys: {},
  purchaseSent: false,
  analyticsParams: {},
};

export const INITIAL_CHECKOUT_TIMER: CheckoutTimerState = {
  runsOutAt: null,
  isOvertime: false,
  checkoutEndTime: null,
  extensions: 0,
};
