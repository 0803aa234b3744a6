ALTER TABLE "column_definitions" ADD COLUMN "follows_seed" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "form_definitions" ADD COLUMN "follows_seed" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "lov_definitions" ADD COLUMN "follows_seed" boolean DEFAULT true NOT NULL;--> statement-breakpoint
-- Definitions someone saved before the column existed are theirs: saves set updated_by.
UPDATE "column_definitions" SET "follows_seed" = false WHERE "updated_by" IS NOT NULL;--> statement-breakpoint
UPDATE "form_definitions" SET "follows_seed" = false WHERE "updated_by" IS NOT NULL;
