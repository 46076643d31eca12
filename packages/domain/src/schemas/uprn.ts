import { z } from 'zod';
import { uprnSchema } from './address-item';
import { VALIDATION_MESSAGES } from './validation-messages';

/** A uprn the site sends: missing says 'Field is required', malformed 'Invalid uprn'. */
export const requiredUprnSchema = z.string({ error: VALIDATION_MESSAGES.fieldRequired }).pipe(uprnSchema);

/** Path parameters of /uprn/{uprn} and /uprn/uprnChecked/{uprn}. */
export const uprnParamsSchema = z.strictObject({ uprn: requiredUprnSchema });
export type UprnParams = z.output<typeof uprnParamsSchema>;

/** POST /api/uprn: the address data of one uprn. */
export const uprnBodySchema = z.strictObject({ uprn: requiredUprnSchema });
export type UprnBody = z.output<typeof uprnBodySchema>;

/** PUT /api/uprn-checked: record that a uprn was checked. */
export const uprnCheckedBodySchema = uprnBodySchema;
export type UprnCheckedBody = UprnBody;
