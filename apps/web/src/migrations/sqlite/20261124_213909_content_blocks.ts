import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`pages_blocks_text_element_list_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`text\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_text_element_list\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_text_element_list_items_order_idx\` ON \`pages_blocks_text_element_list_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_text_element_list_items_parent_id_idx\` ON \`pages_blocks_text_element_list_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_text_element_list\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`list_style\` text DEFAULT 'disc',
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_text_element_list_order_idx\` ON \`pages_blocks_text_element_list\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_text_element_list_parent_id_idx\` ON \`pages_blocks_text_element_list\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_text_element_list_path_idx\` ON \`pages_blocks_text_element_list\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_two_column_text\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`left_heading\` text,
  	\`right_heading\` text,
  	\`left\` text,
  	\`right\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_two_column_text_order_idx\` ON \`pages_blocks_two_column_text\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_two_column_text_parent_id_idx\` ON \`pages_blocks_two_column_text\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_two_column_text_path_idx\` ON \`pages_blocks_two_column_text\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_link_list_links\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`label\` text,
  	\`href\` text,
  	\`description\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_link_list\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_link_list_links_order_idx\` ON \`pages_blocks_link_list_links\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_link_list_links_parent_id_idx\` ON \`pages_blocks_link_list_links\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_link_list\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_link_list_order_idx\` ON \`pages_blocks_link_list\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_link_list_parent_id_idx\` ON \`pages_blocks_link_list\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_link_list_path_idx\` ON \`pages_blocks_link_list\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_anchor_link_button\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`label\` text,
  	\`anchor\` text,
  	\`variant\` text DEFAULT 'primary',
  	\`alignment\` text DEFAULT 'center',
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_anchor_link_button_order_idx\` ON \`pages_blocks_anchor_link_button\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_anchor_link_button_parent_id_idx\` ON \`pages_blocks_anchor_link_button\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_anchor_link_button_path_idx\` ON \`pages_blocks_anchor_link_button\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_image_banner\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	\`heading\` text,
  	\`text\` text,
  	\`link_label\` text,
  	\`link_href\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_image_banner_order_idx\` ON \`pages_blocks_image_banner\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_image_banner_parent_id_idx\` ON \`pages_blocks_image_banner\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_image_banner_path_idx\` ON \`pages_blocks_image_banner\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_image_banner_image_idx\` ON \`pages_blocks_image_banner\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_numbered_steps_steps\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`label\` text,
  	\`instructions\` text,
  	\`display\` integer DEFAULT true,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_numbered_steps\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_numbered_steps_steps_order_idx\` ON \`pages_blocks_numbered_steps_steps\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_numbered_steps_steps_parent_id_idx\` ON \`pages_blocks_numbered_steps_steps\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_numbered_steps\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`show_call_me_bubble\` integer DEFAULT false,
  	\`bubble_heading\` text DEFAULT 'Still in a contract?',
  	\`bubble_text\` text,
  	\`bubble_phone\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_numbered_steps_order_idx\` ON \`pages_blocks_numbered_steps\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_numbered_steps_parent_id_idx\` ON \`pages_blocks_numbered_steps\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_numbered_steps_path_idx\` ON \`pages_blocks_numbered_steps\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_colour_card_list_cards\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`description\` text,
  	\`color\` text DEFAULT 'blue',
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_colour_card_list\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_colour_card_list_cards_order_idx\` ON \`pages_blocks_colour_card_list_cards\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_colour_card_list_cards_parent_id_idx\` ON \`pages_blocks_colour_card_list_cards\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_colour_card_list\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_colour_card_list_order_idx\` ON \`pages_blocks_colour_card_list\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_colour_card_list_parent_id_idx\` ON \`pages_blocks_colour_card_list\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_colour_card_list_path_idx\` ON \`pages_blocks_colour_card_list\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_large_info_card_downloads\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`label\` text,
  	\`file_id\` integer,
  	FOREIGN KEY (\`file_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_large_info_card\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_large_info_card_downloads_order_idx\` ON \`pages_blocks_large_info_card_downloads\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_large_info_card_downloads_parent_id_idx\` ON \`pages_blocks_large_info_card_downloads\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_large_info_card_downloads_file_idx\` ON \`pages_blocks_large_info_card_downloads\` (\`file_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_large_info_card\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`body\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_large_info_card_order_idx\` ON \`pages_blocks_large_info_card\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_large_info_card_parent_id_idx\` ON \`pages_blocks_large_info_card\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_large_info_card_path_idx\` ON \`pages_blocks_large_info_card\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_sales_countdown_banner\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`ends_at\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_sales_countdown_banner_order_idx\` ON \`pages_blocks_sales_countdown_banner\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_sales_countdown_banner_parent_id_idx\` ON \`pages_blocks_sales_countdown_banner\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_sales_countdown_banner_path_idx\` ON \`pages_blocks_sales_countdown_banner\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_review_carousel\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text DEFAULT 'What our customers say about us',
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_review_carousel_order_idx\` ON \`pages_blocks_review_carousel\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_review_carousel_parent_id_idx\` ON \`pages_blocks_review_carousel\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_review_carousel_path_idx\` ON \`pages_blocks_review_carousel\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_share_tab\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text DEFAULT 'Share this page',
  	\`text\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_share_tab_order_idx\` ON \`pages_blocks_share_tab\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_share_tab_parent_id_idx\` ON \`pages_blocks_share_tab\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_share_tab_path_idx\` ON \`pages_blocks_share_tab\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_text_element_list_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`text\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_text_element_list\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_text_element_list_items_order_idx\` ON \`_pages_v_blocks_text_element_list_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_text_element_list_items_parent_id_idx\` ON \`_pages_v_blocks_text_element_list_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_text_element_list\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`list_style\` text DEFAULT 'disc',
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_text_element_list_order_idx\` ON \`_pages_v_blocks_text_element_list\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_text_element_list_parent_id_idx\` ON \`_pages_v_blocks_text_element_list\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_text_element_list_path_idx\` ON \`_pages_v_blocks_text_element_list\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_two_column_text\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`left_heading\` text,
  	\`right_heading\` text,
  	\`left\` text,
  	\`right\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_two_column_text_order_idx\` ON \`_pages_v_blocks_two_column_text\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_two_column_text_parent_id_idx\` ON \`_pages_v_blocks_two_column_text\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_two_column_text_path_idx\` ON \`_pages_v_blocks_two_column_text\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_link_list_links\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`label\` text,
  	\`href\` text,
  	\`description\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_link_list\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_link_list_links_order_idx\` ON \`_pages_v_blocks_link_list_links\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_link_list_links_parent_id_idx\` ON \`_pages_v_blocks_link_list_links\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_link_list\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_link_list_order_idx\` ON \`_pages_v_blocks_link_list\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_link_list_parent_id_idx\` ON \`_pages_v_blocks_link_list\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_link_list_path_idx\` ON \`_pages_v_blocks_link_list\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_anchor_link_button\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`label\` text,
  	\`anchor\` text,
  	\`variant\` text DEFAULT 'primary',
  	\`alignment\` text DEFAULT 'center',
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_anchor_link_button_order_idx\` ON \`_pages_v_blocks_anchor_link_button\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_anchor_link_button_parent_id_idx\` ON \`_pages_v_blocks_anchor_link_button\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_anchor_link_button_path_idx\` ON \`_pages_v_blocks_anchor_link_button\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_image_banner\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	\`heading\` text,
  	\`text\` text,
  	\`link_label\` text,
  	\`link_href\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_image_banner_order_idx\` ON \`_pages_v_blocks_image_banner\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_image_banner_parent_id_idx\` ON \`_pages_v_blocks_image_banner\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_image_banner_path_idx\` ON \`_pages_v_blocks_image_banner\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_image_banner_image_idx\` ON \`_pages_v_blocks_image_banner\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_numbered_steps_steps\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`label\` text,
  	\`instructions\` text,
  	\`display\` integer DEFAULT true,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_numbered_steps\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_numbered_steps_steps_order_idx\` ON \`_pages_v_blocks_numbered_steps_steps\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_numbered_steps_steps_parent_id_idx\` ON \`_pages_v_blocks_numbered_steps_steps\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_numbered_steps\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`show_call_me_bubble\` integer DEFAULT false,
  	\`bubble_heading\` text DEFAULT 'Still in a contract?',
  	\`bubble_text\` text,
  	\`bubble_phone\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_numbered_steps_order_idx\` ON \`_pages_v_blocks_numbered_steps\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_numbered_steps_parent_id_idx\` ON \`_pages_v_blocks_numbered_steps\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_numbered_steps_path_idx\` ON \`_pages_v_blocks_numbered_steps\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_colour_card_list_cards\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`description\` text,
  	\`color\` text DEFAULT 'blue',
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_colour_card_list\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_colour_card_list_cards_order_idx\` ON \`_pages_v_blocks_colour_card_list_cards\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_colour_card_list_cards_parent_id_idx\` ON \`_pages_v_blocks_colour_card_list_cards\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_colour_card_list\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_colour_card_list_order_idx\` ON \`_pages_v_blocks_colour_card_list\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_colour_card_list_parent_id_idx\` ON \`_pages_v_blocks_colour_card_list\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_colour_card_list_path_idx\` ON \`_pages_v_blocks_colour_card_list\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_large_info_card_downloads\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`label\` text,
  	\`file_id\` integer,
  	\`_uuid\` text,
  	FOREIGN KEY (\`file_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_large_info_card\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_large_info_card_downloads_order_idx\` ON \`_pages_v_blocks_large_info_card_downloads\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_large_info_card_downloads_parent_id_idx\` ON \`_pages_v_blocks_large_info_card_downloads\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_large_info_card_downloads_file_idx\` ON \`_pages_v_blocks_large_info_card_downloads\` (\`file_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_large_info_card\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`body\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_large_info_card_order_idx\` ON \`_pages_v_blocks_large_info_card\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_large_info_card_parent_id_idx\` ON \`_pages_v_blocks_large_info_card\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_large_info_card_path_idx\` ON \`_pages_v_blocks_large_info_card\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_sales_countdown_banner\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`ends_at\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_sales_countdown_banner_order_idx\` ON \`_pages_v_blocks_sales_countdown_banner\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_sales_countdown_banner_parent_id_idx\` ON \`_pages_v_blocks_sales_countdown_banner\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_sales_countdown_banner_path_idx\` ON \`_pages_v_blocks_sales_countdown_banner\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_review_carousel\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`heading\` text DEFAULT 'What our customers say about us',
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_review_carousel_order_idx\` ON \`_pages_v_blocks_review_carousel\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_review_carousel_parent_id_idx\` ON \`_pages_v_blocks_review_carousel\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_review_carousel_path_idx\` ON \`_pages_v_blocks_review_carousel\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_share_tab\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`heading\` text DEFAULT 'Share this page',
  	\`text\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_share_tab_order_idx\` ON \`_pages_v_blocks_share_tab\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_share_tab_parent_id_idx\` ON \`_pages_v_blocks_share_tab\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_share_tab_path_idx\` ON \`_pages_v_blocks_share_tab\` (\`_path\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`pages_blocks_text_element_list_items\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_text_element_list\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_two_column_text\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_link_list_links\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_link_list\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_anchor_link_button\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_image_banner\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_numbered_steps_steps\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_numbered_steps\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_colour_card_list_cards\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_colour_card_list\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_large_info_card_downloads\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_large_info_card\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_sales_countdown_banner\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_review_carousel\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_share_tab\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_text_element_list_items\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_text_element_list\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_two_column_text\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_link_list_links\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_link_list\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_anchor_link_button\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_image_banner\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_numbered_steps_steps\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_numbered_steps\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_colour_card_list_cards\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_colour_card_list\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_large_info_card_downloads\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_large_info_card\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_sales_countdown_banner\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_review_carousel\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_share_tab\`;`)
}
