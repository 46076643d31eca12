import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { deleteExpiredKeys } from '../../idempotency/idempotency';

export interface IdempotencySweeperOptions {
  /** How often expired keys are deleted (default hourly); 0 turns the sweeper off. */
  intervalMs?: number;
}

/** Deletes idempotency keys past their 24 hours, so the table does not grow for ever. */
export const idempotencySweeperPlugin = fp<IdempotencySweeperOptions>(
  async (app: FastifyInstance, options) => {
    const intervalMs = options.intervalMs ?? 60 * 60 * 1000;
    if (intervalMs <= 0) return;
    const sweep = async () => {
      try {
        const deleted = await deleteExpiredKeys(app.db, app.now());
        if (deleted > 0) app.log.info({ deleted }, 'expired idempotency keys deleted');
      } catch (error) {
        app.log.warn({ err: error }, 'idempotency key sweep failed');
      }
    };
    const timer = setInterval(() => void sweep(), intervalMs);
    timer.unref();
    app.addHook('onReady', sweep);
    app.addHook('onClose', async () => clearInterval(timer));
  },
  { name: 'idempotency-sweeper', dependencies: ['database', 'clock'] },
);
