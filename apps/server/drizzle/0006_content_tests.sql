CREATE TABLE "question_banks" (
	"tools_type" text NOT NULL,
	"bank_version" text NOT NULL,
	"schema_version" integer NOT NULL,
	"document" jsonb NOT NULL,
	"demonstration" boolean NOT NULL,
	"imported_at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL,
	CONSTRAINT "question_banks_tools_type_bank_version_pk" PRIMARY KEY("tools_type","bank_version"),
	CONSTRAINT "question_banks_document_check" CHECK ("question_banks"."document"->>'tools_type' = "question_banks"."tools_type" and "question_banks"."document"->>'bank_version' = "question_banks"."bank_version" and coalesce(("question_banks"."document"->>'demonstration')::boolean, false) = "question_banks"."demonstration")
);
--> statement-breakpoint
CREATE TABLE "tests" (
	"institution_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"children_id" uuid NOT NULL,
	"tools_type" text NOT NULL,
	"status" text DEFAULT 'Active' NOT NULL,
	"test_code" text NOT NULL,
	"bank_version" text NOT NULL,
	"library" jsonb NOT NULL,
	"answer" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"answer_parents" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"is_end" boolean DEFAULT false NOT NULL,
	"report_version" text,
	"is_at_risk_score" boolean,
	"flagged_items_list" jsonb,
	"scores" jsonb,
	"created_by" uuid,
	"created_time" timestamp with time zone DEFAULT clock_timestamp() NOT NULL,
	"ended_time" timestamp with time zone,
	CONSTRAINT "tests_institution_id_id_pk" PRIMARY KEY("institution_id","id"),
	CONSTRAINT "tests_status_check" CHECK ("status" in ('Active', 'Additional', 'ParentsTesting', 'Testing', 'Close', 'RecClose', 'ExpClose', 'Failure', 'Custom', 'Edit')),
	CONSTRAINT "tests_ended_check" CHECK (not "tests"."is_end" or "tests"."ended_time" is not null),
	CONSTRAINT "tests_scored_check" CHECK (("tests"."scores" is null) = ("tests"."is_at_risk_score" is null) and ("tests"."scores" is null) = ("tests"."flagged_items_list" is null))
);
--> statement-breakpoint
CREATE TABLE "tool_norms" (
	"tools_type" text NOT NULL,
	"norms_version" text NOT NULL,
	"schema_version" integer NOT NULL,
	"document" jsonb NOT NULL,
	"demonstration" boolean NOT NULL,
	"imported_at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL,
	CONSTRAINT "tool_norms_tools_type_norms_version_pk" PRIMARY KEY("tools_type","norms_version"),
	CONSTRAINT "tool_norms_document_check" CHECK ("tool_norms"."document"->>'tools_type' = "tool_norms"."tools_type" and "tool_norms"."document"->>'norms_version' = "tool_norms"."norms_version" and ("tool_norms"."document"->>'demonstration')::boolean = "tool_norms"."demonstration")
);
--> statement-breakpoint
ALTER TABLE "tests" ADD CONSTRAINT "tests_institution_id_institutions_id_fk" FOREIGN KEY ("institution_id") REFERENCES "public"."institutions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tests" ADD CONSTRAINT "tests_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tests" ADD CONSTRAINT "tests_institution_id_children_id_children_institution_id_id_fk" FOREIGN KEY ("institution_id","children_id") REFERENCES "public"."children"("institution_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tests" ADD CONSTRAINT "tests_tools_type_bank_version_question_banks_tools_type_bank_version_fk" FOREIGN KEY ("tools_type","bank_version") REFERENCES "public"."question_banks"("tools_type","bank_version") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "question_banks_current_idx" ON "question_banks" USING btree ("tools_type","imported_at");--> statement-breakpoint
CREATE UNIQUE INDEX "tests_code_key" ON "tests" USING btree ("institution_id","test_code");--> statement-breakpoint
CREATE INDEX "tests_list_idx" ON "tests" USING btree ("institution_id","created_time","id");--> statement-breakpoint
CREATE INDEX "tests_child_idx" ON "tests" USING btree ("institution_id","children_id","created_time");--> statement-breakpoint
CREATE INDEX "tool_norms_current_idx" ON "tool_norms" USING btree ("tools_type","imported_at");