import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import type { AppDatabase, DatabaseDialect } from '../../db/database';
import type { DatabaseSchema } from '../../db/schema';

declare module 'fastify' {
  interface FastifyInstance {
    db: Kysely<DatabaseSchema>;
    dialect: DatabaseDialect;
  }
}

export interface DatabasePluginOptions {
  database: AppDatabase;
  /** Close the database when the app closes (server.ts opened it for this app alone). */
  closeOnClose?: boolean;
}

export const databasePlugin = fp<DatabasePluginOptions>(
  async (app: FastifyInstance, options) => {
    app.decorate('db', options.database.db);
    app.decorate('dialect', options.database.dialect);
    if (options.closeOnClose) {
      app.addHook('onClose', async () => {
        await options.database.destroy();
      });
    }
  },
  { name: 'database' },
);
