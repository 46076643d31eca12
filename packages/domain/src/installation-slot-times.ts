/**
 * The provider's two installation slots a day, Monday to Saturday (demo-data.md), without zod so
 * the browser's slot calendar and review read them without the schemas (decision 0582);
 * schemas/api-installation.ts re-exports them for the API's bodies.
 */
export const INSTALLATION_SLOT_TIMES = ['08:00-13:00', '13:00-18:00'] as const;
export type InstallationSlotTime = (typeof INSTALLATION_SLOT_TIMES)[number];
