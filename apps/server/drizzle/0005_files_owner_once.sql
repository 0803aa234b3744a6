CREATE TABLE "file_once_links" (
	"institution_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"file_id" uuid NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "file_once_links_institution_id_token_hash_pk" PRIMARY KEY("institution_id","token_hash")
);
--> statement-breakpoint
ALTER TABLE "files" ADD COLUMN "from_id" text;--> statement-breakpoint
ALTER TABLE "files" ADD COLUMN "remark" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "files" ADD COLUMN "source" text DEFAULT 'upload' NOT NULL;--> statement-breakpoint
ALTER TABLE "file_once_links" ADD CONSTRAINT "file_once_links_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "file_once_links" ADD CONSTRAINT "file_once_links_institution_id_file_id_files_institution_id_id_fk" FOREIGN KEY ("institution_id","file_id") REFERENCES "public"."files"("institution_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "file_once_links_token_idx" ON "file_once_links" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "file_once_links_expires_idx" ON "file_once_links" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "files_from_idx" ON "files" USING btree ("institution_id","from_id","created_at");--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_remark_check" CHECK (char_length("files"."remark") <= 500);--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_source_check" CHECK ("files"."source" in ('upload', 'report'));