CREATE TABLE "case_reports" (
	"institution_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"case_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"version" integer NOT NULL,
	"locale" text NOT NULL,
	"file_id" uuid NOT NULL,
	"html_file_id" uuid NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL,
	CONSTRAINT "case_reports_institution_id_id_pk" PRIMARY KEY("institution_id","id"),
	CONSTRAINT "case_reports_version_key" UNIQUE("institution_id","case_id","version"),
	CONSTRAINT "case_reports_kind_check" CHECK ("case_reports"."kind" in ('v1', 'v2', 'summary')),
	CONSTRAINT "case_reports_locale_check" CHECK ("case_reports"."locale" in ('zh', 'en')),
	CONSTRAINT "case_reports_version_check" CHECK ("case_reports"."version" >= 1)
);
--> statement-breakpoint
CREATE TABLE "compass_case_reports" (
	"institution_id" uuid NOT NULL,
	"case_id" uuid NOT NULL,
	"report_id" uuid NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "compass_case_reports_institution_id_case_id_report_id_pk" PRIMARY KEY("institution_id","case_id","report_id")
);
--> statement-breakpoint
CREATE TABLE "compass_cases" (
	"institution_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"children_id" uuid NOT NULL,
	"version" text NOT NULL,
	"status" text DEFAULT 'Edit' NOT NULL,
	"from_info" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"complaint_info" jsonb,
	"edit_from_info" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"edit_complaint_info" jsonb,
	"open_type" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"dynamic_state" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone,
	"closed_by" uuid,
	CONSTRAINT "compass_cases_institution_id_id_pk" PRIMARY KEY("institution_id","id"),
	CONSTRAINT "compass_cases_status_check" CHECK ("status" in ('Edit', 'Close', 'Custom')),
	CONSTRAINT "compass_cases_version_check" CHECK ("compass_cases"."version" in ('v1', 'v2')),
	CONSTRAINT "compass_cases_closed_check" CHECK (("compass_cases"."status" = 'Edit') = ("compass_cases"."closed_at" is null))
);
--> statement-breakpoint
CREATE TABLE "summary_reports" (
	"institution_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"children_id" uuid NOT NULL,
	"status" text DEFAULT 'Edit' NOT NULL,
	"content" jsonb,
	"created_at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL,
	"closed_at" timestamp with time zone,
	"closed_by" uuid,
	CONSTRAINT "summary_reports_institution_id_id_pk" PRIMARY KEY("institution_id","id"),
	CONSTRAINT "summary_reports_children_key" UNIQUE("institution_id","children_id"),
	CONSTRAINT "summary_reports_status_check" CHECK ("summary_reports"."status" in ('Edit', 'Close')),
	CONSTRAINT "summary_reports_closed_check" CHECK (("summary_reports"."status" = 'Close') = ("summary_reports"."closed_at" is not null and "summary_reports"."content" is not null))
);
--> statement-breakpoint
CREATE TABLE "wjx_configs" (
	"institution_id" uuid NOT NULL,
	"wjx_id" text NOT NULL,
	"wjx_content" text DEFAULT '' NOT NULL,
	"from_params" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	CONSTRAINT "wjx_configs_institution_id_wjx_id_pk" PRIMARY KEY("institution_id","wjx_id")
);
--> statement-breakpoint
ALTER TABLE "files" DROP CONSTRAINT "files_source_check";--> statement-breakpoint
ALTER TABLE "case_reports" ADD CONSTRAINT "case_reports_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_reports" ADD CONSTRAINT "case_reports_institution_id_file_id_files_institution_id_id_fk" FOREIGN KEY ("institution_id","file_id") REFERENCES "public"."files"("institution_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_reports" ADD CONSTRAINT "case_reports_institution_id_html_file_id_files_institution_id_id_fk" FOREIGN KEY ("institution_id","html_file_id") REFERENCES "public"."files"("institution_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "compass_case_reports" ADD CONSTRAINT "compass_case_reports_institution_id_case_id_compass_cases_institution_id_id_fk" FOREIGN KEY ("institution_id","case_id") REFERENCES "public"."compass_cases"("institution_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "compass_case_reports" ADD CONSTRAINT "compass_case_reports_institution_id_report_id_reports_institution_id_id_fk" FOREIGN KEY ("institution_id","report_id") REFERENCES "public"."reports"("institution_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "compass_cases" ADD CONSTRAINT "compass_cases_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "compass_cases" ADD CONSTRAINT "compass_cases_closed_by_users_id_fk" FOREIGN KEY ("closed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "compass_cases" ADD CONSTRAINT "compass_cases_institution_id_children_id_children_institution_id_id_fk" FOREIGN KEY ("institution_id","children_id") REFERENCES "public"."children"("institution_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "summary_reports" ADD CONSTRAINT "summary_reports_closed_by_users_id_fk" FOREIGN KEY ("closed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "summary_reports" ADD CONSTRAINT "summary_reports_institution_id_children_id_children_institution_id_id_fk" FOREIGN KEY ("institution_id","children_id") REFERENCES "public"."children"("institution_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wjx_configs" ADD CONSTRAINT "wjx_configs_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wjx_configs" ADD CONSTRAINT "wjx_configs_institution_id_institutions_id_fk" FOREIGN KEY ("institution_id") REFERENCES "public"."institutions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "case_reports_file_idx" ON "case_reports" USING btree ("institution_id","file_id");--> statement-breakpoint
CREATE INDEX "case_reports_html_file_idx" ON "case_reports" USING btree ("institution_id","html_file_id");--> statement-breakpoint
CREATE INDEX "compass_case_reports_report_idx" ON "compass_case_reports" USING btree ("institution_id","report_id");--> statement-breakpoint
CREATE INDEX "compass_cases_list_idx" ON "compass_cases" USING btree ("institution_id","created_at","id");--> statement-breakpoint
CREATE INDEX "compass_cases_children_idx" ON "compass_cases" USING btree ("institution_id","children_id");--> statement-breakpoint
CREATE INDEX "reports_created_idx" ON "reports" USING btree ("institution_id","created_at","id");--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_source_check" CHECK ("files"."source" in ('upload', 'report', 'transcode', 'case'));