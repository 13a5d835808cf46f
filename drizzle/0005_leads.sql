CREATE TYPE "public"."lead_event_kind" AS ENUM('note', 'stage', 'assign', 'follow_up', 'call', 'whatsapp', 'quotation');--> statement-breakpoint
CREATE TYPE "public"."lead_stage" AS ENUM('new', 'contacted', 'quoted', 'won', 'lost');--> statement-breakpoint
CREATE TYPE "public"."lost_reason" AS ENUM('price', 'delivery-time', 'bought-elsewhere', 'no-response', 'not-real', 'other');--> statement-breakpoint
CREATE TABLE "lead_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"inquiry_id" integer NOT NULL,
	"user_id" integer,
	"kind" "lead_event_kind" NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lead_reminder_runs" (
	"day" date NOT NULL,
	"user_id" integer NOT NULL,
	"claimed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lead_reminder_runs_day_user_id_pk" PRIMARY KEY("day","user_id")
);
--> statement-breakpoint
ALTER TABLE "inquiries" ADD COLUMN "stage" "lead_stage" DEFAULT 'new' NOT NULL;--> statement-breakpoint
ALTER TABLE "inquiries" ADD COLUMN "lost_reason" "lost_reason";--> statement-breakpoint
ALTER TABLE "inquiries" ADD COLUMN "lost_note" text;--> statement-breakpoint
ALTER TABLE "inquiries" ADD COLUMN "assigned_to" integer;--> statement-breakpoint
ALTER TABLE "inquiries" ADD COLUMN "next_follow_up_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "inquiries" ADD COLUMN "first_response_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "inquiries" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "lead_events" ADD CONSTRAINT "lead_events_inquiry_id_inquiries_id_fk" FOREIGN KEY ("inquiry_id") REFERENCES "public"."inquiries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_events" ADD CONSTRAINT "lead_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_reminder_runs" ADD CONSTRAINT "lead_reminder_runs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lead_events_inquiry_created_idx" ON "lead_events" USING btree ("inquiry_id","created_at","id");--> statement-breakpoint
ALTER TABLE "inquiries" ADD CONSTRAINT "inquiries_assigned_to_users_id_fk" FOREIGN KEY ("assigned_to") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contact_messages_phone_idx" ON "contact_messages" USING btree ("phone");--> statement-breakpoint
CREATE INDEX "inquiries_stage_created_idx" ON "inquiries" USING btree ("stage","created_at","id");--> statement-breakpoint
CREATE INDEX "inquiries_assigned_created_idx" ON "inquiries" USING btree ("assigned_to","created_at","id");--> statement-breakpoint
CREATE INDEX "inquiries_category_created_idx" ON "inquiries" USING btree ("category_name","created_at","id");--> statement-breakpoint
CREATE INDEX "inquiries_follow_up_idx" ON "inquiries" USING btree ("next_follow_up_at") WHERE "inquiries"."next_follow_up_at" is not null and "inquiries"."stage" in ('new', 'contacted', 'quoted');--> statement-breakpoint
CREATE INDEX "inquiries_phone_idx" ON "inquiries" USING btree ("mobile","country_code","created_at");--> statement-breakpoint
CREATE INDEX "inquiries_name_trgm_idx" ON "inquiries" USING gin (lower("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "inquiries_mobile_trgm_idx" ON "inquiries" USING gin ("mobile" gin_trgm_ops);