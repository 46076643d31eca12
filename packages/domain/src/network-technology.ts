/**
 * The network technology in plain words, as Ofcom's guidance of September 2024 (in force from
 * 17 January 2025) asks of every provider: its own name for the technology ('Full fibre', not
 * 'fibre' alone) wherever a plan is sold, in the basket and in the contract summary, with a short
 * explanation a customer can open (decision 0682). Every plan this provider sells runs on its own
 * fibre-to-the-premises network, so there is one technology.
 */

/** Ofcom's term for fibre to the premises (FTTP). */
export const NETWORK_TECHNOLOGY_NAME = 'Full fibre';

/** The explanation page's path on the site. */
export const NETWORK_TECHNOLOGY_PATH = '/full-fibre';

/** The link's words beside the name. */
export const NETWORK_TECHNOLOGY_LINK_TEXT = 'What is full fibre?';

/** One sentence: what the name means, for a plan card, an e-mail or the contract summary. */
export const NETWORK_TECHNOLOGY_SUMMARY =
  'Full fibre means a fibre-optic cable all the way into your home (FTTP), with no copper telephone wire on the way.';

/** The contract summary's and the e-mail's line. */
export function networkTechnologyLine(siteOrigin: string): string {
  return `Network technology: ${NETWORK_TECHNOLOGY_NAME}. ${NETWORK_TECHNOLOGY_SUMMARY} More at ${siteOrigin}${NETWORK_TECHNOLOGY_PATH}.`;
}
