import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres';

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_pages_blocks_numbered_steps_steps_icon" AS ENUM('basket', 'router', 'wifi', 'smart-home-lock', 'phone', 'mail', 'arrow-right', 'check', 'upload');
  CREATE TYPE "public"."enum_pages_hero_image_scale_mode" AS ENUM('cover', 'contain');
  CREATE TYPE "public"."enum_pages_hero_image_position" AS ENUM('center', 'top', 'bottom', 'left', 'right');
  CREATE TYPE "public"."enum_pages_hero_colour_theme" AS ENUM('dark', 'light', 'white');
  CREATE TYPE "public"."enum__pages_v_blocks_numbered_steps_steps_icon" AS ENUM('basket', 'router', 'wifi', 'smart-home-lock', 'phone', 'mail', 'arrow-right', 'check', 'upload');
  CREATE TYPE "public"."enum__pages_v_version_hero_image_scale_mode" AS ENUM('cover', 'contain');
  CREATE TYPE "public"."enum__pages_v_version_hero_image_position" AS ENUM('center', 'top', 'bottom', 'left', 'right');
  CREATE TYPE "public"."enum__pages_v_version_hero_colour_theme" AS ENUM('dark', 'light', 'white');
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
  
  ALTER TABLE "pages" ALTER COLUMN "hero_cta_button_type" SET DATA TYPE text;
  ALTER TABLE "pages" ALTER COLUMN "hero_cta_button_type" SET DEFAULT 'primary'::text;
  DROP TYPE "public"."enum_pages_hero_cta_button_type";
  CREATE TYPE "public"."enum_pages_hero_cta_button_type" AS ENUM('primary', 'secondary', 'alternate', 'icon', 'hyperlink', 'outline', 'summary', 'secondaryRounded', 'tertiary', 'hyperlinkSecondary', 'dark', 'outlineShadow', 'simpleOrange', 'simpleBlue', 'outlineGray', 'degraded');
  ALTER TABLE "pages" ALTER COLUMN "hero_cta_button_type" SET DEFAULT 'primary'::"public"."enum_pages_hero_cta_button_type";
  ALTER TABLE "pages" ALTER COLUMN "hero_cta_button_type" SET DATA TYPE "public"."enum_pages_hero_cta_button_type" USING "hero_cta_button_type"::"public"."enum_pages_hero_cta_button_type";
  ALTER TABLE "_pages_v" ALTER COLUMN "version_hero_cta_button_type" SET DATA TYPE text;
  ALTER TABLE "_pages_v" ALTER COLUMN "version_hero_cta_button_type" SET DEFAULT 'primary'::text;
  DROP TYPE "public"."enum__pages_v_version_hero_cta_button_type";
  CREATE TYPE "public"."enum__pages_v_version_hero_cta_button_type" AS ENUM('primary', 'secondary', 'alternate', 'icon', 'hyperlink', 'outline', 'summary', 'secondaryRounded', 'tertiary', 'hyperlinkSecondary', 'dark', 'outlineShadow', 'simpleOrange', 'simpleBlue', 'outlineGray', 'degraded');
  ALTER TABLE "_pages_v" ALTER COLUMN "version_hero_cta_button_type" SET DEFAULT 'primary'::"public"."enum__pages_v_version_hero_cta_button_type";
  ALTER TABLE "_pages_v" ALTER COLUMN "version_hero_cta_button_type" SET DATA TYPE "public"."enum__pages_v_version_hero_cta_button_type" USING "version_hero_cta_button_type"::"public"."enum__pages_v_version_hero_cta_button_type";
  ALTER TABLE "faq_items" ALTER COLUMN "cta_button_type" SET DATA TYPE text;
  DROP TYPE "public"."enum_faq_items_cta_button_type";
  CREATE TYPE "public"."enum_faq_items_cta_button_type" AS ENUM('primary', 'secondary', 'alternate', 'icon', 'hyperlink', 'outline', 'summary', 'secondaryRounded', 'tertiary', 'hyperlinkSecondary', 'dark', 'outlineShadow', 'simpleOrange', 'simpleBlue', 'outlineGray', 'degraded');
  ALTER TABLE "faq_items" ALTER COLUMN "cta_button_type" SET DATA TYPE "public"."enum_faq_items_cta_button_type" USING "cta_button_type"::"public"."enum_faq_items_cta_button_type";
  ALTER TABLE "promo_banner" ALTER COLUMN "cta_button_type" SET DATA TYPE text;
  ALTER TABLE "promo_banner" ALTER COLUMN "cta_button_type" SET DEFAULT 'primary'::text;
  DROP TYPE "public"."enum_promo_banner_cta_button_type";
  CREATE TYPE "public"."enum_promo_banner_cta_button_type" AS ENUM('primary', 'secondary', 'alternate', 'icon', 'hyperlink', 'outline', 'summary', 'secondaryRounded', 'tertiary', 'hyperlinkSecondary', 'dark', 'outlineShadow', 'simpleOrange', 'simpleBlue', 'outlineGray', 'degraded');
  ALTER TABLE "promo_banner" ALTER COLUMN "cta_button_type" SET DEFAULT 'primary'::"public"."enum_promo_banner_cta_button_type";
  ALTER TABLE "promo_banner" ALTER COLUMN "cta_button_type" SET DATA TYPE "public"."enum_promo_banner_cta_button_type" USING "cta_button_type"::"public"."enum_promo_banner_cta_button_type";
  ALTER TABLE "sales_countdown" ALTER COLUMN "cta_button_type" SET DATA TYPE text;
  ALTER TABLE "sales_countdown" ALTER COLUMN "cta_button_type" SET DEFAULT 'primary'::text;
  DROP TYPE "public"."enum_sales_countdown_cta_button_type";
  CREATE TYPE "public"."enum_sales_countdown_cta_button_type" AS ENUM('primary', 'secondary', 'alternate', 'icon', 'hyperlink', 'outline', 'summary', 'secondaryRounded', 'tertiary', 'hyperlinkSecondary', 'dark', 'outlineShadow', 'simpleOrange', 'simpleBlue', 'outlineGray', 'degraded');
  ALTER TABLE "sales_countdown" ALTER COLUMN "cta_button_type" SET DEFAULT 'primary'::"public"."enum_sales_countdown_cta_button_type";
  ALTER TABLE "sales_countdown" ALTER COLUMN "cta_button_type" SET DATA TYPE "public"."enum_sales_countdown_cta_button_type" USING "cta_button_type"::"public"."enum_sales_countdown_cta_button_type";
  ALTER TABLE "pages_blocks_numbered_steps_steps" ADD COLUMN "icon" "enum_pages_blocks_numbered_steps_steps_icon";
  ALTER TABLE "pages" ADD COLUMN "menu_header" boolean DEFAULT false;
  ALTER TABLE "pages" ADD COLUMN "menu_footer" boolean DEFAULT false;
  ALTER TABLE "pages" ADD COLUMN "menu_footer_column" varchar;
  ALTER TABLE "pages" ADD COLUMN "menu_label" varchar;
  ALTER TABLE "pages" ADD COLUMN "hero_timer_label" varchar DEFAULT 'Offer ends in';
  ALTER TABLE "pages" ADD COLUMN "hero_image_scale_mode" "enum_pages_hero_image_scale_mode" DEFAULT 'cover';
  ALTER TABLE "pages" ADD COLUMN "hero_image_position" "enum_pages_hero_image_position" DEFAULT 'center';
  ALTER TABLE "pages" ADD COLUMN "hero_colour_theme" "enum_pages_hero_colour_theme" DEFAULT 'dark';
  ALTER TABLE "_pages_v_blocks_numbered_steps_steps" ADD COLUMN "icon" "enum__pages_v_blocks_numbered_steps_steps_icon";
  ALTER TABLE "_pages_v" ADD COLUMN "version_menu_header" boolean DEFAULT false;
  ALTER TABLE "_pages_v" ADD COLUMN "version_menu_footer" boolean DEFAULT false;
  ALTER TABLE "_pages_v" ADD COLUMN "version_menu_footer_column" varchar;
  ALTER TABLE "_pages_v" ADD COLUMN "version_menu_label" varchar;
  ALTER TABLE "_pages_v" ADD COLUMN "version_hero_timer_label" varchar DEFAULT 'Offer ends in';
  ALTER TABLE "_pages_v" ADD COLUMN "version_hero_image_scale_mode" "enum__pages_v_version_hero_image_scale_mode" DEFAULT 'cover';
  ALTER TABLE "_pages_v" ADD COLUMN "version_hero_image_position" "enum__pages_v_version_hero_image_position" DEFAULT 'center';
  ALTER TABLE "_pages_v" ADD COLUMN "version_hero_colour_theme" "enum__pages_v_version_hero_colour_theme" DEFAULT 'dark';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "plan_chooser" CASCADE;
  ALTER TABLE "pages" ALTER COLUMN "hero_cta_button_type" SET DATA TYPE text;
  ALTER TABLE "pages" ALTER COLUMN "hero_cta_button_type" SET DEFAULT 'primary'::text;
  DROP TYPE "public"."enum_pages_hero_cta_button_type";
  CREATE TYPE "public"."enum_pages_hero_cta_button_type" AS ENUM('primary', 'secondary', 'alternate', 'outline', 'hyperlink', 'tertiary', 'dark');
  ALTER TABLE "pages" ALTER COLUMN "hero_cta_button_type" SET DEFAULT 'primary'::"public"."enum_pages_hero_cta_button_type";
  ALTER TABLE "pages" ALTER COLUMN "hero_cta_button_type" SET DATA TYPE "public"."enum_pages_hero_cta_button_type" USING "hero_cta_button_type"::"public"."enum_pages_hero_cta_button_type";
  ALTER TABLE "_pages_v" ALTER COLUMN "version_hero_cta_button_type" SET DATA TYPE text;
  ALTER TABLE "_pages_v" ALTER COLUMN "version_hero_cta_button_type" SET DEFAULT 'primary'::text;
  DROP TYPE "public"."enum__pages_v_version_hero_cta_button_type";
  CREATE TYPE "public"."enum__pages_v_version_hero_cta_button_type" AS ENUM('primary', 'secondary', 'alternate', 'outline', 'hyperlink', 'tertiary', 'dark');
  ALTER TABLE "_pages_v" ALTER COLUMN "version_hero_cta_button_type" SET DEFAULT 'primary'::"public"."enum__pages_v_version_hero_cta_button_type";
  ALTER TABLE "_pages_v" ALTER COLUMN "version_hero_cta_button_type" SET DATA TYPE "public"."enum__pages_v_version_hero_cta_button_type" USING "version_hero_cta_button_type"::"public"."enum__pages_v_version_hero_cta_button_type";
  ALTER TABLE "faq_items" ALTER COLUMN "cta_button_type" SET DATA TYPE text;
  DROP TYPE "public"."enum_faq_items_cta_button_type";
  CREATE TYPE "public"."enum_faq_items_cta_button_type" AS ENUM('primary', 'secondary', 'alternate', 'outline', 'hyperlink', 'tertiary', 'dark');
  ALTER TABLE "faq_items" ALTER COLUMN "cta_button_type" SET DATA TYPE "public"."enum_faq_items_cta_button_type" USING "cta_button_type"::"public"."enum_faq_items_cta_button_type";
  ALTER TABLE "promo_banner" ALTER COLUMN "cta_button_type" SET DATA TYPE text;
  ALTER TABLE "promo_banner" ALTER COLUMN "cta_button_type" SET DEFAULT 'primary'::text;
  DROP TYPE "public"."enum_promo_banner_cta_button_type";
  CREATE TYPE "public"."enum_promo_banner_cta_button_type" AS ENUM('primary', 'secondary', 'alternate', 'outline', 'hyperlink', 'tertiary', 'dark');
  ALTER TABLE "promo_banner" ALTER COLUMN "cta_button_type" SET DEFAULT 'primary'::"public"."enum_promo_banner_cta_button_type";
  ALTER TABLE "promo_banner" ALTER COLUMN "cta_button_type" SET DATA TYPE "public"."enum_promo_banner_cta_button_type" USING "cta_button_type"::"public"."enum_promo_banner_cta_button_type";
  ALTER TABLE "sales_countdown" ALTER COLUMN "cta_button_type" SET DATA TYPE text;
  ALTER TABLE "sales_countdown" ALTER COLUMN "cta_button_type" SET DEFAULT 'primary'::text;
  DROP TYPE "public"."enum_sales_countdown_cta_button_type";
  CREATE TYPE "public"."enum_sales_countdown_cta_button_type" AS ENUM('primary', 'secondary', 'alternate', 'outline', 'hyperlink', 'tertiary', 'dark');
  ALTER TABLE "sales_countdown" ALTER COLUMN "cta_button_type" SET DEFAULT 'primary'::"public"."enum_sales_countdown_cta_button_type";
  ALTER TABLE "sales_countdown" ALTER COLUMN "cta_button_type" SET DATA TYPE "public"."enum_sales_countdown_cta_button_type" USING "cta_button_type"::"public"."enum_sales_countdown_cta_button_type";
  ALTER TABLE "pages_blocks_numbered_steps_steps" DROP COLUMN "icon";
  ALTER TABLE "pages" DROP COLUMN "menu_header";
  ALTER TABLE "pages" DROP COLUMN "menu_footer";
  ALTER TABLE "pages" DROP COLUMN "menu_footer_column";
  ALTER TABLE "pages" DROP COLUMN "menu_label";
  ALTER TABLE "pages" DROP COLUMN "hero_timer_label";
  ALTER TABLE "pages" DROP COLUMN "hero_image_scale_mode";
  ALTER TABLE "pages" DROP COLUMN "hero_image_position";
  ALTER TABLE "pages" DROP COLUMN "hero_colour_theme";
  ALTER TABLE "_pages_v_blocks_numbered_steps_steps" DROP COLUMN "icon";
  ALTER TABLE "_pages_v" DROP COLUMN "version_menu_header";
  ALTER TABLE "_pages_v" DROP COLUMN "version_menu_footer";
  ALTER TABLE "_pages_v" DROP COLUMN "version_menu_footer_column";
  ALTER TABLE "_pages_v" DROP COLUMN "version_menu_label";
  ALTER TABLE "_pages_v" DROP COLUMN "version_hero_timer_label";
  ALTER TABLE "_pages_v" DROP COLUMN "version_hero_image_scale_mode";
  ALTER TABLE "_pages_v" DROP COLUMN "version_hero_image_position";
  ALTER TABLE "_pages_v" DROP COLUMN "version_hero_colour_theme";
  DROP TYPE "public"."enum_pages_blocks_numbered_steps_steps_icon";
  DROP TYPE "public"."enum_pages_hero_image_scale_mode";
  DROP TYPE "public"."enum_pages_hero_image_position";
  DROP TYPE "public"."enum_pages_hero_colour_theme";
  DROP TYPE "public"."enum__pages_v_blocks_numbered_steps_steps_icon";
  DROP TYPE "public"."enum__pages_v_version_hero_image_scale_mode";
  DROP TYPE "public"."enum__pages_v_version_hero_image_position";
  DROP TYPE "public"."enum__pages_v_version_hero_colour_theme";`)
}
