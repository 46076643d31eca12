import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_pages_blocks_bundle_selector_variant" AS ENUM('a', 'b');
  CREATE TYPE "public"."enum__pages_v_blocks_bundle_selector_variant" AS ENUM('a', 'b');
  CREATE TABLE "pages_hero_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"body" varchar,
  	"link_url" varchar
  );
  
  CREATE TABLE "pages_blocks_addon_chooser" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar DEFAULT 'Add extras to your broadband',
  	"body" varchar,
  	"proceed_label" varchar DEFAULT 'Proceed',
  	"anchor" varchar DEFAULT 'add-ons',
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_bundle_selector_bundles" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"body" varchar,
  	"sub_body" varchar,
  	"promotion_code" varchar
  );
  
  CREATE TABLE "pages_blocks_bundle_selector" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar DEFAULT 'Choose your bundle',
  	"body" varchar,
  	"variant" "enum_pages_blocks_bundle_selector_variant" DEFAULT 'a',
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_numbers" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"number" numeric,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL
  );
  
  CREATE TABLE "_pages_v_version_hero_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"body" varchar,
  	"link_url" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_addon_chooser" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar DEFAULT 'Add extras to your broadband',
  	"body" varchar,
  	"proceed_label" varchar DEFAULT 'Proceed',
  	"anchor" varchar DEFAULT 'add-ons',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_bundle_selector_bundles" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"body" varchar,
  	"sub_body" varchar,
  	"promotion_code" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_bundle_selector" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar DEFAULT 'Choose your bundle',
  	"body" varchar,
  	"variant" "enum__pages_v_blocks_bundle_selector_variant" DEFAULT 'a',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_numbers" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"number" numeric,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL
  );
  
  ALTER TABLE "pages" ADD COLUMN "hero_product_name" varchar DEFAULT 'Hey!Broadband full fibre';
  ALTER TABLE "pages" ADD COLUMN "hero_phone" varchar;
  ALTER TABLE "pages" ADD COLUMN "hero_left_image_id" integer;
  ALTER TABLE "pages" ADD COLUMN "hero_right_image_id" integer;
  ALTER TABLE "_pages_v" ADD COLUMN "version_hero_product_name" varchar DEFAULT 'Hey!Broadband full fibre';
  ALTER TABLE "_pages_v" ADD COLUMN "version_hero_phone" varchar;
  ALTER TABLE "_pages_v" ADD COLUMN "version_hero_left_image_id" integer;
  ALTER TABLE "_pages_v" ADD COLUMN "version_hero_right_image_id" integer;
  ALTER TABLE "pages_hero_cards" ADD CONSTRAINT "pages_hero_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_addon_chooser" ADD CONSTRAINT "pages_blocks_addon_chooser_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_bundle_selector_bundles" ADD CONSTRAINT "pages_blocks_bundle_selector_bundles_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_bundle_selector"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_bundle_selector" ADD CONSTRAINT "pages_blocks_bundle_selector_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_numbers" ADD CONSTRAINT "pages_numbers_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_version_hero_cards" ADD CONSTRAINT "_pages_v_version_hero_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_addon_chooser" ADD CONSTRAINT "_pages_v_blocks_addon_chooser_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_bundle_selector_bundles" ADD CONSTRAINT "_pages_v_blocks_bundle_selector_bundles_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_bundle_selector"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_bundle_selector" ADD CONSTRAINT "_pages_v_blocks_bundle_selector_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_numbers" ADD CONSTRAINT "_pages_v_numbers_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "pages_hero_cards_order_idx" ON "pages_hero_cards" USING btree ("_order");
  CREATE INDEX "pages_hero_cards_parent_id_idx" ON "pages_hero_cards" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_addon_chooser_order_idx" ON "pages_blocks_addon_chooser" USING btree ("_order");
  CREATE INDEX "pages_blocks_addon_chooser_parent_id_idx" ON "pages_blocks_addon_chooser" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_addon_chooser_path_idx" ON "pages_blocks_addon_chooser" USING btree ("_path");
  CREATE INDEX "pages_blocks_bundle_selector_bundles_order_idx" ON "pages_blocks_bundle_selector_bundles" USING btree ("_order");
  CREATE INDEX "pages_blocks_bundle_selector_bundles_parent_id_idx" ON "pages_blocks_bundle_selector_bundles" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_bundle_selector_order_idx" ON "pages_blocks_bundle_selector" USING btree ("_order");
  CREATE INDEX "pages_blocks_bundle_selector_parent_id_idx" ON "pages_blocks_bundle_selector" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_bundle_selector_path_idx" ON "pages_blocks_bundle_selector" USING btree ("_path");
  CREATE INDEX "pages_numbers_order_parent_idx" ON "pages_numbers" USING btree ("order","parent_id");
  CREATE INDEX "_pages_v_version_hero_cards_order_idx" ON "_pages_v_version_hero_cards" USING btree ("_order");
  CREATE INDEX "_pages_v_version_hero_cards_parent_id_idx" ON "_pages_v_version_hero_cards" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_addon_chooser_order_idx" ON "_pages_v_blocks_addon_chooser" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_addon_chooser_parent_id_idx" ON "_pages_v_blocks_addon_chooser" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_addon_chooser_path_idx" ON "_pages_v_blocks_addon_chooser" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_bundle_selector_bundles_order_idx" ON "_pages_v_blocks_bundle_selector_bundles" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_bundle_selector_bundles_parent_id_idx" ON "_pages_v_blocks_bundle_selector_bundles" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_bundle_selector_order_idx" ON "_pages_v_blocks_bundle_selector" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_bundle_selector_parent_id_idx" ON "_pages_v_blocks_bundle_selector" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_bundle_selector_path_idx" ON "_pages_v_blocks_bundle_selector" USING btree ("_path");
  CREATE INDEX "_pages_v_numbers_order_parent_idx" ON "_pages_v_numbers" USING btree ("order","parent_id");
  ALTER TABLE "pages" ADD CONSTRAINT "pages_hero_left_image_id_media_id_fk" FOREIGN KEY ("hero_left_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages" ADD CONSTRAINT "pages_hero_right_image_id_media_id_fk" FOREIGN KEY ("hero_right_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v" ADD CONSTRAINT "_pages_v_version_hero_left_image_id_media_id_fk" FOREIGN KEY ("version_hero_left_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v" ADD CONSTRAINT "_pages_v_version_hero_right_image_id_media_id_fk" FOREIGN KEY ("version_hero_right_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "pages_hero_hero_left_image_idx" ON "pages" USING btree ("hero_left_image_id");
  CREATE INDEX "pages_hero_hero_right_image_idx" ON "pages" USING btree ("hero_right_image_id");
  CREATE INDEX "_pages_v_version_hero_version_hero_left_image_idx" ON "_pages_v" USING btree ("version_hero_left_image_id");
  CREATE INDEX "_pages_v_version_hero_version_hero_right_image_idx" ON "_pages_v" USING btree ("version_hero_right_image_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "pages_hero_cards" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_addon_chooser" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_bundle_selector_bundles" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_bundle_selector" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_numbers" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_version_hero_cards" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_addon_chooser" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_bundle_selector_bundles" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_bundle_selector" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_numbers" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "pages_hero_cards" CASCADE;
  DROP TABLE "pages_blocks_addon_chooser" CASCADE;
  DROP TABLE "pages_blocks_bundle_selector_bundles" CASCADE;
  DROP TABLE "pages_blocks_bundle_selector" CASCADE;
  DROP TABLE "pages_numbers" CASCADE;
  DROP TABLE "_pages_v_version_hero_cards" CASCADE;
  DROP TABLE "_pages_v_blocks_addon_chooser" CASCADE;
  DROP TABLE "_pages_v_blocks_bundle_selector_bundles" CASCADE;
  DROP TABLE "_pages_v_blocks_bundle_selector" CASCADE;
  DROP TABLE "_pages_v_numbers" CASCADE;
  ALTER TABLE "pages" DROP CONSTRAINT "pages_hero_left_image_id_media_id_fk";
  
  ALTER TABLE "pages" DROP CONSTRAINT "pages_hero_right_image_id_media_id_fk";
  
  ALTER TABLE "_pages_v" DROP CONSTRAINT "_pages_v_version_hero_left_image_id_media_id_fk";
  
  ALTER TABLE "_pages_v" DROP CONSTRAINT "_pages_v_version_hero_right_image_id_media_id_fk";
  
  DROP INDEX "pages_hero_hero_left_image_idx";
  DROP INDEX "pages_hero_hero_right_image_idx";
  DROP INDEX "_pages_v_version_hero_version_hero_left_image_idx";
  DROP INDEX "_pages_v_version_hero_version_hero_right_image_idx";
  ALTER TABLE "pages" DROP COLUMN "hero_product_name";
  ALTER TABLE "pages" DROP COLUMN "hero_phone";
  ALTER TABLE "pages" DROP COLUMN "hero_left_image_id";
  ALTER TABLE "pages" DROP COLUMN "hero_right_image_id";
  ALTER TABLE "_pages_v" DROP COLUMN "version_hero_product_name";
  ALTER TABLE "_pages_v" DROP COLUMN "version_hero_phone";
  ALTER TABLE "_pages_v" DROP COLUMN "version_hero_left_image_id";
  ALTER TABLE "_pages_v" DROP COLUMN "version_hero_right_image_id";
  DROP TYPE "public"."enum_pages_blocks_bundle_selector_variant";
  DROP TYPE "public"."enum__pages_v_blocks_bundle_selector_variant";`)
}
