import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_pages_blocks_rich_text_width" AS ENUM('narrow', 'wide');
  CREATE TYPE "public"."enum_pages_blocks_faq_accordion_alignment" AS ENUM('left', 'center', 'right');
  CREATE TYPE "public"."enum_pages_blocks_faq_accordion_theme" AS ENUM('default', 'fadedBlue');
  CREATE TYPE "public"."enum_pages_blocks_contact_card_background_color" AS ENUM('White', 'Blue');
  CREATE TYPE "public"."enum_pages_blocks_icon_card_grid_cards_icon" AS ENUM('none', 'fibre', 'router', 'phone', 'check', 'switch');
  CREATE TYPE "public"."enum_pages_blocks_icon_card_grid_background" AS ENUM('white', 'tinted');
  CREATE TYPE "public"."enum_pages_blocks_text_element_list_list_style" AS ENUM('circle', 'square', 'disc', 'number', 'check');
  CREATE TYPE "public"."enum_pages_blocks_anchor_link_button_variant" AS ENUM('primary', 'secondary', 'outline');
  CREATE TYPE "public"."enum_pages_blocks_anchor_link_button_alignment" AS ENUM('left', 'center');
  CREATE TYPE "public"."enum_pages_blocks_colour_card_list_cards_color" AS ENUM('blue', 'red', 'purple');
  CREATE TYPE "public"."enum_pages_hero_hero_type" AS ENUM('heroDefault', 'heroMain', 'heroCentred', 'heroPreOrder', 'heroRegisterInterest', 'heroMSM', 'heroPage', 'heroCardGrid', 'heroBundle');
  CREATE TYPE "public"."enum_pages_hero_default_address_type" AS ENUM('RES', 'HWRK', 'BUS');
  CREATE TYPE "public"."enum_pages_hero_cta_button_type" AS ENUM('primary', 'secondary', 'alternate', 'outline', 'hyperlink', 'tertiary', 'dark');
  CREATE TYPE "public"."enum_pages_hero_cta_event" AS ENUM('go-to-packages', 'postcode-checker', 'external-link');
  CREATE TYPE "public"."enum_pages_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__pages_v_blocks_rich_text_width" AS ENUM('narrow', 'wide');
  CREATE TYPE "public"."enum__pages_v_blocks_faq_accordion_alignment" AS ENUM('left', 'center', 'right');
  CREATE TYPE "public"."enum__pages_v_blocks_faq_accordion_theme" AS ENUM('default', 'fadedBlue');
  CREATE TYPE "public"."enum__pages_v_blocks_contact_card_background_color" AS ENUM('White', 'Blue');
  CREATE TYPE "public"."enum__pages_v_blocks_icon_card_grid_cards_icon" AS ENUM('none', 'fibre', 'router', 'phone', 'check', 'switch');
  CREATE TYPE "public"."enum__pages_v_blocks_icon_card_grid_background" AS ENUM('white', 'tinted');
  CREATE TYPE "public"."enum__pages_v_blocks_text_element_list_list_style" AS ENUM('circle', 'square', 'disc', 'number', 'check');
  CREATE TYPE "public"."enum__pages_v_blocks_anchor_link_button_variant" AS ENUM('primary', 'secondary', 'outline');
  CREATE TYPE "public"."enum__pages_v_blocks_anchor_link_button_alignment" AS ENUM('left', 'center');
  CREATE TYPE "public"."enum__pages_v_blocks_colour_card_list_cards_color" AS ENUM('blue', 'red', 'purple');
  CREATE TYPE "public"."enum__pages_v_version_hero_hero_type" AS ENUM('heroDefault', 'heroMain', 'heroCentred', 'heroPreOrder', 'heroRegisterInterest', 'heroMSM', 'heroPage', 'heroCardGrid', 'heroBundle');
  CREATE TYPE "public"."enum__pages_v_version_hero_default_address_type" AS ENUM('RES', 'HWRK', 'BUS');
  CREATE TYPE "public"."enum__pages_v_version_hero_cta_button_type" AS ENUM('primary', 'secondary', 'alternate', 'outline', 'hyperlink', 'tertiary', 'dark');
  CREATE TYPE "public"."enum__pages_v_version_hero_cta_event" AS ENUM('go-to-packages', 'postcode-checker', 'external-link');
  CREATE TYPE "public"."enum__pages_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_legal_pages_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__legal_pages_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_faq_items_category" AS ENUM('Installation', 'Speed', 'Equipment', 'Phone');
  CREATE TYPE "public"."enum_faq_items_cta_button_type" AS ENUM('primary', 'secondary', 'alternate', 'outline', 'hyperlink', 'tertiary', 'dark');
  CREATE TYPE "public"."enum_faq_items_cta_event" AS ENUM('go-to-packages', 'postcode-checker', 'external-link');
  CREATE TYPE "public"."enum_coverage_areas_availability" AS ENUM('AVAILABLE', 'BUILDING', 'COLLECTING_INTEREST', 'COMING_SOON');
  CREATE TYPE "public"."enum_footer_socials_network" AS ENUM('facebook', 'instagram', 'x', 'linkedin', 'tiktok', 'youtube');
  CREATE TYPE "public"."enum_promo_banner_cta_button_type" AS ENUM('primary', 'secondary', 'alternate', 'outline', 'hyperlink', 'tertiary', 'dark');
  CREATE TYPE "public"."enum_promo_banner_cta_event" AS ENUM('go-to-packages', 'postcode-checker', 'external-link');
  CREATE TYPE "public"."enum_promo_banner_theme" AS ENUM('dark', 'light');
  CREATE TYPE "public"."enum_sales_countdown_cta_button_type" AS ENUM('primary', 'secondary', 'alternate', 'outline', 'hyperlink', 'tertiary', 'dark');
  CREATE TYPE "public"."enum_sales_countdown_cta_event" AS ENUM('go-to-packages', 'postcode-checker', 'external-link');
  CREATE TABLE "pages_hero_trust_points" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"point" varchar
  );
  
  CREATE TABLE "pages_hero_checklist" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"item" varchar
  );
  
  CREATE TABLE "pages_blocks_rich_text" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"content" jsonb,
  	"width" "enum_pages_blocks_rich_text_width" DEFAULT 'narrow',
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_faq_accordion" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"heading_blue" varchar,
  	"show_filters" boolean DEFAULT false,
  	"show_background" boolean DEFAULT false,
  	"is_simple" boolean DEFAULT false,
  	"alignment" "enum_pages_blocks_faq_accordion_alignment" DEFAULT 'left',
  	"theme" "enum_pages_blocks_faq_accordion_theme" DEFAULT 'default',
  	"display_postcode_checker" boolean DEFAULT false,
  	"cta_label" varchar,
  	"cta_link" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_coverage_listing" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar DEFAULT 'Where we are building',
  	"intro" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_contact_card" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"body" varchar,
  	"background_color" "enum_pages_blocks_contact_card_background_color" DEFAULT 'White',
  	"has_contact_details" boolean DEFAULT true,
  	"phone" varchar,
  	"phone_opening_hours" varchar,
  	"email" varchar,
  	"has_register_button" boolean DEFAULT false,
  	"has_single_cta" boolean DEFAULT false,
  	"cta_text" varchar,
  	"cta_link" varchar,
  	"left_image_id" integer,
  	"right_image_id" integer,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_icon_card_grid_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"icon" "enum_pages_blocks_icon_card_grid_cards_icon" DEFAULT 'none',
  	"title" varchar,
  	"body" varchar,
  	"link_label" varchar,
  	"link_href" varchar
  );
  
  CREATE TABLE "pages_blocks_icon_card_grid" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"background" "enum_pages_blocks_icon_card_grid_background" DEFAULT 'white',
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_text_element_list_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "pages_blocks_text_element_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"list_style" "enum_pages_blocks_text_element_list_list_style" DEFAULT 'disc',
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_two_column_text" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"left_heading" varchar,
  	"right_heading" varchar,
  	"left" varchar,
  	"right" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_link_list_links" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"href" varchar,
  	"description" varchar
  );
  
  CREATE TABLE "pages_blocks_link_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_anchor_link_button" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"anchor" varchar,
  	"variant" "enum_pages_blocks_anchor_link_button_variant" DEFAULT 'primary',
  	"alignment" "enum_pages_blocks_anchor_link_button_alignment" DEFAULT 'center',
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_image_banner" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"heading" varchar,
  	"text" varchar,
  	"link_label" varchar,
  	"link_href" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_numbered_steps_steps" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"instructions" varchar,
  	"display" boolean DEFAULT true
  );
  
  CREATE TABLE "pages_blocks_numbered_steps" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"show_call_me_bubble" boolean DEFAULT false,
  	"bubble_heading" varchar DEFAULT 'Still in a contract?',
  	"bubble_text" varchar,
  	"bubble_phone" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_colour_card_list_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"description" varchar,
  	"color" "enum_pages_blocks_colour_card_list_cards_color" DEFAULT 'blue'
  );
  
  CREATE TABLE "pages_blocks_colour_card_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_large_info_card_downloads" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"file_id" integer
  );
  
  CREATE TABLE "pages_blocks_large_info_card" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"body" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_sales_countdown_banner" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"ends_at" timestamp(3) with time zone,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_review_carousel" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar DEFAULT 'What our customers say about us',
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_share_tab" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar DEFAULT 'Share this page',
  	"text" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"slug" varchar,
  	"hero_hero_type" "enum_pages_hero_hero_type" DEFAULT 'heroDefault',
  	"hero_pre_heading" varchar,
  	"hero_headline" varchar,
  	"hero_sub_headline" varchar,
  	"hero_offer" varchar,
  	"hero_description" varchar,
  	"hero_small_text" varchar,
  	"hero_package_type_label" varchar DEFAULT 'What would you like?',
  	"hero_aside_heading" varchar,
  	"hero_aside_text" varchar,
  	"hero_add_countdown_timer" boolean DEFAULT false,
  	"hero_timer_end" timestamp(3) with time zone,
  	"hero_display_post_code_checker" boolean DEFAULT true,
  	"hero_postcode_label" varchar,
  	"hero_default_address_type" "enum_pages_hero_default_address_type" DEFAULT 'RES',
  	"hero_cta_display" boolean DEFAULT false,
  	"hero_cta_label" varchar,
  	"hero_cta_link" varchar,
  	"hero_cta_button_type" "enum_pages_hero_cta_button_type" DEFAULT 'primary',
  	"hero_cta_event" "enum_pages_hero_cta_event",
  	"hero_image_id" integer,
  	"hero_image_mobile_id" integer,
  	"hero_show_reviews" boolean DEFAULT false,
  	"hero_reviews_heading" varchar DEFAULT 'What our customers say about us',
  	"description" varchar,
  	"keywords" varchar,
  	"no_index" boolean DEFAULT false,
  	"structured_data" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_pages_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "pages_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"faq_items_id" integer
  );
  
  CREATE TABLE "_pages_v_version_hero_trust_points" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"point" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_version_hero_checklist" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"item" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_rich_text" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"content" jsonb,
  	"width" "enum__pages_v_blocks_rich_text_width" DEFAULT 'narrow',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_faq_accordion" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"heading_blue" varchar,
  	"show_filters" boolean DEFAULT false,
  	"show_background" boolean DEFAULT false,
  	"is_simple" boolean DEFAULT false,
  	"alignment" "enum__pages_v_blocks_faq_accordion_alignment" DEFAULT 'left',
  	"theme" "enum__pages_v_blocks_faq_accordion_theme" DEFAULT 'default',
  	"display_postcode_checker" boolean DEFAULT false,
  	"cta_label" varchar,
  	"cta_link" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_coverage_listing" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar DEFAULT 'Where we are building',
  	"intro" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_contact_card" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"body" varchar,
  	"background_color" "enum__pages_v_blocks_contact_card_background_color" DEFAULT 'White',
  	"has_contact_details" boolean DEFAULT true,
  	"phone" varchar,
  	"phone_opening_hours" varchar,
  	"email" varchar,
  	"has_register_button" boolean DEFAULT false,
  	"has_single_cta" boolean DEFAULT false,
  	"cta_text" varchar,
  	"cta_link" varchar,
  	"left_image_id" integer,
  	"right_image_id" integer,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_icon_card_grid_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"icon" "enum__pages_v_blocks_icon_card_grid_cards_icon" DEFAULT 'none',
  	"title" varchar,
  	"body" varchar,
  	"link_label" varchar,
  	"link_href" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_icon_card_grid" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"background" "enum__pages_v_blocks_icon_card_grid_background" DEFAULT 'white',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_text_element_list_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_text_element_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"list_style" "enum__pages_v_blocks_text_element_list_list_style" DEFAULT 'disc',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_two_column_text" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"left_heading" varchar,
  	"right_heading" varchar,
  	"left" varchar,
  	"right" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_link_list_links" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"href" varchar,
  	"description" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_link_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_anchor_link_button" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"anchor" varchar,
  	"variant" "enum__pages_v_blocks_anchor_link_button_variant" DEFAULT 'primary',
  	"alignment" "enum__pages_v_blocks_anchor_link_button_alignment" DEFAULT 'center',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_image_banner" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"heading" varchar,
  	"text" varchar,
  	"link_label" varchar,
  	"link_href" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_numbered_steps_steps" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"instructions" varchar,
  	"display" boolean DEFAULT true,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_numbered_steps" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"show_call_me_bubble" boolean DEFAULT false,
  	"bubble_heading" varchar DEFAULT 'Still in a contract?',
  	"bubble_text" varchar,
  	"bubble_phone" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_colour_card_list_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"description" varchar,
  	"color" "enum__pages_v_blocks_colour_card_list_cards_color" DEFAULT 'blue',
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_colour_card_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_large_info_card_downloads" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"file_id" integer,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_large_info_card" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"body" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_sales_countdown_banner" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"ends_at" timestamp(3) with time zone,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_review_carousel" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar DEFAULT 'What our customers say about us',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_share_tab" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar DEFAULT 'Share this page',
  	"text" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_title" varchar,
  	"version_slug" varchar,
  	"version_hero_hero_type" "enum__pages_v_version_hero_hero_type" DEFAULT 'heroDefault',
  	"version_hero_pre_heading" varchar,
  	"version_hero_headline" varchar,
  	"version_hero_sub_headline" varchar,
  	"version_hero_offer" varchar,
  	"version_hero_description" varchar,
  	"version_hero_small_text" varchar,
  	"version_hero_package_type_label" varchar DEFAULT 'What would you like?',
  	"version_hero_aside_heading" varchar,
  	"version_hero_aside_text" varchar,
  	"version_hero_add_countdown_timer" boolean DEFAULT false,
  	"version_hero_timer_end" timestamp(3) with time zone,
  	"version_hero_display_post_code_checker" boolean DEFAULT true,
  	"version_hero_postcode_label" varchar,
  	"version_hero_default_address_type" "enum__pages_v_version_hero_default_address_type" DEFAULT 'RES',
  	"version_hero_cta_display" boolean DEFAULT false,
  	"version_hero_cta_label" varchar,
  	"version_hero_cta_link" varchar,
  	"version_hero_cta_button_type" "enum__pages_v_version_hero_cta_button_type" DEFAULT 'primary',
  	"version_hero_cta_event" "enum__pages_v_version_hero_cta_event",
  	"version_hero_image_id" integer,
  	"version_hero_image_mobile_id" integer,
  	"version_hero_show_reviews" boolean DEFAULT false,
  	"version_hero_reviews_heading" varchar DEFAULT 'What our customers say about us',
  	"version_description" varchar,
  	"version_keywords" varchar,
  	"version_no_index" boolean DEFAULT false,
  	"version_structured_data" jsonb,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__pages_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "_pages_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"faq_items_id" integer
  );
  
  CREATE TABLE "legal_pages" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"slug" varchar,
  	"summary" varchar,
  	"body" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_legal_pages_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "_legal_pages_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_title" varchar,
  	"version_slug" varchar,
  	"version_summary" varchar,
  	"version_body" jsonb,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__legal_pages_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "faq_items_category" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_faq_items_category",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "faq_items" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"question" varchar NOT NULL,
  	"answer" varchar NOT NULL,
  	"display" boolean DEFAULT true,
  	"cta_display" boolean DEFAULT false,
  	"cta_label" varchar,
  	"cta_button_type" "enum_faq_items_cta_button_type",
  	"cta_link" varchar,
  	"cta_event" "enum_faq_items_cta_event",
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "coverage_areas_postcodes" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"postcode" varchar NOT NULL
  );
  
  CREATE TABLE "coverage_areas" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"slug" varchar NOT NULL,
  	"excerpt" varchar NOT NULL,
  	"county" varchar NOT NULL,
  	"image_id" integer,
  	"availability" "enum_coverage_areas_availability" DEFAULT 'COMING_SOON' NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "reviews" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"stars" numeric NOT NULL,
  	"keyquote" varchar NOT NULL,
  	"quote" varchar NOT NULL,
  	"reviewer" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "charities" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"charity" varchar NOT NULL,
  	"charity_description" varchar NOT NULL,
  	"logo_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "media" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"alt" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"url" varchar,
  	"thumbnail_u_r_l" varchar,
  	"filename" varchar,
  	"mime_type" varchar,
  	"filesize" numeric,
  	"width" numeric,
  	"height" numeric,
  	"focal_x" numeric,
  	"focal_y" numeric,
  	"sizes_thumbnail_url" varchar,
  	"sizes_thumbnail_width" numeric,
  	"sizes_thumbnail_height" numeric,
  	"sizes_thumbnail_mime_type" varchar,
  	"sizes_thumbnail_filesize" numeric,
  	"sizes_thumbnail_filename" varchar,
  	"sizes_card_url" varchar,
  	"sizes_card_width" numeric,
  	"sizes_card_height" numeric,
  	"sizes_card_mime_type" varchar,
  	"sizes_card_filesize" numeric,
  	"sizes_card_filename" varchar,
  	"sizes_large_url" varchar,
  	"sizes_large_width" numeric,
  	"sizes_large_height" numeric,
  	"sizes_large_mime_type" varchar,
  	"sizes_large_filesize" numeric,
  	"sizes_large_filename" varchar
  );
  
  CREATE TABLE "users_sessions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"created_at" timestamp(3) with time zone,
  	"expires_at" timestamp(3) with time zone NOT NULL
  );
  
  CREATE TABLE "users" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"email" varchar NOT NULL,
  	"reset_password_token" varchar,
  	"reset_password_expiration" timestamp(3) with time zone,
  	"salt" varchar,
  	"hash" varchar,
  	"reset_password_requested_at" timestamp(3) with time zone,
  	"login_attempts" numeric DEFAULT 0,
  	"lock_until" timestamp(3) with time zone
  );
  
  CREATE TABLE "payload_kv" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"data" jsonb NOT NULL
  );
  
  CREATE TABLE "payload_locked_documents" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"global_slug" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_locked_documents_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"pages_id" integer,
  	"legal_pages_id" integer,
  	"faq_items_id" integer,
  	"coverage_areas_id" integer,
  	"reviews_id" integer,
  	"charities_id" integer,
  	"media_id" integer,
  	"users_id" integer
  );
  
  CREATE TABLE "payload_preferences" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar,
  	"value" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_preferences_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"users_id" integer
  );
  
  CREATE TABLE "payload_migrations" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"batch" numeric,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "header_menu_children" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar NOT NULL,
  	"href" varchar NOT NULL,
  	"description" varchar
  );
  
  CREATE TABLE "header_menu" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar NOT NULL,
  	"href" varchar
  );
  
  CREATE TABLE "header" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"phone_display" varchar NOT NULL,
  	"phone_tel" varchar NOT NULL,
  	"phone_opening_hours" varchar NOT NULL,
  	"refer_friend_label" varchar NOT NULL,
  	"refer_friend_href" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "footer_columns_links" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar NOT NULL,
  	"href" varchar NOT NULL
  );
  
  CREATE TABLE "footer_columns" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar NOT NULL
  );
  
  CREATE TABLE "footer_socials" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"network" "enum_footer_socials_network" NOT NULL,
  	"label" varchar NOT NULL,
  	"href" varchar NOT NULL
  );
  
  CREATE TABLE "footer" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"address" varchar NOT NULL,
  	"compare_link_label" varchar,
  	"compare_link_href" varchar,
  	"copyright" varchar NOT NULL,
  	"reduced_copyright" varchar DEFAULT '© All rights reserved' NOT NULL,
  	"display_card" boolean DEFAULT false,
  	"card_title" varchar,
  	"card_body" varchar,
  	"card_button_label" varchar,
  	"card_button_href" varchar,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "metadata_defaults" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"site_name" varchar NOT NULL,
  	"description" varchar NOT NULL,
  	"keywords" varchar,
  	"no_index" boolean DEFAULT false,
  	"organisation_structured_data" jsonb,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "promo_banner" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"display_on_page" boolean DEFAULT false,
  	"text" varchar NOT NULL,
  	"cta_display" boolean DEFAULT false,
  	"cta_label" varchar,
  	"cta_link" varchar,
  	"cta_button_type" "enum_promo_banner_cta_button_type" DEFAULT 'primary',
  	"cta_event" "enum_promo_banner_cta_event",
  	"theme" "enum_promo_banner_theme" DEFAULT 'dark',
  	"ends_at" timestamp(3) with time zone NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "sales_countdown" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"display" boolean DEFAULT false,
  	"display_on_page" boolean DEFAULT false,
  	"description" varchar NOT NULL,
  	"cta_display" boolean DEFAULT false,
  	"cta_label" varchar,
  	"cta_link" varchar,
  	"cta_button_type" "enum_sales_countdown_cta_button_type" DEFAULT 'primary',
  	"cta_event" "enum_sales_countdown_cta_event",
  	"offer_ends_at" timestamp(3) with time zone NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "pages_hero_trust_points" ADD CONSTRAINT "pages_hero_trust_points_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_hero_checklist" ADD CONSTRAINT "pages_hero_checklist_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_rich_text" ADD CONSTRAINT "pages_blocks_rich_text_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_faq_accordion" ADD CONSTRAINT "pages_blocks_faq_accordion_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_coverage_listing" ADD CONSTRAINT "pages_blocks_coverage_listing_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_contact_card" ADD CONSTRAINT "pages_blocks_contact_card_left_image_id_media_id_fk" FOREIGN KEY ("left_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_contact_card" ADD CONSTRAINT "pages_blocks_contact_card_right_image_id_media_id_fk" FOREIGN KEY ("right_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_contact_card" ADD CONSTRAINT "pages_blocks_contact_card_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_icon_card_grid_cards" ADD CONSTRAINT "pages_blocks_icon_card_grid_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_icon_card_grid"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_icon_card_grid" ADD CONSTRAINT "pages_blocks_icon_card_grid_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_text_element_list_items" ADD CONSTRAINT "pages_blocks_text_element_list_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_text_element_list"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_text_element_list" ADD CONSTRAINT "pages_blocks_text_element_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_two_column_text" ADD CONSTRAINT "pages_blocks_two_column_text_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_link_list_links" ADD CONSTRAINT "pages_blocks_link_list_links_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_link_list"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_link_list" ADD CONSTRAINT "pages_blocks_link_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_anchor_link_button" ADD CONSTRAINT "pages_blocks_anchor_link_button_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_image_banner" ADD CONSTRAINT "pages_blocks_image_banner_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_image_banner" ADD CONSTRAINT "pages_blocks_image_banner_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_numbered_steps_steps" ADD CONSTRAINT "pages_blocks_numbered_steps_steps_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_numbered_steps"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_numbered_steps" ADD CONSTRAINT "pages_blocks_numbered_steps_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_colour_card_list_cards" ADD CONSTRAINT "pages_blocks_colour_card_list_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_colour_card_list"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_colour_card_list" ADD CONSTRAINT "pages_blocks_colour_card_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_large_info_card_downloads" ADD CONSTRAINT "pages_blocks_large_info_card_downloads_file_id_media_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_large_info_card_downloads" ADD CONSTRAINT "pages_blocks_large_info_card_downloads_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_large_info_card"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_large_info_card" ADD CONSTRAINT "pages_blocks_large_info_card_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_sales_countdown_banner" ADD CONSTRAINT "pages_blocks_sales_countdown_banner_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_review_carousel" ADD CONSTRAINT "pages_blocks_review_carousel_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_share_tab" ADD CONSTRAINT "pages_blocks_share_tab_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages" ADD CONSTRAINT "pages_hero_image_id_media_id_fk" FOREIGN KEY ("hero_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages" ADD CONSTRAINT "pages_hero_image_mobile_id_media_id_fk" FOREIGN KEY ("hero_image_mobile_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_rels" ADD CONSTRAINT "pages_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_rels" ADD CONSTRAINT "pages_rels_faq_items_fk" FOREIGN KEY ("faq_items_id") REFERENCES "public"."faq_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_version_hero_trust_points" ADD CONSTRAINT "_pages_v_version_hero_trust_points_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_version_hero_checklist" ADD CONSTRAINT "_pages_v_version_hero_checklist_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_rich_text" ADD CONSTRAINT "_pages_v_blocks_rich_text_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_faq_accordion" ADD CONSTRAINT "_pages_v_blocks_faq_accordion_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_coverage_listing" ADD CONSTRAINT "_pages_v_blocks_coverage_listing_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_contact_card" ADD CONSTRAINT "_pages_v_blocks_contact_card_left_image_id_media_id_fk" FOREIGN KEY ("left_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_contact_card" ADD CONSTRAINT "_pages_v_blocks_contact_card_right_image_id_media_id_fk" FOREIGN KEY ("right_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_contact_card" ADD CONSTRAINT "_pages_v_blocks_contact_card_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_icon_card_grid_cards" ADD CONSTRAINT "_pages_v_blocks_icon_card_grid_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_icon_card_grid"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_icon_card_grid" ADD CONSTRAINT "_pages_v_blocks_icon_card_grid_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_text_element_list_items" ADD CONSTRAINT "_pages_v_blocks_text_element_list_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_text_element_list"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_text_element_list" ADD CONSTRAINT "_pages_v_blocks_text_element_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_two_column_text" ADD CONSTRAINT "_pages_v_blocks_two_column_text_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_link_list_links" ADD CONSTRAINT "_pages_v_blocks_link_list_links_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_link_list"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_link_list" ADD CONSTRAINT "_pages_v_blocks_link_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_anchor_link_button" ADD CONSTRAINT "_pages_v_blocks_anchor_link_button_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_image_banner" ADD CONSTRAINT "_pages_v_blocks_image_banner_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_image_banner" ADD CONSTRAINT "_pages_v_blocks_image_banner_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_numbered_steps_steps" ADD CONSTRAINT "_pages_v_blocks_numbered_steps_steps_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_numbered_steps"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_numbered_steps" ADD CONSTRAINT "_pages_v_blocks_numbered_steps_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_colour_card_list_cards" ADD CONSTRAINT "_pages_v_blocks_colour_card_list_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_colour_card_list"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_colour_card_list" ADD CONSTRAINT "_pages_v_blocks_colour_card_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_large_info_card_downloads" ADD CONSTRAINT "_pages_v_blocks_large_info_card_downloads_file_id_media_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_large_info_card_downloads" ADD CONSTRAINT "_pages_v_blocks_large_info_card_downloads_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_large_info_card"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_large_info_card" ADD CONSTRAINT "_pages_v_blocks_large_info_card_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_sales_countdown_banner" ADD CONSTRAINT "_pages_v_blocks_sales_countdown_banner_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_review_carousel" ADD CONSTRAINT "_pages_v_blocks_review_carousel_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_share_tab" ADD CONSTRAINT "_pages_v_blocks_share_tab_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v" ADD CONSTRAINT "_pages_v_parent_id_pages_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v" ADD CONSTRAINT "_pages_v_version_hero_image_id_media_id_fk" FOREIGN KEY ("version_hero_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v" ADD CONSTRAINT "_pages_v_version_hero_image_mobile_id_media_id_fk" FOREIGN KEY ("version_hero_image_mobile_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_rels" ADD CONSTRAINT "_pages_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_rels" ADD CONSTRAINT "_pages_v_rels_faq_items_fk" FOREIGN KEY ("faq_items_id") REFERENCES "public"."faq_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_legal_pages_v" ADD CONSTRAINT "_legal_pages_v_parent_id_legal_pages_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."legal_pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "faq_items_category" ADD CONSTRAINT "faq_items_category_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."faq_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "coverage_areas_postcodes" ADD CONSTRAINT "coverage_areas_postcodes_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."coverage_areas"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "coverage_areas" ADD CONSTRAINT "coverage_areas_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "charities" ADD CONSTRAINT "charities_logo_id_media_id_fk" FOREIGN KEY ("logo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "users_sessions" ADD CONSTRAINT "users_sessions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."payload_locked_documents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_pages_fk" FOREIGN KEY ("pages_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_legal_pages_fk" FOREIGN KEY ("legal_pages_id") REFERENCES "public"."legal_pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_faq_items_fk" FOREIGN KEY ("faq_items_id") REFERENCES "public"."faq_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_coverage_areas_fk" FOREIGN KEY ("coverage_areas_id") REFERENCES "public"."coverage_areas"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_reviews_fk" FOREIGN KEY ("reviews_id") REFERENCES "public"."reviews"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_charities_fk" FOREIGN KEY ("charities_id") REFERENCES "public"."charities"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_users_fk" FOREIGN KEY ("users_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."payload_preferences"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_users_fk" FOREIGN KEY ("users_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "header_menu_children" ADD CONSTRAINT "header_menu_children_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."header_menu"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "header_menu" ADD CONSTRAINT "header_menu_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."header"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "footer_columns_links" ADD CONSTRAINT "footer_columns_links_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."footer_columns"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "footer_columns" ADD CONSTRAINT "footer_columns_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."footer"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "footer_socials" ADD CONSTRAINT "footer_socials_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."footer"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "pages_hero_trust_points_order_idx" ON "pages_hero_trust_points" USING btree ("_order");
  CREATE INDEX "pages_hero_trust_points_parent_id_idx" ON "pages_hero_trust_points" USING btree ("_parent_id");
  CREATE INDEX "pages_hero_checklist_order_idx" ON "pages_hero_checklist" USING btree ("_order");
  CREATE INDEX "pages_hero_checklist_parent_id_idx" ON "pages_hero_checklist" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_rich_text_order_idx" ON "pages_blocks_rich_text" USING btree ("_order");
  CREATE INDEX "pages_blocks_rich_text_parent_id_idx" ON "pages_blocks_rich_text" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_rich_text_path_idx" ON "pages_blocks_rich_text" USING btree ("_path");
  CREATE INDEX "pages_blocks_faq_accordion_order_idx" ON "pages_blocks_faq_accordion" USING btree ("_order");
  CREATE INDEX "pages_blocks_faq_accordion_parent_id_idx" ON "pages_blocks_faq_accordion" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_faq_accordion_path_idx" ON "pages_blocks_faq_accordion" USING btree ("_path");
  CREATE INDEX "pages_blocks_coverage_listing_order_idx" ON "pages_blocks_coverage_listing" USING btree ("_order");
  CREATE INDEX "pages_blocks_coverage_listing_parent_id_idx" ON "pages_blocks_coverage_listing" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_coverage_listing_path_idx" ON "pages_blocks_coverage_listing" USING btree ("_path");
  CREATE INDEX "pages_blocks_contact_card_order_idx" ON "pages_blocks_contact_card" USING btree ("_order");
  CREATE INDEX "pages_blocks_contact_card_parent_id_idx" ON "pages_blocks_contact_card" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_contact_card_path_idx" ON "pages_blocks_contact_card" USING btree ("_path");
  CREATE INDEX "pages_blocks_contact_card_left_image_idx" ON "pages_blocks_contact_card" USING btree ("left_image_id");
  CREATE INDEX "pages_blocks_contact_card_right_image_idx" ON "pages_blocks_contact_card" USING btree ("right_image_id");
  CREATE INDEX "pages_blocks_icon_card_grid_cards_order_idx" ON "pages_blocks_icon_card_grid_cards" USING btree ("_order");
  CREATE INDEX "pages_blocks_icon_card_grid_cards_parent_id_idx" ON "pages_blocks_icon_card_grid_cards" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_icon_card_grid_order_idx" ON "pages_blocks_icon_card_grid" USING btree ("_order");
  CREATE INDEX "pages_blocks_icon_card_grid_parent_id_idx" ON "pages_blocks_icon_card_grid" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_icon_card_grid_path_idx" ON "pages_blocks_icon_card_grid" USING btree ("_path");
  CREATE INDEX "pages_blocks_text_element_list_items_order_idx" ON "pages_blocks_text_element_list_items" USING btree ("_order");
  CREATE INDEX "pages_blocks_text_element_list_items_parent_id_idx" ON "pages_blocks_text_element_list_items" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_text_element_list_order_idx" ON "pages_blocks_text_element_list" USING btree ("_order");
  CREATE INDEX "pages_blocks_text_element_list_parent_id_idx" ON "pages_blocks_text_element_list" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_text_element_list_path_idx" ON "pages_blocks_text_element_list" USING btree ("_path");
  CREATE INDEX "pages_blocks_two_column_text_order_idx" ON "pages_blocks_two_column_text" USING btree ("_order");
  CREATE INDEX "pages_blocks_two_column_text_parent_id_idx" ON "pages_blocks_two_column_text" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_two_column_text_path_idx" ON "pages_blocks_two_column_text" USING btree ("_path");
  CREATE INDEX "pages_blocks_link_list_links_order_idx" ON "pages_blocks_link_list_links" USING btree ("_order");
  CREATE INDEX "pages_blocks_link_list_links_parent_id_idx" ON "pages_blocks_link_list_links" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_link_list_order_idx" ON "pages_blocks_link_list" USING btree ("_order");
  CREATE INDEX "pages_blocks_link_list_parent_id_idx" ON "pages_blocks_link_list" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_link_list_path_idx" ON "pages_blocks_link_list" USING btree ("_path");
  CREATE INDEX "pages_blocks_anchor_link_button_order_idx" ON "pages_blocks_anchor_link_button" USING btree ("_order");
  CREATE INDEX "pages_blocks_anchor_link_button_parent_id_idx" ON "pages_blocks_anchor_link_button" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_anchor_link_button_path_idx" ON "pages_blocks_anchor_link_button" USING btree ("_path");
  CREATE INDEX "pages_blocks_image_banner_order_idx" ON "pages_blocks_image_banner" USING btree ("_order");
  CREATE INDEX "pages_blocks_image_banner_parent_id_idx" ON "pages_blocks_image_banner" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_image_banner_path_idx" ON "pages_blocks_image_banner" USING btree ("_path");
  CREATE INDEX "pages_blocks_image_banner_image_idx" ON "pages_blocks_image_banner" USING btree ("image_id");
  CREATE INDEX "pages_blocks_numbered_steps_steps_order_idx" ON "pages_blocks_numbered_steps_steps" USING btree ("_order");
  CREATE INDEX "pages_blocks_numbered_steps_steps_parent_id_idx" ON "pages_blocks_numbered_steps_steps" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_numbered_steps_order_idx" ON "pages_blocks_numbered_steps" USING btree ("_order");
  CREATE INDEX "pages_blocks_numbered_steps_parent_id_idx" ON "pages_blocks_numbered_steps" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_numbered_steps_path_idx" ON "pages_blocks_numbered_steps" USING btree ("_path");
  CREATE INDEX "pages_blocks_colour_card_list_cards_order_idx" ON "pages_blocks_colour_card_list_cards" USING btree ("_order");
  CREATE INDEX "pages_blocks_colour_card_list_cards_parent_id_idx" ON "pages_blocks_colour_card_list_cards" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_colour_card_list_order_idx" ON "pages_blocks_colour_card_list" USING btree ("_order");
  CREATE INDEX "pages_blocks_colour_card_list_parent_id_idx" ON "pages_blocks_colour_card_list" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_colour_card_list_path_idx" ON "pages_blocks_colour_card_list" USING btree ("_path");
  CREATE INDEX "pages_blocks_large_info_card_downloads_order_idx" ON "pages_blocks_large_info_card_downloads" USING btree ("_order");
  CREATE INDEX "pages_blocks_large_info_card_downloads_parent_id_idx" ON "pages_blocks_large_info_card_downloads" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_large_info_card_downloads_file_idx" ON "pages_blocks_large_info_card_downloads" USING btree ("file_id");
  CREATE INDEX "pages_blocks_large_info_card_order_idx" ON "pages_blocks_large_info_card" USING btree ("_order");
  CREATE INDEX "pages_blocks_large_info_card_parent_id_idx" ON "pages_blocks_large_info_card" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_large_info_card_path_idx" ON "pages_blocks_large_info_card" USING btree ("_path");
  CREATE INDEX "pages_blocks_sales_countdown_banner_order_idx" ON "pages_blocks_sales_countdown_banner" USING btree ("_order");
  CREATE INDEX "pages_blocks_sales_countdown_banner_parent_id_idx" ON "pages_blocks_sales_countdown_banner" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_sales_countdown_banner_path_idx" ON "pages_blocks_sales_countdown_banner" USING btree ("_path");
  CREATE INDEX "pages_blocks_review_carousel_order_idx" ON "pages_blocks_review_carousel" USING btree ("_order");
  CREATE INDEX "pages_blocks_review_carousel_parent_id_idx" ON "pages_blocks_review_carousel" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_review_carousel_path_idx" ON "pages_blocks_review_carousel" USING btree ("_path");
  CREATE INDEX "pages_blocks_share_tab_order_idx" ON "pages_blocks_share_tab" USING btree ("_order");
  CREATE INDEX "pages_blocks_share_tab_parent_id_idx" ON "pages_blocks_share_tab" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_share_tab_path_idx" ON "pages_blocks_share_tab" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_slug_idx" ON "pages" USING btree ("slug");
  CREATE INDEX "pages_hero_hero_image_idx" ON "pages" USING btree ("hero_image_id");
  CREATE INDEX "pages_hero_hero_image_mobile_idx" ON "pages" USING btree ("hero_image_mobile_id");
  CREATE INDEX "pages_updated_at_idx" ON "pages" USING btree ("updated_at");
  CREATE INDEX "pages_created_at_idx" ON "pages" USING btree ("created_at");
  CREATE INDEX "pages__status_idx" ON "pages" USING btree ("_status");
  CREATE INDEX "pages_rels_order_idx" ON "pages_rels" USING btree ("order");
  CREATE INDEX "pages_rels_parent_idx" ON "pages_rels" USING btree ("parent_id");
  CREATE INDEX "pages_rels_path_idx" ON "pages_rels" USING btree ("path");
  CREATE INDEX "pages_rels_faq_items_id_idx" ON "pages_rels" USING btree ("faq_items_id");
  CREATE INDEX "_pages_v_version_hero_trust_points_order_idx" ON "_pages_v_version_hero_trust_points" USING btree ("_order");
  CREATE INDEX "_pages_v_version_hero_trust_points_parent_id_idx" ON "_pages_v_version_hero_trust_points" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_version_hero_checklist_order_idx" ON "_pages_v_version_hero_checklist" USING btree ("_order");
  CREATE INDEX "_pages_v_version_hero_checklist_parent_id_idx" ON "_pages_v_version_hero_checklist" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_rich_text_order_idx" ON "_pages_v_blocks_rich_text" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_rich_text_parent_id_idx" ON "_pages_v_blocks_rich_text" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_rich_text_path_idx" ON "_pages_v_blocks_rich_text" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_faq_accordion_order_idx" ON "_pages_v_blocks_faq_accordion" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_faq_accordion_parent_id_idx" ON "_pages_v_blocks_faq_accordion" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_faq_accordion_path_idx" ON "_pages_v_blocks_faq_accordion" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_coverage_listing_order_idx" ON "_pages_v_blocks_coverage_listing" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_coverage_listing_parent_id_idx" ON "_pages_v_blocks_coverage_listing" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_coverage_listing_path_idx" ON "_pages_v_blocks_coverage_listing" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_contact_card_order_idx" ON "_pages_v_blocks_contact_card" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_contact_card_parent_id_idx" ON "_pages_v_blocks_contact_card" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_contact_card_path_idx" ON "_pages_v_blocks_contact_card" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_contact_card_left_image_idx" ON "_pages_v_blocks_contact_card" USING btree ("left_image_id");
  CREATE INDEX "_pages_v_blocks_contact_card_right_image_idx" ON "_pages_v_blocks_contact_card" USING btree ("right_image_id");
  CREATE INDEX "_pages_v_blocks_icon_card_grid_cards_order_idx" ON "_pages_v_blocks_icon_card_grid_cards" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_icon_card_grid_cards_parent_id_idx" ON "_pages_v_blocks_icon_card_grid_cards" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_icon_card_grid_order_idx" ON "_pages_v_blocks_icon_card_grid" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_icon_card_grid_parent_id_idx" ON "_pages_v_blocks_icon_card_grid" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_icon_card_grid_path_idx" ON "_pages_v_blocks_icon_card_grid" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_text_element_list_items_order_idx" ON "_pages_v_blocks_text_element_list_items" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_text_element_list_items_parent_id_idx" ON "_pages_v_blocks_text_element_list_items" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_text_element_list_order_idx" ON "_pages_v_blocks_text_element_list" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_text_element_list_parent_id_idx" ON "_pages_v_blocks_text_element_list" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_text_element_list_path_idx" ON "_pages_v_blocks_text_element_list" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_two_column_text_order_idx" ON "_pages_v_blocks_two_column_text" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_two_column_text_parent_id_idx" ON "_pages_v_blocks_two_column_text" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_two_column_text_path_idx" ON "_pages_v_blocks_two_column_text" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_link_list_links_order_idx" ON "_pages_v_blocks_link_list_links" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_link_list_links_parent_id_idx" ON "_pages_v_blocks_link_list_links" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_link_list_order_idx" ON "_pages_v_blocks_link_list" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_link_list_parent_id_idx" ON "_pages_v_blocks_link_list" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_link_list_path_idx" ON "_pages_v_blocks_link_list" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_anchor_link_button_order_idx" ON "_pages_v_blocks_anchor_link_button" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_anchor_link_button_parent_id_idx" ON "_pages_v_blocks_anchor_link_button" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_anchor_link_button_path_idx" ON "_pages_v_blocks_anchor_link_button" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_image_banner_order_idx" ON "_pages_v_blocks_image_banner" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_image_banner_parent_id_idx" ON "_pages_v_blocks_image_banner" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_image_banner_path_idx" ON "_pages_v_blocks_image_banner" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_image_banner_image_idx" ON "_pages_v_blocks_image_banner" USING btree ("image_id");
  CREATE INDEX "_pages_v_blocks_numbered_steps_steps_order_idx" ON "_pages_v_blocks_numbered_steps_steps" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_numbered_steps_steps_parent_id_idx" ON "_pages_v_blocks_numbered_steps_steps" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_numbered_steps_order_idx" ON "_pages_v_blocks_numbered_steps" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_numbered_steps_parent_id_idx" ON "_pages_v_blocks_numbered_steps" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_numbered_steps_path_idx" ON "_pages_v_blocks_numbered_steps" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_colour_card_list_cards_order_idx" ON "_pages_v_blocks_colour_card_list_cards" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_colour_card_list_cards_parent_id_idx" ON "_pages_v_blocks_colour_card_list_cards" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_colour_card_list_order_idx" ON "_pages_v_blocks_colour_card_list" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_colour_card_list_parent_id_idx" ON "_pages_v_blocks_colour_card_list" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_colour_card_list_path_idx" ON "_pages_v_blocks_colour_card_list" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_large_info_card_downloads_order_idx" ON "_pages_v_blocks_large_info_card_downloads" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_large_info_card_downloads_parent_id_idx" ON "_pages_v_blocks_large_info_card_downloads" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_large_info_card_downloads_file_idx" ON "_pages_v_blocks_large_info_card_downloads" USING btree ("file_id");
  CREATE INDEX "_pages_v_blocks_large_info_card_order_idx" ON "_pages_v_blocks_large_info_card" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_large_info_card_parent_id_idx" ON "_pages_v_blocks_large_info_card" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_large_info_card_path_idx" ON "_pages_v_blocks_large_info_card" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_sales_countdown_banner_order_idx" ON "_pages_v_blocks_sales_countdown_banner" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_sales_countdown_banner_parent_id_idx" ON "_pages_v_blocks_sales_countdown_banner" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_sales_countdown_banner_path_idx" ON "_pages_v_blocks_sales_countdown_banner" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_review_carousel_order_idx" ON "_pages_v_blocks_review_carousel" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_review_carousel_parent_id_idx" ON "_pages_v_blocks_review_carousel" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_review_carousel_path_idx" ON "_pages_v_blocks_review_carousel" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_share_tab_order_idx" ON "_pages_v_blocks_share_tab" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_share_tab_parent_id_idx" ON "_pages_v_blocks_share_tab" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_share_tab_path_idx" ON "_pages_v_blocks_share_tab" USING btree ("_path");
  CREATE INDEX "_pages_v_parent_idx" ON "_pages_v" USING btree ("parent_id");
  CREATE INDEX "_pages_v_version_version_slug_idx" ON "_pages_v" USING btree ("version_slug");
  CREATE INDEX "_pages_v_version_hero_version_hero_image_idx" ON "_pages_v" USING btree ("version_hero_image_id");
  CREATE INDEX "_pages_v_version_hero_version_hero_image_mobile_idx" ON "_pages_v" USING btree ("version_hero_image_mobile_id");
  CREATE INDEX "_pages_v_version_version_updated_at_idx" ON "_pages_v" USING btree ("version_updated_at");
  CREATE INDEX "_pages_v_version_version_created_at_idx" ON "_pages_v" USING btree ("version_created_at");
  CREATE INDEX "_pages_v_version_version__status_idx" ON "_pages_v" USING btree ("version__status");
  CREATE INDEX "_pages_v_created_at_idx" ON "_pages_v" USING btree ("created_at");
  CREATE INDEX "_pages_v_updated_at_idx" ON "_pages_v" USING btree ("updated_at");
  CREATE INDEX "_pages_v_latest_idx" ON "_pages_v" USING btree ("latest");
  CREATE INDEX "_pages_v_rels_order_idx" ON "_pages_v_rels" USING btree ("order");
  CREATE INDEX "_pages_v_rels_parent_idx" ON "_pages_v_rels" USING btree ("parent_id");
  CREATE INDEX "_pages_v_rels_path_idx" ON "_pages_v_rels" USING btree ("path");
  CREATE INDEX "_pages_v_rels_faq_items_id_idx" ON "_pages_v_rels" USING btree ("faq_items_id");
  CREATE UNIQUE INDEX "legal_pages_slug_idx" ON "legal_pages" USING btree ("slug");
  CREATE INDEX "legal_pages_updated_at_idx" ON "legal_pages" USING btree ("updated_at");
  CREATE INDEX "legal_pages_created_at_idx" ON "legal_pages" USING btree ("created_at");
  CREATE INDEX "legal_pages__status_idx" ON "legal_pages" USING btree ("_status");
  CREATE INDEX "_legal_pages_v_parent_idx" ON "_legal_pages_v" USING btree ("parent_id");
  CREATE INDEX "_legal_pages_v_version_version_slug_idx" ON "_legal_pages_v" USING btree ("version_slug");
  CREATE INDEX "_legal_pages_v_version_version_updated_at_idx" ON "_legal_pages_v" USING btree ("version_updated_at");
  CREATE INDEX "_legal_pages_v_version_version_created_at_idx" ON "_legal_pages_v" USING btree ("version_created_at");
  CREATE INDEX "_legal_pages_v_version_version__status_idx" ON "_legal_pages_v" USING btree ("version__status");
  CREATE INDEX "_legal_pages_v_created_at_idx" ON "_legal_pages_v" USING btree ("created_at");
  CREATE INDEX "_legal_pages_v_updated_at_idx" ON "_legal_pages_v" USING btree ("updated_at");
  CREATE INDEX "_legal_pages_v_latest_idx" ON "_legal_pages_v" USING btree ("latest");
  CREATE INDEX "faq_items_category_order_idx" ON "faq_items_category" USING btree ("order");
  CREATE INDEX "faq_items_category_parent_idx" ON "faq_items_category" USING btree ("parent_id");
  CREATE INDEX "faq_items_updated_at_idx" ON "faq_items" USING btree ("updated_at");
  CREATE INDEX "faq_items_created_at_idx" ON "faq_items" USING btree ("created_at");
  CREATE INDEX "coverage_areas_postcodes_order_idx" ON "coverage_areas_postcodes" USING btree ("_order");
  CREATE INDEX "coverage_areas_postcodes_parent_id_idx" ON "coverage_areas_postcodes" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "coverage_areas_slug_idx" ON "coverage_areas" USING btree ("slug");
  CREATE INDEX "coverage_areas_county_idx" ON "coverage_areas" USING btree ("county");
  CREATE INDEX "coverage_areas_image_idx" ON "coverage_areas" USING btree ("image_id");
  CREATE INDEX "coverage_areas_updated_at_idx" ON "coverage_areas" USING btree ("updated_at");
  CREATE INDEX "coverage_areas_created_at_idx" ON "coverage_areas" USING btree ("created_at");
  CREATE INDEX "reviews_updated_at_idx" ON "reviews" USING btree ("updated_at");
  CREATE INDEX "reviews_created_at_idx" ON "reviews" USING btree ("created_at");
  CREATE INDEX "charities_logo_idx" ON "charities" USING btree ("logo_id");
  CREATE INDEX "charities_updated_at_idx" ON "charities" USING btree ("updated_at");
  CREATE INDEX "charities_created_at_idx" ON "charities" USING btree ("created_at");
  CREATE INDEX "media_updated_at_idx" ON "media" USING btree ("updated_at");
  CREATE INDEX "media_created_at_idx" ON "media" USING btree ("created_at");
  CREATE UNIQUE INDEX "media_filename_idx" ON "media" USING btree ("filename");
  CREATE INDEX "media_sizes_thumbnail_sizes_thumbnail_filename_idx" ON "media" USING btree ("sizes_thumbnail_filename");
  CREATE INDEX "media_sizes_card_sizes_card_filename_idx" ON "media" USING btree ("sizes_card_filename");
  CREATE INDEX "media_sizes_large_sizes_large_filename_idx" ON "media" USING btree ("sizes_large_filename");
  CREATE INDEX "users_sessions_order_idx" ON "users_sessions" USING btree ("_order");
  CREATE INDEX "users_sessions_parent_id_idx" ON "users_sessions" USING btree ("_parent_id");
  CREATE INDEX "users_updated_at_idx" ON "users" USING btree ("updated_at");
  CREATE INDEX "users_created_at_idx" ON "users" USING btree ("created_at");
  CREATE UNIQUE INDEX "users_email_idx" ON "users" USING btree ("email");
  CREATE UNIQUE INDEX "payload_kv_key_idx" ON "payload_kv" USING btree ("key");
  CREATE INDEX "payload_locked_documents_global_slug_idx" ON "payload_locked_documents" USING btree ("global_slug");
  CREATE INDEX "payload_locked_documents_updated_at_idx" ON "payload_locked_documents" USING btree ("updated_at");
  CREATE INDEX "payload_locked_documents_created_at_idx" ON "payload_locked_documents" USING btree ("created_at");
  CREATE INDEX "payload_locked_documents_rels_order_idx" ON "payload_locked_documents_rels" USING btree ("order");
  CREATE INDEX "payload_locked_documents_rels_parent_idx" ON "payload_locked_documents_rels" USING btree ("parent_id");
  CREATE INDEX "payload_locked_documents_rels_path_idx" ON "payload_locked_documents_rels" USING btree ("path");
  CREATE INDEX "payload_locked_documents_rels_pages_id_idx" ON "payload_locked_documents_rels" USING btree ("pages_id");
  CREATE INDEX "payload_locked_documents_rels_legal_pages_id_idx" ON "payload_locked_documents_rels" USING btree ("legal_pages_id");
  CREATE INDEX "payload_locked_documents_rels_faq_items_id_idx" ON "payload_locked_documents_rels" USING btree ("faq_items_id");
  CREATE INDEX "payload_locked_documents_rels_coverage_areas_id_idx" ON "payload_locked_documents_rels" USING btree ("coverage_areas_id");
  CREATE INDEX "payload_locked_documents_rels_reviews_id_idx" ON "payload_locked_documents_rels" USING btree ("reviews_id");
  CREATE INDEX "payload_locked_documents_rels_charities_id_idx" ON "payload_locked_documents_rels" USING btree ("charities_id");
  CREATE INDEX "payload_locked_documents_rels_media_id_idx" ON "payload_locked_documents_rels" USING btree ("media_id");
  CREATE INDEX "payload_locked_documents_rels_users_id_idx" ON "payload_locked_documents_rels" USING btree ("users_id");
  CREATE INDEX "payload_preferences_key_idx" ON "payload_preferences" USING btree ("key");
  CREATE INDEX "payload_preferences_updated_at_idx" ON "payload_preferences" USING btree ("updated_at");
  CREATE INDEX "payload_preferences_created_at_idx" ON "payload_preferences" USING btree ("created_at");
  CREATE INDEX "payload_preferences_rels_order_idx" ON "payload_preferences_rels" USING btree ("order");
  CREATE INDEX "payload_preferences_rels_parent_idx" ON "payload_preferences_rels" USING btree ("parent_id");
  CREATE INDEX "payload_preferences_rels_path_idx" ON "payload_preferences_rels" USING btree ("path");
  CREATE INDEX "payload_preferences_rels_users_id_idx" ON "payload_preferences_rels" USING btree ("users_id");
  CREATE INDEX "payload_migrations_updated_at_idx" ON "payload_migrations" USING btree ("updated_at");
  CREATE INDEX "payload_migrations_created_at_idx" ON "payload_migrations" USING btree ("created_at");
  CREATE INDEX "header_menu_children_order_idx" ON "header_menu_children" USING btree ("_order");
  CREATE INDEX "header_menu_children_parent_id_idx" ON "header_menu_children" USING btree ("_parent_id");
  CREATE INDEX "header_menu_order_idx" ON "header_menu" USING btree ("_order");
  CREATE INDEX "header_menu_parent_id_idx" ON "header_menu" USING btree ("_parent_id");
  CREATE INDEX "footer_columns_links_order_idx" ON "footer_columns_links" USING btree ("_order");
  CREATE INDEX "footer_columns_links_parent_id_idx" ON "footer_columns_links" USING btree ("_parent_id");
  CREATE INDEX "footer_columns_order_idx" ON "footer_columns" USING btree ("_order");
  CREATE INDEX "footer_columns_parent_id_idx" ON "footer_columns" USING btree ("_parent_id");
  CREATE INDEX "footer_socials_order_idx" ON "footer_socials" USING btree ("_order");
  CREATE INDEX "footer_socials_parent_id_idx" ON "footer_socials" USING btree ("_parent_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "pages_hero_trust_points" CASCADE;
  DROP TABLE "pages_hero_checklist" CASCADE;
  DROP TABLE "pages_blocks_rich_text" CASCADE;
  DROP TABLE "pages_blocks_faq_accordion" CASCADE;
  DROP TABLE "pages_blocks_coverage_listing" CASCADE;
  DROP TABLE "pages_blocks_contact_card" CASCADE;
  DROP TABLE "pages_blocks_icon_card_grid_cards" CASCADE;
  DROP TABLE "pages_blocks_icon_card_grid" CASCADE;
  DROP TABLE "pages_blocks_text_element_list_items" CASCADE;
  DROP TABLE "pages_blocks_text_element_list" CASCADE;
  DROP TABLE "pages_blocks_two_column_text" CASCADE;
  DROP TABLE "pages_blocks_link_list_links" CASCADE;
  DROP TABLE "pages_blocks_link_list" CASCADE;
  DROP TABLE "pages_blocks_anchor_link_button" CASCADE;
  DROP TABLE "pages_blocks_image_banner" CASCADE;
  DROP TABLE "pages_blocks_numbered_steps_steps" CASCADE;
  DROP TABLE "pages_blocks_numbered_steps" CASCADE;
  DROP TABLE "pages_blocks_colour_card_list_cards" CASCADE;
  DROP TABLE "pages_blocks_colour_card_list" CASCADE;
  DROP TABLE "pages_blocks_large_info_card_downloads" CASCADE;
  DROP TABLE "pages_blocks_large_info_card" CASCADE;
  DROP TABLE "pages_blocks_sales_countdown_banner" CASCADE;
  DROP TABLE "pages_blocks_review_carousel" CASCADE;
  DROP TABLE "pages_blocks_share_tab" CASCADE;
  DROP TABLE "pages" CASCADE;
  DROP TABLE "pages_rels" CASCADE;
  DROP TABLE "_pages_v_version_hero_trust_points" CASCADE;
  DROP TABLE "_pages_v_version_hero_checklist" CASCADE;
  DROP TABLE "_pages_v_blocks_rich_text" CASCADE;
  DROP TABLE "_pages_v_blocks_faq_accordion" CASCADE;
  DROP TABLE "_pages_v_blocks_coverage_listing" CASCADE;
  DROP TABLE "_pages_v_blocks_contact_card" CASCADE;
  DROP TABLE "_pages_v_blocks_icon_card_grid_cards" CASCADE;
  DROP TABLE "_pages_v_blocks_icon_card_grid" CASCADE;
  DROP TABLE "_pages_v_blocks_text_element_list_items" CASCADE;
  DROP TABLE "_pages_v_blocks_text_element_list" CASCADE;
  DROP TABLE "_pages_v_blocks_two_column_text" CASCADE;
  DROP TABLE "_pages_v_blocks_link_list_links" CASCADE;
  DROP TABLE "_pages_v_blocks_link_list" CASCADE;
  DROP TABLE "_pages_v_blocks_anchor_link_button" CASCADE;
  DROP TABLE "_pages_v_blocks_image_banner" CASCADE;
  DROP TABLE "_pages_v_blocks_numbered_steps_steps" CASCADE;
  DROP TABLE "_pages_v_blocks_numbered_steps" CASCADE;
  DROP TABLE "_pages_v_blocks_colour_card_list_cards" CASCADE;
  DROP TABLE "_pages_v_blocks_colour_card_list" CASCADE;
  DROP TABLE "_pages_v_blocks_large_info_card_downloads" CASCADE;
  DROP TABLE "_pages_v_blocks_large_info_card" CASCADE;
  DROP TABLE "_pages_v_blocks_sales_countdown_banner" CASCADE;
  DROP TABLE "_pages_v_blocks_review_carousel" CASCADE;
  DROP TABLE "_pages_v_blocks_share_tab" CASCADE;
  DROP TABLE "_pages_v" CASCADE;
  DROP TABLE "_pages_v_rels" CASCADE;
  DROP TABLE "legal_pages" CASCADE;
  DROP TABLE "_legal_pages_v" CASCADE;
  DROP TABLE "faq_items_category" CASCADE;
  DROP TABLE "faq_items" CASCADE;
  DROP TABLE "coverage_areas_postcodes" CASCADE;
  DROP TABLE "coverage_areas" CASCADE;
  DROP TABLE "reviews" CASCADE;
  DROP TABLE "charities" CASCADE;
  DROP TABLE "media" CASCADE;
  DROP TABLE "users_sessions" CASCADE;
  DROP TABLE "users" CASCADE;
  DROP TABLE "payload_kv" CASCADE;
  DROP TABLE "payload_locked_documents" CASCADE;
  DROP TABLE "payload_locked_documents_rels" CASCADE;
  DROP TABLE "payload_preferences" CASCADE;
  DROP TABLE "payload_preferences_rels" CASCADE;
  DROP TABLE "payload_migrations" CASCADE;
  DROP TABLE "header_menu_children" CASCADE;
  DROP TABLE "header_menu" CASCADE;
  DROP TABLE "header" CASCADE;
  DROP TABLE "footer_columns_links" CASCADE;
  DROP TABLE "footer_columns" CASCADE;
  DROP TABLE "footer_socials" CASCADE;
  DROP TABLE "footer" CASCADE;
  DROP TABLE "metadata_defaults" CASCADE;
  DROP TABLE "promo_banner" CASCADE;
  DROP TABLE "sales_countdown" CASCADE;
  DROP TYPE "public"."enum_pages_blocks_rich_text_width";
  DROP TYPE "public"."enum_pages_blocks_faq_accordion_alignment";
  DROP TYPE "public"."enum_pages_blocks_faq_accordion_theme";
  DROP TYPE "public"."enum_pages_blocks_contact_card_background_color";
  DROP TYPE "public"."enum_pages_blocks_icon_card_grid_cards_icon";
  DROP TYPE "public"."enum_pages_blocks_icon_card_grid_background";
  DROP TYPE "public"."enum_pages_blocks_text_element_list_list_style";
  DROP TYPE "public"."enum_pages_blocks_anchor_link_button_variant";
  DROP TYPE "public"."enum_pages_blocks_anchor_link_button_alignment";
  DROP TYPE "public"."enum_pages_blocks_colour_card_list_cards_color";
  DROP TYPE "public"."enum_pages_hero_hero_type";
  DROP TYPE "public"."enum_pages_hero_default_address_type";
  DROP TYPE "public"."enum_pages_hero_cta_button_type";
  DROP TYPE "public"."enum_pages_hero_cta_event";
  DROP TYPE "public"."enum_pages_status";
  DROP TYPE "public"."enum__pages_v_blocks_rich_text_width";
  DROP TYPE "public"."enum__pages_v_blocks_faq_accordion_alignment";
  DROP TYPE "public"."enum__pages_v_blocks_faq_accordion_theme";
  DROP TYPE "public"."enum__pages_v_blocks_contact_card_background_color";
  DROP TYPE "public"."enum__pages_v_blocks_icon_card_grid_cards_icon";
  DROP TYPE "public"."enum__pages_v_blocks_icon_card_grid_background";
  DROP TYPE "public"."enum__pages_v_blocks_text_element_list_list_style";
  DROP TYPE "public"."enum__pages_v_blocks_anchor_link_button_variant";
  DROP TYPE "public"."enum__pages_v_blocks_anchor_link_button_alignment";
  DROP TYPE "public"."enum__pages_v_blocks_colour_card_list_cards_color";
  DROP TYPE "public"."enum__pages_v_version_hero_hero_type";
  DROP TYPE "public"."enum__pages_v_version_hero_default_address_type";
  DROP TYPE "public"."enum__pages_v_version_hero_cta_button_type";
  DROP TYPE "public"."enum__pages_v_version_hero_cta_event";
  DROP TYPE "public"."enum__pages_v_version_status";
  DROP TYPE "public"."enum_legal_pages_status";
  DROP TYPE "public"."enum__legal_pages_v_version_status";
  DROP TYPE "public"."enum_faq_items_category";
  DROP TYPE "public"."enum_faq_items_cta_button_type";
  DROP TYPE "public"."enum_faq_items_cta_event";
  DROP TYPE "public"."enum_coverage_areas_availability";
  DROP TYPE "public"."enum_footer_socials_network";
  DROP TYPE "public"."enum_promo_banner_cta_button_type";
  DROP TYPE "public"."enum_promo_banner_cta_event";
  DROP TYPE "public"."enum_promo_banner_theme";
  DROP TYPE "public"."enum_sales_countdown_cta_button_type";
  DROP TYPE "public"."enum_sales_countdown_cta_event";`)
}
