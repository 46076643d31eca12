import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres';

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "pages" ADD COLUMN "menu_header" boolean DEFAULT false;
  ALTER TABLE "pages" ADD COLUMN "menu_footer" boolean DEFAULT false;
  ALTER TABLE "pages" ADD COLUMN "menu_footer_column" varchar;
  ALTER TABLE "pages" ADD COLUMN "menu_label" varchar;
  ALTER TABLE "_pages_v" ADD COLUMN "version_menu_header" boolean DEFAULT false;
  ALTER TABLE "_pages_v" ADD COLUMN "version_menu_footer" boolean DEFAULT false;
  ALTER TABLE "_pages_v" ADD COLUMN "version_menu_footer_column" varchar;
  ALTER TABLE "_pages_v" ADD COLUMN "version_menu_label" varchar;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "pages" DROP COLUMN "menu_header";
  ALTER TABLE "pages" DROP COLUMN "menu_footer";
  ALTER TABLE "pages" DROP COLUMN "menu_footer_column";
  ALTER TABLE "pages" DROP COLUMN "menu_label";
  ALTER TABLE "_pages_v" DROP COLUMN "version_menu_header";
  ALTER TABLE "_pages_v" DROP COLUMN "version_menu_footer";
  ALTER TABLE "_pages_v" DROP COLUMN "version_menu_footer_column";
  ALTER TABLE "_pages_v" DROP COLUMN "version_menu_label";`)
}
