import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-sqlite';

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`pages\` ADD \`menu_header\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`pages\` ADD \`menu_footer\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`pages\` ADD \`menu_footer_column\` text;`)
  await db.run(sql`ALTER TABLE \`pages\` ADD \`menu_label\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v\` ADD \`version_menu_header\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`_pages_v\` ADD \`version_menu_footer\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`_pages_v\` ADD \`version_menu_footer_column\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v\` ADD \`version_menu_label\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`pages\` DROP COLUMN \`menu_header\`;`)
  await db.run(sql`ALTER TABLE \`pages\` DROP COLUMN \`menu_footer\`;`)
  await db.run(sql`ALTER TABLE \`pages\` DROP COLUMN \`menu_footer_column\`;`)
  await db.run(sql`ALTER TABLE \`pages\` DROP COLUMN \`menu_label\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v\` DROP COLUMN \`version_menu_header\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v\` DROP COLUMN \`version_menu_footer\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v\` DROP COLUMN \`version_menu_footer_column\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v\` DROP COLUMN \`version_menu_label\`;`)
}
