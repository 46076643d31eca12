import { type Pence, penceFromPounds } from './money';
import { samePromoCode } from './promotions';
import type { Product } from './schemas/product';
import type { Promotion } from './schemas/promotion';

/**
 * Offer claims in CMS text (decision 0450): the prices and promotions a page or banner promises,
 * found so that each can be held against the catalogue before staff publish it. Plain 'free' is
 * not a claim ('free installation', 'call us free'); free months are.
 */
export type OfferClaim =
  | { kind: 'price'; text: string; pence: Pence }
  | { kind: 'amount-off'; text: string; pence: Pence }
  | { kind: 'percent-off'; text: string; percent: number }
  | { kind: 'free-months'; text: string; months: number }
  | { kind: 'promotion-code'; text: string; code: string };

/** What a claim is checked against: the provider's live products and promotions. */
export interface OfferCatalogue {
  products: readonly Product[];
  promotions: readonly Promotion[];
}

const NUMBER_WORDS: Record<string, number> = {
  a: 1,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
};
const COUNT = `(\\d{1,2}|${Object.keys(NUMBER_WORDS).join('|')})`;
const MONEY = '£\\s?(\\d{1,5}(?:,\\d{3})*(?:\\.\\d{1,2})?)';

/** Each pattern, with what it claims; the amount-off ones come first so '£50 off' is not also a price. */
const PATTERNS: readonly { pattern: RegExp; claim: (match: RegExpExecArray) => OfferClaim }[] = [
  {
    pattern: new RegExp(`${MONEY}\\s+off\\b|\\bsave\\s+${MONEY}`, 'gi'),
    claim: (m) => ({ kind: 'amount-off', text: m[0], pence: poundsToPence(m[1] ?? m[2] ?? '0') }),
  },
  {
    pattern: /\bhalf[\s-]price\b/gi,
    claim: (m) => ({ kind: 'percent-off', text: m[0], percent: 50 }),
  },
  {
    pattern: /\b(\d{1,3})\s?%\s+off\b/gi,
    claim: (m) => ({ kind: 'percent-off', text: m[0], percent: Number(m[1]) }),
  },
  {
    // 'first month free', 'first 3 months free', 'six months free', '3 free months', 'free for 3 months'
    pattern: new RegExp(
      `\\b(?:first\\s+)?(?:${COUNT}\\s+)?months?\\s+(?:for\\s+)?free\\b|\\b${COUNT}\\s+free\\s+months?\\b|\\bfree\\s+for\\s+(?:the\\s+first\\s+)?${COUNT}?\\s*months?\\b`,
      'gi',
    ),
    claim: (m) => ({ kind: 'free-months', text: m[0], months: countOf(m[1] ?? m[2] ?? m[3]) }),
  },
  {
    pattern: new RegExp(MONEY, 'g'),
    claim: (m) => ({ kind: 'price', text: m[0], pence: poundsToPence(m[1] ?? '0') }),
  },
  {
    // A promo code as a customer would type it: capitals with at least one digit (FRIEND50, FREE3).
    pattern: /\b(?=[A-Z0-9]*\d)(?=(?:[A-Z0-9]*[A-Z]){3})[A-Z][A-Z0-9]{3,31}\b/g,
    claim: (m) => ({ kind: 'promotion-code', text: m[0], code: m[0] }),
  },
];

function poundsToPence(digits: string): Pence {
  return penceFromPounds(Number(digits.replace(/,/g, '')));
}

function countOf(word: string | undefined): number {
  if (word === undefined) return 1;
  return NUMBER_WORDS[word.toLowerCase()] ?? Number(word);
}

