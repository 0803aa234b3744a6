ALTER TABLE "children" ADD COLUMN "recent_at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL;--> statement-breakpoint
CREATE INDEX "children_recent_idx" ON "children" USING btree ("institution_id","recent_at","id") WHERE "children"."deleted_at" is null;--> statement-breakpoint
-- A new test makes its child recent, whichever path inserted it (create, seed, import).
CREATE FUNCTION children_recent_on_test() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE children c SET recent_at = t.at
    FROM (SELECT institution_id, children_id, max(created_time) AS at FROM inserted_tests GROUP BY 1, 2) t
   WHERE c.institution_id = t.institution_id AND c.id = t.children_id AND c.recent_at < t.at;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER children_recent_on_test AFTER INSERT ON tests
  REFERENCING NEW TABLE AS inserted_tests
  FOR EACH STATEMENT EXECUTE FUNCTION children_recent_on_test();
--> statement-breakpoint
-- Children added before the column: added when they were, tested when their newest test was.
UPDATE children SET recent_at = created_at;
--> statement-breakpoint
UPDATE children c SET recent_at = t.at
  FROM (SELECT institution_id, children_id, max(created_time) AS at FROM tests GROUP BY 1, 2) t
 WHERE c.institution_id = t.institution_id AND c.id = t.children_id AND c.recent_at < t.at;
