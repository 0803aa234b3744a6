CREATE TABLE "audit_log" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "audit_log_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"institution_id" uuid,
	"at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL,
	"actor_kind" text DEFAULT 'system' NOT NULL,
	"actor_id" uuid,
	"identity_institution_id" uuid,
	"identity_role_id" text,
	"action" text NOT NULL,
	"table_name" text,
	"row_id" text,
	"child_id" uuid,
	"changes" jsonb,
	"detail" jsonb,
	"address" text
);
--> statement-breakpoint
CREATE INDEX "audit_log_institution_at_idx" ON "audit_log" USING btree ("institution_id","at");--> statement-breakpoint
CREATE INDEX "audit_log_child_idx" ON "audit_log" USING btree ("institution_id","child_id");--> statement-breakpoint
CREATE INDEX "audit_log_actor_idx" ON "audit_log" USING btree ("institution_id","actor_id");--> statement-breakpoint
-- A uuid from text, or null: a trigger must never fail a change over a column's odd content.
CREATE FUNCTION audit_uuid(value text) RETURNS uuid
LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN value ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' THEN value::uuid END
$$;
--> statement-breakpoint
-- Fields whose values never enter the trail (their change does, as "***").
CREATE FUNCTION audit_masked(field text) RETURNS boolean
LANGUAGE sql IMMUTABLE AS $$
  SELECT field ~ '(password|token|secret|code_hash)'
$$;
--> statement-breakpoint
-- {field: {before, after}} of what changed; a jsonb object field keeps only its changed keys.
CREATE FUNCTION audit_diff(old_row jsonb, new_row jsonb) RETURNS jsonb
LANGUAGE plpgsql IMMUTABLE AS $$
DECLARE
  diff jsonb := '{}';
  field text;
  before jsonb;
  after jsonb;
  inner_before jsonb;
  inner_after jsonb;
BEGIN
  FOR field IN SELECT k FROM (SELECT jsonb_object_keys(coalesce(old_row, '{}')) AS k UNION SELECT jsonb_object_keys(coalesce(new_row, '{}'))) keys LOOP
    before := old_row -> field;
    after := new_row -> field;
    IF before IS NOT DISTINCT FROM after THEN CONTINUE; END IF;
    IF old_row IS NULL AND (after IS NULL OR after = 'null') THEN CONTINUE; END IF;
    IF new_row IS NULL AND (before IS NULL OR before = 'null') THEN CONTINUE; END IF;
    IF audit_masked(field) THEN
      diff := diff || jsonb_build_object(field, jsonb_strip_nulls(jsonb_build_object('before', CASE WHEN old_row IS NOT NULL THEN to_jsonb('***'::text) END, 'after', CASE WHEN new_row IS NOT NULL THEN to_jsonb('***'::text) END)));
    ELSIF jsonb_typeof(before) = 'object' AND jsonb_typeof(after) = 'object' THEN
      SELECT coalesce(jsonb_object_agg(k, b), '{}'), coalesce(jsonb_object_agg(k, a) FILTER (WHERE a IS NOT NULL), '{}')
        INTO inner_before, inner_after
        FROM (SELECT k, before -> k AS b, after -> k AS a
                FROM (SELECT jsonb_object_keys(before) AS k UNION SELECT jsonb_object_keys(after)) ks
               WHERE (before -> k) IS DISTINCT FROM (after -> k)) changed;
      diff := diff || jsonb_build_object(field, jsonb_build_object('before', jsonb_strip_nulls(inner_before), 'after', inner_after));
    ELSIF old_row IS NULL THEN
      diff := diff || jsonb_build_object(field, jsonb_build_object('after', after));
    ELSIF new_row IS NULL THEN
      diff := diff || jsonb_build_object(field, jsonb_build_object('before', before));
    ELSE
      diff := diff || jsonb_build_object(field, jsonb_build_object('before', before, 'after', after));
    END IF;
  END LOOP;
  RETURN diff;
END
$$;
--> statement-breakpoint
-- One audit row per changed row, in the changing transaction; the actor comes from `app.actor` (db/audit-actor.ts).
CREATE FUNCTION audit_row_change() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  actor jsonb := coalesce(nullif(current_setting('app.actor', true), '')::jsonb, '{}');
  old_row jsonb;
  new_row jsonb;
  row_data jsonb;
  diff jsonb;
  child text;
