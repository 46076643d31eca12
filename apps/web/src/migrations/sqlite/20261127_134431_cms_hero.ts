import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-sqlite';

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`pages\` ADD \`hero_timer_label\` text DEFAULT 'Offer ends in';`)
  await db.run(sql`ALTER TABLE \`pages\` ADD \`hero_image_scale_mode\` text DEFAULT 'cover';`)
  await db.run(sql`ALTER TABLE \`pages\` ADD \`hero_image_position\` text DEFAULT 'center';`)
  await db.run(sql`ALTER TABLE \`pages\` ADD \`hero_colour_theme\` text DEFAULT 'dark';`)
  await db.run(sql`ALTER TABLE \`_pages_v\` ADD \`version_hero_timer_label\` text DEFAULT 'Offer ends in';`)
  await db.run(sql`ALTER TABLE \`_pages_v\` ADD \`version_hero_image_scale_mode\` text DEFAULT 'cover';`)
  await db.run(sql`ALTER TABLE \`_pages_v\` ADD \`version_hero_image_position\` text DEFAULT 'center';`)
  await db.run(sql`ALTER TABLE \`_pages_v\` ADD \`version_hero_colour_theme\` text DEFAULT 'dark';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`pages\` DROP COLUMN \`hero_timer_label\`;`)
  await db.run(sql`ALTER TABLE \`pages\` DROP COLUMN \`hero_image_scale_mode\`;`)
  await db.run(sql`ALTER TABLE \`pages\` DROP COLUMN \`hero_image_position\`;`)
  await db.run(sql`ALTER TABLE \`pages\` DROP COLUMN \`hero_colour_theme\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v\` DROP COLUMN \`version_hero_timer_label\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v\` DROP COLUMN \`version_hero_image_scale_mode\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v\` DROP COLUMN \`version_hero_image_position\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v\` DROP COLUMN \`version_hero_colour_theme\`;`)
}
