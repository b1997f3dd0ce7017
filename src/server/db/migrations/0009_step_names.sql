ALTER TABLE "process_tasks" ADD COLUMN "node_names" jsonb;--> statement-breakpoint
ALTER TABLE "record_history" ADD COLUMN "node_names" jsonb;