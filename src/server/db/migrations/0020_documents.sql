CREATE TABLE "circulations" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"module" text NOT NULL,
	"record_id" bigint NOT NULL,
	"reader_id" integer NOT NULL,
	"sent_by" integer NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "document_number_counters" (
	"organ_id" bigint NOT NULL,
	"year" integer NOT NULL,
	"value" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "document_number_counters_organ_id_year_pk" PRIMARY KEY("organ_id","year")
);
--> statement-breakpoint
CREATE TABLE "document_numbers" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"organ_id" bigint NOT NULL,
	"year" integer NOT NULL,
	"seq" integer NOT NULL,
	"number" text NOT NULL,
	"module" text NOT NULL,
	"record_id" bigint NOT NULL,
	"numbered_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"voided_at" timestamp with time zone,
	"voided_by" integer,
	"void_reason" text
);
--> statement-breakpoint
ALTER TABLE "circulations" ADD CONSTRAINT "circulations_record_id_records_id_fk" FOREIGN KEY ("record_id") REFERENCES "public"."records"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "circulations" ADD CONSTRAINT "circulations_reader_id_users_id_fk" FOREIGN KEY ("reader_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "circulations" ADD CONSTRAINT "circulations_sent_by_users_id_fk" FOREIGN KEY ("sent_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_number_counters" ADD CONSTRAINT "document_number_counters_organ_id_records_id_fk" FOREIGN KEY ("organ_id") REFERENCES "public"."records"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_numbers" ADD CONSTRAINT "document_numbers_organ_id_records_id_fk" FOREIGN KEY ("organ_id") REFERENCES "public"."records"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_numbers" ADD CONSTRAINT "document_numbers_record_id_records_id_fk" FOREIGN KEY ("record_id") REFERENCES "public"."records"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_numbers" ADD CONSTRAINT "document_numbers_numbered_by_users_id_fk" FOREIGN KEY ("numbered_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_numbers" ADD CONSTRAINT "document_numbers_voided_by_users_id_fk" FOREIGN KEY ("voided_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "circulations_reader_uq" ON "circulations" USING btree ("module","record_id","reader_id");--> statement-breakpoint
CREATE INDEX "circulations_reader_idx" ON "circulations" USING btree ("reader_id","read_at");--> statement-breakpoint
CREATE UNIQUE INDEX "document_numbers_seq_uq" ON "document_numbers" USING btree ("organ_id","year","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "document_numbers_record_uq" ON "document_numbers" USING btree ("module","record_id") WHERE "document_numbers"."voided_at" is null;--> statement-breakpoint
CREATE INDEX "document_numbers_record_idx" ON "document_numbers" USING btree ("record_id");--> statement-breakpoint
-- hand-written: a counter never runs below zero, a number starts at one.
ALTER TABLE "document_number_counters" ADD CONSTRAINT "document_number_counters_value_ck" CHECK ("value" >= 0);--> statement-breakpoint
ALTER TABLE "document_numbers" ADD CONSTRAINT "document_numbers_seq_ck" CHECK ("seq" >= 1);
