import type { BasketAction, BasketContext, BasketState } from './basket-state';
import { initialBasketState } from './basket-state';
import { swapHomePhoneAddon } from './home-phone';
import { planMonthlyPrice } from './pricing';
import {
  isPromotionValidForCoverage,
  mergePromotions,
  promotionAppliesToProduct,
  reconcilePromotions,
  removePromotion,
} from './promotions';
import type { Product } from './schemas/product';

/** Clearing keeps only the One Touch Switch provider id, which is not part of the basket's contents. */
function cleared(state: BasketState): BasketState {
  return { ...initialBasketState, ots_rcpid: state.ots_rcpid };
}

/** The plan's prices with the basket's promotions, as the plan cards show them. */
function pricedWith(state: BasketState, product: Product, context: BasketContext): BasketState {
  const { original, monthly } = planMonthlyPrice(product, state.promoCodes, {
    addressType: context.addressType,
    preorder: context.preorder,
  });
  return { ...state, originalPrice: original, monthlyPriceCalculated: monthly };
}

/**
 * Prices the basket plan again after its promotions changed. With no plan there is no price; a
 * plan missing from the catalogue (a bundle-only product) keeps the price it was put in with.
 */
function repriced(state: BasketState, context: BasketContext): BasketState {
  if (state.basketItem === null) return { ...state, originalPrice: null, monthlyPriceCalculated: null };
  const product = context.products.find((candidate) => candidate.id_product === state.basketItem);
  return product ? pricedWith(state, product, context) : state;
}

/** Makes `productId` the basket plan, with the promotions that hold for it (decision 0021), priced. */
function withPlan(state: BasketState, productId: number | null, context: BasketContext): BasketState {
  const promoCodes = reconcilePromotions(state.promoCodes, context.promotions, {
    productId,
    coverage: context.coverage,
  });
  return repriced({ ...state, basketItem: productId, promoCodes }, context);
}

function setBundle(
  state: BasketState,
  products: readonly Product[],
  bundleId: BasketState['bundleId'],
  context: BasketContext,
): BasketState {
  let next: BasketState = { ...state };
  for (const product of products) {
    if (product.product_type === 'ADDON') {
      if (!next.addons.includes(product.id_product)) {
        next = { ...next, addons: [...next.addons, product.id_product] };
      }
    } else {
      const promoCodes = reconcilePromotions(next.promoCodes, context.promotions, {
        productId: product.id_product,
        coverage: context.coverage,
      });
      next = pricedWith({ ...next, basketItem: product.id_product, promoCodes }, product, context);
    }
  }
  return { ...next, bundle: true, bundleId };
}

/**
 * The basket's transitions (ordering-journey.md §4 'Package selection' and 'Basket'). Pure: the
 * page passes in what it knows (catalogue, active promotions, coverage) with each action.
 */
export function basketReducer(state: BasketState, action: BasketAction): BasketState {
  switch (action.type) {
    case 'selectPackage': {
      if (state.selectedItem === action.productId) return cleared(state);
      const addons = action.homePhoneAddonId === null ? [] : [action.homePhoneAddonId];
      const selected = { ...state, selectedItem: action.productId, addons, bundle: false, bundleId: null };
      return withPlan(selected, action.productId, action.context);
    }
    case 'addToBasket':
      // With neither a product nor a selection the plan empties, and with it its promotions and prices.
      return withPlan(state, action.productId ?? state.selectedItem, action.context);
    case 'setBundle':
      return setBundle(state, action.products, action.bundleId, action.context);
    case 'clear':
      return cleared(state);
    case 'toggleAddon':
      return state.addons.includes(action.addonId)
        ? { ...state, addons: state.addons.filter((id) => id !== action.addonId) }
        : { ...state, addons: [...state.addons, action.addonId] };
    case 'removeAddon':
      return { ...state, addons: state.addons.filter((id) => id !== action.addonId) };
    case 'addPromotion': {
      // Only a promotion that holds for the basket plan at this address may enter the basket.
      const { promotion, context } = action;
      const holds =
        promotionAppliesToProduct(promotion, state.basketItem) &&
        isPromotionValidForCoverage(promotion, context.coverage);
      if (!holds) return state;
      return repriced({ ...state, promoCodes: mergePromotions(state.promoCodes, [promotion]) }, context);
    }
    case 'removePromotion':
      return repriced(
        { ...state, promoCodes: removePromotion(state.promoCodes, action.code) },
        action.context,
      );
    case 'mergePromotions': {
      const promoCodes = reconcilePromotions(state.promoCodes, action.context.promotions, {
        productId: state.basketItem,
        coverage: action.context.coverage,
      });
      return repriced({ ...state, promoCodes }, action.context);
    }
    case 'answerKeepLandline':
      return { ...state, addons: swapHomePhoneAddon(state.addons, action.products, action.keepExisting) };
    case 'answerSwitchingHelp':
      // With no switching help there is no One Touch Switch, so no losing provider to name.
      return action.needsHelp ? state : { ...state, ots_rcpid: null };
    case 'setOtsRcpid':
      return { ...state, ots_rcpid: action.rcpid };
  }
}
