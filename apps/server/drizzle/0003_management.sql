CREATE TABLE "institution_tool_authorizations" (
	"institution_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"tool_id" uuid NOT NULL,
	"tools_type" text NOT NULL,
	"activate" boolean DEFAULT false NOT NULL,
	"validity_date" date,
	"report_count" integer DEFAULT 0 NOT NULL,
	"use_report_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL,
	CONSTRAINT "institution_tool_authorizations_institution_id_id_pk" PRIMARY KEY("institution_id","id"),
	CONSTRAINT "institution_tool_authorizations_counts_check" CHECK ("institution_tool_authorizations"."report_count" >= 0 and "institution_tool_authorizations"."use_report_count" >= 0 and "institution_tool_authorizations"."use_report_count" <= "institution_tool_authorizations"."report_count")
);
--> statement-breakpoint
ALTER TABLE "institution_tools" ADD COLUMN "tools_sale_type" text DEFAULT 'NoLimit' NOT NULL;--> statement-breakpoint
ALTER TABLE "institution_tools" ADD COLUMN "test_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "institution_tools" ADD COLUMN "old_test_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "institution_tools" ADD COLUMN "effective_date" date;--> statement-breakpoint
ALTER TABLE "institution_tools" ADD COLUMN "failure_date" date;--> statement-breakpoint
ALTER TABLE "institution_tools" ADD COLUMN "model_version" text;--> statement-breakpoint
ALTER TABLE "institution_tools" ADD COLUMN "report_version" text;--> statement-breakpoint
ALTER TABLE "institutions" ADD COLUMN "parent_id" uuid;--> statement-breakpoint
ALTER TABLE "institutions" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "institution_tool_authorizations" ADD CONSTRAINT "institution_tool_authorizations_institution_id_tool_id_institution_tools_institution_id_id_fk" FOREIGN KEY ("institution_id","tool_id") REFERENCES "public"."institution_tools"("institution_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "institution_tool_authorizations_tool_idx" ON "institution_tool_authorizations" USING btree ("institution_id","tool_id");--> statement-breakpoint
ALTER TABLE "institutions" ADD CONSTRAINT "institutions_parent_id_institutions_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."institutions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "institutions_parent_idx" ON "institutions" USING btree ("parent_id");--> statement-breakpoint
ALTER TABLE "institution_tools" ADD CONSTRAINT "institution_tools_sale_type_check" CHECK ("institution_tools"."tools_sale_type" in ('NoLimit', 'Limited'));--> statement-breakpoint
ALTER TABLE "institution_tools" ADD CONSTRAINT "institution_tools_counts_check" CHECK ("institution_tools"."test_count" >= 0 and "institution_tools"."old_test_count" >= 0);