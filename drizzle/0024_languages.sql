ALTER TABLE "inquiries" ADD COLUMN "language" text;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "language" text;