import 'server-only';
import { botCheckHostnames } from '@fibre/domain/bot-check';
import { after } from 'next/server';
import { serverEnv } from '../env';
import { clientConnection } from '../forwarded';
import { forwardedSecret } from '../forwarded-secret';
import { botCheckService, emailService, postcodeLookup, trackingScriptSource } from '../outside-services';
import { provider } from '../provider';
import { lookedUpUprns } from './looked-up-uprns';
import { orderAccessKey } from './order-access';
import { rateLimiters } from './rate-limits';
import type { RouteDeps } from './route-deps';

let accessKey: Buffer | undefined;

/** The real dependencies of the same-site routes. */
export function routeDeps(request: Request): RouteDeps {
  const env = serverEnv();
  accessKey ??= orderAccessKey(env.providerApiToken);
  const connection = clientConnection(request.headers, env.trustedProxyCount, forwardedSecret());
  return {
    provider: provider(),
    limiters: rateLimiters(),
    lookedUp: lookedUpUprns(),
    now: () => Date.now(),
    secure: connection.https,
    clientIp: connection.ip,
    orderAccessKey: accessKey,
    botCheck: botCheckService(),
    botCheckHostnames: botCheckHostnames(env.botCheck.hostnames, env.siteUrl, request.headers.get('host')),
    email: {
      sendForm: emailService().sendForm,
      registerInterestTemplateId: env.email.registerInterestTemplateId,
    },
    afterResponse: (task) => after(task),
    postcodeLookup: postcodeLookup(),
    trackingScript: trackingScriptSource(),
    paymentRedirect: { siteOrigin: env.sitePublicUrl, allowedHosts: env.paymentRedirectHosts },
    development: env.nodeEnv === 'development',
    sendResumeCode: (message) =>
      emailService().send({ ...message }, { templateId: env.email.orderCodeTemplateId }),
  };
}
