import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-sqlite';

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`pages_blocks_relay_video_app_links\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`store\` text,
  	\`href\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_relay_video\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_relay_video_app_links_order_idx\` ON \`pages_blocks_relay_video_app_links\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_relay_video_app_links_parent_id_idx\` ON \`pages_blocks_relay_video_app_links\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_relay_video\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text DEFAULT 'Call 999 in British Sign Language',
  	\`body\` text,
  	\`video_id\` integer,
  	\`captions_id\` integer,
  	\`poster_id\` integer,
  	\`transcript\` text,
  	\`web_link_label\` text,
  	\`web_link_href\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`video_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`captions_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`poster_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_relay_video_order_idx\` ON \`pages_blocks_relay_video\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_relay_video_parent_id_idx\` ON \`pages_blocks_relay_video\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_relay_video_path_idx\` ON \`pages_blocks_relay_video\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_relay_video_video_idx\` ON \`pages_blocks_relay_video\` (\`video_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_relay_video_captions_idx\` ON \`pages_blocks_relay_video\` (\`captions_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_relay_video_poster_idx\` ON \`pages_blocks_relay_video\` (\`poster_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_image_cards_cards\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	\`title\` text,
  	\`body\` text,
  	\`link_label\` text,
  	\`link_href\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_image_cards\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_image_cards_cards_order_idx\` ON \`pages_blocks_image_cards_cards\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_image_cards_cards_parent_id_idx\` ON \`pages_blocks_image_cards_cards\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_image_cards_cards_image_idx\` ON \`pages_blocks_image_cards_cards\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_image_cards\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`intro\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_image_cards_order_idx\` ON \`pages_blocks_image_cards\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_image_cards_parent_id_idx\` ON \`pages_blocks_image_cards\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_image_cards_path_idx\` ON \`pages_blocks_image_cards\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_two_column_card_grid_cards\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	\`title\` text,
  	\`body\` text,
  	\`link_label\` text,
  	\`link_href\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_two_column_card_grid\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_two_column_card_grid_cards_order_idx\` ON \`pages_blocks_two_column_card_grid_cards\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_two_column_card_grid_cards_parent_id_idx\` ON \`pages_blocks_two_column_card_grid_cards\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_two_column_card_grid_cards_image_idx\` ON \`pages_blocks_two_column_card_grid_cards\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_two_column_card_grid\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`intro\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_two_column_card_grid_order_idx\` ON \`pages_blocks_two_column_card_grid\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_two_column_card_grid_parent_id_idx\` ON \`pages_blocks_two_column_card_grid\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_two_column_card_grid_path_idx\` ON \`pages_blocks_two_column_card_grid\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_text_with_media\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`body\` text,
  	\`media_type\` text DEFAULT 'image',
  	\`media_position\` text DEFAULT 'right',
  	\`image_id\` integer,
  	\`video_id\` integer,
  	\`captions_id\` integer,
  	\`link_label\` text,
  	\`link_href\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`video_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`captions_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_text_with_media_order_idx\` ON \`pages_blocks_text_with_media\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_text_with_media_parent_id_idx\` ON \`pages_blocks_text_with_media\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_text_with_media_path_idx\` ON \`pages_blocks_text_with_media\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_text_with_media_image_idx\` ON \`pages_blocks_text_with_media\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_text_with_media_video_idx\` ON \`pages_blocks_text_with_media\` (\`video_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_text_with_media_captions_idx\` ON \`pages_blocks_text_with_media\` (\`captions_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_card_column_cards\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`label\` text,
  	\`title\` text,
  	\`body\` text,
  	\`link_label\` text,
  	\`link_href\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_card_column\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_card_column_cards_order_idx\` ON \`pages_blocks_card_column_cards\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_card_column_cards_parent_id_idx\` ON \`pages_blocks_card_column_cards\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_card_column\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`intro\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_card_column_order_idx\` ON \`pages_blocks_card_column\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_card_column_parent_id_idx\` ON \`pages_blocks_card_column\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_card_column_path_idx\` ON \`pages_blocks_card_column\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_search_bar\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`label\` text DEFAULT 'Enter a postcode to check availability',
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_search_bar_order_idx\` ON \`pages_blocks_search_bar\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_search_bar_parent_id_idx\` ON \`pages_blocks_search_bar\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_search_bar_path_idx\` ON \`pages_blocks_search_bar\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_peeking_mascot\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	\`message\` text,
  	\`link_label\` text,
  	\`link_href\` text,
  	\`side\` text DEFAULT 'right',
  	\`block_name\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_peeking_mascot_order_idx\` ON \`pages_blocks_peeking_mascot\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_peeking_mascot_parent_id_idx\` ON \`pages_blocks_peeking_mascot\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_peeking_mascot_path_idx\` ON \`pages_blocks_peeking_mascot\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_peeking_mascot_image_idx\` ON \`pages_blocks_peeking_mascot\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_recommendation_cards_recommendations\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`product_id\` numeric,
  	\`reason\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_recommendation_cards\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_recommendation_cards_recommendations_order_idx\` ON \`pages_blocks_recommendation_cards_recommendations\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_recommendation_cards_recommendations_parent_id_idx\` ON \`pages_blocks_recommendation_cards_recommendations\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_recommendation_cards\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`intro\` text,
  	\`cta_label\` text DEFAULT 'Check availability',
  	\`cta_href\` text DEFAULT '/address-finder',
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_recommendation_cards_order_idx\` ON \`pages_blocks_recommendation_cards\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_recommendation_cards_parent_id_idx\` ON \`pages_blocks_recommendation_cards\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_recommendation_cards_path_idx\` ON \`pages_blocks_recommendation_cards\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_relay_video_app_links\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`store\` text,
  	\`href\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_relay_video\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_relay_video_app_links_order_idx\` ON \`_pages_v_blocks_relay_video_app_links\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_relay_video_app_links_parent_id_idx\` ON \`_pages_v_blocks_relay_video_app_links\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_relay_video\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`heading\` text DEFAULT 'Call 999 in British Sign Language',
  	\`body\` text,
  	\`video_id\` integer,
  	\`captions_id\` integer,
  	\`poster_id\` integer,
  	\`transcript\` text,
  	\`web_link_label\` text,
  	\`web_link_href\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`video_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`captions_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`poster_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_relay_video_order_idx\` ON \`_pages_v_blocks_relay_video\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_relay_video_parent_id_idx\` ON \`_pages_v_blocks_relay_video\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_relay_video_path_idx\` ON \`_pages_v_blocks_relay_video\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_relay_video_video_idx\` ON \`_pages_v_blocks_relay_video\` (\`video_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_relay_video_captions_idx\` ON \`_pages_v_blocks_relay_video\` (\`captions_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_relay_video_poster_idx\` ON \`_pages_v_blocks_relay_video\` (\`poster_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_image_cards_cards\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	\`title\` text,
  	\`body\` text,
  	\`link_label\` text,
  	\`link_href\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_image_cards\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_image_cards_cards_order_idx\` ON \`_pages_v_blocks_image_cards_cards\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_image_cards_cards_parent_id_idx\` ON \`_pages_v_blocks_image_cards_cards\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_image_cards_cards_image_idx\` ON \`_pages_v_blocks_image_cards_cards\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_image_cards\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`intro\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_image_cards_order_idx\` ON \`_pages_v_blocks_image_cards\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_image_cards_parent_id_idx\` ON \`_pages_v_blocks_image_cards\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_image_cards_path_idx\` ON \`_pages_v_blocks_image_cards\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_two_column_card_grid_cards\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	\`title\` text,
  	\`body\` text,
  	\`link_label\` text,
  	\`link_href\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_two_column_card_grid\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_two_column_card_grid_cards_order_idx\` ON \`_pages_v_blocks_two_column_card_grid_cards\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_two_column_card_grid_cards_parent_id_idx\` ON \`_pages_v_blocks_two_column_card_grid_cards\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_two_column_card_grid_cards_image_idx\` ON \`_pages_v_blocks_two_column_card_grid_cards\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_two_column_card_grid\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`intro\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_two_column_card_grid_order_idx\` ON \`_pages_v_blocks_two_column_card_grid\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_two_column_card_grid_parent_id_idx\` ON \`_pages_v_blocks_two_column_card_grid\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_two_column_card_grid_path_idx\` ON \`_pages_v_blocks_two_column_card_grid\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_text_with_media\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`body\` text,
  	\`media_type\` text DEFAULT 'image',
  	\`media_position\` text DEFAULT 'right',
  	\`image_id\` integer,
  	\`video_id\` integer,
  	\`captions_id\` integer,
  	\`link_label\` text,
  	\`link_href\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`video_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`captions_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_text_with_media_order_idx\` ON \`_pages_v_blocks_text_with_media\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_text_with_media_parent_id_idx\` ON \`_pages_v_blocks_text_with_media\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_text_with_media_path_idx\` ON \`_pages_v_blocks_text_with_media\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_text_with_media_image_idx\` ON \`_pages_v_blocks_text_with_media\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_text_with_media_video_idx\` ON \`_pages_v_blocks_text_with_media\` (\`video_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_text_with_media_captions_idx\` ON \`_pages_v_blocks_text_with_media\` (\`captions_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_card_column_cards\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`label\` text,
  	\`title\` text,
  	\`body\` text,
  	\`link_label\` text,
  	\`link_href\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_card_column\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_card_column_cards_order_idx\` ON \`_pages_v_blocks_card_column_cards\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_card_column_cards_parent_id_idx\` ON \`_pages_v_blocks_card_column_cards\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_card_column\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`intro\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_card_column_order_idx\` ON \`_pages_v_blocks_card_column\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_card_column_parent_id_idx\` ON \`_pages_v_blocks_card_column\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_card_column_path_idx\` ON \`_pages_v_blocks_card_column\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_search_bar\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`label\` text DEFAULT 'Enter a postcode to check availability',
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_search_bar_order_idx\` ON \`_pages_v_blocks_search_bar\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_search_bar_parent_id_idx\` ON \`_pages_v_blocks_search_bar\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_search_bar_path_idx\` ON \`_pages_v_blocks_search_bar\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_peeking_mascot\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	\`message\` text,
  	\`link_label\` text,
  	\`link_href\` text,
  	\`side\` text DEFAULT 'right',
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_peeking_mascot_order_idx\` ON \`_pages_v_blocks_peeking_mascot\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_peeking_mascot_parent_id_idx\` ON \`_pages_v_blocks_peeking_mascot\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_peeking_mascot_path_idx\` ON \`_pages_v_blocks_peeking_mascot\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_peeking_mascot_image_idx\` ON \`_pages_v_blocks_peeking_mascot\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_recommendation_cards_recommendations\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`product_id\` numeric,
  	\`reason\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_recommendation_cards\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_recommendation_cards_recommendations_order_idx\` ON \`_pages_v_blocks_recommendation_cards_recommendations\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_recommendation_cards_recommendations_parent_id_idx\` ON \`_pages_v_blocks_recommendation_cards_recommendations\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_recommendation_cards\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`intro\` text,
  	\`cta_label\` text DEFAULT 'Check availability',
  	\`cta_href\` text DEFAULT '/address-finder',
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_recommendation_cards_order_idx\` ON \`_pages_v_blocks_recommendation_cards\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_recommendation_cards_parent_id_idx\` ON \`_pages_v_blocks_recommendation_cards\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_recommendation_cards_path_idx\` ON \`_pages_v_blocks_recommendation_cards\` (\`_path\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`pages_blocks_relay_video_app_links\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_relay_video\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_image_cards_cards\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_image_cards\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_two_column_card_grid_cards\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_two_column_card_grid\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_text_with_media\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_card_column_cards\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_card_column\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_search_bar\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_peeking_mascot\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_recommendation_cards_recommendations\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_recommendation_cards\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_relay_video_app_links\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_relay_video\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_image_cards_cards\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_image_cards\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_two_column_card_grid_cards\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_two_column_card_grid\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_text_with_media\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_card_column_cards\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_card_column\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_search_bar\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_peeking_mascot\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_recommendation_cards_recommendations\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_recommendation_cards\`;`)
}
