CREATE TABLE "inquiry_day_counts" (
	"day" date PRIMARY KEY NOT NULL,
	"n" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "message_day_counts" (
	"day" date NOT NULL,
	"status" "message_status" NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "message_day_counts_day_status_pk" PRIMARY KEY("day","status")
);
--> statement-breakpoint
DROP INDEX "contact_messages_created_idx";--> statement-breakpoint
DROP INDEX "contact_messages_status_idx";--> statement-breakpoint
DROP INDEX "inquiries_created_idx";--> statement-breakpoint
DROP INDEX "products_category_idx";--> statement-breakpoint
CREATE INDEX "products_updated_idx" ON "products" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "contact_messages_created_idx" ON "contact_messages" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "contact_messages_status_idx" ON "contact_messages" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "inquiries_created_idx" ON "inquiries" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "products_category_idx" ON "products" USING btree ("category_id","status","id");--> statement-breakpoint
-- Partial matches (a piece of a name, phone number or e-mail address) through trigrams.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
-- Message search: whole words and word beginnings of every searched field (text search, over a
-- stored column: a row is checked without parsing its text again), and any piece of three or more
-- characters of the short fields (trigrams). server/domain/messages.ts writes exactly these
-- expressions, so the planner matches them to the indexes. The column is left out of
-- server/db/schema.ts on purpose: no list reads it, only the search condition.
ALTER TABLE "contact_messages" ADD COLUMN "search_tsv" tsvector GENERATED ALWAYS AS (
  to_tsvector('simple'::regconfig, "name" || ' ' || "email" || ' ' || "phone" || ' ' || "company" || ' ' || "project_type" || ' ' || "message")
) STORED;--> statement-breakpoint
CREATE INDEX "contact_messages_search_tsv_idx" ON "contact_messages" USING gin ("search_tsv");--> statement-breakpoint
CREATE INDEX "contact_messages_search_trgm_idx" ON "contact_messages" USING gin (
  ("name" || ' ' || "email" || ' ' || "phone" || ' ' || "company" || ' ' || "project_type") gin_trgm_ops
);--> statement-breakpoint
-- The day counts follow every change of the rows in the same statement's transaction: one
-- statement-level trigger per table and operation (a bulk insert adds its rows per day at once).
-- Changes are applied in day order, so two transactions never wait for each other crosswise.
CREATE FUNCTION message_day_counts_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO message_day_counts AS c (day, status, n)
      SELECT (created_at AT TIME ZONE 'UTC')::date, status, count(*) FROM new_rows GROUP BY 1, 2 ORDER BY 1, 2
      ON CONFLICT (day, status) DO UPDATE SET n = c.n + excluded.n;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO message_day_counts AS c (day, status, n)
      SELECT (created_at AT TIME ZONE 'UTC')::date, status, -count(*) FROM old_rows GROUP BY 1, 2 ORDER BY 1, 2
      ON CONFLICT (day, status) DO UPDATE SET n = c.n + excluded.n;
  ELSE
    INSERT INTO message_day_counts AS c (day, status, n)
      SELECT day, status, sum(d) FROM (
        SELECT (created_at AT TIME ZONE 'UTC')::date AS day, status, 1 AS d FROM new_rows
        UNION ALL
        SELECT (created_at AT TIME ZONE 'UTC')::date, status, -1 FROM old_rows
      ) changes GROUP BY 1, 2 HAVING sum(d) <> 0 ORDER BY 1, 2
      ON CONFLICT (day, status) DO UPDATE SET n = c.n + excluded.n;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER contact_messages_count_insert AFTER INSERT ON contact_messages
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION message_day_counts_apply();--> statement-breakpoint
CREATE TRIGGER contact_messages_count_delete AFTER DELETE ON contact_messages
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION message_day_counts_apply();--> statement-breakpoint
CREATE TRIGGER contact_messages_count_update AFTER UPDATE ON contact_messages
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION message_day_counts_apply();--> statement-breakpoint
CREATE FUNCTION message_day_counts_clear() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM message_day_counts;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER contact_messages_count_truncate AFTER TRUNCATE ON contact_messages
  FOR EACH STATEMENT EXECUTE FUNCTION message_day_counts_clear();--> statement-breakpoint
CREATE FUNCTION inquiry_day_counts_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO inquiry_day_counts AS c (day, n)
      SELECT (created_at AT TIME ZONE 'UTC')::date, count(*) FROM new_rows GROUP BY 1 ORDER BY 1
      ON CONFLICT (day) DO UPDATE SET n = c.n + excluded.n;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO inquiry_day_counts AS c (day, n)
      SELECT (created_at AT TIME ZONE 'UTC')::date, -count(*) FROM old_rows GROUP BY 1 ORDER BY 1
      ON CONFLICT (day) DO UPDATE SET n = c.n + excluded.n;
  ELSE
    INSERT INTO inquiry_day_counts AS c (day, n)
      SELECT day, sum(d) FROM (
        SELECT (created_at AT TIME ZONE 'UTC')::date AS day, 1 AS d FROM new_rows
        UNION ALL
        SELECT (created_at AT TIME ZONE 'UTC')::date, -1 FROM old_rows
      ) changes GROUP BY 1 HAVING sum(d) <> 0 ORDER BY 1
      ON CONFLICT (day) DO UPDATE SET n = c.n + excluded.n;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER inquiries_count_insert AFTER INSERT ON inquiries
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION inquiry_day_counts_apply();--> statement-breakpoint
CREATE TRIGGER inquiries_count_delete AFTER DELETE ON inquiries
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION inquiry_day_counts_apply();--> statement-breakpoint
CREATE TRIGGER inquiries_count_update AFTER UPDATE ON inquiries
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION inquiry_day_counts_apply();--> statement-breakpoint
CREATE FUNCTION inquiry_day_counts_clear() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM inquiry_day_counts;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER inquiries_count_truncate AFTER TRUNCATE ON inquiries
  FOR EACH STATEMENT EXECUTE FUNCTION inquiry_day_counts_clear();--> statement-breakpoint
-- The rows stored before the counts existed.
INSERT INTO message_day_counts (day, status, n)
  SELECT (created_at AT TIME ZONE 'UTC')::date, status, count(*) FROM contact_messages GROUP BY 1, 2;--> statement-breakpoint
INSERT INTO inquiry_day_counts (day, n)
  SELECT (created_at AT TIME ZONE 'UTC')::date, count(*) FROM inquiries GROUP BY 1;
--> statement-breakpoint
-- Product search (admin list, /search, GET /api/products?search): any piece of the name, description
-- or a spec value, from a stored lower-case column (a row is checked without joining its fields or folding their case again) with a
-- trigram index. Left out of server/db/schema.ts like contact_messages.search_tsv.
ALTER TABLE "products" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower("name" || ' ' || "description" || ' ' || "specs"::text)) STORED;--> statement-breakpoint
CREATE INDEX "products_search_trgm_idx" ON "products" USING gin ("search_text" gin_trgm_ops);
