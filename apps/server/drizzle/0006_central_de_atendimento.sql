CREATE TABLE "canned_replies" (
	"id" serial PRIMARY KEY NOT NULL,
	"titulo" text NOT NULL,
	"corpo" text NOT NULL,
	"alterada" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "interno" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "atendente_id" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "solicitante" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "solicitante_email" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "primeira_resposta_em" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "pausado_desde" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "fechado_em" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "prazo" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "canned_replies_titulo_uq" ON "canned_replies" USING btree (lower("titulo"));--> statement-breakpoint
CREATE INDEX "tickets_fila_abertos_idx" ON "tickets" USING btree ("prazo","modificado" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "tickets"."estado" in ('novo', 'aberto');--> statement-breakpoint
CREATE INDEX "tickets_fila_abertos_atendente_idx" ON "tickets" USING btree ("atendente_id","prazo","modificado" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "tickets"."estado" in ('novo', 'aberto');--> statement-breakpoint
CREATE INDEX "tickets_fila_abertos_fila_idx" ON "tickets" USING btree ("fila","prazo","modificado" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "tickets"."estado" in ('novo', 'aberto');--> statement-breakpoint
CREATE INDEX "tickets_fila_estado_idx" ON "tickets" USING btree ("estado","prazo","modificado" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "tickets_fila_prazo_idx" ON "tickets" USING btree ("prazo","modificado" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "tickets_fila_fila_idx" ON "tickets" USING btree ("fila","prazo","modificado" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "tickets_fila_atendente_idx" ON "tickets" USING btree ("atendente_id","prazo","modificado" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "tickets_modificado_idx" ON "tickets" USING btree ("modificado" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "tickets_tn_prefix_idx" ON "tickets" USING btree ("tn" text_pattern_ops);--> statement-breakpoint
-- Tickets from before the Central de Atendimento: the requester from the first article, and the SLA clock from the state.
UPDATE "tickets" SET
	"solicitante" = coalesce((SELECT a."de" FROM "articles" a WHERE a."ticket_id" = "tickets"."id" ORDER BY a."id" LIMIT 1), ''),
	"solicitante_email" = coalesce((SELECT a."de" FROM "articles" a WHERE a."ticket_id" = "tickets"."id" AND a."de" LIKE '%@%' ORDER BY a."id" LIMIT 1), ''),
	"primeira_resposta_em" = (SELECT min(a."criado") FROM "articles" a WHERE a."ticket_id" = "tickets"."id" AND a."tipo" = 'saida'),
	"pausado_desde" = CASE WHEN "estado" IN ('pendente-cliente', 'fechado') THEN "modificado" END,
	"fechado_em" = CASE WHEN "estado" = 'fechado' THEN "modificado" END;--> statement-breakpoint
UPDATE "tickets" SET "prazo" = least(CASE WHEN "primeira_resposta_em" IS NULL THEN "prazo_primeira_resposta" END, "prazo_atualizacao", "prazo_solucao")
	WHERE "pausado_desde" IS NULL;
