import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "pages_blocks_outage_form" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"body" varchar,
  	"email_error" varchar,
  	"agree_label" varchar,
  	"submit_label" varchar DEFAULT 'Notify me',
  	"success_header" varchar,
  	"success_message" varchar,
  	"error_message" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_charity_vote" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"body" varchar,
  	"other_description" varchar DEFAULT 'Tell us which local charity we should support.',
  	"submit_label" varchar DEFAULT 'Submit my choice',
  	"thank_you_heading" varchar,
  	"thank_you_message" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_contact_form" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"form_heading" varchar,
  	"form_image_id" integer,
  	"name_label" varchar DEFAULT 'Full name',
  	"name_error" varchar,
  	"email_label" varchar DEFAULT 'Email',
  	"email_error" varchar,
  	"phone_label" varchar DEFAULT 'Phone number',
  	"phone_error" varchar,
  	"city_label" varchar DEFAULT 'Town or city',
  	"city_error" varchar,
  	"city_display" boolean DEFAULT false,
  	"address_label" varchar DEFAULT 'Address',
  	"address_error" varchar,
  	"address_display" boolean DEFAULT false,
  	"postcode_label" varchar DEFAULT 'Postcode',
  	"postcode_error" varchar,
  	"postcode_display" boolean DEFAULT false,
  	"birthdate_label" varchar DEFAULT 'Date of birth',
  	"birthdate_error" varchar,
  	"birthdate_display" boolean DEFAULT false,
  	"message_label" varchar DEFAULT 'Message',
  	"message_error" varchar,
  	"message_display" boolean DEFAULT false,
  	"terms_label" varchar DEFAULT 'I agree to Terms & Conditions',
  	"terms_error" varchar,
  	"subscription_display" boolean DEFAULT true,
  	"subscription_label" varchar,
  	"subscription_error" varchar,
  	"submit_label" varchar DEFAULT 'Send',
  	"success_message" varchar,
  	"error_message" varchar,
  	"email_template" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_speed_test" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"body" varchar,
  	"dropdown_label" varchar DEFAULT 'What do you want to download?',
  	"dropdown_placeholder" varchar DEFAULT 'Choose your option',
  	"cta_label1" varchar DEFAULT 'Start',
  	"cta_label2" varchar DEFAULT 'Reset',
  	"speed_chart_fast_label" varchar DEFAULT 'Hey!Broadband full fibre',
  	"speed_chart_slow_label" varchar DEFAULT 'Average UK broadband',
  	"small_print" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_outage_form" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"body" varchar,
  	"email_error" varchar,
  	"agree_label" varchar,
  	"submit_label" varchar DEFAULT 'Notify me',
  	"success_header" varchar,
  	"success_message" varchar,
  	"error_message" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_charity_vote" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"body" varchar,
  	"other_description" varchar DEFAULT 'Tell us which local charity we should support.',
  	"submit_label" varchar DEFAULT 'Submit my choice',
  	"thank_you_heading" varchar,
  	"thank_you_message" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_contact_form" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"form_heading" varchar,
  	"form_image_id" integer,
  	"name_label" varchar DEFAULT 'Full name',
  	"name_error" varchar,
  	"email_label" varchar DEFAULT 'Email',
  	"email_error" varchar,
  	"phone_label" varchar DEFAULT 'Phone number',
  	"phone_error" varchar,
  	"city_label" varchar DEFAULT 'Town or city',
  	"city_error" varchar,
  	"city_display" boolean DEFAULT false,
  	"address_label" varchar DEFAULT 'Address',
  	"address_error" varchar,
  	"address_display" boolean DEFAULT false,
  	"postcode_label" varchar DEFAULT 'Postcode',
  	"postcode_error" varchar,
  	"postcode_display" boolean DEFAULT false,
  	"birthdate_label" varchar DEFAULT 'Date of birth',
  	"birthdate_error" varchar,
  	"birthdate_display" boolean DEFAULT false,
  	"message_label" varchar DEFAULT 'Message',
  	"message_error" varchar,
  	"message_display" boolean DEFAULT false,
  	"terms_label" varchar DEFAULT 'I agree to Terms & Conditions',
  	"terms_error" varchar,
  	"subscription_display" boolean DEFAULT true,
  	"subscription_label" varchar,
  	"subscription_error" varchar,
  	"submit_label" varchar DEFAULT 'Send',
  	"success_message" varchar,
  	"error_message" varchar,
  	"email_template" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_speed_test" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"body" varchar,
  	"dropdown_label" varchar DEFAULT 'What do you want to download?',
  	"dropdown_placeholder" varchar DEFAULT 'Choose your option',
  	"cta_label1" varchar DEFAULT 'Start',
  	"cta_label2" varchar DEFAULT 'Reset',
  	"speed_chart_fast_label" varchar DEFAULT 'Hey!Broadband full fibre',
  	"speed_chart_slow_label" varchar DEFAULT 'Average UK broadband',
  	"small_print" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  ALTER TABLE "pages_rels" ADD COLUMN "charities_id" integer;
  ALTER TABLE "pages_rels" ADD COLUMN "media_id" integer;
  ALTER TABLE "_pages_v_rels" ADD COLUMN "charities_id" integer;
  ALTER TABLE "_pages_v_rels" ADD COLUMN "media_id" integer;
  ALTER TABLE "pages_blocks_outage_form" ADD CONSTRAINT "pages_blocks_outage_form_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_charity_vote" ADD CONSTRAINT "pages_blocks_charity_vote_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_contact_form" ADD CONSTRAINT "pages_blocks_contact_form_form_image_id_media_id_fk" FOREIGN KEY ("form_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_contact_form" ADD CONSTRAINT "pages_blocks_contact_form_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_speed_test" ADD CONSTRAINT "pages_blocks_speed_test_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_texts" ADD CONSTRAINT "pages_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_outage_form" ADD CONSTRAINT "_pages_v_blocks_outage_form_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_charity_vote" ADD CONSTRAINT "_pages_v_blocks_charity_vote_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_contact_form" ADD CONSTRAINT "_pages_v_blocks_contact_form_form_image_id_media_id_fk" FOREIGN KEY ("form_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_contact_form" ADD CONSTRAINT "_pages_v_blocks_contact_form_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_speed_test" ADD CONSTRAINT "_pages_v_blocks_speed_test_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_texts" ADD CONSTRAINT "_pages_v_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "pages_blocks_outage_form_order_idx" ON "pages_blocks_outage_form" USING btree ("_order");
  CREATE INDEX "pages_blocks_outage_form_parent_id_idx" ON "pages_blocks_outage_form" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_outage_form_path_idx" ON "pages_blocks_outage_form" USING btree ("_path");
  CREATE INDEX "pages_blocks_charity_vote_order_idx" ON "pages_blocks_charity_vote" USING btree ("_order");
  CREATE INDEX "pages_blocks_charity_vote_parent_id_idx" ON "pages_blocks_charity_vote" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_charity_vote_path_idx" ON "pages_blocks_charity_vote" USING btree ("_path");
  CREATE INDEX "pages_blocks_contact_form_order_idx" ON "pages_blocks_contact_form" USING btree ("_order");
  CREATE INDEX "pages_blocks_contact_form_parent_id_idx" ON "pages_blocks_contact_form" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_contact_form_path_idx" ON "pages_blocks_contact_form" USING btree ("_path");
  CREATE INDEX "pages_blocks_contact_form_form_image_idx" ON "pages_blocks_contact_form" USING btree ("form_image_id");
  CREATE INDEX "pages_blocks_speed_test_order_idx" ON "pages_blocks_speed_test" USING btree ("_order");
  CREATE INDEX "pages_blocks_speed_test_parent_id_idx" ON "pages_blocks_speed_test" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_speed_test_path_idx" ON "pages_blocks_speed_test" USING btree ("_path");
  CREATE INDEX "pages_texts_order_parent" ON "pages_texts" USING btree ("order","parent_id");
  CREATE INDEX "_pages_v_blocks_outage_form_order_idx" ON "_pages_v_blocks_outage_form" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_outage_form_parent_id_idx" ON "_pages_v_blocks_outage_form" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_outage_form_path_idx" ON "_pages_v_blocks_outage_form" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_charity_vote_order_idx" ON "_pages_v_blocks_charity_vote" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_charity_vote_parent_id_idx" ON "_pages_v_blocks_charity_vote" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_charity_vote_path_idx" ON "_pages_v_blocks_charity_vote" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_contact_form_order_idx" ON "_pages_v_blocks_contact_form" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_contact_form_parent_id_idx" ON "_pages_v_blocks_contact_form" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_contact_form_path_idx" ON "_pages_v_blocks_contact_form" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_contact_form_form_image_idx" ON "_pages_v_blocks_contact_form" USING btree ("form_image_id");
  CREATE INDEX "_pages_v_blocks_speed_test_order_idx" ON "_pages_v_blocks_speed_test" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_speed_test_parent_id_idx" ON "_pages_v_blocks_speed_test" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_speed_test_path_idx" ON "_pages_v_blocks_speed_test" USING btree ("_path");
  CREATE INDEX "_pages_v_texts_order_parent" ON "_pages_v_texts" USING btree ("order","parent_id");
  ALTER TABLE "pages_rels" ADD CONSTRAINT "pages_rels_charities_fk" FOREIGN KEY ("charities_id") REFERENCES "public"."charities"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_rels" ADD CONSTRAINT "pages_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_rels" ADD CONSTRAINT "_pages_v_rels_charities_fk" FOREIGN KEY ("charities_id") REFERENCES "public"."charities"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_rels" ADD CONSTRAINT "_pages_v_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "pages_rels_charities_id_idx" ON "pages_rels" USING btree ("charities_id");
  CREATE INDEX "pages_rels_media_id_idx" ON "pages_rels" USING btree ("media_id");
  CREATE INDEX "_pages_v_rels_charities_id_idx" ON "_pages_v_rels" USING btree ("charities_id");
  CREATE INDEX "_pages_v_rels_media_id_idx" ON "_pages_v_rels" USING btree ("media_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "pages_blocks_outage_form" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_charity_vote" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_contact_form" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_speed_test" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_texts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_outage_form" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_charity_vote" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_contact_form" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_speed_test" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_texts" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "pages_blocks_outage_form" CASCADE;
  DROP TABLE "pages_blocks_charity_vote" CASCADE;
  DROP TABLE "pages_blocks_contact_form" CASCADE;
  DROP TABLE "pages_blocks_speed_test" CASCADE;
  DROP TABLE "pages_texts" CASCADE;
  DROP TABLE "_pages_v_blocks_outage_form" CASCADE;
  DROP TABLE "_pages_v_blocks_charity_vote" CASCADE;
  DROP TABLE "_pages_v_blocks_contact_form" CASCADE;
  DROP TABLE "_pages_v_blocks_speed_test" CASCADE;
  DROP TABLE "_pages_v_texts" CASCADE;
  ALTER TABLE "pages_rels" DROP CONSTRAINT "pages_rels_charities_fk";
  
  ALTER TABLE "pages_rels" DROP CONSTRAINT "pages_rels_media_fk";
  
  ALTER TABLE "_pages_v_rels" DROP CONSTRAINT "_pages_v_rels_charities_fk";
  
  ALTER TABLE "_pages_v_rels" DROP CONSTRAINT "_pages_v_rels_media_fk";
  
  DROP INDEX "pages_rels_charities_id_idx";
  DROP INDEX "pages_rels_media_id_idx";
  DROP INDEX "_pages_v_rels_charities_id_idx";
  DROP INDEX "_pages_v_rels_media_id_idx";
  ALTER TABLE "pages_rels" DROP COLUMN "charities_id";
  ALTER TABLE "pages_rels" DROP COLUMN "media_id";
  ALTER TABLE "_pages_v_rels" DROP COLUMN "charities_id";
  ALTER TABLE "_pages_v_rels" DROP COLUMN "media_id";`)
}
