CREATE TABLE "tree_overwrites" (
	"id" serial PRIMARY KEY NOT NULL,
	"tree_id" integer NOT NULL,
	"nome" text NOT NULL,
	"texto" text NOT NULL,
	"revisao" integer NOT NULL,
	"autor" text NOT NULL,
	"alterada" timestamp with time zone NOT NULL,
	"por" text NOT NULL,
	"em" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "canned_replies" ADD COLUMN "revisao" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "canned_replies" ADD COLUMN "alterada_por" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "trees" ADD COLUMN "revisao" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "trees" ADD COLUMN "alterada_por" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "tree_overwrites" ADD CONSTRAINT "tree_overwrites_tree_id_trees_id_fk" FOREIGN KEY ("tree_id") REFERENCES "public"."trees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tree_overwrites_tree_idx" ON "tree_overwrites" USING btree ("tree_id");--> statement-breakpoint
-- Trees written before revisions: the last writer is the author, as far as anyone knows.
UPDATE "trees" SET "alterada_por" = "autor" WHERE "alterada_por" = '';
