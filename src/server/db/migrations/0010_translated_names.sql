ALTER TABLE "dict_classes" ADD COLUMN "names" jsonb;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "names" jsonb;--> statement-breakpoint
ALTER TABLE "roles" ADD COLUMN "names" jsonb;--> statement-breakpoint
ALTER TABLE "catalog_trees" ADD COLUMN "names" jsonb;