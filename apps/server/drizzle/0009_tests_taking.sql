CREATE TABLE "children_extra" (
	"institution_id" uuid NOT NULL,
	"children_id" uuid NOT NULL,
	"info" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "children_extra_institution_id_children_id_pk" PRIMARY KEY("institution_id","children_id")
);
--> statement-breakpoint
CREATE TABLE "lottie_animations" (
	"lottie_key" text PRIMARY KEY NOT NULL,
	"json_path" text NOT NULL,
	"assets_list" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "temporary_sessions" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"institution_id" uuid NOT NULL,
	"test_id" uuid NOT NULL,
	"qr_token_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	"class_type" text
);
--> statement-breakpoint
CREATE TABLE "test_answer_log" (
	"institution_id" uuid NOT NULL,
	"test_id" uuid NOT NULL,
	"device_id" text NOT NULL,
	"seq" bigint NOT NULL,
	"side" text NOT NULL,
	"key" text NOT NULL,
	"applied" boolean NOT NULL,
	"received_at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL,
	CONSTRAINT "test_answer_log_institution_id_test_id_device_id_seq_pk" PRIMARY KEY("institution_id","test_id","device_id","seq"),
	CONSTRAINT "test_answer_log_side_check" CHECK ("side" in ('clinician', 'parents'))
);
--> statement-breakpoint
CREATE TABLE "test_answer_versions" (
	"institution_id" uuid NOT NULL,
	"test_id" uuid NOT NULL,
	"side" text NOT NULL,
	"key" text NOT NULL,
	"device_id" text NOT NULL,
	"seq" bigint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL,
	CONSTRAINT "test_answer_versions_institution_id_test_id_side_key_pk" PRIMARY KEY("institution_id","test_id","side","key"),
	CONSTRAINT "test_answer_versions_side_check" CHECK ("side" in ('clinician', 'parents'))
);
--> statement-breakpoint
CREATE TABLE "test_qr_tokens" (
	"institution_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"test_id" uuid NOT NULL,
	"token" text NOT NULL,
	"code" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL,
	"failure_at" timestamp with time zone NOT NULL,
	"seconds" integer NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "test_qr_tokens_institution_id_id_pk" PRIMARY KEY("institution_id","id"),
	CONSTRAINT "test_qr_tokens_token_unique" UNIQUE("token"),
	CONSTRAINT "test_qr_tokens_seconds_check" CHECK ("test_qr_tokens"."seconds" > 0)
);
--> statement-breakpoint
CREATE TABLE "verification_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"channel" text NOT NULL,
	"target" text NOT NULL,
	"code_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"verified_at" timestamp with time zone,
	"consumed_at" timestamp with time zone,
	"requester" text NOT NULL,
	"institution_id" uuid,
	CONSTRAINT "verification_codes_channel_check" CHECK ("verification_codes"."channel" in ('phone', 'email')),
	CONSTRAINT "verification_codes_attempts_check" CHECK ("verification_codes"."attempts" >= 0)
);
--> statement-breakpoint
ALTER TABLE "institution_tools" ADD COLUMN "simultaneous_test_limit" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "tests" ADD COLUMN "library_additional" jsonb;--> statement-breakpoint
ALTER TABLE "tests" ADD COLUMN "library_parents" jsonb;--> statement-breakpoint
ALTER TABLE "tests" ADD COLUMN "parents_additional" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "tests" ADD COLUMN "is_show_parents_answer" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "tests" ADD COLUMN "started_time" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "children_extra" ADD CONSTRAINT "children_extra_institution_id_children_id_children_institution_id_id_fk" FOREIGN KEY ("institution_id","children_id") REFERENCES "public"."children"("institution_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "temporary_sessions" ADD CONSTRAINT "temporary_sessions_institution_id_test_id_tests_institution_id_id_fk" FOREIGN KEY ("institution_id","test_id") REFERENCES "public"."tests"("institution_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "temporary_sessions" ADD CONSTRAINT "temporary_sessions_institution_id_qr_token_id_test_qr_tokens_institution_id_id_fk" FOREIGN KEY ("institution_id","qr_token_id") REFERENCES "public"."test_qr_tokens"("institution_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_answer_log" ADD CONSTRAINT "test_answer_log_institution_id_test_id_tests_institution_id_id_fk" FOREIGN KEY ("institution_id","test_id") REFERENCES "public"."tests"("institution_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_answer_versions" ADD CONSTRAINT "test_answer_versions_institution_id_test_id_tests_institution_id_id_fk" FOREIGN KEY ("institution_id","test_id") REFERENCES "public"."tests"("institution_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_qr_tokens" ADD CONSTRAINT "test_qr_tokens_institution_id_test_id_tests_institution_id_id_fk" FOREIGN KEY ("institution_id","test_id") REFERENCES "public"."tests"("institution_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "temporary_sessions_test_idx" ON "temporary_sessions" USING btree ("institution_id","test_id");--> statement-breakpoint
CREATE INDEX "temporary_sessions_expires_idx" ON "temporary_sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "test_qr_tokens_live_key" ON "test_qr_tokens" USING btree ("institution_id","test_id") WHERE "test_qr_tokens"."revoked_at" is null;--> statement-breakpoint
CREATE INDEX "verification_codes_target_idx" ON "verification_codes" USING btree ("channel","target","created_at");--> statement-breakpoint
CREATE INDEX "verification_codes_requester_idx" ON "verification_codes" USING btree ("requester","created_at");--> statement-breakpoint
CREATE INDEX "verification_codes_expires_idx" ON "verification_codes" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "tests_in_progress_idx" ON "tests" USING btree ("institution_id","tools_type") WHERE "status" in ('Additional', 'ParentsTesting', 'Testing');--> statement-breakpoint
ALTER TABLE "institution_tools" ADD CONSTRAINT "institution_tools_simultaneous_limit_check" CHECK ("institution_tools"."simultaneous_test_limit" >= 0);--> statement-breakpoint
-- One answer change of a test, exactly once (src/modules/testing/sync-store.ts; the rule is
-- @portal/shared testing/sync.ts). Every write of a test's answers, versions and change log
-- happens under the test row's lock, taken first; each statement below then reads with a fresh
-- snapshot, so the replay check and the version comparison see every change committed before.
-- Zero rows: no such test. Otherwise: the status after the change, whether it was applied,
-- whether it was a replay of a logged change, and both answer maps. p_device '' (with p_seq 0):
-- a client without the protocol, always applied and not logged. p_from/p_to: the status a first
-- applied change moves the test from and to ('' for none). The change is announced on channel
-- 'test_answers' (one notification per applied key), delivered at commit.
CREATE FUNCTION test_apply_change(
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
  FOREACH v_key IN ARRAY v_applied LOOP
    PERFORM pg_notify('test_answers', json_build_object('institution_id', p_institution, 'test_id', p_test,
      'side', p_side, 'key', v_key, 'status', v_status)::text);
  END LOOP;
  RETURN QUERY SELECT v_status, true, false, v_answer, v_parents;
END
$$;
