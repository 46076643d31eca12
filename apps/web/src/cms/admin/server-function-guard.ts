import { cmsServerFunctionCallSchema } from '@fibre/domain/schemas/cms-server-function-call';
import { createErrorBody, type ErrorBody } from '@fibre/domain/schemas/error-body';
import { isForgeryRisk } from '@/cms/http/origin-check';

export interface ServerFunctionGuardDeps {
  headers: Headers;
  siteOrigins: readonly string[];
  /** Whether the request's session is a signed-in staff member's. */
  signedIn: (headers: Headers) => Promise<boolean>;
}

/**
 * What the admin's server function answers before Payload's handler runs (decision 0383), or null to
 * run it. A call from another origin throws, as decision 0391 says (the proxy has refused it before
 * it gets here). A call the admin's client did not make, or made by nobody signed in, gets the one
 * error body as its value: Payload's handlers threw on both, which Next.js answered with a 500.
 */
export async function serverFunctionRefusal(
  args: unknown,
  deps: ServerFunctionGuardDeps,
): Promise<ErrorBody | null> {
  if (isForgeryRisk({ method: 'POST', headers: deps.headers }, deps.siteOrigins)) {
    throw new Error('This request must come from the site itself.');
  }
  if (!cmsServerFunctionCallSchema.safeParse(args).success) return createErrorBody('request.invalid');
  if (!(await deps.signedIn(deps.headers))) return createErrorBody('cms.unauthorized');
  return null;
}
