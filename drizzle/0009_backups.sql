CREATE TYPE "public"."backup_status" AS ENUM('running', 'ok', 'failed');--> statement-breakpoint
CREATE TABLE "backup_runs" (
	"id" serial PRIMARY KEY NOT NULL,
	"slot" text NOT NULL,
	"kind" text NOT NULL,
	"status" "backup_status" DEFAULT 'running' NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"file_name" text,
	"bytes" bigint,
	"error" text,
	"started_by" integer,
	CONSTRAINT "backup_runs_slot_unique" UNIQUE("slot")
);
--> statement-breakpoint
ALTER TABLE "backup_runs" ADD CONSTRAINT "backup_runs_started_by_users_id_fk" FOREIGN KEY ("started_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "backup_runs_started_idx" ON "backup_runs" USING btree ("started_at");--> statement-breakpoint
CREATE INDEX "backup_runs_status_finished_idx" ON "backup_runs" USING btree ("status","finished_at");