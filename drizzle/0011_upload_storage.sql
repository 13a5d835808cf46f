CREATE TABLE "upload_files" (
	"name" text PRIMARY KEY NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"sha256" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"data" "bytea",
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "upload_files_name_check" CHECK ("upload_files"."name" ~ '^[0-9a-f]{32}-[0-9]{1,5}\.webp$')
);
--> statement-breakpoint
CREATE INDEX "upload_files_created_idx" ON "upload_files" USING btree ("created_at");
--> statement-breakpoint
-- WebP is compressed already: store the bytes out of line without trying to compress them again.
ALTER TABLE "upload_files" ALTER COLUMN "data" SET STORAGE EXTERNAL;
