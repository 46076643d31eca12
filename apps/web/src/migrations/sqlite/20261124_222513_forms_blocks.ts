import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`pages_blocks_outage_form\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`body\` text,
  	\`email_error\` text,
  	\`agree_label\` text,
  	\`submit_label\` text DEFAULT 'Notify me',
  	\`success_header\` text,
  	\`success_message\` text,
  	\`error_message\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_outage_form_order_idx\` ON \`pages_blocks_outage_form\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_outage_form_parent_id_idx\` ON \`pages_blocks_outage_form\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_outage_form_path_idx\` ON \`pages_blocks_outage_form\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_charity_vote\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`body\` text,
  	\`other_description\` text DEFAULT 'Tell us which local charity we should support.',
  	\`submit_label\` text DEFAULT 'Submit my choice',
  	\`thank_you_heading\` text,
  	\`thank_you_message\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_charity_vote_order_idx\` ON \`pages_blocks_charity_vote\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_charity_vote_parent_id_idx\` ON \`pages_blocks_charity_vote\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_charity_vote_path_idx\` ON \`pages_blocks_charity_vote\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_contact_form\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`form_heading\` text,
  	\`form_image_id\` integer,
  	\`name_label\` text DEFAULT 'Full name',
  	\`name_error\` text,
  	\`email_label\` text DEFAULT 'Email',
  	\`email_error\` text,
  	\`phone_label\` text DEFAULT 'Phone number',
  	\`phone_error\` text,
  	\`city_label\` text DEFAULT 'Town or city',
  	\`city_error\` text,
  	\`city_display\` integer DEFAULT false,
  	\`address_label\` text DEFAULT 'Address',
  	\`address_error\` text,
  	\`address_display\` integer DEFAULT false,
  	\`postcode_label\` text DEFAULT 'Postcode',
  	\`postcode_error\` text,
  	\`postcode_display\` integer DEFAULT false,
  	\`birthdate_label\` text DEFAULT 'Date of birth',
  	\`birthdate_error\` text,
  	\`birthdate_display\` integer DEFAULT false,
  	\`message_label\` text DEFAULT 'Message',
  	\`message_error\` text,
  	\`message_display\` integer DEFAULT false,
  	\`terms_label\` text DEFAULT 'I agree to Terms & Conditions',
  	\`terms_error\` text,
  	\`subscription_display\` integer DEFAULT true,
  	\`subscription_label\` text,
  	\`subscription_error\` text,
  	\`submit_label\` text DEFAULT 'Send',
  	\`success_message\` text,
  	\`error_message\` text,
  	\`email_template\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`form_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_contact_form_order_idx\` ON \`pages_blocks_contact_form\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_contact_form_parent_id_idx\` ON \`pages_blocks_contact_form\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_contact_form_path_idx\` ON \`pages_blocks_contact_form\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_contact_form_form_image_idx\` ON \`pages_blocks_contact_form\` (\`form_image_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_speed_test\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`body\` text,
  	\`dropdown_label\` text DEFAULT 'What do you want to download?',
  	\`dropdown_placeholder\` text DEFAULT 'Choose your option',
  	\`cta_label1\` text DEFAULT 'Start',
  	\`cta_label2\` text DEFAULT 'Reset',
  	\`speed_chart_fast_label\` text DEFAULT 'Hey!Broadband full fibre',
  	\`speed_chart_slow_label\` text DEFAULT 'Average UK broadband',
  	\`small_print\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_speed_test_order_idx\` ON \`pages_blocks_speed_test\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_speed_test_parent_id_idx\` ON \`pages_blocks_speed_test\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_speed_test_path_idx\` ON \`pages_blocks_speed_test\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_texts\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`text\` text,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_texts_order_parent\` ON \`pages_texts\` (\`order\`,\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_outage_form\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`body\` text,
  	\`email_error\` text,
  	\`agree_label\` text,
  	\`submit_label\` text DEFAULT 'Notify me',
  	\`success_header\` text,
  	\`success_message\` text,
  	\`error_message\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_outage_form_order_idx\` ON \`_pages_v_blocks_outage_form\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_outage_form_parent_id_idx\` ON \`_pages_v_blocks_outage_form\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_outage_form_path_idx\` ON \`_pages_v_blocks_outage_form\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_charity_vote\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`body\` text,
  	\`other_description\` text DEFAULT 'Tell us which local charity we should support.',
  	\`submit_label\` text DEFAULT 'Submit my choice',
  	\`thank_you_heading\` text,
  	\`thank_you_message\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_charity_vote_order_idx\` ON \`_pages_v_blocks_charity_vote\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_charity_vote_parent_id_idx\` ON \`_pages_v_blocks_charity_vote\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_charity_vote_path_idx\` ON \`_pages_v_blocks_charity_vote\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_contact_form\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`form_heading\` text,
  	\`form_image_id\` integer,
  	\`name_label\` text DEFAULT 'Full name',
  	\`name_error\` text,
  	\`email_label\` text DEFAULT 'Email',
  	\`email_error\` text,
  	\`phone_label\` text DEFAULT 'Phone number',
  	\`phone_error\` text,
  	\`city_label\` text DEFAULT 'Town or city',
  	\`city_error\` text,
  	\`city_display\` integer DEFAULT false,
  	\`address_label\` text DEFAULT 'Address',
  	\`address_error\` text,
  	\`address_display\` integer DEFAULT false,
  	\`postcode_label\` text DEFAULT 'Postcode',
  	\`postcode_error\` text,
  	\`postcode_display\` integer DEFAULT false,
  	\`birthdate_label\` text DEFAULT 'Date of birth',
  	\`birthdate_error\` text,
  	\`birthdate_display\` integer DEFAULT false,
  	\`message_label\` text DEFAULT 'Message',
  	\`message_error\` text,
  	\`message_display\` integer DEFAULT false,
  	\`terms_label\` text DEFAULT 'I agree to Terms & Conditions',
  	\`terms_error\` text,
  	\`subscription_display\` integer DEFAULT true,
  	\`subscription_label\` text,
  	\`subscription_error\` text,
  	\`submit_label\` text DEFAULT 'Send',
  	\`success_message\` text,
  	\`error_message\` text,
  	\`email_template\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`form_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_contact_form_order_idx\` ON \`_pages_v_blocks_contact_form\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_contact_form_parent_id_idx\` ON \`_pages_v_blocks_contact_form\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_contact_form_path_idx\` ON \`_pages_v_blocks_contact_form\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_contact_form_form_image_idx\` ON \`_pages_v_blocks_contact_form\` (\`form_image_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_speed_test\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`body\` text,
  	\`dropdown_label\` text DEFAULT 'What do you want to download?',
  	\`dropdown_placeholder\` text DEFAULT 'Choose your option',
  	\`cta_label1\` text DEFAULT 'Start',
  	\`cta_label2\` text DEFAULT 'Reset',
  	\`speed_chart_fast_label\` text DEFAULT 'Hey!Broadband full fibre',
  	\`speed_chart_slow_label\` text DEFAULT 'Average UK broadband',
  	\`small_print\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_speed_test_order_idx\` ON \`_pages_v_blocks_speed_test\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_speed_test_parent_id_idx\` ON \`_pages_v_blocks_speed_test\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_speed_test_path_idx\` ON \`_pages_v_blocks_speed_test\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_texts\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`text\` text,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_texts_order_parent\` ON \`_pages_v_texts\` (\`order\`,\`parent_id\`);`)
  await db.run(sql`ALTER TABLE \`pages_rels\` ADD \`charities_id\` integer REFERENCES charities(id);`)
  await db.run(sql`ALTER TABLE \`pages_rels\` ADD \`media_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`pages_rels_charities_id_idx\` ON \`pages_rels\` (\`charities_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_rels_media_id_idx\` ON \`pages_rels\` (\`media_id\`);`)
  await db.run(sql`ALTER TABLE \`_pages_v_rels\` ADD \`charities_id\` integer REFERENCES charities(id);`)
  await db.run(sql`ALTER TABLE \`_pages_v_rels\` ADD \`media_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`_pages_v_rels_charities_id_idx\` ON \`_pages_v_rels\` (\`charities_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_rels_media_id_idx\` ON \`_pages_v_rels\` (\`media_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`pages_blocks_outage_form\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_charity_vote\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_contact_form\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_speed_test\`;`)
  await db.run(sql`DROP TABLE \`pages_texts\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_outage_form\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_charity_vote\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_contact_form\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_speed_test\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_texts\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_pages_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`faq_items_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`faq_items_id\`) REFERENCES \`faq_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages_rels\`("id", "order", "parent_id", "path", "faq_items_id") SELECT "id", "order", "parent_id", "path", "faq_items_id" FROM \`pages_rels\`;`)
  await db.run(sql`DROP TABLE \`pages_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_rels\` RENAME TO \`pages_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`pages_rels_order_idx\` ON \`pages_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`pages_rels_parent_idx\` ON \`pages_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_rels_path_idx\` ON \`pages_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`pages_rels_faq_items_id_idx\` ON \`pages_rels\` (\`faq_items_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__pages_v_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`faq_items_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`faq_items_id\`) REFERENCES \`faq_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__pages_v_rels\`("id", "order", "parent_id", "path", "faq_items_id") SELECT "id", "order", "parent_id", "path", "faq_items_id" FROM \`_pages_v_rels\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new__pages_v_rels\` RENAME TO \`_pages_v_rels\`;`)
  await db.run(sql`CREATE INDEX \`_pages_v_rels_order_idx\` ON \`_pages_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_rels_parent_idx\` ON \`_pages_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_rels_path_idx\` ON \`_pages_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_rels_faq_items_id_idx\` ON \`_pages_v_rels\` (\`faq_items_id\`);`)
}