/** The offer claims in a piece of text, in the order they appear; each stretch of text claims once. */
export function findOfferClaims(text: string): OfferClaim[] {
  const taken: [number, number][] = [];
  const found: { at: number; claim: OfferClaim }[] = [];
  for (const { pattern, claim } of PATTERNS) {
    for (const match of text.matchAll(pattern)) {
      const start = match.index;
      const end = start + match[0].length;
      if (taken.some(([from, to]) => start < to && end > from)) continue;
      taken.push([start, end]);
      found.push({ at: start, claim: claim(match as RegExpExecArray) });
    }
  }
  return found.sort((a, b) => a.at - b.at).map((entry) => entry.claim);
}

function pounds(value: number | null | undefined): Pence[] {
  return value === null || value === undefined || value <= 0 ? [] : [penceFromPounds(value)];
}

/** Every price the catalogue can show: plan and add-on prices, their promoted prices, promotion amounts. */
function cataloguePrices(catalogue: OfferCatalogue, live: readonly Promotion[]): Set<Pence> {
  const prices = new Set<Pence>();
  for (const product of catalogue.products) {
    if (!product.enabled_for_web) continue;
    const monthly = penceFromPounds(product.monthly_price);
    for (const price of [
      ...pounds(product.monthly_price),
      ...pounds(product.preorder_montly_price),
      ...pounds(product.first_charge),
      ...pounds(product.exclude_vat_price),
    ])
      prices.add(price);
    for (const promotion of live) {
      if (!promotion.products.includes(product.id_product)) continue;
      if (promotion.promotion_type === 'RECURAMTOFF')
        prices.add(monthly - penceFromPounds(promotion.promotion_value));
      if (promotion.promotion_type === 'RECUR%OFF')
        prices.add(Math.round((monthly * (100 - promotion.promotion_value)) / 100));
    }
  }
  for (const promotion of live)
    if (isAmountOff(promotion)) prices.add(penceFromPounds(promotion.promotion_value));
  return prices;
}

function isAmountOff(promotion: Promotion): boolean {
  return promotion.promotion_type === 'AMTOFF' || promotion.promotion_type === 'RECURAMTOFF';
}

function isFreeMonths(promotion: Promotion): boolean {
  return (
    promotion.promotion_type === 'FREEMONTHS' ||
    promotion.promotion_type === 'FREEMONTHSINCONTRACT' ||
    promotion.promotion_type === 'NOTPAYUNTIL'
  );
}

/** Whether a live promotion or product of the catalogue backs a claim. */
export function isClaimBacked(claim: OfferClaim, catalogue: OfferCatalogue): boolean {
  const live = catalogue.promotions.filter((promotion) => promotion.valid);
  switch (claim.kind) {
    case 'price':
      return cataloguePrices(catalogue, live).has(claim.pence);
    case 'amount-off': {
      const savings = catalogue.products
        .filter((product) => product.enabled_for_web && product.preorder_montly_price !== null)
        .map((product) => penceFromPounds(product.monthly_price - (product.preorder_montly_price ?? 0)));
      return (
        live.some((p) => isAmountOff(p) && penceFromPounds(p.promotion_value) === claim.pence) ||
        savings.includes(claim.pence)
      );
    }
    case 'percent-off':
      return live.some((p) => p.promotion_type === 'RECUR%OFF' && p.promotion_value === claim.percent);
    case 'free-months':
      return live.some((p) => isFreeMonths(p) && p.promotion_value === claim.months);
    case 'promotion-code':
      return live.some((p) => samePromoCode(p.code, claim.code));
  }
}

/** The claims of a text that nothing in the catalogue backs. */
export function unbackedOfferClaims(text: string, catalogue: OfferCatalogue): OfferClaim[] {
  return findOfferClaims(text).filter((claim) => !isClaimBacked(claim, catalogue));
}

/** The words staff see beside a field whose text promises what the catalogue does not have. */
export function unbackedClaimMessage(claims: readonly OfferClaim[]): string {
  const quoted = claims.map((claim) => `'${claim.text}'`).join(', ');
  return `${quoted} ${claims.length === 1 ? 'is' : 'are'} not in the catalogue: name a live promotion or price, or take the claim out.`;
}
