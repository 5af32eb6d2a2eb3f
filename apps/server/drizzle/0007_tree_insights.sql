CREATE TABLE "insight_attendances" (
	"id" text PRIMARY KEY NOT NULL,
	"tree_id" integer NOT NULL,
	"versao" integer NOT NULL,
	"dia" date NOT NULL,
	"vistos" text[] DEFAULT '{}'::text[] NOT NULL,
	"ultima" text DEFAULT '' NOT NULL,
	"fim" text,
	"expira" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "insight_counts" (
	"tree_id" integer NOT NULL,
	"versao" integer NOT NULL,
	"dia" date NOT NULL,
	"tipo" text NOT NULL,
	"tela" text DEFAULT '' NOT NULL,
	"alvo" text DEFAULT '' NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "insight_counts_tree_id_dia_versao_tipo_tela_alvo_pk" PRIMARY KEY("tree_id","dia","versao","tipo","tela","alvo")
);
--> statement-breakpoint
ALTER TABLE "insight_attendances" ADD CONSTRAINT "insight_attendances_tree_id_trees_id_fk" FOREIGN KEY ("tree_id") REFERENCES "public"."trees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "insight_counts" ADD CONSTRAINT "insight_counts_tree_id_trees_id_fk" FOREIGN KEY ("tree_id") REFERENCES "public"."trees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "insight_attendances_expira_idx" ON "insight_attendances" USING btree ("expira");