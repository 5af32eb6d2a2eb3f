CREATE TABLE "article_views" (
	"article_id" integer NOT NULL,
	"usuario" text NOT NULL,
	"visto_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "article_views_article_id_usuario_pk" PRIMARY KEY("article_id","usuario")
);
--> statement-breakpoint
CREATE TABLE "articles" (
	"id" serial PRIMARY KEY NOT NULL,
	"ticket_id" integer NOT NULL,
	"assunto" text NOT NULL,
	"corpo" text NOT NULL,
	"tipo" text NOT NULL,
	"de" text DEFAULT '' NOT NULL,
	"criado" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "attachments" (
	"id" serial PRIMARY KEY NOT NULL,
	"article_id" integer NOT NULL,
	"ticket_id" integer NOT NULL,
	"filename" text NOT NULL,
	"content_type" text NOT NULL,
	"disposition" text DEFAULT 'attachment' NOT NULL,
	"filesize" bigint NOT NULL,
	"content" "bytea" NOT NULL
);
--> statement-breakpoint
CREATE TABLE "datahub_lists" (
	"chave" text PRIMARY KEY NOT NULL,
	"itens" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "datahub_maps" (
	"mapa" text NOT NULL,
	"chave" text NOT NULL,
	"valor" text NOT NULL,
	CONSTRAINT "datahub_maps_mapa_chave_pk" PRIMARY KEY("mapa","chave")
);
--> statement-breakpoint
CREATE TABLE "faq_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"titulo" text NOT NULL,
	"corpo" text NOT NULL,
	"anexos" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "meta" (
	"chave" text PRIMARY KEY NOT NULL,
	"valor" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "service_ends" (
	"id" serial PRIMARY KEY NOT NULL,
	"ticket_id" integer,
	"usuario" text NOT NULL,
	"arvore" text DEFAULT '' NOT NULL,
	"log" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"criado" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ticket_counters" (
	"dia" text PRIMARY KEY NOT NULL,
	"seq" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tickets" (
	"id" serial PRIMARY KEY NOT NULL,
	"tn" text NOT NULL,
	"titulo" text NOT NULL,
	"servico" text DEFAULT '' NOT NULL,
	"estado" text NOT NULL,
	"fila" text NOT NULL,
	"tipo" text NOT NULL,
	"prioridade" text NOT NULL,
	"atendente" text DEFAULT '' NOT NULL,
	"responsavel" text DEFAULT '' NOT NULL,
	"usuario" text NOT NULL,
	"criado" timestamp with time zone DEFAULT now() NOT NULL,
	"modificado" timestamp with time zone DEFAULT now() NOT NULL,
	"prazo_primeira_resposta" timestamp with time zone,
	"prazo_atualizacao" timestamp with time zone,
	"prazo_solucao" timestamp with time zone,
	"propriedades" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"busca" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tree_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"tree_id" integer NOT NULL,
	"versao" integer NOT NULL,
	"nome" text NOT NULL,
	"texto" text NOT NULL,
	"autor" text NOT NULL,
	"lancada_em" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trees" (
	"id" serial PRIMARY KEY NOT NULL,
	"nome" text NOT NULL,
	"nome_chave" text NOT NULL,
	"texto" text DEFAULT '' NOT NULL,
	"habilitada" boolean DEFAULT false NOT NULL,
	"autor" text NOT NULL,
	"ordem" integer NOT NULL,
	"alterada" timestamp with time zone DEFAULT now() NOT NULL,
	"arvore" text,
	"arvore_json" jsonb
);
--> statement-breakpoint
ALTER TABLE "article_views" ADD CONSTRAINT "article_views_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "articles" ADD CONSTRAINT "articles_ticket_id_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attachments" ADD CONSTRAINT "attachments_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attachments" ADD CONSTRAINT "attachments_ticket_id_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_ends" ADD CONSTRAINT "service_ends_ticket_id_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."tickets"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tree_versions" ADD CONSTRAINT "tree_versions_tree_id_trees_id_fk" FOREIGN KEY ("tree_id") REFERENCES "public"."trees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "articles_ticket_idx" ON "articles" USING btree ("ticket_id","id");--> statement-breakpoint
CREATE INDEX "attachments_article_idx" ON "attachments" USING btree ("article_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tickets_tn_uq" ON "tickets" USING btree ("tn");--> statement-breakpoint
CREATE INDEX "tickets_usuario_estado_modificado_idx" ON "tickets" USING btree ("usuario","estado","modificado");--> statement-breakpoint
CREATE INDEX "tickets_busca_idx" ON "tickets" USING gin (to_tsvector('portuguese', "busca"));--> statement-breakpoint
CREATE UNIQUE INDEX "tree_versions_tree_versao_uq" ON "tree_versions" USING btree ("tree_id","versao");--> statement-breakpoint
CREATE UNIQUE INDEX "trees_nome_chave_uq" ON "trees" USING btree ("nome_chave");--> statement-breakpoint
CREATE INDEX "trees_ordem_idx" ON "trees" USING btree ("ordem");