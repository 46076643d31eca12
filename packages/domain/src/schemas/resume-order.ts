import { z } from 'zod';
import { RESUME_CODE_FORMAT_MESSAGE } from '../resume-code';
import { type CustomerOrderBodyOptions, createCustomerOrderBodySchema } from './customer-order';

/**
 * POST /api/customer-update (decision 0380): the order body of the resumed order, plus the one-time
 * code the site e-mailed to its address. Without the code the route sends one; with it, the route
 * checks it before the provider's UPDATE. The code never goes to the provider.
 */
export const verificationCodeSchema = z
  .string({ error: RESUME_CODE_FORMAT_MESSAGE })
  .transform((text) => text.replace(/\s+/g, ''))
  .pipe(z.string().regex(/^\d{6}$/, { error: RESUME_CODE_FORMAT_MESSAGE }));

export function createResumeOrderBodySchema(options: CustomerOrderBodyOptions) {
  // safeExtend keeps the order body's own refinements (the business fields, the switch match).
  return createCustomerOrderBodySchema(options).safeExtend({
    verification_code: verificationCodeSchema.optional(),
  });
}

export type ResumeOrderBody = z.output<ReturnType<typeof createResumeOrderBodySchema>>;
