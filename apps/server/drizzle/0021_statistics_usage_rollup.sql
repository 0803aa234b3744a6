CREATE TABLE "test_usage_monthly" (
	"institution_id" uuid NOT NULL,
	"tools_type" text NOT NULL,
	"year" smallint NOT NULL,
	"month" smallint NOT NULL,
	"test_count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "test_usage_monthly_institution_id_tools_type_year_month_pk" PRIMARY KEY("institution_id","tools_type","year","month"),
	CONSTRAINT "test_usage_monthly_month_check" CHECK ("test_usage_monthly"."month" between 1 and 12),
	CONSTRAINT "test_usage_monthly_count_check" CHECK ("test_usage_monthly"."test_count" >= 0)
);
--> statement-breakpoint
ALTER TABLE "test_usage_monthly" ADD CONSTRAINT "test_usage_monthly_institution_id_institutions_id_fk" FOREIGN KEY ("institution_id") REFERENCES "public"."institutions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "test_usage_monthly_tool_year_idx" ON "test_usage_monthly" USING btree ("tools_type","year","month");--> statement-breakpoint
CREATE INDEX "tests_statistics_idx" ON "tests" USING btree ("institution_id","tools_type","status","is_at_risk_score");--> statement-breakpoint
-- Keeps test_usage_monthly (modules/statistics/schema.ts) in step with tests, in the same
-- transaction: statement-level triggers with transition tables, so a bulk insert costs one grouped
-- upsert. Months are those of the institution time zone (DEFAULT_INSTITUTION_TIME_ZONE,
-- Asia/Shanghai), the zone a test's day is read in. A test's institution, tool and creation time
-- never change once written, so updates need no trigger.
CREATE FUNCTION test_usage_monthly_insert() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO test_usage_monthly AS m (institution_id, tools_type, year, month, test_count)
  SELECT n.institution_id, n.tools_type,
         extract(year FROM n.created_time AT TIME ZONE 'Asia/Shanghai')::smallint,
         extract(month FROM n.created_time AT TIME ZONE 'Asia/Shanghai')::smallint,
         count(*)
    FROM inserted_tests n
   GROUP BY 1, 2, 3, 4
  ON CONFLICT (institution_id, tools_type, year, month) DO UPDATE SET test_count = m.test_count + excluded.test_count;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION test_usage_monthly_delete() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE test_usage_monthly m SET test_count = greatest(m.test_count - d.n, 0)
    FROM (SELECT o.institution_id, o.tools_type,
                 extract(year FROM o.created_time AT TIME ZONE 'Asia/Shanghai')::smallint AS year,
                 extract(month FROM o.created_time AT TIME ZONE 'Asia/Shanghai')::smallint AS month,
                 count(*) AS n
            FROM deleted_tests o GROUP BY 1, 2, 3, 4) d
   WHERE m.institution_id = d.institution_id AND m.tools_type = d.tools_type AND m.year = d.year AND m.month = d.month;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER tests_usage_rollup_insert AFTER INSERT ON tests
  REFERENCING NEW TABLE AS inserted_tests FOR EACH STATEMENT EXECUTE FUNCTION test_usage_monthly_insert();
--> statement-breakpoint
CREATE TRIGGER tests_usage_rollup_delete AFTER DELETE ON tests
  REFERENCING OLD TABLE AS deleted_tests FOR EACH STATEMENT EXECUTE FUNCTION test_usage_monthly_delete();
--> statement-breakpoint
-- The tests already stored.
INSERT INTO test_usage_monthly (institution_id, tools_type, year, month, test_count)
SELECT institution_id, tools_type,
       extract(year FROM created_time AT TIME ZONE 'Asia/Shanghai')::smallint,
       extract(month FROM created_time AT TIME ZONE 'Asia/Shanghai')::smallint,
       count(*)
  FROM tests GROUP BY 1, 2, 3, 4;
