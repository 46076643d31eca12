import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { WebhookConfig } from '../../config';
import { DeliveryWorker } from '../../webhooks/delivery-worker';

declare module 'fastify' {
  interface FastifyInstance {
    /** The webhook and event e-mail worker of this process, or null when it runs elsewhere. */
    deliveryWorker: DeliveryWorker | null;
  }
}

export interface DeliveryWorkerPluginOptions {
  config: WebhookConfig;
  /** Start polling when the app is ready (server.ts: WEBHOOK_WORKER; tests start it when they need it). */
  start: boolean;
  /** The jitter of retries (tests fix it). */
  random?: () => number;
  /** How often reminders are looked for. */
  reminderIntervalMs?: number;
}

/**
 * Runs the delivery worker with the app (decision 0641): started when the app is ready, stopped
 * before the database closes (preClose), so a SIGTERM lets the pass in flight record its attempts.
 */
export const deliveryWorkerPlugin = fp<DeliveryWorkerPluginOptions>(
  async (app: FastifyInstance, options) => {
    if (!options.start) {
      app.decorate('deliveryWorker', null);
      return;
    }
    const { config } = options;
    const worker = new DeliveryWorker({
      db: app.db,
      dialect: app.dialect,
      mailer: app.mailer,
      siteUrl: app.siteUrl,
      log: app.log.child({ component: 'webhook-worker' }),
      clock: () => app.now(),
      pollIntervalMs: config.pollIntervalMs,
      timeoutMs: config.timeoutMs,
      policy: {
        baseDelayMs: config.retryBaseMs,
        maxDelayMs: config.retryMaxMs,
        giveUpAfterMs: config.giveUpAfterMs,
      },
      random: options.random,
      reminderIntervalMs: options.reminderIntervalMs,
    });
    app.decorate('deliveryWorker', worker);
    app.addHook('onReady', async () => worker.start());
    app.addHook('preClose', async () => worker.stop());
  },
  { name: 'delivery-worker', dependencies: ['database', 'clock', 'mailer'] },
);
