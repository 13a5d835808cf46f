-- The follow-up reminder (server/features/leads/reminders.ts) claims each lead once per India day:
-- the first look at a person's day names every follow-up due that day, later runs the follow-ups
-- set since then as they fall due, and no lead is named twice the same day.
CREATE TABLE "lead_reminder_leads" (
	"day" date NOT NULL,
	"inquiry_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"claimed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lead_reminder_leads_day_inquiry_id_pk" PRIMARY KEY("day","inquiry_id")
);
--> statement-breakpoint
ALTER TABLE "lead_reminder_leads" ADD CONSTRAINT "lead_reminder_leads_inquiry_id_inquiries_id_fk" FOREIGN KEY ("inquiry_id") REFERENCES "public"."inquiries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_reminder_leads" ADD CONSTRAINT "lead_reminder_leads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;