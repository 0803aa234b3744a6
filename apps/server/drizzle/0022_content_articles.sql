CREATE TABLE "content_articles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"institution_id" uuid,
	"kind" text NOT NULL,
	"locale" text NOT NULL,
	"seed_key" text,
	"name" text NOT NULL,
	"summary" text,
	"cover_url" text,
	"link_url" text,
	"content" text DEFAULT '' NOT NULL,
	"published" boolean DEFAULT false NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"min_age" integer,
	"max_age" integer,
	"test_price" numeric(12, 2),
	"video_url" text,
	"for_collection_app" boolean DEFAULT false NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "content_articles_kind_check" CHECK ("content_articles"."kind" in ('news', 'help', 'product')),
	CONSTRAINT "content_articles_locale_check" CHECK ("content_articles"."locale" in ('zh', 'en')),
	CONSTRAINT "content_articles_ages_check" CHECK ("content_articles"."min_age" is null or "content_articles"."max_age" is null or "content_articles"."min_age" <= "content_articles"."max_age")
);
--> statement-breakpoint
ALTER TABLE "content_articles" ADD CONSTRAINT "content_articles_institution_id_institutions_id_fk" FOREIGN KEY ("institution_id") REFERENCES "public"."institutions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "content_articles_seed_key_idx" ON "content_articles" USING btree ("seed_key");--> statement-breakpoint
CREATE INDEX "content_articles_reader_idx" ON "content_articles" USING btree ("kind","locale","published","institution_id");