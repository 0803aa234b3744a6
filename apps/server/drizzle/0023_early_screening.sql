CREATE TABLE "screening_messages" (
	"institution_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"record_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"content" text NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL,
	CONSTRAINT "screening_messages_institution_id_id_pk" PRIMARY KEY("institution_id","id"),
	CONSTRAINT "screening_messages_kind_check" CHECK ("screening_messages"."kind" in ('follow', 'return_visit')),
	CONSTRAINT "screening_messages_content_check" CHECK (char_length("screening_messages"."content") between 1 and 1000)
);
--> statement-breakpoint
CREATE TABLE "screening_records" (
	"institution_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"children_id" uuid NOT NULL,
	"parent_name" text,
	"phone" text,
	"follow_status" text DEFAULT 'Following' NOT NULL,
	"not_follow" boolean DEFAULT false NOT NULL,
	"is_fail" boolean,
	"screened_at" timestamp with time zone,
	"its_test_id" uuid,
	"its_appointment_time" timestamp with time zone,
	"lb_return_visit_time" timestamp with time zone,
	"link_language_students_id" uuid,
	"order_code" text,
	"purchased_at" timestamp with time zone,
	"its_order_code" text,
	"cid" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL,
	CONSTRAINT "screening_records_institution_id_id_pk" PRIMARY KEY("institution_id","id"),
	CONSTRAINT "screening_records_follow_check" CHECK ("screening_records"."follow_status" in ('Following', 'Close')),
	CONSTRAINT "screening_records_purchase_check" CHECK (("screening_records"."order_code" is null) = ("screening_records"."purchased_at" is null))
);
--> statement-breakpoint
CREATE TABLE "screening_settings" (
	"institution_id" uuid PRIMARY KEY NOT NULL,
	"rescreen_months" integer DEFAULT 2 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "screening_settings_months_check" CHECK ("screening_settings"."rescreen_months" between 1 and 24)
);
--> statement-breakpoint
ALTER TABLE "screening_messages" ADD CONSTRAINT "screening_messages_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "screening_messages" ADD CONSTRAINT "screening_messages_institution_id_record_id_screening_records_institution_id_id_fk" FOREIGN KEY ("institution_id","record_id") REFERENCES "public"."screening_records"("institution_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "screening_records" ADD CONSTRAINT "screening_records_institution_id_institutions_id_fk" FOREIGN KEY ("institution_id") REFERENCES "public"."institutions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "screening_records" ADD CONSTRAINT "screening_records_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "screening_records" ADD CONSTRAINT "screening_records_institution_id_children_id_children_institution_id_id_fk" FOREIGN KEY ("institution_id","children_id") REFERENCES "public"."children"("institution_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "screening_records" ADD CONSTRAINT "screening_records_institution_id_its_test_id_tests_institution_id_id_fk" FOREIGN KEY ("institution_id","its_test_id") REFERENCES "public"."tests"("institution_id","id") ON DELETE SET NULL ("its_test_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "screening_records" ADD CONSTRAINT "screening_records_institution_id_link_language_students_id_training_students_institution_id_id_fk" FOREIGN KEY ("institution_id","link_language_students_id") REFERENCES "public"."training_students"("institution_id","id") ON DELETE SET NULL ("link_language_students_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "screening_settings" ADD CONSTRAINT "screening_settings_institution_id_institutions_id_fk" FOREIGN KEY ("institution_id") REFERENCES "public"."institutions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "screening_messages_record_idx" ON "screening_messages" USING btree ("institution_id","record_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "screening_records_child_key" ON "screening_records" USING btree ("institution_id","children_id");--> statement-breakpoint
CREATE UNIQUE INDEX "screening_records_cid_key" ON "screening_records" USING btree ("cid");--> statement-breakpoint
CREATE INDEX "screening_records_list_idx" ON "screening_records" USING btree ("institution_id","created_at","id");--> statement-breakpoint
CREATE INDEX "screening_records_test_idx" ON "screening_records" USING btree ("institution_id","its_test_id");--> statement-breakpoint
-- When a screening test closes scored, its result lands on the early records that link it, in the
-- closing transaction (the testing module knows nothing of screening).
CREATE FUNCTION "screening_test_closed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "screening_records"
     SET "is_fail" = NEW."is_at_risk_score", "screened_at" = NEW."ended_time", "updated_at" = clock_timestamp()
   WHERE "institution_id" = NEW."institution_id" AND "its_test_id" = NEW."id";
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "screening_test_closed" AFTER UPDATE OF "status", "is_at_risk_score" ON "tests"
  FOR EACH ROW WHEN (NEW."status" IN ('Close', 'RecClose', 'ExpClose') AND NEW."is_at_risk_score" IS NOT NULL
    AND (OLD."status" IS DISTINCT FROM NEW."status" OR OLD."is_at_risk_score" IS DISTINCT FROM NEW."is_at_risk_score"))
  EXECUTE FUNCTION "screening_test_closed"();
