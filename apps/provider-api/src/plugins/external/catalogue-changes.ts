import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { unwatchCatalogueNotices, watchCatalogueNotices } from '../../catalogue/catalogue-snapshot';
import { type AddressChangeListener, listenForAddressChanges } from '../../coverage/address-change-channel';
import type { AppDatabase } from '../../db/database';

/** The channel the catalogue_version trigger notifies on PostgreSQL (migration 2026-11-27T21-00). */
export const CATALOGUE_CHANGES_CHANNEL = 'fibre_catalogue_changed';

declare module 'fastify' {
  interface FastifyInstance {
    /** The PostgreSQL LISTEN for catalogue writes of any process; null on SQLite or when off. */
    catalogueChanges: AddressChangeListener | null;
  }
}

export interface CatalogueChangesPluginOptions {
  database: AppDatabase;
  /** Listen for catalogue writes (default true; PostgreSQL only). */
  listen?: boolean;
}

/**
 * On PostgreSQL, lets GET /product and the monthly payment skip reading the catalogue's counter while
 * this process listens for the notice every catalogue write sends at commit (decision 0613). A
 * listener that is down, or not yet up, only means the counter is read on every request as before.
 */
export const catalogueChangesPlugin = fp<CatalogueChangesPluginOptions>(
  async (app: FastifyInstance, options) => {
    const { connectionString, db } = options.database;
    if (options.database.dialect !== 'postgres' || !connectionString || options.listen === false) {
      app.decorate('catalogueChanges', null);
      return;
    }
    const state = { listener: undefined as AddressChangeListener | undefined };
    const changed = watchCatalogueNotices(db, {
      get listening() {
        return state.listener?.listening === true;
      },
    });
    const listener = listenForAddressChanges({
      connectionString,
      channel: CATALOGUE_CHANGES_CHANNEL,
      onChange: changed,
      log: { warn: (message) => app.log.warn(message), info: (message) => app.log.info(message) },
    });
    state.listener = listener;
    app.decorate('catalogueChanges', listener);
    app.addHook('onClose', async () => {
      unwatchCatalogueNotices(db);
      await listener.close();
    });
  },
  { name: 'catalogue-changes' },
);
