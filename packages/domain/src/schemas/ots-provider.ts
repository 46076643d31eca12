import { z } from 'zod';

/** GET /ots/providers: the One Touch Switch retail providers of the current-provider dropdown. */
const otsProviderSchema = z.object({
  /** The provider's Retail Code Provider ID, sent on with the switching order. */
  rcpid: z.string().min(1),
  name: z.string().min(1),
});
export type OtsProviderItem = z.infer<typeof otsProviderSchema>;

export const otsProviderListSchema = z.array(otsProviderSchema);
