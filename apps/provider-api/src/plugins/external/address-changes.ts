import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { type AddressChangeListener, listenForAddressChanges } from '../../coverage/address-change-channel';
import { addressesChanged } from '../../coverage/postcode-cache';
import type { AppDatabase } from '../../db/database';

declare module 'fastify' {
  interface FastifyInstance {
    /** The PostgreSQL LISTEN for address writes of other processes; null on SQLite or when off. */
    addressChanges: AddressChangeListener | null;
  }
}

export interface AddressChangesPluginOptions {
  database: AppDatabase;
  /** Listen for other processes' address writes (default true; PostgreSQL only). */
  listen?: boolean;
}

/**
 * On PostgreSQL, clears this process's address caches whenever any process writes addresses
 * (decision 0544). Start-up does not wait on it: a listener that cannot connect yet retries, and
 * meanwhile the 10 s TTL bounds how stale a cached list can be.
 */
export const addressChangesPlugin = fp<AddressChangesPluginOptions>(
  async (app: FastifyInstance, options) => {
    const { connectionString } = options.database;
    if (options.database.dialect !== 'postgres' || !connectionString || options.listen === false) {
      app.decorate('addressChanges', null);
      return;
    }
    const listener = listenForAddressChanges({
      connectionString,
      onChange: addressesChanged,
      log: { warn: (message) => app.log.warn(message), info: (message) => app.log.info(message) },
    });
    app.decorate('addressChanges', listener);
    app.addHook('onClose', async () => listener.close());
  },
  { name: 'address-changes' },
);
