CREATE TABLE "test_counter_rollup" (
	"institution_id" uuid NOT NULL,
	"tools_type" text NOT NULL,
	"status" text NOT NULL,
	"result" text NOT NULL,
	"test_count" integer DEFAULT 0 NOT NULL,
	"reported_count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "test_counter_rollup_institution_id_tools_type_status_result_pk" PRIMARY KEY("institution_id","tools_type","status","result"),
	CONSTRAINT "test_counter_rollup_result_check" CHECK ("test_counter_rollup"."result" in ('unscored', 'passed', 'at_risk')),
	CONSTRAINT "test_counter_rollup_count_check" CHECK ("test_counter_rollup"."test_count" >= 0 and "test_counter_rollup"."reported_count" between 0 and "test_counter_rollup"."test_count")
);
--> statement-breakpoint
ALTER TABLE "test_counter_rollup" ADD CONSTRAINT "test_counter_rollup_institution_id_institutions_id_fk" FOREIGN KEY ("institution_id") REFERENCES "public"."institutions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Keeps test_counter_rollup (modules/statistics/schema.ts) exactly equal to a count of the stored
-- tests and reports, in the same transaction. A bulk insert and a test's move touch the rollup's
-- rows in key order, so concurrent changes of one institution's tests wait rather than deadlock.
CREATE FUNCTION test_counter_result(at_risk boolean) RETURNS text
LANGUAGE sql IMMUTABLE AS $$ SELECT CASE WHEN at_risk IS NULL THEN 'unscored' WHEN at_risk THEN 'at_risk' ELSE 'passed' END $$;
--> statement-breakpoint
CREATE FUNCTION test_counter_rollup_insert() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO test_counter_rollup AS c (institution_id, tools_type, status, result, test_count, reported_count)
  SELECT n.institution_id, n.tools_type, n.status, test_counter_result(n.is_at_risk_score), count(*),
         -- A report needs its test, so only a report written earlier in a CTE of this statement could exist.
         count(*) FILTER (WHERE EXISTS (SELECT 1 FROM reports r WHERE r.institution_id = n.institution_id AND r.test_id = n.id))
    FROM inserted_tests n
   GROUP BY 1, 2, 3, 4
   ORDER BY 1, 2, 3, 4
  ON CONFLICT (institution_id, tools_type, status, result)
  DO UPDATE SET test_count = c.test_count + excluded.test_count, reported_count = c.reported_count + excluded.reported_count;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- One test's status, result, institution or tool changed: out of its old bucket, into its new one.
CREATE FUNCTION test_counter_rollup_update() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  reported int := CASE WHEN EXISTS (SELECT 1 FROM reports r WHERE r.institution_id = OLD.institution_id AND r.test_id = OLD.id) THEN 1 ELSE 0 END;
  old_result text := test_counter_result(OLD.is_at_risk_score);
  new_result text := test_counter_result(NEW.is_at_risk_score);
  old_first boolean := (OLD.institution_id, OLD.tools_type, OLD.status, old_result) < (NEW.institution_id, NEW.tools_type, NEW.status, new_result);
BEGIN
  IF old_first THEN
    UPDATE test_counter_rollup SET test_count = test_count - 1, reported_count = reported_count - reported
     WHERE institution_id = OLD.institution_id AND tools_type = OLD.tools_type AND status = OLD.status AND result = old_result;
  END IF;
  INSERT INTO test_counter_rollup AS c (institution_id, tools_type, status, result, test_count, reported_count)
  VALUES (NEW.institution_id, NEW.tools_type, NEW.status, new_result, 1, reported)
  ON CONFLICT (institution_id, tools_type, status, result)
  DO UPDATE SET test_count = c.test_count + 1, reported_count = c.reported_count + excluded.reported_count;
  IF NOT old_first THEN
    UPDATE test_counter_rollup SET test_count = test_count - 1, reported_count = reported_count - reported
     WHERE institution_id = OLD.institution_id AND tools_type = OLD.tools_type AND status = OLD.status AND result = old_result;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Before the row goes: its reports (removed by the cascade after it) still say which bucket holds it.
CREATE FUNCTION test_counter_rollup_delete() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE test_counter_rollup c
     SET test_count = c.test_count - 1,
         reported_count = c.reported_count - CASE WHEN EXISTS (SELECT 1 FROM reports r WHERE r.institution_id = OLD.institution_id AND r.test_id = OLD.id) THEN 1 ELSE 0 END
   WHERE c.institution_id = OLD.institution_id AND c.tools_type = OLD.tools_type AND c.status = OLD.status AND c.result = test_counter_result(OLD.is_at_risk_score);
  RETURN OLD;
