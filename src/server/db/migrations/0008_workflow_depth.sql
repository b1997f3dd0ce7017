CREATE TABLE "user_signatures" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"file_name" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "approval_phrases" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "record_history" ALTER COLUMN "actor_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "files" ADD COLUMN "history_id" bigint;--> statement-breakpoint
ALTER TABLE "delegations" ADD COLUMN "modules" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "process_instances" ADD COLUMN "urged_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "process_tasks" ADD COLUMN "closed_reason" text;--> statement-breakpoint
ALTER TABLE "process_tasks" ADD COLUMN "due_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "process_tasks" ADD COLUMN "reminded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "record_history" ADD COLUMN "named_users" integer[];--> statement-breakpoint
ALTER TABLE "record_history" ADD COLUMN "changed_fields" text[];--> statement-breakpoint
ALTER TABLE "user_signatures" ADD CONSTRAINT "user_signatures_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_phrases" ADD CONSTRAINT "approval_phrases_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "approval_phrases_user_text_uq" ON "approval_phrases" USING btree ("user_id","text");--> statement-breakpoint
CREATE INDEX "process_tasks_due_idx" ON "process_tasks" USING btree ("due_at") WHERE "process_tasks"."status" = 'open' and "process_tasks"."due_at" is not null;