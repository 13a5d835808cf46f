CREATE TYPE "public"."advance_kind" AS ENUM('amount', 'percent');--> statement-breakpoint
CREATE TYPE "public"."order_status" AS ENUM('draft', 'confirmed', 'partly_dispatched', 'dispatched', 'delivered', 'closed', 'cancelled');--> statement-breakpoint
ALTER TYPE "public"."lead_event_kind" ADD VALUE 'order';--> statement-breakpoint
CREATE TABLE "customer_sites" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"label" text DEFAULT '' NOT NULL,
	"address" text NOT NULL,
	"pin" text NOT NULL,
	"contact_name" text DEFAULT '' NOT NULL,
	"contact_phone" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customers" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"company" text DEFAULT '' NOT NULL,
	"gstin" text,
	"billing_address" text DEFAULT '' NOT NULL,
	"state_code" text DEFAULT '' NOT NULL,
	"country_code" text DEFAULT '+91' NOT NULL,
	"phone" text NOT NULL,
	"alt_phone" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"credit_days" integer DEFAULT 0 NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dispatch_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"dispatch_id" integer NOT NULL,
	"order_item_id" integer NOT NULL,
	"quantity" numeric(14, 3) NOT NULL,
	CONSTRAINT "dispatch_items_quantity_check" CHECK ("dispatch_items"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "dispatches" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"number" text NOT NULL,
	"fy" text NOT NULL,
	"seq" integer NOT NULL,
	"dispatch_at" timestamp with time zone NOT NULL,
	"vehicle_number" text NOT NULL,
	"driver_name" text DEFAULT '' NOT NULL,
	"driver_phone" text DEFAULT '' NOT NULL,
	"transporter" text DEFAULT '' NOT NULL,
	"freight_amount" numeric(14, 2) DEFAULT '0' NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"token" text NOT NULL,
	"sent_at" timestamp with time zone,
	"delivered_at" timestamp with time zone,
	"received_by" text,
	"proof_image" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dispatches_number_unique" UNIQUE("number"),
	CONSTRAINT "dispatches_token_unique" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "document_counters" (
	"series" text NOT NULL,
	"fy" text NOT NULL,
	"last" integer NOT NULL,
	CONSTRAINT "document_counters_series_fy_pk" PRIMARY KEY("series","fy")
);
--> statement-breakpoint
CREATE TABLE "order_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"position" integer NOT NULL,
	"product_id" integer,
	"description" text NOT NULL,
	"hsn" text NOT NULL,
	"quantity" numeric(14, 3) NOT NULL,
	"unit" text NOT NULL,
	"rate" numeric(14, 2) NOT NULL,
	"discount_pct" numeric(5, 2) DEFAULT '0' NOT NULL,
	"gst_rate" smallint NOT NULL,
	"dispatched" numeric(14, 3) DEFAULT '0' NOT NULL,
	CONSTRAINT "order_items_gst_rate_check" CHECK ("order_items"."gst_rate" in (0, 5, 12, 18, 28)),
	CONSTRAINT "order_items_dispatched_check" CHECK ("order_items"."dispatched" >= 0 and "order_items"."dispatched" <= "order_items"."quantity")
);
--> statement-breakpoint
CREATE TABLE "sales_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"number" text NOT NULL,
	"fy" text NOT NULL,
	"seq" integer NOT NULL,
	"status" "order_status" DEFAULT 'draft' NOT NULL,
	"customer_id" integer NOT NULL,
	"quotation_id" integer,
	"inquiry_id" integer,
	"customer_name" text NOT NULL,
	"company" text DEFAULT '' NOT NULL,
	"billing_address" text NOT NULL,
	"state_code" text NOT NULL,
	"customer_gstin" text,
	"country_code" text DEFAULT '+91' NOT NULL,
	"phone" text NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"site_id" integer,
	"delivery_address" text DEFAULT '' NOT NULL,
	"delivery_pin" text DEFAULT '' NOT NULL,
	"site_contact_name" text DEFAULT '' NOT NULL,
	"site_contact_phone" text DEFAULT '' NOT NULL,
	"delivery_from" date,
	"delivery_to" date,
	"advance_kind" "advance_kind" DEFAULT 'amount' NOT NULL,
	"advance_value" numeric(14, 2) DEFAULT '0' NOT NULL,
	"advance_amount" numeric(14, 2) DEFAULT '0' NOT NULL,
	"freight_amount" numeric(14, 2) DEFAULT '0' NOT NULL,
	"freight_hsn" text DEFAULT '996511' NOT NULL,
	"freight_gst_rate" smallint DEFAULT 18 NOT NULL,
	"subtotal" numeric(14, 2) NOT NULL,
	"tax_total" numeric(14, 2) NOT NULL,
	"round_off" numeric(14, 2) NOT NULL,
	"grand_total" numeric(14, 2) NOT NULL,
	"intra_state" boolean NOT NULL,
	"seller" jsonb NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"cancel_reason" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmed_at" timestamp with time zone,
	"delivered_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	CONSTRAINT "sales_orders_number_unique" UNIQUE("number"),
	CONSTRAINT "sales_orders_freight_gst_rate_check" CHECK ("sales_orders"."freight_gst_rate" in (0, 5, 12, 18, 28))
);
--> statement-breakpoint
-- Customers' and orders' audit entries get their kinds; PostgreSQL before 17 cannot change a generated column's expression,
-- so the column is made again, and its index with it (dropping the column drops the index).
ALTER TABLE "audit_log" drop column "kind";--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "kind" text GENERATED ALWAYS AS (case split_part(action, '.', 1) when 'product' then 'products' when 'category' then 'categories' when 'message' then 'messages' when 'inquiry' then 'inquiries' when 'quotation' then 'quotations' when 'customer' then 'customers' when 'order' then 'orders' when 'dispatch' then 'orders' when 'content' then 'content' when 'user' then 'staff' when 'settings' then 'settings' when 'backup' then 'settings' when 'auth' then 'sign-ins' end) STORED;--> statement-breakpoint
CREATE INDEX "audit_log_kind_created_idx" ON "audit_log" USING btree ("kind","created_at","id");--> statement-breakpoint
ALTER TABLE "inquiries" ADD COLUMN "customer_id" integer;--> statement-breakpoint
ALTER TABLE "quotations" ADD COLUMN "customer_id" integer;--> statement-breakpoint
ALTER TABLE "customer_sites" ADD CONSTRAINT "customer_sites_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dispatch_items" ADD CONSTRAINT "dispatch_items_dispatch_id_dispatches_id_fk" FOREIGN KEY ("dispatch_id") REFERENCES "public"."dispatches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dispatch_items" ADD CONSTRAINT "dispatch_items_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dispatches" ADD CONSTRAINT "dispatches_order_id_sales_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."sales_orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dispatches" ADD CONSTRAINT "dispatches_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_order_id_sales_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."sales_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_orders" ADD CONSTRAINT "sales_orders_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_orders" ADD CONSTRAINT "sales_orders_quotation_id_quotations_id_fk" FOREIGN KEY ("quotation_id") REFERENCES "public"."quotations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_orders" ADD CONSTRAINT "sales_orders_inquiry_id_inquiries_id_fk" FOREIGN KEY ("inquiry_id") REFERENCES "public"."inquiries"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_orders" ADD CONSTRAINT "sales_orders_site_id_customer_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."customer_sites"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_orders" ADD CONSTRAINT "sales_orders_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "customer_sites_customer_idx" ON "customer_sites" USING btree ("customer_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "customers_gstin_idx" ON "customers" USING btree ("gstin") WHERE "customers"."gstin" is not null;--> statement-breakpoint
CREATE INDEX "customers_phone_idx" ON "customers" USING btree ("phone","country_code");--> statement-breakpoint
CREATE INDEX "customers_name_idx" ON "customers" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "customers_search_trgm_idx" ON "customers" USING gin ((lower("name" || ' ' || "company" || ' ' || "phone" || ' ' || "alt_phone" || ' ' || coalesce("gstin", ''))) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "dispatch_items_dispatch_idx" ON "dispatch_items" USING btree ("dispatch_id");--> statement-breakpoint
CREATE INDEX "dispatch_items_item_idx" ON "dispatch_items" USING btree ("order_item_id");--> statement-breakpoint
CREATE INDEX "dispatches_order_idx" ON "dispatches" USING btree ("order_id","dispatch_at");--> statement-breakpoint
CREATE INDEX "dispatches_at_idx" ON "dispatches" USING btree ("dispatch_at");--> statement-breakpoint
CREATE INDEX "order_items_order_idx" ON "order_items" USING btree ("order_id","position");--> statement-breakpoint
CREATE INDEX "sales_orders_created_idx" ON "sales_orders" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "sales_orders_status_created_idx" ON "sales_orders" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "sales_orders_customer_idx" ON "sales_orders" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "sales_orders_quotation_idx" ON "sales_orders" USING btree ("quotation_id");--> statement-breakpoint
CREATE INDEX "sales_orders_inquiry_idx" ON "sales_orders" USING btree ("inquiry_id");--> statement-breakpoint
ALTER TABLE "inquiries" ADD CONSTRAINT "inquiries_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotations" ADD CONSTRAINT "quotations_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "inquiries_customer_idx" ON "inquiries" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "quotations_customer_idx" ON "quotations" USING btree ("customer_id");