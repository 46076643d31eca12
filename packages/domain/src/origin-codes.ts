/**
 * 'How did you hear about us?' codes (decision 0708): in a module of their own, re-exported by
 * constants, so the register-interest form need not carry every code list. Their plain words are
 * constants' ORIGIN_LABELS.
 */
export const ORIGIN_CODES = [
  'GGLADS',
  'HREVENT',
  'HRBILLPOST',
  'COMPARISONWEBSITES',
  'HEAREMAIL',
  'HRFACE',
  'HRFRIEND',
  'RADIO',
  'FSBKINSTA',
  'FLYER',
  'OTHER',
  'REFERRAL',
  'RESERARCH',
  'SALESPERSON',
  'LCLNEWSPPR',
  'HRTIKTOK',
  'TV',
] as const;
export type OriginCode = (typeof ORIGIN_CODES)[number];
