import 'server-only';
import { botCheckHostnames } from '@fibre/domain/bot-check';
import { headers } from 'next/headers';
import type { BotCheckContext } from './api/bot-check-guard';
import { serverEnv } from './env';
import { clientConnection } from './forwarded';
import { forwardedSecret } from './forwarded-secret';
import { botCheckService } from './outside-services';

/**
 * Who is calling a server action. An action has no Request, but `next/headers` gives it the same
 * headers a route handler reads, stamped by instrumentation.ts as the server received them, so the
 * client's address is the connection's, as for the /api routes (decision 0181), never a header the
 * client wrote; and the host the form was posted to names where a bot-check token may come from.
 */
export async function actionBotCheckContext(): Promise<BotCheckContext> {
  const env = serverEnv();
  const incoming = await headers();
  const connection = clientConnection(incoming, env.trustedProxyCount, forwardedSecret());
  const host = incoming.get('host');
  return {
    botCheck: botCheckService(),
    host,
    clientIp: connection.ip,
    development: env.nodeEnv === 'development',
    hostnames: botCheckHostnames(env.botCheck.hostnames, env.siteUrl, host),
  };
}
