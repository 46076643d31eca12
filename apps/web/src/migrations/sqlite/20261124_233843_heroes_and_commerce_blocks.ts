import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`pages_hero_cards\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`body\` text,
  	\`link_url\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_hero_cards_order_idx\` ON \`pages_hero_cards\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_hero_cards_parent_id_idx\` ON \`pages_hero_cards\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_addon_chooser\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text DEFAULT 'Add extras to your broadband',
  	\`body\` text,
  	\`proceed_label\` text DEFAULT 'Proceed',
  	\`anchor\` text DEFAULT 'add-ons',
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_addon_chooser_order_idx\` ON \`pages_blocks_addon_chooser\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_addon_chooser_parent_id_idx\` ON \`pages_blocks_addon_chooser\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_addon_chooser_path_idx\` ON \`pages_blocks_addon_chooser\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_bundle_selector_bundles\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`body\` text,
  	\`sub_body\` text,
  	\`promotion_code\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_bundle_selector\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_bundle_selector_bundles_order_idx\` ON \`pages_blocks_bundle_selector_bundles\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_bundle_selector_bundles_parent_id_idx\` ON \`pages_blocks_bundle_selector_bundles\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_bundle_selector\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text DEFAULT 'Choose your bundle',
  	\`body\` text,
  	\`variant\` text DEFAULT 'a',
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_bundle_selector_order_idx\` ON \`pages_blocks_bundle_selector\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_bundle_selector_parent_id_idx\` ON \`pages_blocks_bundle_selector\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_bundle_selector_path_idx\` ON \`pages_blocks_bundle_selector\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_numbers\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`number\` numeric,
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_numbers_order_parent_idx\` ON \`pages_numbers\` (\`order\`,\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_version_hero_cards\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`body\` text,
  	\`link_url\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_version_hero_cards_order_idx\` ON \`_pages_v_version_hero_cards\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_hero_cards_parent_id_idx\` ON \`_pages_v_version_hero_cards\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_addon_chooser\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`heading\` text DEFAULT 'Add extras to your broadband',
  	\`body\` text,
  	\`proceed_label\` text DEFAULT 'Proceed',
  	\`anchor\` text DEFAULT 'add-ons',
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_addon_chooser_order_idx\` ON \`_pages_v_blocks_addon_chooser\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_addon_chooser_parent_id_idx\` ON \`_pages_v_blocks_addon_chooser\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_addon_chooser_path_idx\` ON \`_pages_v_blocks_addon_chooser\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_bundle_selector_bundles\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`body\` text,
  	\`sub_body\` text,
  	\`promotion_code\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_bundle_selector\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_bundle_selector_bundles_order_idx\` ON \`_pages_v_blocks_bundle_selector_bundles\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_bundle_selector_bundles_parent_id_idx\` ON \`_pages_v_blocks_bundle_selector_bundles\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_bundle_selector\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`heading\` text DEFAULT 'Choose your bundle',
  	\`body\` text,
  	\`variant\` text DEFAULT 'a',
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_bundle_selector_order_idx\` ON \`_pages_v_blocks_bundle_selector\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_bundle_selector_parent_id_idx\` ON \`_pages_v_blocks_bundle_selector\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_bundle_selector_path_idx\` ON \`_pages_v_blocks_bundle_selector\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_numbers\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`number\` numeric,
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_numbers_order_parent_idx\` ON \`_pages_v_numbers\` (\`order\`,\`parent_id\`);`)
  await db.run(sql`ALTER TABLE \`pages\` ADD \`hero_product_name\` text DEFAULT 'Hey!Broadband full fibre';`)
  await db.run(sql`ALTER TABLE \`pages\` ADD \`hero_phone\` text;`)
  await db.run(sql`ALTER TABLE \`pages\` ADD \`hero_left_image_id\` integer REFERENCES media(id);`)
  await db.run(sql`ALTER TABLE \`pages\` ADD \`hero_right_image_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`pages_hero_hero_left_image_idx\` ON \`pages\` (\`hero_left_image_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_hero_hero_right_image_idx\` ON \`pages\` (\`hero_right_image_id\`);`)
  await db.run(sql`ALTER TABLE \`_pages_v\` ADD \`version_hero_product_name\` text DEFAULT 'Hey!Broadband full fibre';`)
  await db.run(sql`ALTER TABLE \`_pages_v\` ADD \`version_hero_phone\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v\` ADD \`version_hero_left_image_id\` integer REFERENCES media(id);`)
  await db.run(sql`ALTER TABLE \`_pages_v\` ADD \`version_hero_right_image_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_hero_version_hero_left_image_idx\` ON \`_pages_v\` (\`version_hero_left_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_hero_version_hero_right_image_idx\` ON \`_pages_v\` (\`version_hero_right_image_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`pages_hero_cards\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_addon_chooser\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_bundle_selector_bundles\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_bundle_selector\`;`)
  await db.run(sql`DROP TABLE \`pages_numbers\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_version_hero_cards\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_addon_chooser\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_bundle_selector_bundles\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_bundle_selector\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_numbers\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_pages\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`slug\` text,
  	\`hero_hero_type\` text DEFAULT 'heroDefault',
  	\`hero_pre_heading\` text,
  	\`hero_headline\` text,
  	\`hero_sub_headline\` text,
  	\`hero_offer\` text,
  	\`hero_description\` text,
  	\`hero_small_text\` text,
  	\`hero_package_type_label\` text DEFAULT 'What would you like?',
  	\`hero_aside_heading\` text,
  	\`hero_aside_text\` text,
  	\`hero_add_countdown_timer\` integer DEFAULT false,
  	\`hero_timer_end\` text,
  	\`hero_display_post_code_checker\` integer DEFAULT true,
  	\`hero_postcode_label\` text,
  	\`hero_default_address_type\` text DEFAULT 'RES',
  	\`hero_cta_display\` integer DEFAULT false,
  	\`hero_cta_label\` text,
  	\`hero_cta_link\` text,
  	\`hero_cta_button_type\` text DEFAULT 'primary',
  	\`hero_cta_event\` text,
  	\`hero_image_id\` integer,
  	\`hero_image_mobile_id\` integer,
  	\`hero_show_reviews\` integer DEFAULT false,
  	\`hero_reviews_heading\` text DEFAULT 'What our customers say about us',
  	\`description\` text,
  	\`keywords\` text,
  	\`no_index\` integer DEFAULT false,
  	\`structured_data\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`hero_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`hero_image_mobile_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages\`("id", "title", "slug", "hero_hero_type", "hero_pre_heading", "hero_headline", "hero_sub_headline", "hero_offer", "hero_description", "hero_small_text", "hero_package_type_label", "hero_aside_heading", "hero_aside_text", "hero_add_countdown_timer", "hero_timer_end", "hero_display_post_code_checker", "hero_postcode_label", "hero_default_address_type", "hero_cta_display", "hero_cta_label", "hero_cta_link", "hero_cta_button_type", "hero_cta_event", "hero_image_id", "hero_image_mobile_id", "hero_show_reviews", "hero_reviews_heading", "description", "keywords", "no_index", "structured_data", "updated_at", "created_at", "_status") SELECT "id", "title", "slug", "hero_hero_type", "hero_pre_heading", "hero_headline", "hero_sub_headline", "hero_offer", "hero_description", "hero_small_text", "hero_package_type_label", "hero_aside_heading", "hero_aside_text", "hero_add_countdown_timer", "hero_timer_end", "hero_display_post_code_checker", "hero_postcode_label", "hero_default_address_type", "hero_cta_display", "hero_cta_label", "hero_cta_link", "hero_cta_button_type", "hero_cta_event", "hero_image_id", "hero_image_mobile_id", "hero_show_reviews", "hero_reviews_heading", "description", "keywords", "no_index", "structured_data", "updated_at", "created_at", "_status" FROM \`pages\`;`)
  await db.run(sql`DROP TABLE \`pages\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages\` RENAME TO \`pages\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_slug_idx\` ON \`pages\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`pages_hero_hero_image_idx\` ON \`pages\` (\`hero_image_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_hero_hero_image_mobile_idx\` ON \`pages\` (\`hero_image_mobile_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_updated_at_idx\` ON \`pages\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`pages_created_at_idx\` ON \`pages\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`pages__status_idx\` ON \`pages\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new__pages_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_title\` text,
  	\`version_slug\` text,
  	\`version_hero_hero_type\` text DEFAULT 'heroDefault',
  	\`version_hero_pre_heading\` text,
  	\`version_hero_headline\` text,
  	\`version_hero_sub_headline\` text,
  	\`version_hero_offer\` text,
  	\`version_hero_description\` text,
  	\`version_hero_small_text\` text,
  	\`version_hero_package_type_label\` text DEFAULT 'What would you like?',
  	\`version_hero_aside_heading\` text,
  	\`version_hero_aside_text\` text,
  	\`version_hero_add_countdown_timer\` integer DEFAULT false,
  	\`version_hero_timer_end\` text,
  	\`version_hero_display_post_code_checker\` integer DEFAULT true,
  	\`version_hero_postcode_label\` text,
  	\`version_hero_default_address_type\` text DEFAULT 'RES',
  	\`version_hero_cta_display\` integer DEFAULT false,
  	\`version_hero_cta_label\` text,
  	\`version_hero_cta_link\` text,
  	\`version_hero_cta_button_type\` text DEFAULT 'primary',
  	\`version_hero_cta_event\` text,
  	\`version_hero_image_id\` integer,
  	\`version_hero_image_mobile_id\` integer,
  	\`version_hero_show_reviews\` integer DEFAULT false,
  	\`version_hero_reviews_heading\` text DEFAULT 'What our customers say about us',
  	\`version_description\` text,
  	\`version_keywords\` text,
  	\`version_no_index\` integer DEFAULT false,
  	\`version_structured_data\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_hero_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_hero_image_mobile_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new__pages_v\`("id", "parent_id", "version_title", "version_slug", "version_hero_hero_type", "version_hero_pre_heading", "version_hero_headline", "version_hero_sub_headline", "version_hero_offer", "version_hero_description", "version_hero_small_text", "version_hero_package_type_label", "version_hero_aside_heading", "version_hero_aside_text", "version_hero_add_countdown_timer", "version_hero_timer_end", "version_hero_display_post_code_checker", "version_hero_postcode_label", "version_hero_default_address_type", "version_hero_cta_display", "version_hero_cta_label", "version_hero_cta_link", "version_hero_cta_button_type", "version_hero_cta_event", "version_hero_image_id", "version_hero_image_mobile_id", "version_hero_show_reviews", "version_hero_reviews_heading", "version_description", "version_keywords", "version_no_index", "version_structured_data", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "latest") SELECT "id", "parent_id", "version_title", "version_slug", "version_hero_hero_type", "version_hero_pre_heading", "version_hero_headline", "version_hero_sub_headline", "version_hero_offer", "version_hero_description", "version_hero_small_text", "version_hero_package_type_label", "version_hero_aside_heading", "version_hero_aside_text", "version_hero_add_countdown_timer", "version_hero_timer_end", "version_hero_display_post_code_checker", "version_hero_postcode_label", "version_hero_default_address_type", "version_hero_cta_display", "version_hero_cta_label", "version_hero_cta_link", "version_hero_cta_button_type", "version_hero_cta_event", "version_hero_image_id", "version_hero_image_mobile_id", "version_hero_show_reviews", "version_hero_reviews_heading", "version_description", "version_keywords", "version_no_index", "version_structured_data", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "latest" FROM \`_pages_v\`;`)
  await db.run(sql`DROP TABLE \`_pages_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__pages_v\` RENAME TO \`_pages_v\`;`)
  await db.run(sql`CREATE INDEX \`_pages_v_parent_idx\` ON \`_pages_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version_slug_idx\` ON \`_pages_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_hero_version_hero_image_idx\` ON \`_pages_v\` (\`version_hero_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_hero_version_hero_image_mobile_idx\` ON \`_pages_v\` (\`version_hero_image_mobile_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version_updated_at_idx\` ON \`_pages_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version_created_at_idx\` ON \`_pages_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version__status_idx\` ON \`_pages_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_created_at_idx\` ON \`_pages_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_updated_at_idx\` ON \`_pages_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_latest_idx\` ON \`_pages_v\` (\`latest\`);`)
}
