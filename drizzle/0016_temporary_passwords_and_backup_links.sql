CREATE TABLE "backup_download_links" (
	"nonce_hash" text PRIMARY KEY NOT NULL,
	"session_token_hash" text NOT NULL,
	"user_id" integer NOT NULL,
	"file_name" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "password_temporary_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "backup_download_links" ADD CONSTRAINT "backup_download_links_session_token_hash_sessions_token_hash_fk" FOREIGN KEY ("session_token_hash") REFERENCES "public"."sessions"("token_hash") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "backup_download_links" ADD CONSTRAINT "backup_download_links_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "backup_download_links_expires_idx" ON "backup_download_links" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "backup_download_links_session_idx" ON "backup_download_links" USING btree ("session_token_hash");