CREATE TABLE "leave_ledger" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"holiday_type" text NOT NULL,
	"kind" text NOT NULL,
	"amount" integer NOT NULL,
	"unit" text NOT NULL,
	"day" date NOT NULL,
	"expires" date,
	"year" smallint,
	"module" text,
	"record_id" bigint,
	"cancels" bigint,
	"lot" bigint,
	"reason" text NOT NULL,
	"actor_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "leave_ledger_kind_check" CHECK ("leave_ledger"."kind" in ('grant', 'use', 'cancel', 'expiry')),
	CONSTRAINT "leave_ledger_unit_check" CHECK ("leave_ledger"."unit" in ('halfDay', 'minute')),
	CONSTRAINT "leave_ledger_amount_check" CHECK ("leave_ledger"."amount" > 0),
	CONSTRAINT "leave_ledger_use_check" CHECK ("leave_ledger"."kind" not in ('use', 'cancel') or "leave_ledger"."record_id" is not null),
	CONSTRAINT "leave_ledger_cancel_check" CHECK (("leave_ledger"."kind" = 'cancel') = ("leave_ledger"."cancels" is not null)),
	CONSTRAINT "leave_ledger_expiry_check" CHECK (("leave_ledger"."kind" = 'expiry') = ("leave_ledger"."lot" is not null))
);
--> statement-breakpoint
ALTER TABLE "leave_ledger" ADD CONSTRAINT "leave_ledger_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leave_ledger" ADD CONSTRAINT "leave_ledger_record_id_records_id_fk" FOREIGN KEY ("record_id") REFERENCES "public"."records"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leave_ledger" ADD CONSTRAINT "leave_ledger_cancels_leave_ledger_id_fk" FOREIGN KEY ("cancels") REFERENCES "public"."leave_ledger"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leave_ledger" ADD CONSTRAINT "leave_ledger_lot_leave_ledger_id_fk" FOREIGN KEY ("lot") REFERENCES "public"."leave_ledger"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leave_ledger" ADD CONSTRAINT "leave_ledger_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "leave_ledger_grant_uq" ON "leave_ledger" USING btree ("user_id","holiday_type","year") WHERE "leave_ledger"."kind" = 'grant' and "leave_ledger"."year" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "leave_ledger_document_uq" ON "leave_ledger" USING btree ("record_id","kind") WHERE "leave_ledger"."kind" in ('use', 'cancel');--> statement-breakpoint
CREATE UNIQUE INDEX "leave_ledger_expiry_uq" ON "leave_ledger" USING btree ("lot","day") WHERE "leave_ledger"."kind" = 'expiry';--> statement-breakpoint
CREATE INDEX "leave_ledger_person_idx" ON "leave_ledger" USING btree ("user_id","holiday_type","day");--> statement-breakpoint
CREATE INDEX "leave_ledger_cancels_idx" ON "leave_ledger" USING btree ("cancels");--> statement-breakpoint
-- The ledger is append-only: a correction is a new row (a cancellation), never an edit or a removal.
CREATE OR REPLACE FUNCTION oa_leave_ledger_frozen() RETURNS trigger AS $$
BEGIN
  RAISE EXCEPTION 'leave_ledger is append-only: a correction is a new row' USING ERRCODE = 'restrict_violation';
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER leave_ledger_frozen BEFORE UPDATE OR DELETE ON leave_ledger FOR EACH ROW EXECUTE FUNCTION oa_leave_ledger_frozen();
--> statement-breakpoint
CREATE TRIGGER leave_ledger_not_truncated BEFORE TRUNCATE ON leave_ledger FOR EACH STATEMENT EXECUTE FUNCTION oa_leave_ledger_frozen();
--> statement-breakpoint
-- A cancellation gives back part of a use of the same person and type, never more than the use has left: the use's
-- row is locked first, so two cancellations of one use are checked one after the other.
CREATE OR REPLACE FUNCTION oa_leave_ledger_cancel() RETURNS trigger AS $$
DECLARE
  used leave_ledger%ROWTYPE;
  given_back integer;
BEGIN
  SELECT * INTO used FROM leave_ledger WHERE id = NEW.cancels FOR UPDATE;
  IF used.kind IS DISTINCT FROM 'use' OR used.user_id <> NEW.user_id OR used.holiday_type <> NEW.holiday_type OR used.unit <> NEW.unit THEN
    RAISE EXCEPTION 'leave_ledger: a cancellation names a use of the same person and type' USING ERRCODE = 'check_violation', CONSTRAINT = 'leave_ledger_cancel_use_check';
  END IF;
  SELECT coalesce(sum(amount), 0) INTO given_back FROM leave_ledger WHERE cancels = NEW.cancels;
  IF given_back + NEW.amount > used.amount THEN
    RAISE EXCEPTION 'leave_ledger: more cancelled than the use has left' USING ERRCODE = 'check_violation', CONSTRAINT = 'leave_ledger_cancel_left_check';
  END IF;
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER leave_ledger_cancel BEFORE INSERT ON leave_ledger FOR EACH ROW WHEN (NEW.kind = 'cancel') EXECUTE FUNCTION oa_leave_ledger_cancel();
