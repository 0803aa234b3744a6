CREATE TABLE "report_renders" (
	"institution_id" uuid NOT NULL,
	"test_id" uuid NOT NULL,
	"report_version" text NOT NULL,
	"status" text DEFAULT 'generating' NOT NULL,
	"started_at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL,
	"detail" text,
	CONSTRAINT "report_renders_institution_id_test_id_report_version_pk" PRIMARY KEY("institution_id","test_id","report_version"),
	CONSTRAINT "report_renders_status_check" CHECK ("report_renders"."status" in ('generating', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "report_renders" ADD CONSTRAINT "report_renders_institution_id_test_id_tests_institution_id_id_fk" FOREIGN KEY ("institution_id","test_id") REFERENCES "public"."tests"("institution_id","id") ON DELETE cascade ON UPDATE no action;