-- A lead belongs to its category by id (server/features/leads): it is shown, filtered and counted
-- under the category's current name, so renaming a category renames it on its leads too. The name
-- a lead kept (category_name) stays as it was; it names the category only once that is deleted.
LOCK TABLE "inquiries", "categories" IN SHARE ROW EXCLUSIVE MODE;--> statement-breakpoint
ALTER TABLE "inquiries" ADD COLUMN "category_id" integer;--> statement-breakpoint
ALTER TABLE "inquiries" ADD CONSTRAINT "inquiries_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- The leads stored before: the category of the name they kept (the first made, when two share a
-- name). A name no category has any more stays the lead's alone.
UPDATE inquiries q SET category_id = c.id
  FROM (SELECT DISTINCT ON (name) id, name FROM categories ORDER BY name, id) c
  WHERE q.category_name = c.name;--> statement-breakpoint
DROP INDEX "inquiries_category_created_idx";--> statement-breakpoint
CREATE INDEX "inquiries_category_created_idx" ON "inquiries" USING btree ("category_id","created_at","id");--> statement-breakpoint
-- The weekly counts by category id (0 for none) and, for a lead without one, the name it kept.
DELETE FROM lead_week_counts;--> statement-breakpoint
ALTER TABLE "lead_week_counts" DROP CONSTRAINT "lead_week_counts_week_stage_category_pk";--> statement-breakpoint
ALTER TABLE "lead_week_counts" ADD COLUMN "category_id" integer NOT NULL;--> statement-breakpoint
ALTER TABLE "lead_week_counts" ADD CONSTRAINT "lead_week_counts_week_stage_category_id_category_pk" PRIMARY KEY("week","stage","category_id","category");--> statement-breakpoint
INSERT INTO lead_week_counts (week, stage, category_id, category, n)
  SELECT date_trunc('week', created_at AT TIME ZONE 'Asia/Kolkata')::date, stage, coalesce(category_id, 0), CASE WHEN category_id IS NULL THEN coalesce(category_name, '') ELSE '' END, count(*)
  FROM inquiries GROUP BY 1, 2, 3, 4;--> statement-breakpoint
-- drizzle/0010_lead_counts.sql's trigger function, the weeks now by category id. A category deleted
-- sets its leads' category_id to null: that update moves them to the name they kept.
CREATE OR REPLACE FUNCTION lead_counts_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO lead_week_counts AS c (week, stage, category_id, category, n)
      SELECT date_trunc('week', created_at AT TIME ZONE 'Asia/Kolkata')::date, stage, coalesce(category_id, 0), CASE WHEN category_id IS NULL THEN coalesce(category_name, '') ELSE '' END, sum(d) FROM (SELECT *, 1 AS d FROM new_rows) r
      GROUP BY 1, 2, 3, 4 HAVING sum(d) <> 0 ORDER BY 1, 2, 3, 4
      ON CONFLICT (week, stage, category_id, category) DO UPDATE SET n = c.n + excluded.n;
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
    INSERT INTO lead_week_counts AS c (week, stage, category_id, category, n)
      SELECT date_trunc('week', created_at AT TIME ZONE 'Asia/Kolkata')::date, stage, coalesce(category_id, 0), CASE WHEN category_id IS NULL THEN coalesce(category_name, '') ELSE '' END, sum(d) FROM (SELECT *, -1 AS d FROM old_rows) r
      GROUP BY 1, 2, 3, 4 HAVING sum(d) <> 0 ORDER BY 1, 2, 3, 4
      ON CONFLICT (week, stage, category_id, category) DO UPDATE SET n = c.n + excluded.n;
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
    INSERT INTO lead_week_counts AS c (week, stage, category_id, category, n)
      SELECT date_trunc('week', created_at AT TIME ZONE 'Asia/Kolkata')::date, stage, coalesce(category_id, 0), CASE WHEN category_id IS NULL THEN coalesce(category_name, '') ELSE '' END, sum(d) FROM (SELECT *, 1 AS d FROM new_rows UNION ALL SELECT *, -1 FROM old_rows) r
      GROUP BY 1, 2, 3, 4 HAVING sum(d) <> 0 ORDER BY 1, 2, 3, 4
      ON CONFLICT (week, stage, category_id, category) DO UPDATE SET n = c.n + excluded.n;
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
END $$;
