import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-sqlite';

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`users_roles\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`users_roles_order_idx\` ON \`users_roles\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`users_roles_parent_idx\` ON \`users_roles\` (\`parent_id\`);`)
  // Added by hand (decision 0670): every account keeps what it could do before roles (content), and
  // the first account, the one the first start seeded, also sees orders.
  await db.run(sql`INSERT INTO \`users_roles\` (\`order\`, \`parent_id\`, \`value\`) SELECT 1, \`id\`, 'content' FROM \`users\`;`)
  await db.run(sql`INSERT INTO \`users_roles\` (\`order\`, \`parent_id\`, \`value\`) SELECT 2, \`id\`, 'orders' FROM \`users\` WHERE \`id\` = (SELECT MIN(\`id\`) FROM \`users\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`users_roles\`;`)
}