BEGIN
  IF TG_OP <> 'INSERT' THEN old_row := to_jsonb(OLD); END IF;
  IF TG_OP <> 'DELETE' THEN new_row := to_jsonb(NEW); END IF;
  diff := audit_diff(old_row, new_row);
  IF TG_OP = 'UPDATE' AND diff = '{}' THEN RETURN NULL; END IF;
  row_data := coalesce(new_row, old_row);
  child := CASE WHEN TG_TABLE_NAME = 'children' THEN row_data ->> 'id' ELSE coalesce(row_data ->> 'children_id', row_data ->> 'child_id') END;
  INSERT INTO audit_log (institution_id, actor_kind, actor_id, identity_institution_id, identity_role_id, action, table_name, row_id, child_id, changes, address)
  VALUES (
    coalesce(audit_uuid(CASE WHEN TG_TABLE_NAME = 'institutions' THEN row_data ->> 'id' ELSE row_data ->> 'institution_id' END), audit_uuid(actor ->> 'i')),
    coalesce(actor ->> 'k', 'system'),
    audit_uuid(actor ->> 'u'),
    audit_uuid(actor ->> 'i'),
    actor ->> 'r',
    lower(TG_OP),
    TG_TABLE_NAME,
    coalesce(row_data ->> 'id', row_data ->> 'test_id', row_data ->> 'children_id', row_data ->> 'student_id'),
    audit_uuid(child),
    diff,
    actor ->> 'a');
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- The trail is append-only: only audit_erase_personal_fields (which sets app.audit_erase) may change or remove a row.
CREATE FUNCTION audit_log_refuse_change() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('app.audit_erase', true) = 'on' AND TG_OP = 'UPDATE' THEN RETURN NEW; END IF;
  RAISE EXCEPTION 'audit_log is append-only' USING ERRCODE = 'insufficient_privilege';
END
$$;
--> statement-breakpoint
CREATE TRIGGER audit_log_append_only BEFORE UPDATE OR DELETE ON audit_log
  FOR EACH ROW EXECUTE FUNCTION audit_log_refuse_change();
--> statement-breakpoint
CREATE TRIGGER audit_log_no_truncate BEFORE TRUNCATE ON audit_log
  FOR EACH STATEMENT EXECUTE FUNCTION audit_log_refuse_change();
--> statement-breakpoint
-- An erased child's audit rows (by child, and by the erased rows as 'table:id') keep who, when, what and which fields changed, without the values.
CREATE FUNCTION audit_erase_personal_fields(erased_institution uuid, erased_child uuid, erased_rows text[]) RETURNS integer
LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
DECLARE
  n integer;
BEGIN
  PERFORM set_config('app.audit_erase', 'on', true);
  UPDATE audit_log
     SET changes = (SELECT jsonb_object_agg(key, '{"erased": true}'::jsonb) FROM jsonb_each(coalesce(changes, '{}'))),
         detail = CASE WHEN detail IS NULL THEN NULL ELSE '{"erased": true}'::jsonb END
   WHERE institution_id = erased_institution
     AND (child_id = erased_child OR table_name || ':' || row_id = ANY (erased_rows));
  GET DIAGNOSTICS n = ROW_COUNT;
  PERFORM set_config('app.audit_erase', 'off', true);
  RETURN n;
END
$$;
--> statement-breakpoint
-- Puts the row trigger on every table of the schema but the audit trail and `excluded` (and takes it off those);
-- the migration runner calls it after every run, so a table added later is audited by itself.
CREATE FUNCTION audit_attach_all(excluded text[]) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  t text;
BEGIN
  FOR t IN SELECT c.relname FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
            WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p') AND c.relname <> 'audit_log' AND NOT c.relispartition LOOP
    IF t = ANY (excluded) THEN
      EXECUTE format('DROP TRIGGER IF EXISTS audit_row_change ON %I', t);
    ELSIF NOT EXISTS (SELECT 1 FROM pg_trigger g JOIN pg_class r ON r.oid = g.tgrelid JOIN pg_namespace rn ON rn.oid = r.relnamespace
                       WHERE g.tgname = 'audit_row_change' AND r.relname = t AND rn.nspname = 'public') THEN
      EXECUTE format('CREATE TRIGGER audit_row_change AFTER INSERT OR UPDATE OR DELETE ON %I FOR EACH ROW EXECUTE FUNCTION audit_row_change()', t);
    END IF;
  END LOOP;
END
$$;
