CREATE TABLE "lead_follow_up_day_counts" (
	"day" date PRIMARY KEY NOT NULL,
	"n" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lead_response_counts" (
	"day" date NOT NULL,
	"seconds" integer NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "lead_response_counts_day_seconds_pk" PRIMARY KEY("day","seconds")
);
--> statement-breakpoint
CREATE TABLE "lead_week_counts" (
	"week" date NOT NULL,
	"stage" "lead_stage" NOT NULL,
	"category" text NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "lead_week_counts_week_stage_category_pk" PRIMARY KEY("week","stage","category")
);
--> statement-breakpoint
CREATE TABLE "lead_won_month_counts" (
	"month" date PRIMARY KEY NOT NULL,
	"n" integer NOT NULL,
	"value" numeric NOT NULL
);
--> statement-breakpoint
-- The lead desk dashboard's counts (server/domain/lead-dashboard.ts), kept like inquiry_day_counts
-- (0003_scale.sql): one statement-level trigger per operation on quote requests adds each
-- statement's changes to every count in the same transaction, tables and keys in one order (two
-- transactions never wait for each other crosswise). Days, weeks (from Monday) and months are
-- India's. Rows whose count comes back to 0 stay (0): readers skip them.
-- Nothing writes to the tables while the counts are filled from the rows already stored.
LOCK TABLE "inquiries", "lead_events" IN SHARE ROW EXCLUSIVE MODE;--> statement-breakpoint
-- When a lead last became won (its latest stage event to won) and its value then (price ×
-- quantity; none when its product was gone), set by the trigger on lead_events below. Only the
-- triggers read them, so server/db/schema.ts leaves them out (like contact_messages.search_tsv).
ALTER TABLE "inquiries" ADD COLUMN "won_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "inquiries" ADD COLUMN "won_value" numeric;--> statement-breakpoint
UPDATE inquiries q SET won_at = e.at, won_value = (SELECT p.price FROM products p WHERE p.id = q.product_id) * q.quantity
  FROM (SELECT inquiry_id, max(created_at) AS at FROM lead_events WHERE kind = 'stage' AND details ->> 'to' = 'won' GROUP BY 1) e
  WHERE q.id = e.inquiry_id;--> statement-breakpoint
-- The requests stored before the counts existed.
INSERT INTO lead_week_counts (week, stage, category, n)
  SELECT date_trunc('week', created_at AT TIME ZONE 'Asia/Kolkata')::date, stage, coalesce(category_name, ''), count(*) FROM inquiries GROUP BY 1, 2, 3;--> statement-breakpoint
INSERT INTO lead_follow_up_day_counts (day, n)
  SELECT (next_follow_up_at AT TIME ZONE 'Asia/Kolkata')::date, count(*) FROM inquiries
  WHERE next_follow_up_at IS NOT NULL AND stage IN ('new', 'contacted', 'quoted') GROUP BY 1;--> statement-breakpoint
INSERT INTO lead_response_counts (day, seconds, n)
  SELECT (created_at AT TIME ZONE 'Asia/Kolkata')::date, floor(extract(epoch FROM first_response_at - created_at))::int, count(*) FROM inquiries
  WHERE first_response_at IS NOT NULL GROUP BY 1, 2;--> statement-breakpoint
INSERT INTO lead_won_month_counts (month, n, value)
  SELECT date_trunc('month', won_at AT TIME ZONE 'Asia/Kolkata')::date, count(*), coalesce(sum(won_value), 0) FROM inquiries
  WHERE stage = 'won' AND won_at IS NOT NULL GROUP BY 1;--> statement-breakpoint
