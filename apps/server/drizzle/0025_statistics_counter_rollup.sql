CREATE TABLE "test_counter_rollup" (
	"institution_id" uuid NOT NULL,
	"tools_type" text NOT NULL,
	"status" text NOT NULL,
	"result" text NOT NULL,
	"test_count" integer DEFAULT 0 NOT NULL,
	"reported_count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "test_counter_rollup_institution_id_tools_type_status_result_pk" PRIMARY KEY("institution_id","tools_type","status","result"),
	CONSTRAINT "test_counter_rollup_result_check" CHECK ("test_counter_rollup"."result" in ('unscored', 'passed', 'at_risk')),
	CONSTRAINT "test_counter_rollup_count_check" CHECK ("test_counter_rollup"."test_count" >= 0 and "test_counter_rollup"."reported_count" between 0 and "test_counter_rollup"."test_count")
);
--> statement-breakpoint
ALTER TABLE "test_counter_rollup" ADD CONSTRAINT "test_counter_rollup_institution_id_institutions_id_fk" FOREIGN KEY ("institution_id") REFERENCES "public"."institutions"("id") ON DELETE cascade ON UPDATE no action;