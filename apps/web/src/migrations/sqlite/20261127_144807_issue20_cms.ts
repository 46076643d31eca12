import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-sqlite';

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`plan_chooser\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`bottom_link_label\` text,
  	\`bottom_link_href\` text,
  	\`display_card\` integer DEFAULT false,
  	\`card_title\` text,
  	\`card_body\` text,
  	\`card_button_label\` text,
  	\`card_button_href\` text,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`ALTER TABLE \`pages_blocks_numbered_steps_steps\` ADD \`icon\` text;`)
  await db.run(sql`ALTER TABLE \`pages\` ADD \`menu_header\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`pages\` ADD \`menu_footer\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`pages\` ADD \`menu_footer_column\` text;`)
  await db.run(sql`ALTER TABLE \`pages\` ADD \`menu_label\` text;`)
  await db.run(sql`ALTER TABLE \`pages\` ADD \`hero_timer_label\` text DEFAULT 'Offer ends in';`)
  await db.run(sql`ALTER TABLE \`pages\` ADD \`hero_image_scale_mode\` text DEFAULT 'cover';`)
  await db.run(sql`ALTER TABLE \`pages\` ADD \`hero_image_position\` text DEFAULT 'center';`)
  await db.run(sql`ALTER TABLE \`pages\` ADD \`hero_colour_theme\` text DEFAULT 'dark';`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_numbered_steps_steps\` ADD \`icon\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v\` ADD \`version_menu_header\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`_pages_v\` ADD \`version_menu_footer\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`_pages_v\` ADD \`version_menu_footer_column\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v\` ADD \`version_menu_label\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v\` ADD \`version_hero_timer_label\` text DEFAULT 'Offer ends in';`)
  await db.run(sql`ALTER TABLE \`_pages_v\` ADD \`version_hero_image_scale_mode\` text DEFAULT 'cover';`)
  await db.run(sql`ALTER TABLE \`_pages_v\` ADD \`version_hero_image_position\` text DEFAULT 'center';`)
  await db.run(sql`ALTER TABLE \`_pages_v\` ADD \`version_hero_colour_theme\` text DEFAULT 'dark';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`plan_chooser\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_numbered_steps_steps\` DROP COLUMN \`icon\`;`)
  await db.run(sql`ALTER TABLE \`pages\` DROP COLUMN \`menu_header\`;`)
  await db.run(sql`ALTER TABLE \`pages\` DROP COLUMN \`menu_footer\`;`)
  await db.run(sql`ALTER TABLE \`pages\` DROP COLUMN \`menu_footer_column\`;`)
  await db.run(sql`ALTER TABLE \`pages\` DROP COLUMN \`menu_label\`;`)
  await db.run(sql`ALTER TABLE \`pages\` DROP COLUMN \`hero_timer_label\`;`)
  await db.run(sql`ALTER TABLE \`pages\` DROP COLUMN \`hero_image_scale_mode\`;`)
  await db.run(sql`ALTER TABLE \`pages\` DROP COLUMN \`hero_image_position\`;`)
  await db.run(sql`ALTER TABLE \`pages\` DROP COLUMN \`hero_colour_theme\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_numbered_steps_steps\` DROP COLUMN \`icon\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v\` DROP COLUMN \`version_menu_header\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v\` DROP COLUMN \`version_menu_footer\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v\` DROP COLUMN \`version_menu_footer_column\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v\` DROP COLUMN \`version_menu_label\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v\` DROP COLUMN \`version_hero_timer_label\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v\` DROP COLUMN \`version_hero_image_scale_mode\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v\` DROP COLUMN \`version_hero_image_position\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v\` DROP COLUMN \`version_hero_colour_theme\`;`)
}
