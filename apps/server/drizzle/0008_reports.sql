CREATE TABLE "reports" (
	"institution_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"test_id" uuid NOT NULL,
	"tools_type" text NOT NULL,
	"report_version" text NOT NULL,
	"locale" text NOT NULL,
	"file_id" uuid NOT NULL,
	"html_file_id" uuid NOT NULL,
	"authorization_id" uuid,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL,
	CONSTRAINT "reports_institution_id_id_pk" PRIMARY KEY("institution_id","id"),
	CONSTRAINT "reports_test_version_key" UNIQUE("institution_id","test_id","report_version"),
	CONSTRAINT "reports_locale_check" CHECK ("reports"."locale" in ('zh', 'en'))
);
--> statement-breakpoint
ALTER TABLE "tests" ADD COLUMN "comments" text;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_institution_id_test_id_tests_institution_id_id_fk" FOREIGN KEY ("institution_id","test_id") REFERENCES "public"."tests"("institution_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_institution_id_file_id_files_institution_id_id_fk" FOREIGN KEY ("institution_id","file_id") REFERENCES "public"."files"("institution_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_institution_id_html_file_id_files_institution_id_id_fk" FOREIGN KEY ("institution_id","html_file_id") REFERENCES "public"."files"("institution_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reports_file_idx" ON "reports" USING btree ("institution_id","file_id");--> statement-breakpoint
CREATE INDEX "reports_html_file_idx" ON "reports" USING btree ("institution_id","html_file_id");--> statement-breakpoint
ALTER TABLE "tests" ADD CONSTRAINT "tests_comments_check" CHECK (char_length("tests"."comments") <= 1000);