CREATE TABLE "serial_templates" (
	"module" text PRIMARY KEY NOT NULL,
	"template" text NOT NULL,
	"reset" text NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "serial_templates" ADD CONSTRAINT "serial_templates_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;