import { normalisePostcode } from './postcode-format';
import type {
  SwitchImplication,
  SwitchMatchRequest,
  SwitchMatchRequestInput,
  SwitchMatchResponse,
  SwitchService,
} from './schemas/switch-match';

/**
 * One Touch Switch, the pure parts (decision 0220): the match request built from the checkout's
 * answers, and the implications the hub answers with. No zod here (types only), so the checkout
 * page may build the request in the browser.
 */

/** What the order body says that a match request needs. */
export interface SwitchMatchSource {
  contact_surname: string;
  uprn: string;
  /** The address line of the uprn, comma separated ('12 Fibre Street, Hubton'). */
  address: string;
  postcode: string;
  additional: {
    needsHelpSwitchingProvider: boolean;
    rcpid?: string | null;
    currentProvider: string;
    wantsToRetainExistingLandline?: boolean | null;
    landlineNumber?: string | null;
  };
  /** The account number at the current provider, when the visitor gave it. */
  account_number?: string | null;
  /** A landline at the current provider that is not kept and should stop (decision 0291). */
  cease_landline_number?: string | null;
}

/** MAX_SWITCH_ADDRESS_LINES of the schema, said again here to keep zod out (a test holds them equal). */
const MAX_ADDRESS_LINES = 6;

/** The address's comma-separated parts, without the postcode, at most six (the last keeps the rest). */
export function switchAddressLines(address: string, postcode: string): string[] {
  const own = normalisePostcode(postcode);
  const parts = address
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '' && (own === null || normalisePostcode(part) !== own));
  if (parts.length === 0) return [address.trim()];
  if (parts.length <= MAX_ADDRESS_LINES) return parts;
  return [...parts.slice(0, MAX_ADDRESS_LINES - 1), parts.slice(MAX_ADDRESS_LINES - 1).join(', ')];
}

/**
 * The match request for an order whose visitor asked for switching help, or null when they did
 * not (or chose no provider from the list, so there is no RCPID to send). Broadband always
 * switches; a landline the visitor keeps is ported with its number, and one they said they no
 * longer need is ceased, so they stop paying for it. Keeping wins over ceasing: a number cannot
 * be both moved and stopped.
 */
export function buildSwitchMatchRequest(source: SwitchMatchSource): SwitchMatchRequestInput | null {
  const { additional } = source;
  const rcpid = additional.rcpid?.trim();
  if (!additional.needsHelpSwitchingProvider || !rcpid) return null;
  const services: SwitchService[] = [{ service_type: 'IAS' }];
  const landline = additional.landlineNumber?.trim();
  const toCease = source.cease_landline_number?.trim();
  if (additional.wantsToRetainExistingLandline === true && landline) {
    services.push({ service_type: 'NBICS', action: 'port', identifier: landline });
  } else if (toCease) {
    services.push({ service_type: 'NBICS', action: 'cease', identifier: toCease });
  }
  const accountNumber = source.account_number?.trim();
  return {
    rcpid,
    brand: additional.currentProvider.trim(),
    surname: source.contact_surname.trim(),
    address: {
      uprn: source.uprn,
      address_lines: switchAddressLines(source.address, source.postcode),
      postcode: normalisePostcode(source.postcode) ?? source.postcode,
    },
    ...(accountNumber ? { account_number: accountNumber } : {}),
    services,
  };
}

/** The words of each implication ({brand} the losing provider, {number} the landline). */
const SWITCH_IMPLICATION_TEXTS = {
  broadbandStops: 'Your broadband with {brand} stops on the day your new service goes live',
  earlyExitFees: '{brand} may charge early-exit fees if you are still in a minimum term',
  numberMoves: 'Your number {number} moves to us 2-3 weeks after your broadband goes live',
  landlineStops: 'Your landline service with {brand} stops on the day your new service goes live',
} as const;

function fill(text: string, brand: string, number = ''): string {
  return text.replace('{brand}', brand).replace('{number}', number);
}

/**
 * What switching means for each service asked for. Porting a number takes 2-3 weeks
 * (ordering-journey.md); early-exit fees may apply whenever broadband switches, since only the
 * losing provider knows whether a minimum term is still running.
 */
export function switchImplications(services: readonly SwitchService[], brand: string): SwitchImplication[] {
  const implications: SwitchImplication[] = [];
  for (const service of services) {
    if (service.service_type === 'IAS') {
      implications.push(
        { service_type: 'IAS', action: 'cease', text: fill(SWITCH_IMPLICATION_TEXTS.broadbandStops, brand) },
        { service_type: 'IAS', action: 'cease', text: fill(SWITCH_IMPLICATION_TEXTS.earlyExitFees, brand) },
      );
    } else if (service.action === 'port') {
      implications.push({
        service_type: 'NBICS',
        action: 'port',
        text: fill(SWITCH_IMPLICATION_TEXTS.numberMoves, brand, service.identifier),
      });
    } else {
      implications.push({
        service_type: 'NBICS',
        action: 'cease',
        text: fill(SWITCH_IMPLICATION_TEXTS.landlineStops, brand),
      });
    }
  }
  return implications;
}

/** The hub's answer to a matched request: the losing provider as the hub knows it names the brand. */
export function switchMatchAnswer(
  request: SwitchMatchRequest,
  losingProvider: { rcpid: string; name: string },
  reference: string,
): SwitchMatchResponse {
  return {
    switch_order_reference: reference,
    matched: true,
    implications: switchImplications(request.services, losingProvider.name),
    early_termination_charges_may_apply: request.services.some((service) => service.service_type === 'IAS'),
    losing_provider: { rcpid: losingProvider.rcpid, name: losingProvider.name },
  };
}

/** The switch order reference of a customer's order: 'OTS-' and the customer code. */
export function switchOrderReference(code: string): string {
  return `OTS-${code}`;
}
