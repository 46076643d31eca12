import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres';

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_pages_blocks_numbered_steps_steps_icon" AS ENUM('basket', 'router', 'wifi', 'smart-home-lock', 'phone', 'mail', 'arrow-right', 'check', 'upload');
  CREATE TYPE "public"."enum__pages_v_blocks_numbered_steps_steps_icon" AS ENUM('basket', 'router', 'wifi', 'smart-home-lock', 'phone', 'mail', 'arrow-right', 'check', 'upload');
  CREATE TABLE "plan_chooser" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"bottom_link_label" varchar,
  	"bottom_link_href" varchar,
  	"display_card" boolean DEFAULT false,
  	"card_title" varchar,
  	"card_body" varchar,
  	"card_button_label" varchar,
  	"card_button_href" varchar,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "pages_blocks_numbered_steps_steps" ADD COLUMN "icon" "enum_pages_blocks_numbered_steps_steps_icon";
  ALTER TABLE "_pages_v_blocks_numbered_steps_steps" ADD COLUMN "icon" "enum__pages_v_blocks_numbered_steps_steps_icon";`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "plan_chooser" CASCADE;
  ALTER TABLE "pages_blocks_numbered_steps_steps" DROP COLUMN "icon";
  ALTER TABLE "_pages_v_blocks_numbered_steps_steps" DROP COLUMN "icon";
  DROP TYPE "public"."enum_pages_blocks_numbered_steps_steps_icon";
  DROP TYPE "public"."enum__pages_v_blocks_numbered_steps_steps_icon";`)
}
