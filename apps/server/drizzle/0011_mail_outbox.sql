CREATE TABLE "mail_outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"ticket_id" integer NOT NULL,
	"article_id" integer,
	"tipo" text NOT NULL,
	"para" text NOT NULL,
	"assunto" text NOT NULL,
	"texto" text NOT NULL,
	"html" text NOT NULL,
	"criado" timestamp with time zone DEFAULT now() NOT NULL,
	"tentativas" integer DEFAULT 0 NOT NULL,
	"proxima_tentativa" timestamp with time zone DEFAULT now() NOT NULL,
	"dono" text,
	"reservado_ate" timestamp with time zone,
	"enviado_em" timestamp with time zone,
	"ultimo_erro" text
);
--> statement-breakpoint
CREATE TABLE "mail_preferences" (
	"usuario" text PRIMARY KEY NOT NULL,
	"avisos_por_email" boolean NOT NULL,
	"alterada" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_ticket_id_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mail_outbox_pendentes_idx" ON "mail_outbox" USING btree ("proxima_tentativa","id") WHERE "mail_outbox"."enviado_em" is null;