ALTER TABLE "training_students" ADD COLUMN "next_due_at" timestamp with time zone DEFAULT '1970-01-01T00:00:00Z' NOT NULL;--> statement-breakpoint
ALTER TABLE "training_students" ADD COLUMN "finished_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "training_students_due_idx" ON "training_students" USING btree ("next_due_at") WHERE "training_students"."finished_at" is null;