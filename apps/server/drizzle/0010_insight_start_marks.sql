CREATE TABLE "insight_start_marks" (
	"marca" text PRIMARY KEY NOT NULL,
	"ate" timestamp with time zone NOT NULL,
	"atendimento" text
);
