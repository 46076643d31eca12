import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "pages_blocks_check_availability" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar DEFAULT 'Can you get Hey!Broadband?',
  	"text" varchar DEFAULT 'Enter your postcode to check availability.',
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_one_touch_switch_points" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"point" varchar
  );
  
  CREATE TABLE "pages_blocks_one_touch_switch" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar DEFAULT 'Switching is simple with One Touch Switch',
  	"body" varchar,
  	"link_label" varchar,
  	"link_href" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_full_length_card" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"body" varchar,
  	"image_id" integer,
  	"link_label" varchar,
  	"link_href" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_side_info_panel_facts" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"value" varchar
  );
  
  CREATE TABLE "pages_blocks_side_info_panel" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"body" varchar,
  	"panel_heading" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_action_card_list_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"description" varchar,
  	"href" varchar
  );
  
  CREATE TABLE "pages_blocks_action_card_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_check_availability" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar DEFAULT 'Can you get Hey!Broadband?',
  	"text" varchar DEFAULT 'Enter your postcode to check availability.',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_one_touch_switch_points" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"point" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_one_touch_switch" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar DEFAULT 'Switching is simple with One Touch Switch',
  	"body" varchar,
  	"link_label" varchar,
  	"link_href" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_full_length_card" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"body" varchar,
  	"image_id" integer,
  	"link_label" varchar,
  	"link_href" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_side_info_panel_facts" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"value" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_side_info_panel" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"body" varchar,
  	"panel_heading" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_action_card_list_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"description" varchar,
  	"href" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_action_card_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  ALTER TABLE "pages_blocks_check_availability" ADD CONSTRAINT "pages_blocks_check_availability_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_one_touch_switch_points" ADD CONSTRAINT "pages_blocks_one_touch_switch_points_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_one_touch_switch"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_one_touch_switch" ADD CONSTRAINT "pages_blocks_one_touch_switch_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_full_length_card" ADD CONSTRAINT "pages_blocks_full_length_card_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_full_length_card" ADD CONSTRAINT "pages_blocks_full_length_card_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_side_info_panel_facts" ADD CONSTRAINT "pages_blocks_side_info_panel_facts_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_side_info_panel"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_side_info_panel" ADD CONSTRAINT "pages_blocks_side_info_panel_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_action_card_list_cards" ADD CONSTRAINT "pages_blocks_action_card_list_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_action_card_list"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_action_card_list" ADD CONSTRAINT "pages_blocks_action_card_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_check_availability" ADD CONSTRAINT "_pages_v_blocks_check_availability_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_one_touch_switch_points" ADD CONSTRAINT "_pages_v_blocks_one_touch_switch_points_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_one_touch_switch"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_one_touch_switch" ADD CONSTRAINT "_pages_v_blocks_one_touch_switch_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_full_length_card" ADD CONSTRAINT "_pages_v_blocks_full_length_card_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_full_length_card" ADD CONSTRAINT "_pages_v_blocks_full_length_card_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_side_info_panel_facts" ADD CONSTRAINT "_pages_v_blocks_side_info_panel_facts_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_side_info_panel"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_side_info_panel" ADD CONSTRAINT "_pages_v_blocks_side_info_panel_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_action_card_list_cards" ADD CONSTRAINT "_pages_v_blocks_action_card_list_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_action_card_list"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_action_card_list" ADD CONSTRAINT "_pages_v_blocks_action_card_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "pages_blocks_check_availability_order_idx" ON "pages_blocks_check_availability" USING btree ("_order");
  CREATE INDEX "pages_blocks_check_availability_parent_id_idx" ON "pages_blocks_check_availability" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_check_availability_path_idx" ON "pages_blocks_check_availability" USING btree ("_path");
  CREATE INDEX "pages_blocks_one_touch_switch_points_order_idx" ON "pages_blocks_one_touch_switch_points" USING btree ("_order");
  CREATE INDEX "pages_blocks_one_touch_switch_points_parent_id_idx" ON "pages_blocks_one_touch_switch_points" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_one_touch_switch_order_idx" ON "pages_blocks_one_touch_switch" USING btree ("_order");
  CREATE INDEX "pages_blocks_one_touch_switch_parent_id_idx" ON "pages_blocks_one_touch_switch" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_one_touch_switch_path_idx" ON "pages_blocks_one_touch_switch" USING btree ("_path");
  CREATE INDEX "pages_blocks_full_length_card_order_idx" ON "pages_blocks_full_length_card" USING btree ("_order");
  CREATE INDEX "pages_blocks_full_length_card_parent_id_idx" ON "pages_blocks_full_length_card" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_full_length_card_path_idx" ON "pages_blocks_full_length_card" USING btree ("_path");
  CREATE INDEX "pages_blocks_full_length_card_image_idx" ON "pages_blocks_full_length_card" USING btree ("image_id");
  CREATE INDEX "pages_blocks_side_info_panel_facts_order_idx" ON "pages_blocks_side_info_panel_facts" USING btree ("_order");
  CREATE INDEX "pages_blocks_side_info_panel_facts_parent_id_idx" ON "pages_blocks_side_info_panel_facts" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_side_info_panel_order_idx" ON "pages_blocks_side_info_panel" USING btree ("_order");
  CREATE INDEX "pages_blocks_side_info_panel_parent_id_idx" ON "pages_blocks_side_info_panel" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_side_info_panel_path_idx" ON "pages_blocks_side_info_panel" USING btree ("_path");
  CREATE INDEX "pages_blocks_action_card_list_cards_order_idx" ON "pages_blocks_action_card_list_cards" USING btree ("_order");
  CREATE INDEX "pages_blocks_action_card_list_cards_parent_id_idx" ON "pages_blocks_action_card_list_cards" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_action_card_list_order_idx" ON "pages_blocks_action_card_list" USING btree ("_order");
  CREATE INDEX "pages_blocks_action_card_list_parent_id_idx" ON "pages_blocks_action_card_list" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_action_card_list_path_idx" ON "pages_blocks_action_card_list" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_check_availability_order_idx" ON "_pages_v_blocks_check_availability" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_check_availability_parent_id_idx" ON "_pages_v_blocks_check_availability" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_check_availability_path_idx" ON "_pages_v_blocks_check_availability" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_one_touch_switch_points_order_idx" ON "_pages_v_blocks_one_touch_switch_points" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_one_touch_switch_points_parent_id_idx" ON "_pages_v_blocks_one_touch_switch_points" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_one_touch_switch_order_idx" ON "_pages_v_blocks_one_touch_switch" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_one_touch_switch_parent_id_idx" ON "_pages_v_blocks_one_touch_switch" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_one_touch_switch_path_idx" ON "_pages_v_blocks_one_touch_switch" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_full_length_card_order_idx" ON "_pages_v_blocks_full_length_card" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_full_length_card_parent_id_idx" ON "_pages_v_blocks_full_length_card" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_full_length_card_path_idx" ON "_pages_v_blocks_full_length_card" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_full_length_card_image_idx" ON "_pages_v_blocks_full_length_card" USING btree ("image_id");
  CREATE INDEX "_pages_v_blocks_side_info_panel_facts_order_idx" ON "_pages_v_blocks_side_info_panel_facts" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_side_info_panel_facts_parent_id_idx" ON "_pages_v_blocks_side_info_panel_facts" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_side_info_panel_order_idx" ON "_pages_v_blocks_side_info_panel" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_side_info_panel_parent_id_idx" ON "_pages_v_blocks_side_info_panel" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_side_info_panel_path_idx" ON "_pages_v_blocks_side_info_panel" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_action_card_list_cards_order_idx" ON "_pages_v_blocks_action_card_list_cards" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_action_card_list_cards_parent_id_idx" ON "_pages_v_blocks_action_card_list_cards" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_action_card_list_order_idx" ON "_pages_v_blocks_action_card_list" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_action_card_list_parent_id_idx" ON "_pages_v_blocks_action_card_list" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_action_card_list_path_idx" ON "_pages_v_blocks_action_card_list" USING btree ("_path");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "pages_blocks_check_availability" CASCADE;
  DROP TABLE "pages_blocks_one_touch_switch_points" CASCADE;
  DROP TABLE "pages_blocks_one_touch_switch" CASCADE;
  DROP TABLE "pages_blocks_full_length_card" CASCADE;
  DROP TABLE "pages_blocks_side_info_panel_facts" CASCADE;
  DROP TABLE "pages_blocks_side_info_panel" CASCADE;
  DROP TABLE "pages_blocks_action_card_list_cards" CASCADE;
  DROP TABLE "pages_blocks_action_card_list" CASCADE;
  DROP TABLE "_pages_v_blocks_check_availability" CASCADE;
  DROP TABLE "_pages_v_blocks_one_touch_switch_points" CASCADE;
  DROP TABLE "_pages_v_blocks_one_touch_switch" CASCADE;
  DROP TABLE "_pages_v_blocks_full_length_card" CASCADE;
  DROP TABLE "_pages_v_blocks_side_info_panel_facts" CASCADE;
  DROP TABLE "_pages_v_blocks_side_info_panel" CASCADE;
  DROP TABLE "_pages_v_blocks_action_card_list_cards" CASCADE;
  DROP TABLE "_pages_v_blocks_action_card_list" CASCADE;`)
}
