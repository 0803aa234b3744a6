-- The answer sync's audit row, written by test_apply_change itself (bench/README.md, "Where one
-- parent's sync goes"): the generic audit_row_change trigger turns both versions of the whole
-- tests row into jsonb (the question libraries copied into each test, ~28,000 characters) and
-- compares every field, several ms per answer change, where the function already knows what it
-- changed. The row it writes is the one the trigger would write: action 'update', table 'tests',
-- the actor of `app.actor`, and before/after of the changed answer keys, status and started_time.
-- While its UPDATE runs, the function sets `app.audit_inline` to 'tests' (transaction-local), and
-- the trigger on tests (WHEN clause: not even queued) stays out. Every other change of a test is
-- audited by the trigger as before. audit_attach_all leaves an existing trigger as it is.
DROP TRIGGER IF EXISTS audit_row_change ON tests;
--> statement-breakpoint
CREATE TRIGGER audit_row_change AFTER INSERT OR UPDATE OR DELETE ON tests
  FOR EACH ROW WHEN (current_setting('app.audit_inline', true) IS DISTINCT FROM 'tests')
  EXECUTE FUNCTION audit_row_change();
--> statement-breakpoint
-- test_apply_change (0009, 0024) with its own audit row; otherwise unchanged.
CREATE OR REPLACE FUNCTION test_apply_change(
  p_institution uuid, p_test uuid, p_side text, p_device text, p_seq bigint, p_change_key text,
  p_keys text[], p_values jsonb, p_allowed text[], p_from text, p_to text)
RETURNS TABLE (status text, applied boolean, replayed boolean, answer jsonb, answer_parents jsonb)
LANGUAGE plpgsql AS $$
#variable_conflict use_column
DECLARE
  v_status text;
  v_old_status text;
  v_old_started timestamptz;
  v_started timestamptz;
  v_child uuid;
  v_old_map jsonb;
  v_new_map jsonb;
  v_applied text[];
  v_removed text[];
  v_added jsonb;
  v_key text;
  v_answer jsonb;
  v_parents jsonb;
  v_differing integer;
  v_before jsonb;
  v_after jsonb;
  v_changes jsonb := '{}';
  v_actor jsonb;
BEGIN
  SELECT t.status, t.started_time, t.children_id, CASE WHEN p_side = 'parents' THEN t.answer_parents ELSE t.answer END
    INTO v_old_status, v_old_started, v_child, v_old_map
    FROM tests t
   WHERE t.institution_id = p_institution AND t.id = p_test FOR NO KEY UPDATE;
  IF NOT FOUND THEN RETURN; END IF;
  IF NOT (v_old_status = ANY (p_allowed)) THEN
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
  PERFORM set_config('app.audit_inline', 'tests', true);
  UPDATE tests t SET
      answer = CASE WHEN p_side = 'clinician' THEN (t.answer - v_removed) || v_added ELSE t.answer END,
      answer_parents = CASE WHEN p_side = 'parents' THEN (t.answer_parents - v_removed) || v_added ELSE t.answer_parents END,
      status = CASE WHEN t.status = p_from THEN p_to ELSE t.status END,
      started_time = coalesce(t.started_time, clock_timestamp())
   WHERE t.institution_id = p_institution AND t.id = p_test
  RETURNING t.status, t.answer, t.answer_parents, t.started_time INTO v_status, v_answer, v_parents, v_started;
  PERFORM set_config('app.audit_inline', '', true);
  -- The audit row, as audit_diff would write it for these fields.
  v_new_map := CASE WHEN p_side = 'parents' THEN v_parents ELSE v_answer END;
  SELECT count(*), jsonb_strip_nulls(coalesce(jsonb_object_agg(k, v_old_map -> k), '{}')),
         coalesce(jsonb_object_agg(k, v_new_map -> k) FILTER (WHERE (v_new_map -> k) IS NOT NULL), '{}')
    INTO v_differing, v_before, v_after
    FROM unnest(v_applied) AS k WHERE (v_old_map -> k) IS DISTINCT FROM (v_new_map -> k);
  IF v_differing > 0 THEN
    v_changes := jsonb_build_object(CASE WHEN p_side = 'parents' THEN 'answer_parents' ELSE 'answer' END,
                                    jsonb_build_object('before', v_before, 'after', v_after));
  END IF;
  IF v_old_status IS DISTINCT FROM v_status THEN
    v_changes := v_changes || jsonb_build_object('status', jsonb_build_object('before', v_old_status, 'after', v_status));
  END IF;
  IF v_old_started IS DISTINCT FROM v_started THEN
    v_changes := v_changes || jsonb_build_object('started_time', jsonb_build_object('before', to_jsonb(v_old_started), 'after', to_jsonb(v_started)));
  END IF;
  IF v_changes <> '{}' THEN
    v_actor := coalesce(nullif(current_setting('app.actor', true), '')::jsonb, '{}');
    INSERT INTO audit_log (institution_id, actor_kind, actor_id, identity_institution_id, identity_role_id, action, table_name, row_id, child_id, changes, address)
    VALUES (p_institution, coalesce(v_actor ->> 'k', 'system'), audit_uuid(v_actor ->> 'u'), audit_uuid(v_actor ->> 'i'), v_actor ->> 'r',
            'update', 'tests', p_test::text, v_child, v_changes, v_actor ->> 'a');
  END IF;
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
--> statement-breakpoint
-- test_apply_parent_change (0010) with one more parameter: the actor (db/audit-actor.ts's
-- `app.actor` value), set for its own transaction, so a parent's sync needs no set_config round
-- trip before it (every parent is another actor); it leaves out the clinician's answers, which a
-- parent never receives. The 10-parameter version stays for a process still running the previous
-- build while several processes are upgraded one by one (its actor: the connection's setting).
CREATE FUNCTION test_apply_parent_change(
  p_token_hash text, p_test uuid, p_device text, p_seq bigint, p_change_key text,
  p_keys text[], p_values jsonb, p_allowed text[], p_from text, p_to text, p_actor text)
RETURNS TABLE (session_ok boolean, institution_id uuid, status text, applied boolean, replayed boolean, answer jsonb, answer_parents jsonb)
LANGUAGE plpgsql AS $$
#variable_conflict use_column
DECLARE
  v_institution uuid;
BEGIN
  SELECT s.institution_id INTO v_institution FROM temporary_sessions s
   WHERE s.token_hash = p_token_hash AND s.test_id = p_test AND s.ended_at IS NULL AND s.expires_at > now();
  IF NOT FOUND THEN
    RETURN QUERY SELECT false, NULL::uuid, NULL::text, false, false, NULL::jsonb, NULL::jsonb;
    RETURN;
  END IF;
  PERFORM set_config('app.actor', p_actor, true);
  RETURN QUERY SELECT true, v_institution, c.status, c.applied, c.replayed, NULL::jsonb, c.answer_parents
    FROM test_apply_change(v_institution, p_test, 'parents', p_device, p_seq, p_change_key, p_keys, p_values, p_allowed, p_from, p_to) AS c;
END
$$;
