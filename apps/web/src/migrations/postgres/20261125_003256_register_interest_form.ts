import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres';

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_pages_blocks_register_interest_form_anchor" AS ENUM('bundle-form', 'register-interest');
  CREATE TYPE "public"."enum__pages_v_blocks_register_interest_form_anchor" AS ENUM('bundle-form', 'register-interest');
  CREATE TABLE "pages_blocks_register_interest_form" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar DEFAULT 'Register your interest',
  	"body" varchar,
  	"submit_label" varchar DEFAULT 'Register my interest',
  	"anchor" "enum_pages_blocks_register_interest_form_anchor" DEFAULT 'bundle-form',
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_register_interest_form" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar DEFAULT 'Register your interest',
  	"body" varchar,
  	"submit_label" varchar DEFAULT 'Register my interest',
  	"anchor" "enum__pages_v_blocks_register_interest_form_anchor" DEFAULT 'bundle-form',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  ALTER TABLE "pages_blocks_register_interest_form" ADD CONSTRAINT "pages_blocks_register_interest_form_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_register_interest_form" ADD CONSTRAINT "_pages_v_blocks_register_interest_form_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "pages_blocks_register_interest_form_order_idx" ON "pages_blocks_register_interest_form" USING btree ("_order");
  CREATE INDEX "pages_blocks_register_interest_form_parent_id_idx" ON "pages_blocks_register_interest_form" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_register_interest_form_path_idx" ON "pages_blocks_register_interest_form" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_register_interest_form_order_idx" ON "_pages_v_blocks_register_interest_form" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_register_interest_form_parent_id_idx" ON "_pages_v_blocks_register_interest_form" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_register_interest_form_path_idx" ON "_pages_v_blocks_register_interest_form" USING btree ("_path");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "pages_blocks_register_interest_form" CASCADE;
  DROP TABLE "_pages_v_blocks_register_interest_form" CASCADE;
  DROP TYPE "public"."enum_pages_blocks_register_interest_form_anchor";
  DROP TYPE "public"."enum__pages_v_blocks_register_interest_form_anchor";`)
}
