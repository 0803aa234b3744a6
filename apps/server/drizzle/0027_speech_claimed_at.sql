ALTER TABLE "speech_outcomes" ADD COLUMN "claimed_at" timestamp with time zone;--> statement-breakpoint
-- Items already claimed when this runs count from now, so the sweep can release them after the grace.
UPDATE "speech_outcomes" SET "claimed_at" = now() WHERE "scoring" = 'scoring';
