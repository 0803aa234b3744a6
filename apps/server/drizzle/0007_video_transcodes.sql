CREATE TABLE "video_transcodes" (
	"institution_id" uuid NOT NULL,
	"origin_file_id" uuid NOT NULL,
	"state" text DEFAULT 'Pending' NOT NULL,
	"attempt" integer DEFAULT 1 NOT NULL,
	"transcoded_file_id" uuid,
	"failure_reason" text,
	"failure_detail" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deadline_at" timestamp with time zone NOT NULL,
	CONSTRAINT "video_transcodes_institution_id_origin_file_id_pk" PRIMARY KEY("institution_id","origin_file_id"),
	CONSTRAINT "video_transcodes_state_check" CHECK ("state" in ('Pending', 'Transcoding', 'Completed', 'Failed')),
	CONSTRAINT "video_transcodes_completed_check" CHECK (("video_transcodes"."state" = 'Completed') = ("video_transcodes"."transcoded_file_id" is not null)),
	CONSTRAINT "video_transcodes_failed_check" CHECK (("video_transcodes"."state" = 'Failed') = ("video_transcodes"."failure_reason" is not null)),
	CONSTRAINT "video_transcodes_attempt_check" CHECK ("video_transcodes"."attempt" >= 1)
);
--> statement-breakpoint
ALTER TABLE "files" DROP CONSTRAINT "files_source_check";--> statement-breakpoint
ALTER TABLE "video_transcodes" ADD CONSTRAINT "video_transcodes_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_transcodes" ADD CONSTRAINT "video_transcodes_institution_id_origin_file_id_files_institution_id_id_fk" FOREIGN KEY ("institution_id","origin_file_id") REFERENCES "public"."files"("institution_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_transcodes" ADD CONSTRAINT "video_transcodes_institution_id_transcoded_file_id_files_institution_id_id_fk" FOREIGN KEY ("institution_id","transcoded_file_id") REFERENCES "public"."files"("institution_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "video_transcodes_transcoded_idx" ON "video_transcodes" USING btree ("institution_id","transcoded_file_id");--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_source_check" CHECK ("files"."source" in ('upload', 'report', 'transcode'));