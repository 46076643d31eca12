import { z } from 'zod';

/** PUT /uprn/uprnChecked/{uprn}: the address stamped with the time the website checked it. */
export const uprnCheckedSchema = z.object({
  uprn: z.string(),
  checked_at: z.string().describe('ISO 8601 time'),
});
export type UprnChecked = z.infer<typeof uprnCheckedSchema>;
