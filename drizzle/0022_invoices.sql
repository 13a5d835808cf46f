-- Invoices and payments' audit entries get their kind: the generated column is made again, and its index with it.
CREATE TYPE "public"."invoice_status" AS ENUM('issued', 'cancelled');--> statement-breakpoint
CREATE TABLE "invoice_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"invoice_id" integer NOT NULL,
	"order_item_id" integer,
	"dispatch_item_id" integer,
	"position" integer NOT NULL,
	"description" text NOT NULL,
	"hsn" text NOT NULL,
	"quantity" numeric(14, 3) NOT NULL,
	"unit" text NOT NULL,
	"rate" numeric(14, 2) NOT NULL,
	"discount_pct" numeric(5, 2) DEFAULT '0' NOT NULL,
	"gst_rate" smallint NOT NULL,
	"taxable_value" numeric(14, 2) NOT NULL,
	"tax" numeric(14, 2) NOT NULL,
	CONSTRAINT "invoice_items_gst_rate_check" CHECK ("invoice_items"."gst_rate" in (0, 5, 12, 18, 28))
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" serial PRIMARY KEY NOT NULL,
	"number" text NOT NULL,
	"fy" text NOT NULL,
	"seq" integer NOT NULL,
	"status" "invoice_status" DEFAULT 'issued' NOT NULL,
	"order_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"invoice_date" date NOT NULL,
	"due_date" date NOT NULL,
	"customer_name" text NOT NULL,
	"company" text DEFAULT '' NOT NULL,
	"billing_address" text NOT NULL,
	"state_code" text NOT NULL,
	"customer_gstin" text,
	"country_code" text DEFAULT '+91' NOT NULL,
	"phone" text NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"place_of_supply" text NOT NULL,
	"reverse_charge" text DEFAULT 'No' NOT NULL,
	"freight_amount" numeric(14, 2) DEFAULT '0' NOT NULL,
	"freight_hsn" text DEFAULT '996511' NOT NULL,
	"freight_gst_rate" smallint DEFAULT 18 NOT NULL,
	"subtotal" numeric(14, 2) NOT NULL,
	"tax_total" numeric(14, 2) NOT NULL,
	"round_off" numeric(14, 2) NOT NULL,
	"grand_total" numeric(14, 2) NOT NULL,
	"intra_state" boolean NOT NULL,
	"seller" jsonb NOT NULL,
	"amount_paid" numeric(14, 2) DEFAULT '0' NOT NULL,
	"cancel_reason" text,
	"cancelled_at" timestamp with time zone,
	"cancelled_by" integer,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoices_number_unique" UNIQUE("number"),
	CONSTRAINT "invoices_freight_gst_rate_check" CHECK ("invoices"."freight_gst_rate" in (0, 5, 12, 18, 28)),
	CONSTRAINT "invoices_amount_paid_check" CHECK ("invoices"."amount_paid" >= 0)
);
--> statement-breakpoint
ALTER TABLE "audit_log" drop column "kind";--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "kind" text GENERATED ALWAYS AS (case split_part(action, '.', 1) when 'product' then 'products' when 'category' then 'categories' when 'message' then 'messages' when 'inquiry' then 'inquiries' when 'quotation' then 'quotations' when 'customer' then 'customers' when 'order' then 'orders' when 'dispatch' then 'orders' when 'invoice' then 'invoices' when 'payment' then 'invoices' when 'content' then 'content' when 'user' then 'staff' when 'settings' then 'settings' when 'backup' then 'settings' when 'integration' then 'settings' when 'auth' then 'sign-ins' end) STORED;--> statement-breakpoint
CREATE INDEX "audit_log_kind_created_idx" ON "audit_log" USING btree ("kind","created_at","id");--> statement-breakpoint
ALTER TABLE "dispatch_items" ADD COLUMN "invoice_id" integer;--> statement-breakpoint
ALTER TABLE "invoice_items" ADD CONSTRAINT "invoice_items_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_items" ADD CONSTRAINT "invoice_items_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_items" ADD CONSTRAINT "invoice_items_dispatch_item_id_dispatch_items_id_fk" FOREIGN KEY ("dispatch_item_id") REFERENCES "public"."dispatch_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_order_id_sales_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."sales_orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_cancelled_by_users_id_fk" FOREIGN KEY ("cancelled_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invoice_items_invoice_idx" ON "invoice_items" USING btree ("invoice_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_fy_seq_idx" ON "invoices" USING btree ("fy","seq");--> statement-breakpoint
CREATE INDEX "invoices_date_idx" ON "invoices" USING btree ("invoice_date","id");--> statement-breakpoint
CREATE INDEX "invoices_order_idx" ON "invoices" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "invoices_customer_idx" ON "invoices" USING btree ("customer_id","invoice_date");--> statement-breakpoint
ALTER TABLE "dispatch_items" ADD CONSTRAINT "dispatch_items_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "dispatch_items_invoice_idx" ON "dispatch_items" USING btree ("invoice_id");