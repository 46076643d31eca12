import { z } from 'zod';

/** A pounds amount on the wire: non-negative, finite, at most two decimal places. */
export const poundsAmountSchema = z
  .number()
  .finite()
  .nonnegative()
  .max(1_000_000)
  .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, {
    message: 'Amount must have at most two decimal places',
  });
