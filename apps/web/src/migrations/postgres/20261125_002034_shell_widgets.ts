import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres';

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_pages_blocks_contact_form_name_type" AS ENUM('text', 'email', 'tel', 'date', 'textarea');
  CREATE TYPE "public"."enum_pages_blocks_contact_form_email_type" AS ENUM('text', 'email', 'tel', 'date', 'textarea');
  CREATE TYPE "public"."enum_pages_blocks_contact_form_phone_type" AS ENUM('text', 'email', 'tel', 'date', 'textarea');
  CREATE TYPE "public"."enum_pages_blocks_contact_form_city_type" AS ENUM('text', 'email', 'tel', 'date', 'textarea');
  CREATE TYPE "public"."enum_pages_blocks_contact_form_address_type" AS ENUM('text', 'email', 'tel', 'date', 'textarea');
  CREATE TYPE "public"."enum_pages_blocks_contact_form_postcode_type" AS ENUM('text', 'email', 'tel', 'date', 'textarea');
  CREATE TYPE "public"."enum_pages_blocks_contact_form_birthdate_type" AS ENUM('text', 'email', 'tel', 'date', 'textarea');
  CREATE TYPE "public"."enum_pages_blocks_contact_form_message_type" AS ENUM('text', 'email', 'tel', 'date', 'textarea');
  CREATE TYPE "public"."enum_pages_blocks_reviews_widget_widget_type" AS ENUM('reviews', 'microstar', 'mini');
  CREATE TYPE "public"."enum_pages_blocks_reviews_widget_background_colour" AS ENUM('white', 'light-blue', 'grey');
  CREATE TYPE "public"."enum__pages_v_blocks_contact_form_name_type" AS ENUM('text', 'email', 'tel', 'date', 'textarea');
  CREATE TYPE "public"."enum__pages_v_blocks_contact_form_email_type" AS ENUM('text', 'email', 'tel', 'date', 'textarea');
  CREATE TYPE "public"."enum__pages_v_blocks_contact_form_phone_type" AS ENUM('text', 'email', 'tel', 'date', 'textarea');
  CREATE TYPE "public"."enum__pages_v_blocks_contact_form_city_type" AS ENUM('text', 'email', 'tel', 'date', 'textarea');
  CREATE TYPE "public"."enum__pages_v_blocks_contact_form_address_type" AS ENUM('text', 'email', 'tel', 'date', 'textarea');
  CREATE TYPE "public"."enum__pages_v_blocks_contact_form_postcode_type" AS ENUM('text', 'email', 'tel', 'date', 'textarea');
  CREATE TYPE "public"."enum__pages_v_blocks_contact_form_birthdate_type" AS ENUM('text', 'email', 'tel', 'date', 'textarea');
  CREATE TYPE "public"."enum__pages_v_blocks_contact_form_message_type" AS ENUM('text', 'email', 'tel', 'date', 'textarea');
  CREATE TYPE "public"."enum__pages_v_blocks_reviews_widget_widget_type" AS ENUM('reviews', 'microstar', 'mini');
  CREATE TYPE "public"."enum__pages_v_blocks_reviews_widget_background_colour" AS ENUM('white', 'light-blue', 'grey');
  CREATE TABLE "pages_blocks_reviews_widget" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"description" varchar,
  	"display" boolean DEFAULT true,
  	"widget_type" "enum_pages_blocks_reviews_widget_widget_type" DEFAULT 'reviews',
  	"background_colour" "enum_pages_blocks_reviews_widget_background_colour" DEFAULT 'white',
  	"disable_click" boolean DEFAULT false,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_live_chat_prompt" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar DEFAULT 'Questions? Chat to us',
  	"text" varchar,
  	"button_label" varchar DEFAULT 'Start a chat',
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_refer_a_friend" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar DEFAULT 'Were you referred by a friend?',
  	"body" varchar,
  	"promo_code" varchar DEFAULT 'FRIEND50',
  	"submit_label" varchar DEFAULT 'Send my details',
  	"success_message" varchar DEFAULT 'Thank you. We will be in touch about full fibre at your address.',
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_reviews_widget" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"description" varchar,
  	"display" boolean DEFAULT true,
  	"widget_type" "enum__pages_v_blocks_reviews_widget_widget_type" DEFAULT 'reviews',
  	"background_colour" "enum__pages_v_blocks_reviews_widget_background_colour" DEFAULT 'white',
  	"disable_click" boolean DEFAULT false,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_live_chat_prompt" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar DEFAULT 'Questions? Chat to us',
  	"text" varchar,
  	"button_label" varchar DEFAULT 'Start a chat',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_refer_a_friend" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar DEFAULT 'Were you referred by a friend?',
  	"body" varchar,
  	"promo_code" varchar DEFAULT 'FRIEND50',
  	"submit_label" varchar DEFAULT 'Send my details',
  	"success_message" varchar DEFAULT 'Thank you. We will be in touch about full fibre at your address.',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "amazon_voucher_offer" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"display" boolean DEFAULT false,
  	"terms" varchar,
  	"ends_at" timestamp(3) with time zone NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "pages_blocks_contact_form" ADD COLUMN "name_type" "enum_pages_blocks_contact_form_name_type" DEFAULT 'text';
  ALTER TABLE "pages_blocks_contact_form" ADD COLUMN "email_type" "enum_pages_blocks_contact_form_email_type" DEFAULT 'email';
  ALTER TABLE "pages_blocks_contact_form" ADD COLUMN "phone_type" "enum_pages_blocks_contact_form_phone_type" DEFAULT 'tel';
  ALTER TABLE "pages_blocks_contact_form" ADD COLUMN "city_type" "enum_pages_blocks_contact_form_city_type" DEFAULT 'text';
  ALTER TABLE "pages_blocks_contact_form" ADD COLUMN "address_type" "enum_pages_blocks_contact_form_address_type" DEFAULT 'text';
  ALTER TABLE "pages_blocks_contact_form" ADD COLUMN "postcode_type" "enum_pages_blocks_contact_form_postcode_type" DEFAULT 'text';
  ALTER TABLE "pages_blocks_contact_form" ADD COLUMN "birthdate_type" "enum_pages_blocks_contact_form_birthdate_type" DEFAULT 'date';
  ALTER TABLE "pages_blocks_contact_form" ADD COLUMN "message_type" "enum_pages_blocks_contact_form_message_type" DEFAULT 'textarea';
  ALTER TABLE "_pages_v_blocks_contact_form" ADD COLUMN "name_type" "enum__pages_v_blocks_contact_form_name_type" DEFAULT 'text';
  ALTER TABLE "_pages_v_blocks_contact_form" ADD COLUMN "email_type" "enum__pages_v_blocks_contact_form_email_type" DEFAULT 'email';
  ALTER TABLE "_pages_v_blocks_contact_form" ADD COLUMN "phone_type" "enum__pages_v_blocks_contact_form_phone_type" DEFAULT 'tel';
  ALTER TABLE "_pages_v_blocks_contact_form" ADD COLUMN "city_type" "enum__pages_v_blocks_contact_form_city_type" DEFAULT 'text';
  ALTER TABLE "_pages_v_blocks_contact_form" ADD COLUMN "address_type" "enum__pages_v_blocks_contact_form_address_type" DEFAULT 'text';
  ALTER TABLE "_pages_v_blocks_contact_form" ADD COLUMN "postcode_type" "enum__pages_v_blocks_contact_form_postcode_type" DEFAULT 'text';
  ALTER TABLE "_pages_v_blocks_contact_form" ADD COLUMN "birthdate_type" "enum__pages_v_blocks_contact_form_birthdate_type" DEFAULT 'date';
  ALTER TABLE "_pages_v_blocks_contact_form" ADD COLUMN "message_type" "enum__pages_v_blocks_contact_form_message_type" DEFAULT 'textarea';
  ALTER TABLE "pages_blocks_reviews_widget" ADD CONSTRAINT "pages_blocks_reviews_widget_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_live_chat_prompt" ADD CONSTRAINT "pages_blocks_live_chat_prompt_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_refer_a_friend" ADD CONSTRAINT "pages_blocks_refer_a_friend_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_reviews_widget" ADD CONSTRAINT "_pages_v_blocks_reviews_widget_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_live_chat_prompt" ADD CONSTRAINT "_pages_v_blocks_live_chat_prompt_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_refer_a_friend" ADD CONSTRAINT "_pages_v_blocks_refer_a_friend_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "pages_blocks_reviews_widget_order_idx" ON "pages_blocks_reviews_widget" USING btree ("_order");
  CREATE INDEX "pages_blocks_reviews_widget_parent_id_idx" ON "pages_blocks_reviews_widget" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_reviews_widget_path_idx" ON "pages_blocks_reviews_widget" USING btree ("_path");
  CREATE INDEX "pages_blocks_live_chat_prompt_order_idx" ON "pages_blocks_live_chat_prompt" USING btree ("_order");
  CREATE INDEX "pages_blocks_live_chat_prompt_parent_id_idx" ON "pages_blocks_live_chat_prompt" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_live_chat_prompt_path_idx" ON "pages_blocks_live_chat_prompt" USING btree ("_path");
  CREATE INDEX "pages_blocks_refer_a_friend_order_idx" ON "pages_blocks_refer_a_friend" USING btree ("_order");
  CREATE INDEX "pages_blocks_refer_a_friend_parent_id_idx" ON "pages_blocks_refer_a_friend" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_refer_a_friend_path_idx" ON "pages_blocks_refer_a_friend" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_reviews_widget_order_idx" ON "_pages_v_blocks_reviews_widget" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_reviews_widget_parent_id_idx" ON "_pages_v_blocks_reviews_widget" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_reviews_widget_path_idx" ON "_pages_v_blocks_reviews_widget" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_live_chat_prompt_order_idx" ON "_pages_v_blocks_live_chat_prompt" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_live_chat_prompt_parent_id_idx" ON "_pages_v_blocks_live_chat_prompt" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_live_chat_prompt_path_idx" ON "_pages_v_blocks_live_chat_prompt" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_refer_a_friend_order_idx" ON "_pages_v_blocks_refer_a_friend" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_refer_a_friend_parent_id_idx" ON "_pages_v_blocks_refer_a_friend" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_refer_a_friend_path_idx" ON "_pages_v_blocks_refer_a_friend" USING btree ("_path");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "pages_blocks_reviews_widget" CASCADE;
  DROP TABLE "pages_blocks_live_chat_prompt" CASCADE;
  DROP TABLE "pages_blocks_refer_a_friend" CASCADE;
  DROP TABLE "_pages_v_blocks_reviews_widget" CASCADE;
  DROP TABLE "_pages_v_blocks_live_chat_prompt" CASCADE;
  DROP TABLE "_pages_v_blocks_refer_a_friend" CASCADE;
  DROP TABLE "amazon_voucher_offer" CASCADE;
  ALTER TABLE "pages_blocks_contact_form" DROP COLUMN "name_type";
  ALTER TABLE "pages_blocks_contact_form" DROP COLUMN "email_type";
  ALTER TABLE "pages_blocks_contact_form" DROP COLUMN "phone_type";
  ALTER TABLE "pages_blocks_contact_form" DROP COLUMN "city_type";
  ALTER TABLE "pages_blocks_contact_form" DROP COLUMN "address_type";
  ALTER TABLE "pages_blocks_contact_form" DROP COLUMN "postcode_type";
  ALTER TABLE "pages_blocks_contact_form" DROP COLUMN "birthdate_type";
  ALTER TABLE "pages_blocks_contact_form" DROP COLUMN "message_type";
  ALTER TABLE "_pages_v_blocks_contact_form" DROP COLUMN "name_type";
  ALTER TABLE "_pages_v_blocks_contact_form" DROP COLUMN "email_type";
  ALTER TABLE "_pages_v_blocks_contact_form" DROP COLUMN "phone_type";
  ALTER TABLE "_pages_v_blocks_contact_form" DROP COLUMN "city_type";
  ALTER TABLE "_pages_v_blocks_contact_form" DROP COLUMN "address_type";
  ALTER TABLE "_pages_v_blocks_contact_form" DROP COLUMN "postcode_type";
  ALTER TABLE "_pages_v_blocks_contact_form" DROP COLUMN "birthdate_type";
  ALTER TABLE "_pages_v_blocks_contact_form" DROP COLUMN "message_type";
  DROP TYPE "public"."enum_pages_blocks_contact_form_name_type";
  DROP TYPE "public"."enum_pages_blocks_contact_form_email_type";
  DROP TYPE "public"."enum_pages_blocks_contact_form_phone_type";
  DROP TYPE "public"."enum_pages_blocks_contact_form_city_type";
  DROP TYPE "public"."enum_pages_blocks_contact_form_address_type";
  DROP TYPE "public"."enum_pages_blocks_contact_form_postcode_type";
  DROP TYPE "public"."enum_pages_blocks_contact_form_birthdate_type";
  DROP TYPE "public"."enum_pages_blocks_contact_form_message_type";
  DROP TYPE "public"."enum_pages_blocks_reviews_widget_widget_type";
  DROP TYPE "public"."enum_pages_blocks_reviews_widget_background_colour";
  DROP TYPE "public"."enum__pages_v_blocks_contact_form_name_type";
  DROP TYPE "public"."enum__pages_v_blocks_contact_form_email_type";
  DROP TYPE "public"."enum__pages_v_blocks_contact_form_phone_type";
  DROP TYPE "public"."enum__pages_v_blocks_contact_form_city_type";
  DROP TYPE "public"."enum__pages_v_blocks_contact_form_address_type";
  DROP TYPE "public"."enum__pages_v_blocks_contact_form_postcode_type";
  DROP TYPE "public"."enum__pages_v_blocks_contact_form_birthdate_type";
  DROP TYPE "public"."enum__pages_v_blocks_contact_form_message_type";
  DROP TYPE "public"."enum__pages_v_blocks_reviews_widget_widget_type";
  DROP TYPE "public"."enum__pages_v_blocks_reviews_widget_background_colour";`)
}
