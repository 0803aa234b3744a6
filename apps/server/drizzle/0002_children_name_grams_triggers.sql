-- Keeps children_name_grams (see src/db/schema.ts) in step with children. Statement-level
-- triggers with transition tables: a bulk INSERT … SELECT costs one set-based insert, not one
-- trigger call per row. Deleting a child row cascades through the foreign key.
-- (Citus: these run per shard, co-located by institution_id; enable citus.enable_unsafe_triggers.)
CREATE FUNCTION children_name_grams_of(name text) RETURNS SETOF text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT DISTINCT substr(x.s, i, n)
    FROM (SELECT lower(name) AS s) x, generate_series(1, char_length(x.s)) i, (VALUES (1), (2)) v(n)
   WHERE i + n - 1 <= char_length(x.s)
$$;
--> statement-breakpoint
CREATE FUNCTION children_name_grams_insert() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO children_name_grams (institution_id, child_id, gram, gender, created_at)
  SELECT n.institution_id, n.id, g, n.gender, n.created_at
    FROM inserted_children n CROSS JOIN LATERAL children_name_grams_of(n.name) g
   WHERE n.deleted_at IS NULL;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Only rows whose name, gender, deletion or creation time changed are re-indexed.
CREATE FUNCTION children_name_grams_update() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM children_name_grams g
   USING old_children o
   WHERE g.institution_id = o.institution_id AND g.child_id = o.id
     AND NOT EXISTS (SELECT 1 FROM new_children n
                      WHERE n.institution_id = o.institution_id AND n.id = o.id AND n.name = o.name AND n.gender = o.gender
                        AND n.created_at = o.created_at AND n.deleted_at IS NOT DISTINCT FROM o.deleted_at);
  INSERT INTO children_name_grams (institution_id, child_id, gram, gender, created_at)
  SELECT n.institution_id, n.id, g, n.gender, n.created_at
    FROM new_children n CROSS JOIN LATERAL children_name_grams_of(n.name) g
   WHERE n.deleted_at IS NULL
     AND NOT EXISTS (SELECT 1 FROM old_children o
                      WHERE o.institution_id = n.institution_id AND o.id = n.id AND o.name = n.name AND o.gender = n.gender
                        AND o.created_at = n.created_at AND o.deleted_at IS NOT DISTINCT FROM n.deleted_at);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER children_name_grams_insert AFTER INSERT ON children
  REFERENCING NEW TABLE AS inserted_children
  FOR EACH STATEMENT EXECUTE FUNCTION children_name_grams_insert();
--> statement-breakpoint
CREATE TRIGGER children_name_grams_update AFTER UPDATE ON children
  REFERENCING OLD TABLE AS old_children NEW TABLE AS new_children
  FOR EACH STATEMENT EXECUTE FUNCTION children_name_grams_update();
--> statement-breakpoint
-- Rows written before the triggers existed (none on a new installation).
INSERT INTO children_name_grams (institution_id, child_id, gram, gender, created_at)
SELECT c.institution_id, c.id, g, c.gender, c.created_at
  FROM children c CROSS JOIN LATERAL children_name_grams_of(c.name) g
 WHERE c.deleted_at IS NULL
ON CONFLICT DO NOTHING;
