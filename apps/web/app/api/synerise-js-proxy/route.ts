import { syneriseJsProxy } from '@/lib/api/synerise-proxy-route';
import { trackingScriptSource } from '@/lib/outside-services';

// Answered per request from the kept copy (services/tracking-script.ts), never prerendered at build.
export const dynamic = 'force-dynamic';

export function GET(): Promise<Response> {
  return syneriseJsProxy({ trackingScript: trackingScriptSource() });
}
