/**
 * The analytics parameters kept with the checkout data for 4 hours (ordering-journey.md §9
 * 'Persistence', decision 0462): the campaign a visitor arrived from, read from the landing page's
 * query (utm_source, utm_medium, utm_campaign, utm_term, utm_content) and sent with the purchase.
 * Only these campaign words, never a click identifier (gclid, fbclid): they describe an advert, not
 * a person, so keeping them needs no consent; the events carrying them are consent-gated anyway.
 */

export const CAMPAIGN_PARAM_NAMES = [
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'utm_term',
  'utm_content',
] as const;
export type CampaignParamName = (typeof CAMPAIGN_PARAM_NAMES)[number];
export type CampaignParams = Partial<Record<CampaignParamName, string>>;

/** A value longer than this is cut: a query is the visitor's to write. */
export const CAMPAIGN_PARAM_MAX_LENGTH = 100;

const isName = (name: string): name is CampaignParamName =>
  (CAMPAIGN_PARAM_NAMES as readonly string[]).includes(name);

/**
 * The campaign parameters of a page's query ('?utm_source=x&...'), trimmed, cut to 100 characters,
 * empty ones left out; null when the query names no campaign (then what is kept stays).
 */
export function campaignParamsFromSearch(search: string): CampaignParams | null {
  const query = new URLSearchParams(search);
  const params: CampaignParams = {};
  for (const name of CAMPAIGN_PARAM_NAMES) {
    const value = query.get(name)?.trim().slice(0, CAMPAIGN_PARAM_MAX_LENGTH);
    if (value) params[name] = value;
  }
  return Object.keys(params).length === 0 ? null : params;
}

/** Stored campaign parameters: only the five names, each a short text. */
export function isCampaignParams(value: unknown): value is CampaignParams {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  return Object.entries(value).every(
    ([name, text]) =>
      isName(name) && typeof text === 'string' && text.length > 0 && text.length <= CAMPAIGN_PARAM_MAX_LENGTH,
  );
}
