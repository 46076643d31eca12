import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`pages_hero_checklist\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`item\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_hero_checklist_order_idx\` ON \`pages_hero_checklist\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_hero_checklist_parent_id_idx\` ON \`pages_hero_checklist\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_version_hero_checklist\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`item\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_version_hero_checklist_order_idx\` ON \`_pages_v_version_hero_checklist\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_hero_checklist_parent_id_idx\` ON \`_pages_v_version_hero_checklist\` (\`_parent_id\`);`)
  await db.run(sql`ALTER TABLE \`pages\` ADD \`hero_package_type_label\` text DEFAULT 'What would you like?';`)
  await db.run(sql`ALTER TABLE \`pages\` ADD \`hero_aside_heading\` text;`)
  await db.run(sql`ALTER TABLE \`pages\` ADD \`hero_aside_text\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v\` ADD \`version_hero_package_type_label\` text DEFAULT 'What would you like?';`)
  await db.run(sql`ALTER TABLE \`_pages_v\` ADD \`version_hero_aside_heading\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v\` ADD \`version_hero_aside_text\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`pages_hero_checklist\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_version_hero_checklist\`;`)
  await db.run(sql`ALTER TABLE \`pages\` DROP COLUMN \`hero_package_type_label\`;`)
  await db.run(sql`ALTER TABLE \`pages\` DROP COLUMN \`hero_aside_heading\`;`)
  await db.run(sql`ALTER TABLE \`pages\` DROP COLUMN \`hero_aside_text\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v\` DROP COLUMN \`version_hero_package_type_label\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v\` DROP COLUMN \`version_hero_aside_heading\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v\` DROP COLUMN \`version_hero_aside_text\`;`)
}
