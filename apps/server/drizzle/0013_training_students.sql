CREATE TABLE "training_activities" (
	"institution_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"student_id" uuid NOT NULL,
	"node_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"operations_id" text NOT NULL,
	"feedback_type" text NOT NULL,
	"name" jsonb NOT NULL,
	"content" jsonb NOT NULL,
	"content_description" jsonb,
	"need_for_loop" boolean DEFAULT false NOT NULL,
	"results" jsonb,
	"results_at" timestamp with time zone,
	"skipped_at" timestamp with time zone,
	"skipped_by" uuid,
	CONSTRAINT "training_activities_institution_id_id_pk" PRIMARY KEY("institution_id","id"),
	CONSTRAINT "training_activities_node_key" UNIQUE("institution_id","node_id","operations_id")
);
--> statement-breakpoint
CREATE TABLE "training_nodes" (
	"institution_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"student_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"node_key" text NOT NULL,
	"name" jsonb NOT NULL,
	"start_time" timestamp with time zone NOT NULL,
	"duration_time" integer NOT NULL,
	"active" boolean DEFAULT false NOT NULL,
	"ended" boolean DEFAULT false NOT NULL,
	CONSTRAINT "training_nodes_institution_id_id_pk" PRIMARY KEY("institution_id","id"),
	CONSTRAINT "training_nodes_position_key" UNIQUE("institution_id","student_id","position"),
	CONSTRAINT "training_nodes_duration_check" CHECK ("training_nodes"."duration_time" between 1 and 3650)
);
--> statement-breakpoint
CREATE TABLE "training_students" (
	"institution_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"children_id" uuid NOT NULL,
	"course_key" text NOT NULL,
	"course_version" text NOT NULL,
	"timeline_info" jsonb NOT NULL,
	"activation_time" timestamp with time zone NOT NULL,
	"is_demo" boolean DEFAULT false NOT NULL,
	"total_day" integer NOT NULL,
	"island_stay_days" integer DEFAULT 0 NOT NULL,
	"lock_list" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"reservation_info" jsonb,
	"is_reservation_stage" boolean DEFAULT false NOT NULL,
	"locked_at_2" boolean DEFAULT false NOT NULL,
	"order_code" text DEFAULT '' NOT NULL,
	"other_remarks" text DEFAULT '' NOT NULL,
	"run_activity_id" uuid,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "training_students_institution_id_id_pk" PRIMARY KEY("institution_id","id"),
	CONSTRAINT "training_students_child_course_key" UNIQUE("institution_id","children_id","course_key","course_version"),
	CONSTRAINT "training_students_total_day_check" CHECK ("training_students"."total_day" between 1 and 3650)
);
--> statement-breakpoint
ALTER TABLE "training_activities" ADD CONSTRAINT "training_activities_skipped_by_users_id_fk" FOREIGN KEY ("skipped_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_activities" ADD CONSTRAINT "training_activities_institution_id_node_id_training_nodes_institution_id_id_fk" FOREIGN KEY ("institution_id","node_id") REFERENCES "public"."training_nodes"("institution_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_nodes" ADD CONSTRAINT "training_nodes_institution_id_student_id_training_students_institution_id_id_fk" FOREIGN KEY ("institution_id","student_id") REFERENCES "public"."training_students"("institution_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_students" ADD CONSTRAINT "training_students_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_students" ADD CONSTRAINT "training_students_institution_id_children_id_children_institution_id_id_fk" FOREIGN KEY ("institution_id","children_id") REFERENCES "public"."children"("institution_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_students" ADD CONSTRAINT "training_students_course_key_course_version_training_courses_course_key_course_version_fk" FOREIGN KEY ("course_key","course_version") REFERENCES "public"."training_courses"("course_key","course_version") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "training_activities_student_idx" ON "training_activities" USING btree ("institution_id","student_id","node_id","position");--> statement-breakpoint
CREATE INDEX "training_students_list_idx" ON "training_students" USING btree ("institution_id","created_at","id");