import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres';

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_pages_blocks_relay_video_app_links_store" AS ENUM('apple', 'google');
  CREATE TYPE "public"."enum_pages_blocks_text_with_media_media_type" AS ENUM('image', 'video');
  CREATE TYPE "public"."enum_pages_blocks_text_with_media_media_position" AS ENUM('left', 'right');
  CREATE TYPE "public"."enum_pages_blocks_peeking_mascot_side" AS ENUM('left', 'right');
  CREATE TYPE "public"."enum__pages_v_blocks_relay_video_app_links_store" AS ENUM('apple', 'google');
  CREATE TYPE "public"."enum__pages_v_blocks_text_with_media_media_type" AS ENUM('image', 'video');
  CREATE TYPE "public"."enum__pages_v_blocks_text_with_media_media_position" AS ENUM('left', 'right');
  CREATE TYPE "public"."enum__pages_v_blocks_peeking_mascot_side" AS ENUM('left', 'right');
  CREATE TABLE "pages_blocks_relay_video_app_links" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"store" "enum_pages_blocks_relay_video_app_links_store",
  	"href" varchar
  );
  
  CREATE TABLE "pages_blocks_relay_video" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar DEFAULT 'Call 999 in British Sign Language',
  	"body" varchar,
  	"video_id" integer,
  	"captions_id" integer,
  	"poster_id" integer,
  	"transcript" varchar,
  	"web_link_label" varchar,
  	"web_link_href" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_image_cards_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"title" varchar,
  	"body" varchar,
  	"link_label" varchar,
  	"link_href" varchar
  );
  
  CREATE TABLE "pages_blocks_image_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"intro" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_two_column_card_grid_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"title" varchar,
  	"body" varchar,
  	"link_label" varchar,
  	"link_href" varchar
  );
  
  CREATE TABLE "pages_blocks_two_column_card_grid" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"intro" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_text_with_media" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"body" varchar,
  	"media_type" "enum_pages_blocks_text_with_media_media_type" DEFAULT 'image',
  	"media_position" "enum_pages_blocks_text_with_media_media_position" DEFAULT 'right',
  	"image_id" integer,
  	"video_id" integer,
  	"captions_id" integer,
  	"link_label" varchar,
  	"link_href" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_card_column_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"title" varchar,
  	"body" varchar,
  	"link_label" varchar,
  	"link_href" varchar
  );
  
  CREATE TABLE "pages_blocks_card_column" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"intro" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_search_bar" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"label" varchar DEFAULT 'Enter a postcode to check availability',
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_peeking_mascot" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"message" varchar,
  	"link_label" varchar,
  	"link_href" varchar,
  	"side" "enum_pages_blocks_peeking_mascot_side" DEFAULT 'right',
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_recommendation_cards_recommendations" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"product_id" numeric,
  	"reason" varchar
  );
  
  CREATE TABLE "pages_blocks_recommendation_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"intro" varchar,
  	"cta_label" varchar DEFAULT 'Check availability',
  	"cta_href" varchar DEFAULT '/address-finder',
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_relay_video_app_links" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"store" "enum__pages_v_blocks_relay_video_app_links_store",
  	"href" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_relay_video" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar DEFAULT 'Call 999 in British Sign Language',
  	"body" varchar,
  	"video_id" integer,
  	"captions_id" integer,
  	"poster_id" integer,
  	"transcript" varchar,
  	"web_link_label" varchar,
  	"web_link_href" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_image_cards_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"title" varchar,
  	"body" varchar,
  	"link_label" varchar,
  	"link_href" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_image_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"intro" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_two_column_card_grid_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"title" varchar,
  	"body" varchar,
  	"link_label" varchar,
  	"link_href" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_two_column_card_grid" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"intro" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_text_with_media" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"body" varchar,
  	"media_type" "enum__pages_v_blocks_text_with_media_media_type" DEFAULT 'image',
  	"media_position" "enum__pages_v_blocks_text_with_media_media_position" DEFAULT 'right',
  	"image_id" integer,
  	"video_id" integer,
  	"captions_id" integer,
  	"link_label" varchar,
  	"link_href" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_card_column_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"title" varchar,
  	"body" varchar,
  	"link_label" varchar,
  	"link_href" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_card_column" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"intro" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_search_bar" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"label" varchar DEFAULT 'Enter a postcode to check availability',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_peeking_mascot" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"message" varchar,
  	"link_label" varchar,
  	"link_href" varchar,
  	"side" "enum__pages_v_blocks_peeking_mascot_side" DEFAULT 'right',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_recommendation_cards_recommendations" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"product_id" numeric,
  	"reason" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_recommendation_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"intro" varchar,
  	"cta_label" varchar DEFAULT 'Check availability',
  	"cta_href" varchar DEFAULT '/address-finder',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  ALTER TABLE "pages_blocks_relay_video_app_links" ADD CONSTRAINT "pages_blocks_relay_video_app_links_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_relay_video"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_relay_video" ADD CONSTRAINT "pages_blocks_relay_video_video_id_media_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_relay_video" ADD CONSTRAINT "pages_blocks_relay_video_captions_id_media_id_fk" FOREIGN KEY ("captions_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_relay_video" ADD CONSTRAINT "pages_blocks_relay_video_poster_id_media_id_fk" FOREIGN KEY ("poster_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_relay_video" ADD CONSTRAINT "pages_blocks_relay_video_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_image_cards_cards" ADD CONSTRAINT "pages_blocks_image_cards_cards_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_image_cards_cards" ADD CONSTRAINT "pages_blocks_image_cards_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_image_cards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_image_cards" ADD CONSTRAINT "pages_blocks_image_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_two_column_card_grid_cards" ADD CONSTRAINT "pages_blocks_two_column_card_grid_cards_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_two_column_card_grid_cards" ADD CONSTRAINT "pages_blocks_two_column_card_grid_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_two_column_card_grid"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_two_column_card_grid" ADD CONSTRAINT "pages_blocks_two_column_card_grid_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_text_with_media" ADD CONSTRAINT "pages_blocks_text_with_media_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_text_with_media" ADD CONSTRAINT "pages_blocks_text_with_media_video_id_media_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_text_with_media" ADD CONSTRAINT "pages_blocks_text_with_media_captions_id_media_id_fk" FOREIGN KEY ("captions_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_text_with_media" ADD CONSTRAINT "pages_blocks_text_with_media_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_card_column_cards" ADD CONSTRAINT "pages_blocks_card_column_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_card_column"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_card_column" ADD CONSTRAINT "pages_blocks_card_column_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_search_bar" ADD CONSTRAINT "pages_blocks_search_bar_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_peeking_mascot" ADD CONSTRAINT "pages_blocks_peeking_mascot_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_peeking_mascot" ADD CONSTRAINT "pages_blocks_peeking_mascot_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_recommendation_cards_recommendations" ADD CONSTRAINT "pages_blocks_recommendation_cards_recommendations_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_recommendation_cards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_recommendation_cards" ADD CONSTRAINT "pages_blocks_recommendation_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_relay_video_app_links" ADD CONSTRAINT "_pages_v_blocks_relay_video_app_links_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_relay_video"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_relay_video" ADD CONSTRAINT "_pages_v_blocks_relay_video_video_id_media_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_relay_video" ADD CONSTRAINT "_pages_v_blocks_relay_video_captions_id_media_id_fk" FOREIGN KEY ("captions_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_relay_video" ADD CONSTRAINT "_pages_v_blocks_relay_video_poster_id_media_id_fk" FOREIGN KEY ("poster_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_relay_video" ADD CONSTRAINT "_pages_v_blocks_relay_video_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_image_cards_cards" ADD CONSTRAINT "_pages_v_blocks_image_cards_cards_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_image_cards_cards" ADD CONSTRAINT "_pages_v_blocks_image_cards_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_image_cards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_image_cards" ADD CONSTRAINT "_pages_v_blocks_image_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_two_column_card_grid_cards" ADD CONSTRAINT "_pages_v_blocks_two_column_card_grid_cards_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_two_column_card_grid_cards" ADD CONSTRAINT "_pages_v_blocks_two_column_card_grid_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_two_column_card_grid"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_two_column_card_grid" ADD CONSTRAINT "_pages_v_blocks_two_column_card_grid_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_text_with_media" ADD CONSTRAINT "_pages_v_blocks_text_with_media_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_text_with_media" ADD CONSTRAINT "_pages_v_blocks_text_with_media_video_id_media_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_text_with_media" ADD CONSTRAINT "_pages_v_blocks_text_with_media_captions_id_media_id_fk" FOREIGN KEY ("captions_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_text_with_media" ADD CONSTRAINT "_pages_v_blocks_text_with_media_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_card_column_cards" ADD CONSTRAINT "_pages_v_blocks_card_column_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_card_column"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_card_column" ADD CONSTRAINT "_pages_v_blocks_card_column_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_search_bar" ADD CONSTRAINT "_pages_v_blocks_search_bar_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_peeking_mascot" ADD CONSTRAINT "_pages_v_blocks_peeking_mascot_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_peeking_mascot" ADD CONSTRAINT "_pages_v_blocks_peeking_mascot_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_recommendation_cards_recommendations" ADD CONSTRAINT "_pages_v_blocks_recommendation_cards_recommendations_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_recommendation_cards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_recommendation_cards" ADD CONSTRAINT "_pages_v_blocks_recommendation_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "pages_blocks_relay_video_app_links_order_idx" ON "pages_blocks_relay_video_app_links" USING btree ("_order");
  CREATE INDEX "pages_blocks_relay_video_app_links_parent_id_idx" ON "pages_blocks_relay_video_app_links" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_relay_video_order_idx" ON "pages_blocks_relay_video" USING btree ("_order");
  CREATE INDEX "pages_blocks_relay_video_parent_id_idx" ON "pages_blocks_relay_video" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_relay_video_path_idx" ON "pages_blocks_relay_video" USING btree ("_path");
  CREATE INDEX "pages_blocks_relay_video_video_idx" ON "pages_blocks_relay_video" USING btree ("video_id");
  CREATE INDEX "pages_blocks_relay_video_captions_idx" ON "pages_blocks_relay_video" USING btree ("captions_id");
  CREATE INDEX "pages_blocks_relay_video_poster_idx" ON "pages_blocks_relay_video" USING btree ("poster_id");
  CREATE INDEX "pages_blocks_image_cards_cards_order_idx" ON "pages_blocks_image_cards_cards" USING btree ("_order");
  CREATE INDEX "pages_blocks_image_cards_cards_parent_id_idx" ON "pages_blocks_image_cards_cards" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_image_cards_cards_image_idx" ON "pages_blocks_image_cards_cards" USING btree ("image_id");
  CREATE INDEX "pages_blocks_image_cards_order_idx" ON "pages_blocks_image_cards" USING btree ("_order");
  CREATE INDEX "pages_blocks_image_cards_parent_id_idx" ON "pages_blocks_image_cards" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_image_cards_path_idx" ON "pages_blocks_image_cards" USING btree ("_path");
  CREATE INDEX "pages_blocks_two_column_card_grid_cards_order_idx" ON "pages_blocks_two_column_card_grid_cards" USING btree ("_order");
  CREATE INDEX "pages_blocks_two_column_card_grid_cards_parent_id_idx" ON "pages_blocks_two_column_card_grid_cards" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_two_column_card_grid_cards_image_idx" ON "pages_blocks_two_column_card_grid_cards" USING btree ("image_id");
  CREATE INDEX "pages_blocks_two_column_card_grid_order_idx" ON "pages_blocks_two_column_card_grid" USING btree ("_order");
  CREATE INDEX "pages_blocks_two_column_card_grid_parent_id_idx" ON "pages_blocks_two_column_card_grid" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_two_column_card_grid_path_idx" ON "pages_blocks_two_column_card_grid" USING btree ("_path");
  CREATE INDEX "pages_blocks_text_with_media_order_idx" ON "pages_blocks_text_with_media" USING btree ("_order");
  CREATE INDEX "pages_blocks_text_with_media_parent_id_idx" ON "pages_blocks_text_with_media" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_text_with_media_path_idx" ON "pages_blocks_text_with_media" USING btree ("_path");
  CREATE INDEX "pages_blocks_text_with_media_image_idx" ON "pages_blocks_text_with_media" USING btree ("image_id");
  CREATE INDEX "pages_blocks_text_with_media_video_idx" ON "pages_blocks_text_with_media" USING btree ("video_id");
  CREATE INDEX "pages_blocks_text_with_media_captions_idx" ON "pages_blocks_text_with_media" USING btree ("captions_id");
  CREATE INDEX "pages_blocks_card_column_cards_order_idx" ON "pages_blocks_card_column_cards" USING btree ("_order");
  CREATE INDEX "pages_blocks_card_column_cards_parent_id_idx" ON "pages_blocks_card_column_cards" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_card_column_order_idx" ON "pages_blocks_card_column" USING btree ("_order");
  CREATE INDEX "pages_blocks_card_column_parent_id_idx" ON "pages_blocks_card_column" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_card_column_path_idx" ON "pages_blocks_card_column" USING btree ("_path");
  CREATE INDEX "pages_blocks_search_bar_order_idx" ON "pages_blocks_search_bar" USING btree ("_order");
  CREATE INDEX "pages_blocks_search_bar_parent_id_idx" ON "pages_blocks_search_bar" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_search_bar_path_idx" ON "pages_blocks_search_bar" USING btree ("_path");
  CREATE INDEX "pages_blocks_peeking_mascot_order_idx" ON "pages_blocks_peeking_mascot" USING btree ("_order");
  CREATE INDEX "pages_blocks_peeking_mascot_parent_id_idx" ON "pages_blocks_peeking_mascot" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_peeking_mascot_path_idx" ON "pages_blocks_peeking_mascot" USING btree ("_path");
  CREATE INDEX "pages_blocks_peeking_mascot_image_idx" ON "pages_blocks_peeking_mascot" USING btree ("image_id");
  CREATE INDEX "pages_blocks_recommendation_cards_recommendations_order_idx" ON "pages_blocks_recommendation_cards_recommendations" USING btree ("_order");
  CREATE INDEX "pages_blocks_recommendation_cards_recommendations_parent_id_idx" ON "pages_blocks_recommendation_cards_recommendations" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_recommendation_cards_order_idx" ON "pages_blocks_recommendation_cards" USING btree ("_order");
  CREATE INDEX "pages_blocks_recommendation_cards_parent_id_idx" ON "pages_blocks_recommendation_cards" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_recommendation_cards_path_idx" ON "pages_blocks_recommendation_cards" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_relay_video_app_links_order_idx" ON "_pages_v_blocks_relay_video_app_links" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_relay_video_app_links_parent_id_idx" ON "_pages_v_blocks_relay_video_app_links" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_relay_video_order_idx" ON "_pages_v_blocks_relay_video" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_relay_video_parent_id_idx" ON "_pages_v_blocks_relay_video" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_relay_video_path_idx" ON "_pages_v_blocks_relay_video" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_relay_video_video_idx" ON "_pages_v_blocks_relay_video" USING btree ("video_id");
  CREATE INDEX "_pages_v_blocks_relay_video_captions_idx" ON "_pages_v_blocks_relay_video" USING btree ("captions_id");
  CREATE INDEX "_pages_v_blocks_relay_video_poster_idx" ON "_pages_v_blocks_relay_video" USING btree ("poster_id");
  CREATE INDEX "_pages_v_blocks_image_cards_cards_order_idx" ON "_pages_v_blocks_image_cards_cards" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_image_cards_cards_parent_id_idx" ON "_pages_v_blocks_image_cards_cards" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_image_cards_cards_image_idx" ON "_pages_v_blocks_image_cards_cards" USING btree ("image_id");
  CREATE INDEX "_pages_v_blocks_image_cards_order_idx" ON "_pages_v_blocks_image_cards" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_image_cards_parent_id_idx" ON "_pages_v_blocks_image_cards" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_image_cards_path_idx" ON "_pages_v_blocks_image_cards" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_two_column_card_grid_cards_order_idx" ON "_pages_v_blocks_two_column_card_grid_cards" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_two_column_card_grid_cards_parent_id_idx" ON "_pages_v_blocks_two_column_card_grid_cards" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_two_column_card_grid_cards_image_idx" ON "_pages_v_blocks_two_column_card_grid_cards" USING btree ("image_id");
  CREATE INDEX "_pages_v_blocks_two_column_card_grid_order_idx" ON "_pages_v_blocks_two_column_card_grid" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_two_column_card_grid_parent_id_idx" ON "_pages_v_blocks_two_column_card_grid" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_two_column_card_grid_path_idx" ON "_pages_v_blocks_two_column_card_grid" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_text_with_media_order_idx" ON "_pages_v_blocks_text_with_media" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_text_with_media_parent_id_idx" ON "_pages_v_blocks_text_with_media" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_text_with_media_path_idx" ON "_pages_v_blocks_text_with_media" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_text_with_media_image_idx" ON "_pages_v_blocks_text_with_media" USING btree ("image_id");
  CREATE INDEX "_pages_v_blocks_text_with_media_video_idx" ON "_pages_v_blocks_text_with_media" USING btree ("video_id");
  CREATE INDEX "_pages_v_blocks_text_with_media_captions_idx" ON "_pages_v_blocks_text_with_media" USING btree ("captions_id");
  CREATE INDEX "_pages_v_blocks_card_column_cards_order_idx" ON "_pages_v_blocks_card_column_cards" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_card_column_cards_parent_id_idx" ON "_pages_v_blocks_card_column_cards" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_card_column_order_idx" ON "_pages_v_blocks_card_column" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_card_column_parent_id_idx" ON "_pages_v_blocks_card_column" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_card_column_path_idx" ON "_pages_v_blocks_card_column" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_search_bar_order_idx" ON "_pages_v_blocks_search_bar" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_search_bar_parent_id_idx" ON "_pages_v_blocks_search_bar" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_search_bar_path_idx" ON "_pages_v_blocks_search_bar" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_peeking_mascot_order_idx" ON "_pages_v_blocks_peeking_mascot" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_peeking_mascot_parent_id_idx" ON "_pages_v_blocks_peeking_mascot" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_peeking_mascot_path_idx" ON "_pages_v_blocks_peeking_mascot" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_peeking_mascot_image_idx" ON "_pages_v_blocks_peeking_mascot" USING btree ("image_id");
  CREATE INDEX "_pages_v_blocks_recommendation_cards_recommendations_order_idx" ON "_pages_v_blocks_recommendation_cards_recommendations" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_recommendation_cards_recommendations_parent_id_idx" ON "_pages_v_blocks_recommendation_cards_recommendations" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_recommendation_cards_order_idx" ON "_pages_v_blocks_recommendation_cards" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_recommendation_cards_parent_id_idx" ON "_pages_v_blocks_recommendation_cards" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_recommendation_cards_path_idx" ON "_pages_v_blocks_recommendation_cards" USING btree ("_path");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "pages_blocks_relay_video_app_links" CASCADE;
  DROP TABLE "pages_blocks_relay_video" CASCADE;
  DROP TABLE "pages_blocks_image_cards_cards" CASCADE;
  DROP TABLE "pages_blocks_image_cards" CASCADE;
  DROP TABLE "pages_blocks_two_column_card_grid_cards" CASCADE;
  DROP TABLE "pages_blocks_two_column_card_grid" CASCADE;
  DROP TABLE "pages_blocks_text_with_media" CASCADE;
  DROP TABLE "pages_blocks_card_column_cards" CASCADE;
  DROP TABLE "pages_blocks_card_column" CASCADE;
  DROP TABLE "pages_blocks_search_bar" CASCADE;
  DROP TABLE "pages_blocks_peeking_mascot" CASCADE;
  DROP TABLE "pages_blocks_recommendation_cards_recommendations" CASCADE;
  DROP TABLE "pages_blocks_recommendation_cards" CASCADE;
  DROP TABLE "_pages_v_blocks_relay_video_app_links" CASCADE;
  DROP TABLE "_pages_v_blocks_relay_video" CASCADE;
  DROP TABLE "_pages_v_blocks_image_cards_cards" CASCADE;
  DROP TABLE "_pages_v_blocks_image_cards" CASCADE;
  DROP TABLE "_pages_v_blocks_two_column_card_grid_cards" CASCADE;
  DROP TABLE "_pages_v_blocks_two_column_card_grid" CASCADE;
  DROP TABLE "_pages_v_blocks_text_with_media" CASCADE;
  DROP TABLE "_pages_v_blocks_card_column_cards" CASCADE;
  DROP TABLE "_pages_v_blocks_card_column" CASCADE;
  DROP TABLE "_pages_v_blocks_search_bar" CASCADE;
  DROP TABLE "_pages_v_blocks_peeking_mascot" CASCADE;
  DROP TABLE "_pages_v_blocks_recommendation_cards_recommendations" CASCADE;
  DROP TABLE "_pages_v_blocks_recommendation_cards" CASCADE;
  DROP TYPE "public"."enum_pages_blocks_relay_video_app_links_store";
  DROP TYPE "public"."enum_pages_blocks_text_with_media_media_type";
  DROP TYPE "public"."enum_pages_blocks_text_with_media_media_position";
  DROP TYPE "public"."enum_pages_blocks_peeking_mascot_side";
  DROP TYPE "public"."enum__pages_v_blocks_relay_video_app_links_store";
  DROP TYPE "public"."enum__pages_v_blocks_text_with_media_media_type";
  DROP TYPE "public"."enum__pages_v_blocks_text_with_media_media_position";
  DROP TYPE "public"."enum__pages_v_blocks_peeking_mascot_side";`)
}
