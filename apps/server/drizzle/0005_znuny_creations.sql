CREATE TABLE "znuny_creations" (
	"chave" text PRIMARY KEY NOT NULL,
	"dono" text,
	"reservada_ate" timestamp with time zone,
	"incerta_desde" timestamp with time zone,
	"alterada" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "znuny_creations_alterada_idx" ON "znuny_creations" USING btree ("alterada");