-- What each request adds: 1 to its week, stage and category; an open lead with a follow-up 1 to
-- that day; an answered one 1 to its day and seconds to the first response; a won one 1 and its
-- value to the month it became won. An update takes the old row's part away and adds the new one's.
CREATE FUNCTION lead_counts_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO lead_week_counts AS c (week, stage, category, n)
      SELECT date_trunc('week', created_at AT TIME ZONE 'Asia/Kolkata')::date, stage, coalesce(category_name, ''), sum(d) FROM (SELECT *, 1 AS d FROM new_rows) r
      GROUP BY 1, 2, 3 HAVING sum(d) <> 0 ORDER BY 1, 2, 3
      ON CONFLICT (week, stage, category) DO UPDATE SET n = c.n + excluded.n;
    INSERT INTO lead_follow_up_day_counts AS c (day, n)
      SELECT (next_follow_up_at AT TIME ZONE 'Asia/Kolkata')::date, sum(d) FROM (SELECT *, 1 AS d FROM new_rows) r
      WHERE next_follow_up_at IS NOT NULL AND stage IN ('new', 'contacted', 'quoted')
      GROUP BY 1 HAVING sum(d) <> 0 ORDER BY 1
      ON CONFLICT (day) DO UPDATE SET n = c.n + excluded.n;
    INSERT INTO lead_response_counts AS c (day, seconds, n)
      SELECT (created_at AT TIME ZONE 'Asia/Kolkata')::date, floor(extract(epoch FROM first_response_at - created_at))::int, sum(d) FROM (SELECT *, 1 AS d FROM new_rows) r
      WHERE first_response_at IS NOT NULL
      GROUP BY 1, 2 HAVING sum(d) <> 0 ORDER BY 1, 2
      ON CONFLICT (day, seconds) DO UPDATE SET n = c.n + excluded.n;
    INSERT INTO lead_won_month_counts AS c (month, n, value)
      SELECT date_trunc('month', won_at AT TIME ZONE 'Asia/Kolkata')::date, sum(d), coalesce(sum(d * won_value), 0) FROM (SELECT *, 1 AS d FROM new_rows) r
      WHERE stage = 'won' AND won_at IS NOT NULL
      GROUP BY 1 HAVING sum(d) <> 0 OR coalesce(sum(d * won_value), 0) <> 0 ORDER BY 1
      ON CONFLICT (month) DO UPDATE SET n = c.n + excluded.n, value = c.value + excluded.value;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO lead_week_counts AS c (week, stage, category, n)
      SELECT date_trunc('week', created_at AT TIME ZONE 'Asia/Kolkata')::date, stage, coalesce(category_name, ''), sum(d) FROM (SELECT *, -1 AS d FROM old_rows) r
      GROUP BY 1, 2, 3 HAVING sum(d) <> 0 ORDER BY 1, 2, 3
      ON CONFLICT (week, stage, category) DO UPDATE SET n = c.n + excluded.n;
    INSERT INTO lead_follow_up_day_counts AS c (day, n)
      SELECT (next_follow_up_at AT TIME ZONE 'Asia/Kolkata')::date, sum(d) FROM (SELECT *, -1 AS d FROM old_rows) r
      WHERE next_follow_up_at IS NOT NULL AND stage IN ('new', 'contacted', 'quoted')
      GROUP BY 1 HAVING sum(d) <> 0 ORDER BY 1
      ON CONFLICT (day) DO UPDATE SET n = c.n + excluded.n;
    INSERT INTO lead_response_counts AS c (day, seconds, n)
      SELECT (created_at AT TIME ZONE 'Asia/Kolkata')::date, floor(extract(epoch FROM first_response_at - created_at))::int, sum(d) FROM (SELECT *, -1 AS d FROM old_rows) r
      WHERE first_response_at IS NOT NULL
      GROUP BY 1, 2 HAVING sum(d) <> 0 ORDER BY 1, 2
      ON CONFLICT (day, seconds) DO UPDATE SET n = c.n + excluded.n;
    INSERT INTO lead_won_month_counts AS c (month, n, value)
      SELECT date_trunc('month', won_at AT TIME ZONE 'Asia/Kolkata')::date, sum(d), coalesce(sum(d * won_value), 0) FROM (SELECT *, -1 AS d FROM old_rows) r
      WHERE stage = 'won' AND won_at IS NOT NULL
      GROUP BY 1 HAVING sum(d) <> 0 OR coalesce(sum(d * won_value), 0) <> 0 ORDER BY 1
      ON CONFLICT (month) DO UPDATE SET n = c.n + excluded.n, value = c.value + excluded.value;
  ELSE
    INSERT INTO lead_week_counts AS c (week, stage, category, n)
      SELECT date_trunc('week', created_at AT TIME ZONE 'Asia/Kolkata')::date, stage, coalesce(category_name, ''), sum(d) FROM (SELECT *, 1 AS d FROM new_rows UNION ALL SELECT *, -1 FROM old_rows) r
      GROUP BY 1, 2, 3 HAVING sum(d) <> 0 ORDER BY 1, 2, 3
      ON CONFLICT (week, stage, category) DO UPDATE SET n = c.n + excluded.n;
    INSERT INTO lead_follow_up_day_counts AS c (day, n)
      SELECT (next_follow_up_at AT TIME ZONE 'Asia/Kolkata')::date, sum(d) FROM (SELECT *, 1 AS d FROM new_rows UNION ALL SELECT *, -1 FROM old_rows) r
      WHERE next_follow_up_at IS NOT NULL AND stage IN ('new', 'contacted', 'quoted')
      GROUP BY 1 HAVING sum(d) <> 0 ORDER BY 1
      ON CONFLICT (day) DO UPDATE SET n = c.n + excluded.n;
    INSERT INTO lead_response_counts AS c (day, seconds, n)
      SELECT (created_at AT TIME ZONE 'Asia/Kolkata')::date, floor(extract(epoch FROM first_response_at - created_at))::int, sum(d) FROM (SELECT *, 1 AS d FROM new_rows UNION ALL SELECT *, -1 FROM old_rows) r
      WHERE first_response_at IS NOT NULL
      GROUP BY 1, 2 HAVING sum(d) <> 0 ORDER BY 1, 2
      ON CONFLICT (day, seconds) DO UPDATE SET n = c.n + excluded.n;
    INSERT INTO lead_won_month_counts AS c (month, n, value)
      SELECT date_trunc('month', won_at AT TIME ZONE 'Asia/Kolkata')::date, sum(d), coalesce(sum(d * won_value), 0) FROM (SELECT *, 1 AS d FROM new_rows UNION ALL SELECT *, -1 FROM old_rows) r
      WHERE stage = 'won' AND won_at IS NOT NULL
      GROUP BY 1 HAVING sum(d) <> 0 OR coalesce(sum(d * won_value), 0) <> 0 ORDER BY 1
      ON CONFLICT (month) DO UPDATE SET n = c.n + excluded.n, value = c.value + excluded.value;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER inquiries_lead_counts_insert AFTER INSERT ON inquiries
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION lead_counts_apply();--> statement-breakpoint
CREATE TRIGGER inquiries_lead_counts_delete AFTER DELETE ON inquiries
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION lead_counts_apply();--> statement-breakpoint
CREATE TRIGGER inquiries_lead_counts_update AFTER UPDATE ON inquiries
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION lead_counts_apply();--> statement-breakpoint
CREATE FUNCTION lead_counts_clear() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM lead_week_counts;
  DELETE FROM lead_follow_up_day_counts;
  DELETE FROM lead_response_counts;
  DELETE FROM lead_won_month_counts;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER inquiries_lead_counts_truncate AFTER TRUNCATE ON inquiries
  FOR EACH STATEMENT EXECUTE FUNCTION lead_counts_clear();--> statement-breakpoint
-- A stage event to won (appended with the stage change, never changed; only notes are deleted)
-- marks its lead won then, at its value then; the update above moves the counts.
CREATE FUNCTION lead_won_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE inquiries q SET won_at = e.at, won_value = (SELECT p.price FROM products p WHERE p.id = q.product_id) * q.quantity
    FROM (SELECT inquiry_id, max(created_at) AS at FROM new_rows WHERE kind = 'stage' AND details ->> 'to' = 'won' GROUP BY 1) e
    WHERE q.id = e.inquiry_id AND (q.won_at IS NULL OR q.won_at <= e.at);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER lead_events_won_insert AFTER INSERT ON lead_events
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION lead_won_apply();
