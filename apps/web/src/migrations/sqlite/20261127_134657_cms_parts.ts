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
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_numbered_steps_steps\` ADD \`icon\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`plan_chooser\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_numbered_steps_steps\` DROP COLUMN \`icon\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_numbered_steps_steps\` DROP COLUMN \`icon\`;`)
}
