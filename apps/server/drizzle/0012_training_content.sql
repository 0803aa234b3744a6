CREATE TABLE "activity_catalogues" (
	"catalogue_key" text NOT NULL,
	"catalogue_version" text NOT NULL,
	"schema_version" integer NOT NULL,
	"document" jsonb NOT NULL,
	"demonstration" boolean NOT NULL,
	"imported_at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL,
	CONSTRAINT "activity_catalogues_catalogue_key_catalogue_version_pk" PRIMARY KEY("catalogue_key","catalogue_version"),
	CONSTRAINT "activity_catalogues_document_check" CHECK ("activity_catalogues"."document"->>'catalogue_key' = "activity_catalogues"."catalogue_key" and "activity_catalogues"."document"->>'catalogue_version' = "activity_catalogues"."catalogue_version" and coalesce(("activity_catalogues"."document"->>'demonstration')::boolean, false) = "activity_catalogues"."demonstration")
);
--> statement-breakpoint
CREATE TABLE "training_courses" (
	"course_key" text NOT NULL,
	"course_version" text NOT NULL,
	"operation_type" text NOT NULL,
	"catalogue_key" text NOT NULL,
	"catalogue_version" text NOT NULL,
	"schema_version" integer NOT NULL,
	"document" jsonb NOT NULL,
	"demonstration" boolean NOT NULL,
	"imported_at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL,
	CONSTRAINT "training_courses_course_key_course_version_pk" PRIMARY KEY("course_key","course_version"),
	CONSTRAINT "training_courses_operation_type_check" CHECK ("training_courses"."operation_type" in ('Island', 'Ment')),
	CONSTRAINT "training_courses_document_check" CHECK ("training_courses"."document"->>'course_key' = "training_courses"."course_key" and "training_courses"."document"->>'course_version' = "training_courses"."course_version" and "training_courses"."document"->>'operation_type' = "training_courses"."operation_type" and "training_courses"."document"->>'catalogue_key' = "training_courses"."catalogue_key" and "training_courses"."document"->>'catalogue_version' = "training_courses"."catalogue_version" and coalesce(("training_courses"."document"->>'demonstration')::boolean, false) = "training_courses"."demonstration")
);
--> statement-breakpoint
ALTER TABLE "training_courses" ADD CONSTRAINT "training_courses_catalogue_key_catalogue_version_activity_catalogues_catalogue_key_catalogue_version_fk" FOREIGN KEY ("catalogue_key","catalogue_version") REFERENCES "public"."activity_catalogues"("catalogue_key","catalogue_version") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "activity_catalogues_current_idx" ON "activity_catalogues" USING btree ("catalogue_key","imported_at");--> statement-breakpoint
CREATE INDEX "training_courses_current_idx" ON "training_courses" USING btree ("course_key","imported_at");--> statement-breakpoint
CREATE INDEX "training_courses_catalogue_idx" ON "training_courses" USING btree ("catalogue_key","catalogue_version");