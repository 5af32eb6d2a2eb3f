ALTER TABLE "tree_versions" ADD COLUMN "nota" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "tree_versions" ADD COLUMN "parcela" integer DEFAULT 100 NOT NULL;--> statement-breakpoint
ALTER TABLE "trees" ADD COLUMN "versao" integer;--> statement-breakpoint
ALTER TABLE "trees" ADD COLUMN "gradual_versao" integer;--> statement-breakpoint
ALTER TABLE "trees" ADD COLUMN "gradual_parcela" integer;--> statement-breakpoint
-- Until now the launched version was always the newest one (for a disabled tree, the last launched).
UPDATE "trees" SET "versao" = (SELECT max("versao") FROM "tree_versions" WHERE "tree_versions"."tree_id" = "trees"."id");