END
$$;
--> statement-breakpoint
-- A test's first report (insert) or its last report's removal (delete): the test moves between
-- 'reported' and not within its bucket. The test row is locked first, so two reports of one test
-- written at once are counted once: the second waits, then sees the first. A test being deleted
-- is gone by the time its cascaded reports are, and its bucket was already settled before.
CREATE FUNCTION test_counter_rollup_reports() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM tests t JOIN (SELECT DISTINCT institution_id, test_id FROM changed_reports) x ON x.institution_id = t.institution_id AND x.test_id = t.id
    ORDER BY t.institution_id, t.id FOR NO KEY UPDATE OF t;
  -- The buckets exist: each holds the test itself.
  UPDATE test_counter_rollup c SET reported_count = c.reported_count + d.n
    FROM (SELECT t.institution_id, t.tools_type, t.status, test_counter_result(t.is_at_risk_score) AS result,
                 CASE WHEN TG_OP = 'INSERT' THEN 1 ELSE -1 END * count(*) AS n
            FROM tests t JOIN (SELECT institution_id, test_id, count(*) AS n FROM changed_reports GROUP BY 1, 2) x
              ON x.institution_id = t.institution_id AND x.test_id = t.id
           WHERE (SELECT count(*) FROM reports r WHERE r.institution_id = t.institution_id AND r.test_id = t.id)
                 = CASE WHEN TG_OP = 'INSERT' THEN x.n ELSE 0 END
           GROUP BY 1, 2, 3, 4
           ORDER BY 1, 2, 3, 4) d
   WHERE c.institution_id = d.institution_id AND c.tools_type = d.tools_type AND c.status = d.status AND c.result = d.result;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER tests_counter_rollup_insert AFTER INSERT ON tests
  REFERENCING NEW TABLE AS inserted_tests FOR EACH STATEMENT EXECUTE FUNCTION test_counter_rollup_insert();
--> statement-breakpoint
-- Row-level with a WHEN clause: the many updates that change none of these (answers, scores kept
-- in step, notes) never call the function.
CREATE TRIGGER tests_counter_rollup_update AFTER UPDATE OF status, is_at_risk_score, institution_id, tools_type ON tests
  FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD.is_at_risk_score IS DISTINCT FROM NEW.is_at_risk_score
                     OR OLD.institution_id IS DISTINCT FROM NEW.institution_id OR OLD.tools_type IS DISTINCT FROM NEW.tools_type)
  EXECUTE FUNCTION test_counter_rollup_update();
--> statement-breakpoint
CREATE TRIGGER tests_counter_rollup_delete BEFORE DELETE ON tests
  FOR EACH ROW EXECUTE FUNCTION test_counter_rollup_delete();
--> statement-breakpoint
CREATE TRIGGER reports_counter_rollup_insert AFTER INSERT ON reports
  REFERENCING NEW TABLE AS changed_reports FOR EACH STATEMENT EXECUTE FUNCTION test_counter_rollup_reports();
--> statement-breakpoint
CREATE TRIGGER reports_counter_rollup_delete AFTER DELETE ON reports
  REFERENCING OLD TABLE AS changed_reports FOR EACH STATEMENT EXECUTE FUNCTION test_counter_rollup_reports();
--> statement-breakpoint
-- A moved test (institution, tool or creation time changed) also moves its month in the usage chart.
CREATE FUNCTION test_usage_monthly_update() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  old_year smallint := extract(year FROM OLD.created_time AT TIME ZONE 'Asia/Shanghai')::smallint;
  old_month smallint := extract(month FROM OLD.created_time AT TIME ZONE 'Asia/Shanghai')::smallint;
  new_year smallint := extract(year FROM NEW.created_time AT TIME ZONE 'Asia/Shanghai')::smallint;
  new_month smallint := extract(month FROM NEW.created_time AT TIME ZONE 'Asia/Shanghai')::smallint;
  old_first boolean := (OLD.institution_id, OLD.tools_type, old_year, old_month) < (NEW.institution_id, NEW.tools_type, new_year, new_month);
BEGIN
  IF old_first THEN
    UPDATE test_usage_monthly SET test_count = greatest(test_count - 1, 0)
     WHERE institution_id = OLD.institution_id AND tools_type = OLD.tools_type AND year = old_year AND month = old_month;
  END IF;
  INSERT INTO test_usage_monthly AS m (institution_id, tools_type, year, month, test_count)
  VALUES (NEW.institution_id, NEW.tools_type, new_year, new_month, 1)
  ON CONFLICT (institution_id, tools_type, year, month) DO UPDATE SET test_count = m.test_count + 1;
  IF NOT old_first THEN
    UPDATE test_usage_monthly SET test_count = greatest(test_count - 1, 0)
     WHERE institution_id = OLD.institution_id AND tools_type = OLD.tools_type AND year = old_year AND month = old_month;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER tests_usage_rollup_update AFTER UPDATE OF institution_id, tools_type, created_time ON tests
  FOR EACH ROW WHEN (OLD.institution_id IS DISTINCT FROM NEW.institution_id OR OLD.tools_type IS DISTINCT FROM NEW.tools_type
                     OR date_trunc('month', OLD.created_time AT TIME ZONE 'Asia/Shanghai') IS DISTINCT FROM date_trunc('month', NEW.created_time AT TIME ZONE 'Asia/Shanghai'))
  EXECUTE FUNCTION test_usage_monthly_update();
--> statement-breakpoint
-- The tests and reports already stored.
INSERT INTO test_counter_rollup (institution_id, tools_type, status, result, test_count, reported_count)
SELECT t.institution_id, t.tools_type, t.status, test_counter_result(t.is_at_risk_score), count(*),
       count(*) FILTER (WHERE EXISTS (SELECT 1 FROM reports r WHERE r.institution_id = t.institution_id AND r.test_id = t.id))
  FROM tests t GROUP BY 1, 2, 3, 4;
