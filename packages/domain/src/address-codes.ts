/**
 * The address item's codes (decision 0708): in a module of their own, re-exported by constants, so
 * the browser's check of a stored address item need not carry every code list.
 */
/** RES residential, HWRK home worker, BUS business, MSM multi-dwelling (routing and labelling only). */
export const ADDRESS_TYPES = ['RES', 'HWRK', 'BUS', 'MSM'] as const;
export type AddressType = (typeof ADDRESS_TYPES)[number];

/** The building's stage for a multi-dwelling unit (the address item's `mdu_status`). */
export const MDU_STATUSES = ['STARTED', 'ADVANCED', 'RFS'] as const;
export type MduStatus = (typeof MDU_STATUSES)[number];
