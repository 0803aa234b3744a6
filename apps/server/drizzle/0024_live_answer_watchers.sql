CREATE TABLE "test_watchers" (
	"institution_id" uuid NOT NULL,
	"test_id" uuid NOT NULL,
	"relay_id" uuid NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "test_watchers_institution_id_test_id_relay_id_pk" PRIMARY KEY("institution_id","test_id","relay_id")
);
--> statement-breakpoint
ALTER TABLE "test_watchers" ADD CONSTRAINT "test_watchers_institution_id_test_id_tests_institution_id_id_fk" FOREIGN KEY ("institution_id","test_id") REFERENCES "public"."tests"("institution_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "test_watchers_relay_idx" ON "test_watchers" USING btree ("relay_id");--> statement-breakpoint
-- test_apply_change (0009) notifies only for watched tests; otherwise unchanged.
CREATE OR REPLACE FUNCTION test_apply_change(
  p_institution uuid, p_test uuid, p_side text, p_device text, p_seq bigint, p_change_key text,
  p_keys text[], p_values jsonb, p_allowed text[], p_from text, p_to text)
RETURNS TABLE (status text, applied boolean, replayed boolean, answer jsonb, answer_parents jsonb)
LANGUAGE plpgsql AS $$
#variable_conflict use_column
DECLARE
  v_status text;
  v_applied text[];
  v_removed text[];
  v_added jsonb;
  v_key text;
  v_answer jsonb;
  v_parents jsonb;
BEGIN
  SELECT t.status INTO v_status FROM tests t
   WHERE t.institution_id = p_institution AND t.id = p_test FOR NO KEY UPDATE;
  IF NOT FOUND THEN RETURN; END IF;
  IF NOT (v_status = ANY (p_allowed)) THEN
    RETURN QUERY SELECT t.status, false, false, t.answer, t.answer_parents FROM tests t
     WHERE t.institution_id = p_institution AND t.id = p_test;
    RETURN;
  END IF;
  IF p_device <> '' THEN
    PERFORM 1 FROM test_answer_log l
     WHERE l.institution_id = p_institution AND l.test_id = p_test AND l.device_id = p_device AND l.seq = p_seq;
    IF FOUND THEN
      RETURN QUERY SELECT t.status, false, true, t.answer, t.answer_parents FROM tests t
       WHERE t.institution_id = p_institution AND t.id = p_test;
      RETURN;
    END IF;
  END IF;
  -- shared supersedes(): another device, or a higher seq of the same device; '' always.
  WITH up AS (
    INSERT INTO test_answer_versions AS v (institution_id, test_id, side, key, device_id, seq, updated_at)
    SELECT p_institution, p_test, p_side, k, p_device, p_seq, clock_timestamp() FROM unnest(p_keys) AS k
    ON CONFLICT (institution_id, test_id, side, key) DO UPDATE
      SET device_id = excluded.device_id, seq = excluded.seq, updated_at = excluded.updated_at
      WHERE excluded.device_id = '' OR v.device_id <> excluded.device_id OR excluded.seq > v.seq
    RETURNING v.key
  ) SELECT array_agg(up.key) INTO v_applied FROM up;
  IF p_device <> '' THEN
    INSERT INTO test_answer_log (institution_id, test_id, device_id, seq, side, key, applied)
    VALUES (p_institution, p_test, p_device, p_seq, p_side, p_change_key, v_applied IS NOT NULL);
  END IF;
  IF v_applied IS NULL THEN
    RETURN QUERY SELECT t.status, false, false, t.answer, t.answer_parents FROM tests t
     WHERE t.institution_id = p_institution AND t.id = p_test;
    RETURN;
  END IF;
  SELECT coalesce(array_agg(k) FILTER (WHERE jsonb_typeof(p_values -> k) IS DISTINCT FROM 'object'), '{}'),
         coalesce(jsonb_object_agg(k, p_values -> k) FILTER (WHERE jsonb_typeof(p_values -> k) = 'object'), '{}')
    INTO v_removed, v_added FROM unnest(v_applied) AS k;
  UPDATE tests t SET
      answer = CASE WHEN p_side = 'clinician' THEN (t.answer - v_removed) || v_added ELSE t.answer END,
      answer_parents = CASE WHEN p_side = 'parents' THEN (t.answer_parents - v_removed) || v_added ELSE t.answer_parents END,
      status = CASE WHEN t.status = p_from THEN p_to ELSE t.status END,
      started_time = coalesce(t.started_time, clock_timestamp())
   WHERE t.institution_id = p_institution AND t.id = p_test
  RETURNING t.status, t.answer, t.answer_parents INTO v_status, v_answer, v_parents;
  -- Only a watched test is announced (test_watchers): pg_notify takes a database-wide lock held
  -- through commit. Read after the test row's lock, so a watcher registered under FOR SHARE of
  -- that row (events.ts) is either seen here or registered after this change committed.
  PERFORM 1 FROM test_watchers w
   WHERE w.institution_id = p_institution AND w.test_id = p_test AND w.expires_at > clock_timestamp();
  IF FOUND THEN
    FOREACH v_key IN ARRAY v_applied LOOP
      PERFORM pg_notify('test_answers', json_build_object('institution_id', p_institution, 'test_id', p_test,
        'side', p_side, 'key', v_key, 'status', v_status)::text);
    END LOOP;
  END IF;
  RETURN QUERY SELECT v_status, true, false, v_answer, v_parents;
END
$$;
