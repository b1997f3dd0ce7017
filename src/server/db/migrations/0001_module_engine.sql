CREATE TABLE "files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"module" text NOT NULL,
	"record_id" bigint,
	"field" text NOT NULL,
	"business_type" text,
	"original_name" text NOT NULL,
	"stored_path" text NOT NULL,
	"size" integer NOT NULL,
	"mime" text NOT NULL,
	"uploader_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "files_stored_path_unique" UNIQUE("stored_path")
);
--> statement-breakpoint
CREATE TABLE "records" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"module" text NOT NULL,
	"serial_no" text NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"data" jsonb NOT NULL,
	"creator_id" integer NOT NULL,
	"office_id" integer,
	"company_id" integer,
	"office_path" text DEFAULT '' NOT NULL,
	"project_leader_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "serial_counters" (
	"module" text NOT NULL,
	"prefix" text NOT NULL,
	"value" integer NOT NULL,
	CONSTRAINT "serial_counters_module_prefix_pk" PRIMARY KEY("module","prefix")
);
--> statement-breakpoint
CREATE TABLE "table_layouts" (
	"id" text PRIMARY KEY NOT NULL,
	"menu_id" integer NOT NULL,
	"module_id" text NOT NULL,
	"module_name" text NOT NULL,
	"user_id" integer,
	"is_default" smallint DEFAULT 0 NOT NULL,
	"disable" smallint DEFAULT 0 NOT NULL,
	"create_name" text NOT NULL,
	"office_id" integer,
	"office_name" text,
	"branch_id" integer,
	"company_name" text,
	"table_set" jsonb NOT NULL,
	"table_header_set" jsonb NOT NULL,
	"istable" smallint DEFAULT 1 NOT NULL,
	"table_height" integer,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "web_pages" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"module_id" text NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"config" jsonb NOT NULL,
	"creator_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_uploader_id_users_id_fk" FOREIGN KEY ("uploader_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "records" ADD CONSTRAINT "records_creator_id_users_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "table_layouts" ADD CONSTRAINT "table_layouts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "web_pages" ADD CONSTRAINT "web_pages_creator_id_users_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "files_record_idx" ON "files" USING btree ("module","record_id","field");--> statement-breakpoint
CREATE INDEX "records_module_status_created_idx" ON "records" USING btree ("module","status","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "records"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "records_module_created_idx" ON "records" USING btree ("module","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "records"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "records_module_path_idx" ON "records" USING btree ("module","office_path") WHERE "records"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "records_module_creator_idx" ON "records" USING btree ("module","creator_id");--> statement-breakpoint
CREATE UNIQUE INDEX "records_module_serial_uq" ON "records" USING btree ("module","serial_no");--> statement-breakpoint
CREATE INDEX "records_data_gin" ON "records" USING gin ("data" jsonb_path_ops);--> statement-breakpoint
CREATE INDEX "table_layouts_menu_idx" ON "table_layouts" USING btree ("menu_id");--> statement-breakpoint
CREATE INDEX "web_pages_module_idx" ON "web_pages" USING btree ("module_id");