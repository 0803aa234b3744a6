CREATE TABLE "speech_outcomes" (
	"institution_id" uuid NOT NULL,
	"recording_id" uuid NOT NULL,
	"test_id" uuid NOT NULL,
	"session_id" uuid NOT NULL,
	"scoring" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"failure_detail" text,
	"outcome" jsonb,
	"amend_outcome" jsonb,
	"amended_by" uuid,
	"amended_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "speech_outcomes_institution_id_recording_id_pk" PRIMARY KEY("institution_id","recording_id"),
	CONSTRAINT "speech_outcomes_scoring_check" CHECK ("scoring" in ('none', 'pending', 'scoring', 'scored', 'failed')),
	CONSTRAINT "speech_outcomes_scored_check" CHECK (("speech_outcomes"."scoring" = 'scored') = ("speech_outcomes"."outcome" is not null)),
	CONSTRAINT "speech_outcomes_attempts_check" CHECK ("speech_outcomes"."attempts" >= 0)
);
--> statement-breakpoint
CREATE TABLE "speech_recordings" (
	"institution_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"session_id" uuid NOT NULL,
	"test_id" uuid NOT NULL,
	"part" text NOT NULL,
	"question_id" text NOT NULL,
	"init_tag" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL,
	"status" text NOT NULL,
	"upload_file_id" uuid NOT NULL,
	"upload_sha256" text NOT NULL,
	"web_file_id" uuid,
	"transcode_state" text DEFAULT 'Pending' NOT NULL,
	"transcode_detail" text,
	"timestamp_ms" integer,
	"audio_duration_ms" integer,
	"score_audio" jsonb NOT NULL,
	"rec_string" text DEFAULT '' NOT NULL,
	CONSTRAINT "speech_recordings_institution_id_id_pk" PRIMARY KEY("institution_id","id"),
	CONSTRAINT "speech_recordings_part_check" CHECK ("part" in ('full', 'item')),
	CONSTRAINT "speech_recordings_status_check" CHECK ("status" in ('FullAudio', 'Successful', 'Alternative', 'NotPronounced')),
	CONSTRAINT "speech_recordings_full_check" CHECK (("speech_recordings"."part" = 'full') = ("speech_recordings"."status" = 'FullAudio')),
	CONSTRAINT "speech_recordings_transcode_check" CHECK ("transcode_state" in ('Pending', 'Completed', 'Failed')),
	CONSTRAINT "speech_recordings_web_check" CHECK (("speech_recordings"."transcode_state" = 'Completed') = ("speech_recordings"."web_file_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "speech_sessions" (
	"institution_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"test_id" uuid NOT NULL,
	"start_time" timestamp with time zone DEFAULT clock_timestamp() NOT NULL,
	"end_time" timestamp with time zone,
	"full_audio_path" text,
	"full_audio_duration_ms" integer,
	"created_by" uuid,
	CONSTRAINT "speech_sessions_institution_id_id_pk" PRIMARY KEY("institution_id","id"),
	CONSTRAINT "speech_sessions_end_check" CHECK ("speech_sessions"."end_time" is null or "speech_sessions"."end_time" >= "speech_sessions"."start_time")
);
--> statement-breakpoint
ALTER TABLE "speech_outcomes" ADD CONSTRAINT "speech_outcomes_amended_by_users_id_fk" FOREIGN KEY ("amended_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "speech_outcomes" ADD CONSTRAINT "speech_outcomes_institution_id_recording_id_speech_recordings_institution_id_id_fk" FOREIGN KEY ("institution_id","recording_id") REFERENCES "public"."speech_recordings"("institution_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "speech_outcomes" ADD CONSTRAINT "speech_outcomes_institution_id_test_id_tests_institution_id_id_fk" FOREIGN KEY ("institution_id","test_id") REFERENCES "public"."tests"("institution_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "speech_recordings" ADD CONSTRAINT "speech_recordings_institution_id_session_id_speech_sessions_institution_id_id_fk" FOREIGN KEY ("institution_id","session_id") REFERENCES "public"."speech_sessions"("institution_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "speech_recordings" ADD CONSTRAINT "speech_recordings_institution_id_test_id_tests_institution_id_id_fk" FOREIGN KEY ("institution_id","test_id") REFERENCES "public"."tests"("institution_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "speech_recordings" ADD CONSTRAINT "speech_recordings_institution_id_upload_file_id_files_institution_id_id_fk" FOREIGN KEY ("institution_id","upload_file_id") REFERENCES "public"."files"("institution_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "speech_recordings" ADD CONSTRAINT "speech_recordings_institution_id_web_file_id_files_institution_id_id_fk" FOREIGN KEY ("institution_id","web_file_id") REFERENCES "public"."files"("institution_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "speech_sessions" ADD CONSTRAINT "speech_sessions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "speech_sessions" ADD CONSTRAINT "speech_sessions_institution_id_test_id_tests_institution_id_id_fk" FOREIGN KEY ("institution_id","test_id") REFERENCES "public"."tests"("institution_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "speech_outcomes_session_idx" ON "speech_outcomes" USING btree ("institution_id","session_id");--> statement-breakpoint
CREATE UNIQUE INDEX "speech_recordings_item_key" ON "speech_recordings" USING btree ("institution_id","session_id","question_id","part");--> statement-breakpoint
CREATE INDEX "speech_sessions_test_idx" ON "speech_sessions" USING btree ("institution_id","test_id","start_time");