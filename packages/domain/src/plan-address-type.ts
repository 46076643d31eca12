/*
 * The address types a plan list can be shown for, apart from constants.ts (which re-exports them):
 * the journey's first values name the default, and they are in every page's first load (decision
 * 0704), where the rest of the constants are not needed.
 */

/** The address types a plan list can be shown for (MSM is shown the RES plans). */
export const PLAN_ADDRESS_TYPES = ['RES', 'HWRK', 'BUS'] as const;
export type PlanAddressType = (typeof PLAN_ADDRESS_TYPES)[number];
export const DEFAULT_ADDRESS_TYPE: PlanAddressType = 'RES';
