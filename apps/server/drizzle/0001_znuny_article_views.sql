CREATE TABLE "znuny_article_views" (
	"usuario" text NOT NULL,
	"ticket_id" integer NOT NULL,
	"article_id" bigint NOT NULL,
	"visto_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "znuny_article_views_usuario_article_id_pk" PRIMARY KEY("usuario","article_id")
);
--> statement-breakpoint
CREATE INDEX "znuny_article_views_ticket_idx" ON "znuny_article_views" USING btree ("usuario","ticket_id");