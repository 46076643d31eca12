import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-sqlite';

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`pages_blocks_register_interest_form\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text DEFAULT 'Register your interest',
  	\`body\` text,
  	\`submit_label\` text DEFAULT 'Register my interest',
  	\`anchor\` text DEFAULT 'bundle-form',
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_register_interest_form_order_idx\` ON \`pages_blocks_register_interest_form\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_register_interest_form_parent_id_idx\` ON \`pages_blocks_register_interest_form\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_register_interest_form_path_idx\` ON \`pages_blocks_register_interest_form\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_register_interest_form\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`heading\` text DEFAULT 'Register your interest',
  	\`body\` text,
  	\`submit_label\` text DEFAULT 'Register my interest',
  	\`anchor\` text DEFAULT 'bundle-form',
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_register_interest_form_order_idx\` ON \`_pages_v_blocks_register_interest_form\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_register_interest_form_parent_id_idx\` ON \`_pages_v_blocks_register_interest_form\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_register_interest_form_path_idx\` ON \`_pages_v_blocks_register_interest_form\` (\`_path\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`pages_blocks_register_interest_form\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_register_interest_form\`;`)
}
