import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-sqlite';

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`pages_blocks_reviews_widget\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`description\` text,
  	\`display\` integer DEFAULT true,
  	\`widget_type\` text DEFAULT 'reviews',
  	\`background_colour\` text DEFAULT 'white',
  	\`disable_click\` integer DEFAULT false,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_reviews_widget_order_idx\` ON \`pages_blocks_reviews_widget\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_reviews_widget_parent_id_idx\` ON \`pages_blocks_reviews_widget\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_reviews_widget_path_idx\` ON \`pages_blocks_reviews_widget\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_live_chat_prompt\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text DEFAULT 'Questions? Chat to us',
  	\`text\` text,
  	\`button_label\` text DEFAULT 'Start a chat',
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_live_chat_prompt_order_idx\` ON \`pages_blocks_live_chat_prompt\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_live_chat_prompt_parent_id_idx\` ON \`pages_blocks_live_chat_prompt\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_live_chat_prompt_path_idx\` ON \`pages_blocks_live_chat_prompt\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_refer_a_friend\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text DEFAULT 'Were you referred by a friend?',
  	\`body\` text,
  	\`promo_code\` text DEFAULT 'FRIEND50',
  	\`submit_label\` text DEFAULT 'Send my details',
  	\`success_message\` text DEFAULT 'Thank you. We will be in touch about full fibre at your address.',
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_refer_a_friend_order_idx\` ON \`pages_blocks_refer_a_friend\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_refer_a_friend_parent_id_idx\` ON \`pages_blocks_refer_a_friend\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_refer_a_friend_path_idx\` ON \`pages_blocks_refer_a_friend\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_reviews_widget\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`description\` text,
  	\`display\` integer DEFAULT true,
  	\`widget_type\` text DEFAULT 'reviews',
  	\`background_colour\` text DEFAULT 'white',
  	\`disable_click\` integer DEFAULT false,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_reviews_widget_order_idx\` ON \`_pages_v_blocks_reviews_widget\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_reviews_widget_parent_id_idx\` ON \`_pages_v_blocks_reviews_widget\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_reviews_widget_path_idx\` ON \`_pages_v_blocks_reviews_widget\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_live_chat_prompt\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`heading\` text DEFAULT 'Questions? Chat to us',
  	\`text\` text,
  	\`button_label\` text DEFAULT 'Start a chat',
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_live_chat_prompt_order_idx\` ON \`_pages_v_blocks_live_chat_prompt\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_live_chat_prompt_parent_id_idx\` ON \`_pages_v_blocks_live_chat_prompt\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_live_chat_prompt_path_idx\` ON \`_pages_v_blocks_live_chat_prompt\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_refer_a_friend\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`heading\` text DEFAULT 'Were you referred by a friend?',
  	\`body\` text,
  	\`promo_code\` text DEFAULT 'FRIEND50',
  	\`submit_label\` text DEFAULT 'Send my details',
  	\`success_message\` text DEFAULT 'Thank you. We will be in touch about full fibre at your address.',
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_refer_a_friend_order_idx\` ON \`_pages_v_blocks_refer_a_friend\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_refer_a_friend_parent_id_idx\` ON \`_pages_v_blocks_refer_a_friend\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_refer_a_friend_path_idx\` ON \`_pages_v_blocks_refer_a_friend\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`amazon_voucher_offer\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`display\` integer DEFAULT false,
  	\`terms\` text,
  	\`ends_at\` text NOT NULL,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`ALTER TABLE \`pages_blocks_contact_form\` ADD \`name_type\` text DEFAULT 'text';`)
  await db.run(sql`ALTER TABLE \`pages_blocks_contact_form\` ADD \`email_type\` text DEFAULT 'email';`)
  await db.run(sql`ALTER TABLE \`pages_blocks_contact_form\` ADD \`phone_type\` text DEFAULT 'tel';`)
  await db.run(sql`ALTER TABLE \`pages_blocks_contact_form\` ADD \`city_type\` text DEFAULT 'text';`)
  await db.run(sql`ALTER TABLE \`pages_blocks_contact_form\` ADD \`address_type\` text DEFAULT 'text';`)
  await db.run(sql`ALTER TABLE \`pages_blocks_contact_form\` ADD \`postcode_type\` text DEFAULT 'text';`)
  await db.run(sql`ALTER TABLE \`pages_blocks_contact_form\` ADD \`birthdate_type\` text DEFAULT 'date';`)
  await db.run(sql`ALTER TABLE \`pages_blocks_contact_form\` ADD \`message_type\` text DEFAULT 'textarea';`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_contact_form\` ADD \`name_type\` text DEFAULT 'text';`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_contact_form\` ADD \`email_type\` text DEFAULT 'email';`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_contact_form\` ADD \`phone_type\` text DEFAULT 'tel';`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_contact_form\` ADD \`city_type\` text DEFAULT 'text';`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_contact_form\` ADD \`address_type\` text DEFAULT 'text';`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_contact_form\` ADD \`postcode_type\` text DEFAULT 'text';`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_contact_form\` ADD \`birthdate_type\` text DEFAULT 'date';`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_contact_form\` ADD \`message_type\` text DEFAULT 'textarea';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`pages_blocks_reviews_widget\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_live_chat_prompt\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_refer_a_friend\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_reviews_widget\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_live_chat_prompt\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_refer_a_friend\`;`)
  await db.run(sql`DROP TABLE \`amazon_voucher_offer\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_contact_form\` DROP COLUMN \`name_type\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_contact_form\` DROP COLUMN \`email_type\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_contact_form\` DROP COLUMN \`phone_type\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_contact_form\` DROP COLUMN \`city_type\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_contact_form\` DROP COLUMN \`address_type\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_contact_form\` DROP COLUMN \`postcode_type\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_contact_form\` DROP COLUMN \`birthdate_type\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_contact_form\` DROP COLUMN \`message_type\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_contact_form\` DROP COLUMN \`name_type\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_contact_form\` DROP COLUMN \`email_type\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_contact_form\` DROP COLUMN \`phone_type\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_contact_form\` DROP COLUMN \`city_type\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_contact_form\` DROP COLUMN \`address_type\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_contact_form\` DROP COLUMN \`postcode_type\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_contact_form\` DROP COLUMN \`birthdate_type\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_contact_form\` DROP COLUMN \`message_type\`;`)
}
