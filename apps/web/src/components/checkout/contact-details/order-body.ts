import type { BasketState } from '@fibre/domain/basket-state';
import type { AddressItem } from '@fibre/domain/schemas/address-item';
import { isAffiliateClickId } from '@fibre/domain/schemas/affiliate-click-id';
import { createSwitchAnswersSchema } from '@fibre/domain/schemas/switch-answers';
import type { CheckoutState } from '@fibre/domain/stored-state';
import { buildSwitchMatchRequest } from '@fibre/domain/switch-match';
import {
  type ContactDetailsOptions,
  type ContactDetailsValues,
  switchAnswersOptions,
  toAdditionalInput,
  toContactInput,
  toSwitchAnswersInput,
} from './contact-details-values';

/**
 * The body of POST /api/customer-{action} (createCustomerOrderBodySchema): the contact details and
 * answers as the form's schemas read them, the chosen address, the basket's plan, add-ons and
 * promotions (prices are never sent: the provider prices the order from the ids), the channel, the
 * affiliate click id and, when switching help was asked for a listed provider, the One Touch Switch
 * match request with the account number and a landline to stop when given (decisions 0220, 0291).
 */
export function orderBody(input: {
  values: ContactDetailsValues;
  options: ContactDetailsOptions;
  address: AddressItem & { uprn: string };
  basket: BasketState;
  channel: CheckoutState['channel'];
  awc: string | null;
}) {
  const { values, options, address, basket } = input;
  const { confirm: _confirm, ...contact } = toContactInput(values, options);
  const additional = toAdditionalInput(values, options);
  // The form checked these already; a failed parse here sends no extra detail rather than throwing.
  const switchAnswers = createSwitchAnswersSchema(switchAnswersOptions(values, options)).safeParse(
    toSwitchAnswersInput(values),
  );
  const { account_number, cease_landline_number } = switchAnswers.success ? switchAnswers.data : {};
  const switchMatch = buildSwitchMatchRequest({
    contact_surname: values.contact_surname,
    uprn: address.uprn,
    address: address.address,
    postcode: address.postcode,
    additional: {
      needsHelpSwitchingProvider: additional.needsHelpSwitchingProvider === true,
      rcpid: additional.rcpid ?? null,
      currentProvider: additional.currentProvider,
      wantsToRetainExistingLandline: additional.wantsToRetainExistingLandline ?? null,
      landlineNumber: additional.landlineNumber ?? null,
    },
    account_number: account_number ?? null,
    cease_landline_number: cease_landline_number ?? null,
  });
  return {
    ...contact,
    uprn: address.uprn,
    address: address.address,
    postcode: address.postcode,
    address_type: address.address_type,
    id_product: basket.basketItem,
    addons: basket.addons,
    promotions: basket.promoCodes.map((promotion) => promotion.id_promotion),
    additional,
    channel: input.channel,
    ...(input.awc && isAffiliateClickId(input.awc) ? { awc: input.awc } : {}),
    ...(switchMatch ? { switch_match: switchMatch } : {}),
  };
}
