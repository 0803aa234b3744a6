CREATE TABLE "children" (
	"institution_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"gender" text NOT NULL,
	"birthday" date NOT NULL,
	"children_code" text NOT NULL,
	"phone_number" text,
	"parent_phone" text,
	"mrn_code" text,
	"other_contact_details" text,
	"created_at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL,
	"created_by" uuid,
	"updated_at" timestamp with time zone,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "children_institution_id_id_pk" PRIMARY KEY("institution_id","id"),
	CONSTRAINT "children_gender_check" CHECK ("children"."gender" in ('male', 'female'))
);
--> statement-breakpoint
CREATE TABLE "children_name_grams" (
	"institution_id" uuid NOT NULL,
	"child_id" uuid NOT NULL,
	"gram" text NOT NULL,
	"gender" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "children_name_grams_institution_id_child_id_gram_pk" PRIMARY KEY("institution_id","child_id","gram")
);
--> statement-breakpoint
CREATE TABLE "column_definitions" (
	"columns_name" text NOT NULL,
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"schema_version" integer NOT NULL,
	"document" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	CONSTRAINT "column_definitions_columns_name_unique" UNIQUE("columns_name")
);
--> statement-breakpoint
CREATE TABLE "form_definitions" (
	"from_name" text NOT NULL,
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"schema_version" integer NOT NULL,
	"document" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	CONSTRAINT "form_definitions_from_name_unique" UNIQUE("from_name")
);
--> statement-breakpoint
CREATE TABLE "lov_definitions" (
	"lov_name" text NOT NULL,
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"schema_version" integer NOT NULL,
	"document" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	CONSTRAINT "lov_definitions_lov_name_unique" UNIQUE("lov_name")
);
--> statement-breakpoint
CREATE TABLE "lov_self_entries" (
	"institution_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"lov_name" text NOT NULL,
	"value" text NOT NULL,
	"content" text NOT NULL,
	"content_en" text,
	"description" text,
	"params" jsonb,
	"created_at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL,
	"created_by" uuid,
	CONSTRAINT "lov_self_entries_institution_id_id_pk" PRIMARY KEY("institution_id","id"),
	CONSTRAINT "lov_self_entries_value_key" UNIQUE("institution_id","lov_name","value")
);
--> statement-breakpoint
ALTER TABLE "children" ADD CONSTRAINT "children_institution_id_institutions_id_fk" FOREIGN KEY ("institution_id") REFERENCES "public"."institutions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "children" ADD CONSTRAINT "children_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "children_name_grams" ADD CONSTRAINT "children_name_grams_institution_id_child_id_children_institution_id_id_fk" FOREIGN KEY ("institution_id","child_id") REFERENCES "public"."children"("institution_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "column_definitions" ADD CONSTRAINT "column_definitions_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_definitions" ADD CONSTRAINT "form_definitions_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lov_definitions" ADD CONSTRAINT "lov_definitions_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lov_self_entries" ADD CONSTRAINT "lov_self_entries_institution_id_institutions_id_fk" FOREIGN KEY ("institution_id") REFERENCES "public"."institutions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lov_self_entries" ADD CONSTRAINT "lov_self_entries_lov_name_lov_definitions_lov_name_fk" FOREIGN KEY ("lov_name") REFERENCES "public"."lov_definitions"("lov_name") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "lov_self_entries" ADD CONSTRAINT "lov_self_entries_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "children_code_key" ON "children" USING btree ("institution_id","children_code") WHERE "children"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "children_list_idx" ON "children" USING btree ("institution_id","created_at","id","gender") WHERE "children"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "children_birthday_idx" ON "children" USING btree ("institution_id","birthday") WHERE "children"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "children_name_grams_list_idx" ON "children_name_grams" USING btree ("institution_id","gram","created_at","child_id","gender");