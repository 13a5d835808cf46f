CREATE TYPE "public"."quotation_status" AS ENUM('draft', 'sent', 'viewed', 'accepted', 'declined');--> statement-breakpoint
CREATE TABLE "quotation_counters" (
	"fy" text PRIMARY KEY NOT NULL,
	"last" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quotation_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"quotation_id" integer NOT NULL,
	"position" integer NOT NULL,
	"product_id" integer,
	"description" text NOT NULL,
	"hsn" text NOT NULL,
	"quantity" numeric(14, 3) NOT NULL,
	"unit" text NOT NULL,
	"rate" numeric(14, 2) NOT NULL,
	"discount_pct" numeric(5, 2) DEFAULT '0' NOT NULL,
	"gst_rate" smallint NOT NULL,
	CONSTRAINT "quotation_items_gst_rate_check" CHECK ("quotation_items"."gst_rate" in (0, 5, 12, 18, 28))
);
--> statement-breakpoint
CREATE TABLE "quotations" (
	"id" serial PRIMARY KEY NOT NULL,
	"number" text NOT NULL,
	"fy" text NOT NULL,
	"seq" integer NOT NULL,
	"revision" integer DEFAULT 0 NOT NULL,
	"base_id" integer,
	"inquiry_id" integer,
	"status" "quotation_status" DEFAULT 'draft' NOT NULL,
	"customer_name" text NOT NULL,
	"company" text DEFAULT '' NOT NULL,
	"billing_address" text NOT NULL,
	"state_code" text NOT NULL,
	"customer_gstin" text,
	"country_code" text DEFAULT '+91' NOT NULL,
	"phone" text NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"freight_amount" numeric(14, 2) DEFAULT '0' NOT NULL,
	"freight_hsn" text DEFAULT '996511' NOT NULL,
	"freight_gst_rate" smallint DEFAULT 18 NOT NULL,
	"valid_until" date NOT NULL,
	"terms" text DEFAULT '' NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"subtotal" numeric(14, 2) NOT NULL,
	"tax_total" numeric(14, 2) NOT NULL,
	"round_off" numeric(14, 2) NOT NULL,
	"grand_total" numeric(14, 2) NOT NULL,
	"intra_state" boolean NOT NULL,
	"seller" jsonb NOT NULL,
	"token" text NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"viewed_at" timestamp with time zone,
	"accepted_at" timestamp with time zone,
	"accepted_name" text,
	"accepted_mobile" text,
	"delivery_note" text,
	"declined_at" timestamp with time zone,
	CONSTRAINT "quotations_number_unique" UNIQUE("number"),
	CONSTRAINT "quotations_token_unique" UNIQUE("token"),
	CONSTRAINT "quotations_freight_gst_rate_check" CHECK ("quotations"."freight_gst_rate" in (0, 5, 12, 18, 28))
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "hsn_code" text DEFAULT '6810' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "gst_rate" smallint DEFAULT 18 NOT NULL;--> statement-breakpoint
ALTER TABLE "quotation_items" ADD CONSTRAINT "quotation_items_quotation_id_quotations_id_fk" FOREIGN KEY ("quotation_id") REFERENCES "public"."quotations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotation_items" ADD CONSTRAINT "quotation_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotations" ADD CONSTRAINT "quotations_base_id_quotations_id_fk" FOREIGN KEY ("base_id") REFERENCES "public"."quotations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotations" ADD CONSTRAINT "quotations_inquiry_id_inquiries_id_fk" FOREIGN KEY ("inquiry_id") REFERENCES "public"."inquiries"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotations" ADD CONSTRAINT "quotations_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "quotation_items_quotation_idx" ON "quotation_items" USING btree ("quotation_id","position");--> statement-breakpoint
CREATE INDEX "quotations_created_idx" ON "quotations" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "quotations_status_created_idx" ON "quotations" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "quotations_inquiry_idx" ON "quotations" USING btree ("inquiry_id");--> statement-breakpoint
CREATE INDEX "quotations_base_idx" ON "quotations" USING btree ("base_id","revision");--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_gst_rate_check" CHECK ("products"."gst_rate" in (0, 5, 12, 18, 28));