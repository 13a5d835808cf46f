CREATE TYPE "public"."lead_source" AS ENUM('website', 'indiamart', 'tradeindia', 'phone', 'whatsapp', 'walk_in', 'referral', 'other');--> statement-breakpoint
ALTER TYPE "public"."lead_event_kind" ADD VALUE 'asked_again';--> statement-breakpoint
CREATE TABLE "lead_integrations" (
	"provider" text PRIMARY KEY NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"credentials" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"pulled_to" timestamp with time zone,
	"last_pull_at" timestamp with time zone,
	"last_pull_count" integer,
	"last_error" text,
	"last_error_at" timestamp with time zone,
	"next_pull_after" timestamp with time zone,
	"claimed_until" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "lead_webhooks" (
	"id" serial PRIMARY KEY NOT NULL,
	"source" "lead_source" NOT NULL,
	"secret" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"rotated_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "lead_intakes" (
	"key" text PRIMARY KEY NOT NULL,
	"inquiry_id" integer,
	"created" boolean NOT NULL,
	"answer" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "inquiries" ADD COLUMN "source" "lead_source" DEFAULT 'website' NOT NULL;--> statement-breakpoint
ALTER TABLE "inquiries" ADD COLUMN "source_details" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "inquiries" ADD COLUMN "attribution" jsonb;--> statement-breakpoint
ALTER TABLE "inquiries" ADD COLUMN "message_id" integer;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "attribution" jsonb;--> statement-breakpoint
ALTER TABLE "lead_integrations" ADD CONSTRAINT "lead_integrations_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_webhooks" ADD CONSTRAINT "lead_webhooks_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_intakes" ADD CONSTRAINT "lead_intakes_inquiry_id_inquiries_id_fk" FOREIGN KEY ("inquiry_id") REFERENCES "public"."inquiries"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inquiries" ADD CONSTRAINT "inquiries_message_id_contact_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."contact_messages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "inquiries_source_created_idx" ON "inquiries" USING btree ("source","created_at","id");--> statement-breakpoint
CREATE INDEX "inquiries_message_idx" ON "inquiries" USING btree ("message_id");