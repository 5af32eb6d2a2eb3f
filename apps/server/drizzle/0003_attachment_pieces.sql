CREATE TABLE "attachment_pieces" (
	"attachment_id" integer NOT NULL,
	"seq" integer NOT NULL,
	"bytes" "bytea" NOT NULL,
	CONSTRAINT "attachment_pieces_attachment_id_seq_pk" PRIMARY KEY("attachment_id","seq")
);
--> statement-breakpoint
ALTER TABLE "attachment_pieces" ADD CONSTRAINT "attachment_pieces_attachment_id_attachments_id_fk" FOREIGN KEY ("attachment_id") REFERENCES "public"."attachments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Pieces are mostly already-compressed files (images, PDFs, zips): stored as they are.
ALTER TABLE "attachment_pieces" ALTER COLUMN "bytes" SET STORAGE EXTERNAL;--> statement-breakpoint
-- Existing files move into 512 KiB pieces (an empty file keeps one empty piece).
INSERT INTO "attachment_pieces" ("attachment_id", "seq", "bytes")
SELECT a."id", s.i, substring(a."content" from s.i * 524288 + 1 for 524288)
FROM "attachments" a
CROSS JOIN LATERAL generate_series(0, greatest(ceil(octet_length(a."content") / 524288.0)::int - 1, 0)) AS s(i);--> statement-breakpoint
ALTER TABLE "attachments" DROP COLUMN "content";