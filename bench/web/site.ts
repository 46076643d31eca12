import type { StartedProcess } from '../../e2e/support/servers';
import { startSite as startSharedSite } from '../../e2e/support/site';
import { API_PORT, WEB_PORT } from './config';

export { emailOutboxDir, stopSite } from '../../e2e/support/site';
export type Server = StartedProcess;

/**
 * The browser tests' site harness on the bench's own ports. No analytics tag in the measurement
 * (nobody consents during a Lighthouse run anyway). The token is the bench's, so it can place the
 * order the review page reads back.
 */
export function startSite(tempDir: string, token: string): Promise<Server[]> {
  return startSharedSite({
    apiPort: API_PORT,
    webPort: WEB_PORT,
    tempDir,
    token,
    unsetEnv: ['NEXT_PUBLIC_GA_MEASUREMENT_ID'],
  });
}
