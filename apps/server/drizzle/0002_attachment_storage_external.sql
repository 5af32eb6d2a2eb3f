-- Attachments are stored uncompressed (most uploads are already compressed: images, PDFs, zips),
-- so a download reads its 512 KiB slices without decompressing the whole file for each one, and
-- an upload spends no time trying to compress 18 MB.
ALTER TABLE "attachments" ALTER COLUMN "content" SET STORAGE EXTERNAL;
