import { z } from 'zod';

/**
 * A call of the CMS admin's server function as Payload's admin client sends it (decision 0383): one
 * argument, `{ name, args }`, the name one of Payload's handlers and the args an object. Anything
 * else did not come from the admin, and Payload's handler answered it with a 500.
 */
export const cmsServerFunctionCallSchema = z.object({
  name: z.string().regex(/^[a-z][a-z-]{0,63}$/),
  args: z.record(z.string(), z.unknown()).optional(),
});
export type CmsServerFunctionCall = z.infer<typeof cmsServerFunctionCallSchema>;

/** The whole argument list of a server-action body (React's encoding: a list of arguments). */
export const cmsServerFunctionArgumentsSchema = z.tuple([cmsServerFunctionCallSchema]);
