CREATE TABLE "specialist_slots" (
	"institution_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"specialist_id" uuid NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"blocked" boolean DEFAULT false NOT NULL,
	"appointment_id" uuid,
	"created_at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL,
	CONSTRAINT "specialist_slots_institution_id_id_pk" PRIMARY KEY("institution_id","id"),
	CONSTRAINT "specialist_slots_time_key" UNIQUE("institution_id","specialist_id","starts_at"),
	CONSTRAINT "specialist_slots_booked_check" CHECK (not ("specialist_slots"."blocked" and "specialist_slots"."appointment_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "training_parent_links" (
	"institution_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"student_id" uuid NOT NULL,
	"token" text NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "training_parent_links_institution_id_id_pk" PRIMARY KEY("institution_id","id"),
	CONSTRAINT "training_parent_links_token_unique" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "training_video_appointments" (
	"institution_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"student_id" uuid NOT NULL,
	"request_id" uuid NOT NULL,
	"status" integer DEFAULT 0 NOT NULL,
	"island_name" jsonb NOT NULL,
	"video_file_id" uuid,
	"message" text NOT NULL,
	"slot_id" uuid,
	"created_at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL,
	"handled_at" timestamp with time zone,
	"handled_by" uuid,
	CONSTRAINT "training_video_appointments_institution_id_id_pk" PRIMARY KEY("institution_id","id"),
	CONSTRAINT "training_video_appointments_request_key" UNIQUE("institution_id","student_id","request_id"),
	CONSTRAINT "training_video_appointments_status_check" CHECK ("training_video_appointments"."status" in (0, 1))
);
--> statement-breakpoint
ALTER TABLE "training_activities" ADD COLUMN "questions" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "training_activities" ADD COLUMN "learning_scores" double precision;--> statement-breakpoint
ALTER TABLE "training_activities" ADD COLUMN "media" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "specialist_slots" ADD CONSTRAINT "specialist_slots_specialist_id_users_id_fk" FOREIGN KEY ("specialist_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "specialist_slots" ADD CONSTRAINT "specialist_slots_institution_id_institutions_id_fk" FOREIGN KEY ("institution_id") REFERENCES "public"."institutions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_parent_links" ADD CONSTRAINT "training_parent_links_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_parent_links" ADD CONSTRAINT "training_parent_links_institution_id_student_id_training_students_institution_id_id_fk" FOREIGN KEY ("institution_id","student_id") REFERENCES "public"."training_students"("institution_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_video_appointments" ADD CONSTRAINT "training_video_appointments_handled_by_users_id_fk" FOREIGN KEY ("handled_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_video_appointments" ADD CONSTRAINT "training_video_appointments_institution_id_student_id_training_students_institution_id_id_fk" FOREIGN KEY ("institution_id","student_id") REFERENCES "public"."training_students"("institution_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_video_appointments" ADD CONSTRAINT "training_video_appointments_institution_id_video_file_id_files_institution_id_id_fk" FOREIGN KEY ("institution_id","video_file_id") REFERENCES "public"."files"("institution_id","id") ON DELETE set null ("video_file_id") ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "specialist_slots_appointment_key" ON "specialist_slots" USING btree ("institution_id","appointment_id") WHERE "specialist_slots"."appointment_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "training_parent_links_live_key" ON "training_parent_links" USING btree ("institution_id","student_id") WHERE "training_parent_links"."revoked_at" is null;--> statement-breakpoint
CREATE INDEX "training_video_appointments_student_idx" ON "training_video_appointments" USING btree ("institution_id","student_id","created_at");--> statement-breakpoint
-- Students enrolled before this migration get their activities' questions, learning scores and
-- media from the catalogue edition their course names, as enrolment now copies them.
UPDATE "training_activities" a SET
  "questions" = coalesce(ca.activity->'questions', '[]'::jsonb),
  "learning_scores" = (ca.activity->>'learning_scores')::double precision,
  "media" = coalesce(ca.activity->'media', '[]'::jsonb)
FROM "training_students" s
JOIN "training_courses" c ON c.course_key = s.course_key AND c.course_version = s.course_version
CROSS JOIN LATERAL (
  SELECT x AS activity FROM "activity_catalogues" k, jsonb_array_elements(k.document->'activities') x
   WHERE k.catalogue_key = c.catalogue_key AND k.catalogue_version = c.catalogue_version
) ca
WHERE s.institution_id = a.institution_id AND s.id = a.student_id AND ca.activity->>'id' = a.operations_id;
