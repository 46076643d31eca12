import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`pages_blocks_check_availability\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text DEFAULT 'Can you get Hey!Broadband?',
  	\`text\` text DEFAULT 'Enter your postcode to check availability.',
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_check_availability_order_idx\` ON \`pages_blocks_check_availability\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_check_availability_parent_id_idx\` ON \`pages_blocks_check_availability\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_check_availability_path_idx\` ON \`pages_blocks_check_availability\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_one_touch_switch_points\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`point\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_one_touch_switch\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_one_touch_switch_points_order_idx\` ON \`pages_blocks_one_touch_switch_points\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_one_touch_switch_points_parent_id_idx\` ON \`pages_blocks_one_touch_switch_points\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_one_touch_switch\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text DEFAULT 'Switching is simple with One Touch Switch',
  	\`body\` text,
  	\`link_label\` text,
  	\`link_href\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_one_touch_switch_order_idx\` ON \`pages_blocks_one_touch_switch\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_one_touch_switch_parent_id_idx\` ON \`pages_blocks_one_touch_switch\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_one_touch_switch_path_idx\` ON \`pages_blocks_one_touch_switch\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_full_length_card\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`body\` text,
  	\`image_id\` integer,
  	\`link_label\` text,
  	\`link_href\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_full_length_card_order_idx\` ON \`pages_blocks_full_length_card\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_full_length_card_parent_id_idx\` ON \`pages_blocks_full_length_card\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_full_length_card_path_idx\` ON \`pages_blocks_full_length_card\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_full_length_card_image_idx\` ON \`pages_blocks_full_length_card\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_side_info_panel_facts\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`label\` text,
  	\`value\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_side_info_panel\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_side_info_panel_facts_order_idx\` ON \`pages_blocks_side_info_panel_facts\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_side_info_panel_facts_parent_id_idx\` ON \`pages_blocks_side_info_panel_facts\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_side_info_panel\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`body\` text,
  	\`panel_heading\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_side_info_panel_order_idx\` ON \`pages_blocks_side_info_panel\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_side_info_panel_parent_id_idx\` ON \`pages_blocks_side_info_panel\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_side_info_panel_path_idx\` ON \`pages_blocks_side_info_panel\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_action_card_list_cards\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`description\` text,
  	\`href\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_action_card_list\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_action_card_list_cards_order_idx\` ON \`pages_blocks_action_card_list_cards\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_action_card_list_cards_parent_id_idx\` ON \`pages_blocks_action_card_list_cards\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_action_card_list\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_action_card_list_order_idx\` ON \`pages_blocks_action_card_list\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_action_card_list_parent_id_idx\` ON \`pages_blocks_action_card_list\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_action_card_list_path_idx\` ON \`pages_blocks_action_card_list\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_check_availability\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`heading\` text DEFAULT 'Can you get Hey!Broadband?',
  	\`text\` text DEFAULT 'Enter your postcode to check availability.',
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_check_availability_order_idx\` ON \`_pages_v_blocks_check_availability\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_check_availability_parent_id_idx\` ON \`_pages_v_blocks_check_availability\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_check_availability_path_idx\` ON \`_pages_v_blocks_check_availability\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_one_touch_switch_points\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`point\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_one_touch_switch\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_one_touch_switch_points_order_idx\` ON \`_pages_v_blocks_one_touch_switch_points\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_one_touch_switch_points_parent_id_idx\` ON \`_pages_v_blocks_one_touch_switch_points\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_one_touch_switch\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`heading\` text DEFAULT 'Switching is simple with One Touch Switch',
  	\`body\` text,
  	\`link_label\` text,
  	\`link_href\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_one_touch_switch_order_idx\` ON \`_pages_v_blocks_one_touch_switch\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_one_touch_switch_parent_id_idx\` ON \`_pages_v_blocks_one_touch_switch\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_one_touch_switch_path_idx\` ON \`_pages_v_blocks_one_touch_switch\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_full_length_card\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`body\` text,
  	\`image_id\` integer,
  	\`link_label\` text,
  	\`link_href\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_full_length_card_order_idx\` ON \`_pages_v_blocks_full_length_card\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_full_length_card_parent_id_idx\` ON \`_pages_v_blocks_full_length_card\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_full_length_card_path_idx\` ON \`_pages_v_blocks_full_length_card\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_full_length_card_image_idx\` ON \`_pages_v_blocks_full_length_card\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_side_info_panel_facts\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`label\` text,
  	\`value\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_side_info_panel\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_side_info_panel_facts_order_idx\` ON \`_pages_v_blocks_side_info_panel_facts\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_side_info_panel_facts_parent_id_idx\` ON \`_pages_v_blocks_side_info_panel_facts\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_side_info_panel\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`body\` text,
  	\`panel_heading\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_side_info_panel_order_idx\` ON \`_pages_v_blocks_side_info_panel\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_side_info_panel_parent_id_idx\` ON \`_pages_v_blocks_side_info_panel\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_side_info_panel_path_idx\` ON \`_pages_v_blocks_side_info_panel\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_action_card_list_cards\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`description\` text,
  	\`href\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_action_card_list\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_action_card_list_cards_order_idx\` ON \`_pages_v_blocks_action_card_list_cards\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_action_card_list_cards_parent_id_idx\` ON \`_pages_v_blocks_action_card_list_cards\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_action_card_list\` (
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
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_action_card_list_order_idx\` ON \`_pages_v_blocks_action_card_list\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_action_card_list_parent_id_idx\` ON \`_pages_v_blocks_action_card_list\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_action_card_list_path_idx\` ON \`_pages_v_blocks_action_card_list\` (\`_path\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`pages_blocks_check_availability\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_one_touch_switch_points\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_one_touch_switch\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_full_length_card\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_side_info_panel_facts\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_side_info_panel\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_action_card_list_cards\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_action_card_list\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_check_availability\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_one_touch_switch_points\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_one_touch_switch\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_full_length_card\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_side_info_panel_facts\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_side_info_panel\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_action_card_list_cards\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_action_card_list\`;`)
}
