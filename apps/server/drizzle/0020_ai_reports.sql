CREATE TABLE "ai_reports" (
	"institution_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"test_id" uuid NOT NULL,
	"report_id" uuid NOT NULL,
	"status" text DEFAULT 'generating' NOT NULL,
	"locale" text NOT NULL,
	"writer" text NOT NULL,
	"expected_seconds" integer NOT NULL,
	"file_id" uuid,
	"attempts" integer DEFAULT 0 NOT NULL,
	"error" text,
	"started_at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL,
	"finished_at" timestamp with time zone,
	"created_by" uuid,
	CONSTRAINT "ai_reports_institution_id_id_pk" PRIMARY KEY("institution_id","id"),
	CONSTRAINT "ai_reports_test_key" UNIQUE("institution_id","test_id"),
	CONSTRAINT "ai_reports_status_check" CHECK ("ai_reports"."status" in ('generating', 'done', 'failed')),
	CONSTRAINT "ai_reports_locale_check" CHECK ("ai_reports"."locale" in ('zh', 'en')),
	CONSTRAINT "ai_reports_done_check" CHECK ("ai_reports"."status" <> 'done' or "ai_reports"."file_id" is not null)
);
--> statement-breakpoint
ALTER TABLE "ai_reports" ADD CONSTRAINT "ai_reports_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_reports" ADD CONSTRAINT "ai_reports_institution_id_test_id_tests_institution_id_id_fk" FOREIGN KEY ("institution_id","test_id") REFERENCES "public"."tests"("institution_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_reports" ADD CONSTRAINT "ai_reports_institution_id_report_id_reports_institution_id_id_fk" FOREIGN KEY ("institution_id","report_id") REFERENCES "public"."reports"("institution_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_reports" ADD CONSTRAINT "ai_reports_institution_id_file_id_files_institution_id_id_fk" FOREIGN KEY ("institution_id","file_id") REFERENCES "public"."files"("institution_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ai_reports_file_idx" ON "ai_reports" USING btree ("institution_id","file_id");--> statement-breakpoint
CREATE INDEX "ai_reports_report_idx" ON "ai_reports" USING btree ("institution_id","report_id");