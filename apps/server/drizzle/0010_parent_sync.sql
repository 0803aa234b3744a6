-- A parent's answer change in one round trip (src/modules/testing/parent-sync.ts): the temporary
-- session is checked (live, and for this very test) and the change applied by test_apply_change
-- (migration 0009) in the same statement and transaction. Zero rows: the test is gone.
-- session_ok false: no live session of this token for this test (the caller answers 306).
CREATE FUNCTION test_apply_parent_change(
  p_token_hash text, p_test uuid, p_device text, p_seq bigint, p_change_key text,
  p_keys text[], p_values jsonb, p_allowed text[], p_from text, p_to text)
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
  RETURN QUERY SELECT true, v_institution, c.status, c.applied, c.replayed, c.answer, c.answer_parents
    FROM test_apply_change(v_institution, p_test, 'parents', p_device, p_seq, p_change_key, p_keys, p_values, p_allowed, p_from, p_to) AS c;
END
$$;
