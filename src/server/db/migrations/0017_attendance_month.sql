CREATE TABLE "attendance_month_locks" (
	"month" text PRIMARY KEY NOT NULL,
	"locked_by" integer,
	"locked_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "attendance_month_locks_month_check" CHECK ("attendance_month_locks"."month" ~ '^[0-9]{4}-(0[1-9]|1[0-2])$')
);
--> statement-breakpoint
CREATE TABLE "attendance_months" (
	"user_id" integer NOT NULL,
	"month" text NOT NULL,
	"office_id" integer,
	"expected_halves" integer DEFAULT 0 NOT NULL,
	"worked_halves" integer DEFAULT 0 NOT NULL,
	"late_count" integer DEFAULT 0 NOT NULL,
	"late_minutes" integer DEFAULT 0 NOT NULL,
	"early_count" integer DEFAULT 0 NOT NULL,
	"early_minutes" integer DEFAULT 0 NOT NULL,
	"absent_halves" integer DEFAULT 0 NOT NULL,
	"missing_punches" integer DEFAULT 0 NOT NULL,
	"leave_halves" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"leave_minutes" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"trip_halves" integer DEFAULT 0 NOT NULL,
	"outside_halves" integer DEFAULT 0 NOT NULL,
	"overtime_minutes" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"time_off_minutes" integer DEFAULT 0 NOT NULL,
	"computed_by" integer,
	"computed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "attendance_months_user_id_month_pk" PRIMARY KEY("user_id","month"),
	CONSTRAINT "attendance_months_month_check" CHECK ("attendance_months"."month" ~ '^[0-9]{4}-(0[1-9]|1[0-2])$')
);
--> statement-breakpoint
CREATE TABLE "check_ins" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"day" date NOT NULL,
	"minute" smallint NOT NULL,
	"source" text NOT NULL,
	"record_id" bigint,
	"actor_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "check_ins_minute_check" CHECK ("check_ins"."minute" >= 0 and "check_ins"."minute" < 1440),
	CONSTRAINT "check_ins_source_check" CHECK ("check_ins"."source" in ('import', 'clerk', 'makeup')),
	CONSTRAINT "check_ins_makeup_check" CHECK (("check_ins"."source" = 'makeup') = ("check_ins"."record_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "office_shifts" (
	"office_id" integer PRIMARY KEY NOT NULL,
	"shift_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shifts" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"start" text NOT NULL,
	"end" text NOT NULL,
	"rest_start" text,
	"rest_end" text,
	"grace_late" integer DEFAULT 0 NOT NULL,
	"grace_early" integer DEFAULT 0 NOT NULL,
	"half_day_after" integer NOT NULL,
	"absent_after" integer NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shifts_clock_check" CHECK ("shifts"."start" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$' and "shifts"."end" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
	CONSTRAINT "shifts_rest_check" CHECK (("shifts"."rest_start" is null) = ("shifts"."rest_end" is null)),
	CONSTRAINT "shifts_minutes_check" CHECK ("shifts"."grace_late" >= 0 and "shifts"."grace_early" >= 0 and "shifts"."half_day_after" >= 0 and "shifts"."absent_after" >= "shifts"."half_day_after")
);
--> statement-breakpoint
ALTER TABLE "attendance_month_locks" ADD CONSTRAINT "attendance_month_locks_locked_by_users_id_fk" FOREIGN KEY ("locked_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_months" ADD CONSTRAINT "attendance_months_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_months" ADD CONSTRAINT "attendance_months_office_id_offices_id_fk" FOREIGN KEY ("office_id") REFERENCES "public"."offices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_months" ADD CONSTRAINT "attendance_months_computed_by_users_id_fk" FOREIGN KEY ("computed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "check_ins" ADD CONSTRAINT "check_ins_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "check_ins" ADD CONSTRAINT "check_ins_record_id_records_id_fk" FOREIGN KEY ("record_id") REFERENCES "public"."records"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "check_ins" ADD CONSTRAINT "check_ins_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "office_shifts" ADD CONSTRAINT "office_shifts_office_id_offices_id_fk" FOREIGN KEY ("office_id") REFERENCES "public"."offices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "office_shifts" ADD CONSTRAINT "office_shifts_shift_id_shifts_id_fk" FOREIGN KEY ("shift_id") REFERENCES "public"."shifts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "attendance_months_month_idx" ON "attendance_months" USING btree ("month","office_id");--> statement-breakpoint
CREATE UNIQUE INDEX "check_ins_punch_uq" ON "check_ins" USING btree ("user_id","day","minute");--> statement-breakpoint
CREATE INDEX "check_ins_day_idx" ON "check_ins" USING btree ("day");--> statement-breakpoint
CREATE UNIQUE INDEX "shifts_default_uq" ON "shifts" USING btree ("is_default") WHERE "shifts"."is_default";--> statement-breakpoint
-- A locked month's stored rows and punches never change. Writers of a month take its advisory lock shared, the lock
-- itself takes it exclusive: locking waits for a recompute or an import under way, and a writer coming after the lock
-- sees it (each statement of a plpgsql function reads the data committed when it starts).
CREATE OR REPLACE FUNCTION oa_attendance_month_open(month text) RETURNS void AS $$
BEGIN
  PERFORM pg_advisory_xact_lock_shared(hashtext('attendance_month:' || month));
  IF EXISTS (SELECT 1 FROM attendance_month_locks l WHERE l.month = oa_attendance_month_open.month) THEN
    RAISE EXCEPTION 'attendance month % is locked', month USING ERRCODE = 'restrict_violation', CONSTRAINT = 'attendance_month_locked';
  END IF;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION oa_attendance_months_locked() RETURNS trigger AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN PERFORM oa_attendance_month_open(OLD.month); END IF;
  IF TG_OP <> 'DELETE' THEN PERFORM oa_attendance_month_open(NEW.month); RETURN NEW; END IF;
  RETURN OLD;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER attendance_months_locked BEFORE INSERT OR UPDATE OR DELETE ON attendance_months FOR EACH ROW EXECUTE FUNCTION oa_attendance_months_locked();
--> statement-breakpoint
CREATE TRIGGER attendance_months_not_truncated BEFORE TRUNCATE ON attendance_months FOR EACH STATEMENT EXECUTE FUNCTION oa_leave_ledger_frozen();
--> statement-breakpoint
-- Punches: once per statement for the months an insert touches (an import writes thousands of rows a statement).
CREATE OR REPLACE FUNCTION oa_check_ins_inserted() RETURNS trigger AS $$
DECLARE
  touched text;
BEGIN
  FOR touched IN SELECT DISTINCT to_char(day, 'YYYY-MM') FROM inserted ORDER BY 1 LOOP
    PERFORM oa_attendance_month_open(touched);
  END LOOP;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER check_ins_inserted AFTER INSERT ON check_ins REFERENCING NEW TABLE AS inserted FOR EACH STATEMENT EXECUTE FUNCTION oa_check_ins_inserted();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION oa_check_ins_changed() RETURNS trigger AS $$
BEGIN
  PERFORM oa_attendance_month_open(to_char(OLD.day, 'YYYY-MM'));
  IF TG_OP = 'UPDATE' THEN PERFORM oa_attendance_month_open(to_char(NEW.day, 'YYYY-MM')); RETURN NEW; END IF;
  RETURN OLD;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER check_ins_changed BEFORE UPDATE OR DELETE ON check_ins FOR EACH ROW EXECUTE FUNCTION oa_check_ins_changed();
--> statement-breakpoint
-- Locking a month waits for its writers under way; a lock is never removed.
CREATE OR REPLACE FUNCTION oa_attendance_month_lock() RETURNS trigger AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    RAISE EXCEPTION 'a locked attendance month stays locked' USING ERRCODE = 'restrict_violation', CONSTRAINT = 'attendance_month_locked';
  END IF;
  PERFORM pg_advisory_xact_lock(hashtext('attendance_month:' || NEW.month));
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER attendance_month_lock BEFORE INSERT OR UPDATE OR DELETE ON attendance_month_locks FOR EACH ROW EXECUTE FUNCTION oa_attendance_month_lock();
