import type { OriginCode } from './origin-codes';

/** Coverage status of an address on the network (content of the address item's `coverage`). */
export const COVERAGE_STATUSES = [
  'PASSSERV',
  'NOTPASSED',
  'DESIGN',
  'INPROGRESS',
  'PASSED',
  'CUSTOMER',
  'STOPED',
  'PREINSTALLED',
  'INSTALLED',
  'CERTIFIED',
] as const;
export type CoverageStatus = (typeof COVERAGE_STATUSES)[number];

/** Coverage groups of ordering-journey.md §3. INSTALLED belongs to none of them. */
export const AVAILABLE_COVERAGE: readonly CoverageStatus[] = ['PASSSERV', 'CUSTOMER', 'PREINSTALLED'];
export const NOT_AVAILABLE_COVERAGE: readonly CoverageStatus[] = ['NOTPASSED', 'STOPED'];
export const BUILDING_COVERAGE: readonly CoverageStatus[] = ['DESIGN', 'INPROGRESS', 'PASSED', 'CERTIFIED'];

// In modules of their own, so a form or a stored-state check need not carry every list (0708).
export { ADDRESS_TYPES, type AddressType, MDU_STATUSES, type MduStatus } from './address-codes';

/** OSS (operational support system) states carried in the address item's `oss_type`. */
export const OSS_TYPES = ['ACTIVECUST', 'PREACTIVECUST', 'CERTIFIED_CUSTOMER'] as const;
export const EXISTING_CUSTOMER_OSS_TYPES: readonly string[] = ['ACTIVECUST', 'PREACTIVECUST'];

// In a module of their own, so every page's first values need not carry this whole list (0704).
export { DEFAULT_ADDRESS_TYPE, PLAN_ADDRESS_TYPES, type PlanAddressType } from './plan-address-type';

export const PRODUCT_CATEGORIES = ['GIGA', 'MEGA', 'SUPER'] as const;
export type ProductCategory = (typeof PRODUCT_CATEGORIES)[number];

export const PRODUCT_TYPES = ['PRODUCT', 'ADDON'] as const;
export type ProductType = (typeof PRODUCT_TYPES)[number];

/** Plan families: BBO broadband only, BBANDP broadband and phone. */
export const PACKAGE_TYPES = ['BBO', 'BBANDP'] as const;
export type PackageType = (typeof PACKAGE_TYPES)[number];
/**
 * Each package type in plain words: the pre-order hero's dropdown (content-and-api.md §3 'Package
 * type item') and the register-interest notice that carries the visitor's choice.
 */
export const PACKAGE_TYPE_LABELS: Record<PackageType, string> = {
  BBO: 'Broadband only',
  BBANDP: 'Broadband and phone',
};

export const PROMOTION_TYPES = [
  'RECURAMTOFF',
  'RECUR%OFF',
  'FREEMONTHS',
  'FREEMONTHSINCONTRACT',
  'NOTPAYUNTIL',
  'AMTOFF',
] as const;
export type PromotionType = (typeof PROMOTION_TYPES)[number];

export const ACTION_TYPES = [
  'SIGNUP',
  'ROI',
  'PREORDER',
  'LEAD',
  'PROSPECT',
  'UPDATE',
  'PREORDERDDSDU',
  'PREORDERDDMDU',
  'CALLME',
] as const;
export type ActionType = (typeof ACTION_TYPES)[number];

/** The actions POST /customer/{action} accepts (PROSPECT has its own body; LEAD is not a web action). */
export const CUSTOMER_ACTIONS = [
  'SIGNUP',
  'UPDATE',
  'PREORDER',
  'PREORDERDDSDU',
  'PREORDERDDMDU',
  'ROI',
  'CALLME',
] as const;
export type CustomerAction = (typeof CUSTOMER_ACTIONS)[number];

/** Contract lengths in months; 0 is the 30-day rolling contract. */
export const CONTRACT_LENGTHS = [24, 12, 0] as const;
export type ContractLength = (typeof CONTRACT_LENGTHS)[number];
export const DEFAULT_CONTRACT_LENGTH: ContractLength = 24;

export { ORIGIN_CODES, type OriginCode } from './origin-codes';

/**
 * The 'How did you hear about us?' dropdown: each code in plain words (the spec gives codes only).
 * The codes are read as the provider names them (decision 0282): HR... is 'heard' (HRFACE heard face
 * to face, HRFRIEND from a friend), and FSBKINSTA is Facebook or Instagram, one channel.
 */
export const ORIGIN_LABELS: Record<OriginCode, string> = {
  GGLADS: 'Google or another search engine',
  HREVENT: 'At an event',
  HRBILLPOST: 'A billboard or poster',
  COMPARISONWEBSITES: 'A comparison website',
  HEAREMAIL: 'An e-mail from us',
  HRFACE: 'Face to face',
  HRFRIEND: 'A friend or family member',
  RADIO: 'Radio',
  FSBKINSTA: 'Facebook or Instagram',
  FLYER: 'A leaflet or flyer',
  OTHER: 'Other',
  REFERRAL: 'A referral from a customer',
  RESERARCH: 'My own research',
  SALESPERSON: 'One of our sales team',
  LCLNEWSPPR: 'A local newspaper',
  HRTIKTOK: 'TikTok',
  TV: 'TV',
};

export { TITLE_CODES, TITLES } from './titles';

export const CURRENT_SPEED_OPTIONS = [
  { value: 'UP_TO_24', label: 'Up to 24 Mbps' },
  { value: 'OVER_24_UNDER_100', label: 'Over 24 Mbps and under 100 Mbps' },
  { value: 'OVER_100', label: '100 Mbps or more' },
] as const;
export const CURRENT_SPEED_CODES = ['UP_TO_24', 'OVER_24_UNDER_100', 'OVER_100'] as const;

/** Register channel the website sends to the promotion calls. */
export const REGISTER_CHANNEL = 'WEB';
