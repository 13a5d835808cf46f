-- Integrations' audit entries (integration.*) are Settings changes; PostgreSQL before 17 cannot change a generated
-- column's expression, so the column is made again, and its index with it (dropping the column drops the index).
ALTER TABLE "audit_log" drop column "kind";--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "kind" text GENERATED ALWAYS AS (case split_part(action, '.', 1) when 'product' then 'products' when 'category' then 'categories' when 'message' then 'messages' when 'inquiry' then 'inquiries' when 'quotation' then 'quotations' when 'customer' then 'customers' when 'order' then 'orders' when 'dispatch' then 'orders' when 'content' then 'content' when 'user' then 'staff' when 'settings' then 'settings' when 'backup' then 'settings' when 'integration' then 'settings' when 'auth' then 'sign-ins' end) STORED;--> statement-breakpoint
CREATE INDEX "audit_log_kind_created_idx" ON "audit_log" USING btree ("kind","created_at","id");
