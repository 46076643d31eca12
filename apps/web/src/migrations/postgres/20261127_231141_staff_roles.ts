import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres';

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_users_roles" AS ENUM('content', 'orders');
  CREATE TABLE "users_roles" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_users_roles",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  ALTER TABLE "users_roles" ADD CONSTRAINT "users_roles_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "users_roles_order_idx" ON "users_roles" USING btree ("order");
  CREATE INDEX "users_roles_parent_idx" ON "users_roles" USING btree ("parent_id");`)
  // Added by hand (decision 0670): every account keeps what it could do before roles (content), and
  // the first account, the one the first start seeded, also sees orders.
  await db.execute(sql`
  INSERT INTO "users_roles" ("order", "parent_id", "value") SELECT 1, "id", 'content' FROM "users";
  INSERT INTO "users_roles" ("order", "parent_id", "value") SELECT 2, "id", 'orders' FROM "users" WHERE "id" = (SELECT MIN("id") FROM "users");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "users_roles" CASCADE;
  DROP TYPE "public"."enum_users_roles";`)
}
