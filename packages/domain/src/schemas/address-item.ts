import { z } from 'zod';
import { ADDRESS_TYPES, MDU_STATUSES } from '../constants';

/** A Unique Property Reference Number: 1 to 12 digits, carried as a string. */
export const uprnSchema = z
  .string()
  .trim()
  .regex(/^\d{1,12}$/, 'Invalid uprn');

/** One address of a postcode as the provider API returns it (GET /uprn/uprnByPostcode, GET /uprn/{uprn}). */
export const addressItemSchema = z.object({
  /** Null for an address the network does not know by uprn (a new build plot). */
  uprn: uprnSchema.nullable(),
  address: z.string(),
  postcode: z.string(),
  /** Coverage status; a string on the wire, usually one of COVERAGE_STATUSES, possibly empty. */
  coverage: z.string(),
  oss_type: z.string().nullable(),
  address_type: z.enum(ADDRESS_TYPES),
  ismdu: z.boolean(),
  mdu_status: z.enum(MDU_STATUSES).nullable(),
});
export type AddressItem = z.infer<typeof addressItemSchema>;

export const addressItemListSchema = z.array(addressItemSchema);

/** The public postcode lookup's result (GET /postcodes/{postcode}). */
export const postcodeCheckResultSchema = z.object({
  postcode: z.string(),
  admin_ward: z.string(),
  admin_district: z.string(),
});
export type PostcodeCheckResult = z.infer<typeof postcodeCheckResultSchema>;
