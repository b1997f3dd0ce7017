CREATE TABLE "delegations" (
	"id" serial PRIMARY KEY NOT NULL,
	"from_user_id" integer NOT NULL,
	"to_user_id" integer NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "flow_definitions" (
	"id" serial PRIMARY KEY NOT NULL,
	"flow_key" text NOT NULL,
	"module_id" integer,
	"version" integer NOT NULL,
	"status" text NOT NULL,
	"name" text NOT NULL,
	"xml" text NOT NULL,
	"model" jsonb NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "process_cc" (
	"instance_id" bigint NOT NULL,
	"user_id" integer NOT NULL,
	"is_read" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "process_cc_instance_id_user_id_pk" PRIMARY KEY("instance_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "process_instances" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"record_id" bigint NOT NULL,
	"module" text NOT NULL,
	"definition_id" integer NOT NULL,
	"state" jsonb NOT NULL,
	"status" text NOT NULL,
	"applicant_id" integer NOT NULL,
	"urgent" boolean DEFAULT false NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "process_tasks" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"instance_id" bigint NOT NULL,
	"record_id" bigint NOT NULL,
	"module" text NOT NULL,
	"task_key" text NOT NULL,
	"node_id" text NOT NULL,
	"node_name" text NOT NULL,
	"assignee_id" integer NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"opinion" text,
	"actor_id" integer,
	"urgent" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "record_history" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"record_id" bigint NOT NULL,
	"module" text NOT NULL,
	"instance_id" bigint,
	"event" text NOT NULL,
	"from_status" smallint NOT NULL,
	"to_status" smallint NOT NULL,
	"actor_id" integer NOT NULL,
	"on_behalf_of" integer,
	"node_id" text,
	"node_name" text,
	"opinion" text,
	"snapshot" jsonb NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "delegations" ADD CONSTRAINT "delegations_from_user_id_users_id_fk" FOREIGN KEY ("from_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delegations" ADD CONSTRAINT "delegations_to_user_id_users_id_fk" FOREIGN KEY ("to_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "process_cc" ADD CONSTRAINT "process_cc_instance_id_process_instances_id_fk" FOREIGN KEY ("instance_id") REFERENCES "public"."process_instances"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "process_cc" ADD CONSTRAINT "process_cc_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "process_instances" ADD CONSTRAINT "process_instances_definition_id_flow_definitions_id_fk" FOREIGN KEY ("definition_id") REFERENCES "public"."flow_definitions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "process_tasks" ADD CONSTRAINT "process_tasks_instance_id_process_instances_id_fk" FOREIGN KEY ("instance_id") REFERENCES "public"."process_instances"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "process_tasks" ADD CONSTRAINT "process_tasks_assignee_id_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "delegations_to_idx" ON "delegations" USING btree ("to_user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "flow_definitions_key_version_uq" ON "flow_definitions" USING btree ("flow_key","version");--> statement-breakpoint
CREATE INDEX "flow_definitions_key_status_idx" ON "flow_definitions" USING btree ("flow_key","status");--> statement-breakpoint
CREATE INDEX "process_instances_record_idx" ON "process_instances" USING btree ("record_id","started_at");--> statement-breakpoint
CREATE INDEX "process_tasks_assignee_idx" ON "process_tasks" USING btree ("assignee_id","status");--> statement-breakpoint
CREATE INDEX "process_tasks_instance_idx" ON "process_tasks" USING btree ("instance_id");--> statement-breakpoint
CREATE INDEX "record_history_record_idx" ON "record_history" USING btree ("record_id","id");