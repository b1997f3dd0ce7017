CREATE TABLE "catalog_trees" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"parent_id" integer,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"path" text DEFAULT '' NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "holidays" (
	"day" date PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"is_workday" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_runs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"job_id" integer NOT NULL,
	"tick" timestamp with time zone NOT NULL,
	"manual" boolean DEFAULT false NOT NULL,
	"instance" text NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"duration_ms" integer,
	"success" boolean,
	"error" text
);
--> statement-breakpoint
CREATE TABLE "operation_logs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"login_name" text,
	"method" text NOT NULL,
	"route" text NOT NULL,
	"url" text NOT NULL,
	"status" integer NOT NULL,
	"http_status" smallint NOT NULL,
	"ip" text,
	"duration_ms" integer NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "print_templates" (
	"id" serial PRIMARY KEY NOT NULL,
	"module" text NOT NULL,
	"name" text NOT NULL,
	"content" text NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"paper" text DEFAULT 'A4' NOT NULL,
	"landscape" boolean DEFAULT false NOT NULL,
	"file_name_parts" text[] DEFAULT '{}'::text[] NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "scheduled_jobs" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"cron" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "scheduled_jobs_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "sign_authorizations" (
	"id" serial PRIMARY KEY NOT NULL,
	"grantor_id" integer NOT NULL,
	"signer_id" integer NOT NULL,
	"modules" text[] NOT NULL,
	"valid_from" date NOT NULL,
	"valid_to" date NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "system_params" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"value" text NOT NULL,
	"category" smallint NOT NULL,
	"description" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "system_params_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "update_message_reads" (
	"user_id" integer NOT NULL,
	"message_id" integer NOT NULL,
	"read_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "update_message_reads_user_id_message_id_pk" PRIMARY KEY("user_id","message_id")
);
--> statement-breakpoint
CREATE TABLE "update_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"version" text NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "job_runs" ADD CONSTRAINT "job_runs_job_id_scheduled_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."scheduled_jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sign_authorizations" ADD CONSTRAINT "sign_authorizations_grantor_id_users_id_fk" FOREIGN KEY ("grantor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sign_authorizations" ADD CONSTRAINT "sign_authorizations_signer_id_users_id_fk" FOREIGN KEY ("signer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "update_message_reads" ADD CONSTRAINT "update_message_reads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "update_message_reads" ADD CONSTRAINT "update_message_reads_message_id_update_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."update_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "catalog_trees_kind_code_uq" ON "catalog_trees" USING btree ("kind","code");--> statement-breakpoint
CREATE INDEX "catalog_trees_kind_path_idx" ON "catalog_trees" USING btree ("kind","path");--> statement-breakpoint
CREATE UNIQUE INDEX "job_runs_job_tick_uq" ON "job_runs" USING btree ("job_id","tick") WHERE not "job_runs"."manual";--> statement-breakpoint
CREATE INDEX "job_runs_job_idx" ON "job_runs" USING btree ("job_id","started_at");--> statement-breakpoint
CREATE INDEX "operation_logs_at_idx" ON "operation_logs" USING btree ("at");--> statement-breakpoint
CREATE INDEX "operation_logs_user_idx" ON "operation_logs" USING btree ("user_id","at");