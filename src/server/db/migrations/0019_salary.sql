CREATE TABLE "insurance_schemes" (
	"id" serial PRIMARY KEY NOT NULL,
	"city" text NOT NULL,
	"year" integer NOT NULL,
	"kinds" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "person_salaries" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"effective_month" text NOT NULL,
	"grade" text,
	"amounts" jsonb NOT NULL,
	"insurance_base" numeric(14, 2) NOT NULL,
	"additional" numeric(14, 2) DEFAULT '0' NOT NULL,
	"record_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "person_salaries_month_check" CHECK ("person_salaries"."effective_month" ~ '^[0-9]{4}-(0[1-9]|1[0-2])$')
);
--> statement-breakpoint
CREATE TABLE "salary_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"item_type" smallint NOT NULL,
	"formula" text,
	"rank_amounts" jsonb,
	"amount" numeric(14, 2),
	"round_step" text DEFAULT '0.01' NOT NULL,
	"round_mode" text DEFAULT 'halfUp' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "salary_items_type_check" CHECK ("salary_items"."item_type" between 1 and 4),
	CONSTRAINT "salary_items_formula_check" CHECK (("salary_items"."item_type" = 4) = ("salary_items"."formula" is not null)),
	CONSTRAINT "salary_items_round_check" CHECK ("salary_items"."round_step" in ('0.01', '0.1', '1') and "salary_items"."round_mode" in ('halfUp', 'up', 'down'))
);
--> statement-breakpoint
CREATE TABLE "salary_schemes" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"office_ids" jsonb NOT NULL,
	"items" jsonb NOT NULL,
	"gross_item" text NOT NULL,
	"params" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"insurance_city" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "salary_sheet_rows" (
	"sheet_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"month" text NOT NULL,
	"office_id" integer,
	"gross" numeric(14, 2) NOT NULL,
	"employee_insurance" numeric(14, 2) NOT NULL,
	"employer_insurance" numeric(14, 2) NOT NULL,
	"tax" numeric(14, 2) NOT NULL,
	"net" numeric(14, 2) NOT NULL,
	"tax_income" numeric(14, 2) NOT NULL,
	"tax_special" numeric(14, 2) NOT NULL,
	"tax_additional" numeric(14, 2) NOT NULL,
	"values" jsonb NOT NULL,
	"cells" jsonb NOT NULL,
	CONSTRAINT "salary_sheet_rows_sheet_id_user_id_pk" PRIMARY KEY("sheet_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "salary_sheets" (
	"id" serial PRIMARY KEY NOT NULL,
	"month" text NOT NULL,
	"office_id" integer NOT NULL,
	"scheme_id" integer NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"explain" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"record_id" bigint,
	"people" integer DEFAULT 0 NOT NULL,
	"gross" numeric(16, 2) DEFAULT '0' NOT NULL,
	"net" numeric(16, 2) DEFAULT '0' NOT NULL,
	"computed_by" integer,
	"computed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_at" timestamp with time zone,
	CONSTRAINT "salary_sheets_status_check" CHECK ("salary_sheets"."status" between 0 and 2),
	CONSTRAINT "salary_sheets_month_check" CHECK ("salary_sheets"."month" ~ '^[0-9]{4}-(0[1-9]|1[0-2])$')
);
--> statement-breakpoint
ALTER TABLE "person_salaries" ADD CONSTRAINT "person_salaries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "salary_sheet_rows" ADD CONSTRAINT "salary_sheet_rows_sheet_id_salary_sheets_id_fk" FOREIGN KEY ("sheet_id") REFERENCES "public"."salary_sheets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "salary_sheet_rows" ADD CONSTRAINT "salary_sheet_rows_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "salary_sheets" ADD CONSTRAINT "salary_sheets_office_id_offices_id_fk" FOREIGN KEY ("office_id") REFERENCES "public"."offices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "salary_sheets" ADD CONSTRAINT "salary_sheets_scheme_id_salary_schemes_id_fk" FOREIGN KEY ("scheme_id") REFERENCES "public"."salary_schemes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "salary_sheets" ADD CONSTRAINT "salary_sheets_computed_by_users_id_fk" FOREIGN KEY ("computed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "insurance_schemes_city_year_uq" ON "insurance_schemes" USING btree ("city","year");--> statement-breakpoint
CREATE UNIQUE INDEX "person_salaries_user_month_uq" ON "person_salaries" USING btree ("user_id","effective_month");--> statement-breakpoint
CREATE UNIQUE INDEX "salary_items_code_uq" ON "salary_items" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "salary_sheet_rows_user_month_uq" ON "salary_sheet_rows" USING btree ("user_id","month");--> statement-breakpoint
CREATE INDEX "salary_sheet_rows_month_idx" ON "salary_sheet_rows" USING btree ("month");--> statement-breakpoint
CREATE UNIQUE INDEX "salary_sheets_month_office_uq" ON "salary_sheets" USING btree ("month","office_id");--> statement-breakpoint
-- hand-written: a locked salary sheet (status 2) never changes: neither the sheet nor its rows.
CREATE OR REPLACE FUNCTION oa_salary_sheet_locked() RETURNS trigger AS $$
BEGIN
  IF OLD.status = 2 THEN
    RAISE EXCEPTION 'a locked salary sheet never changes' USING ERRCODE = 'restrict_violation', CONSTRAINT = 'salary_sheet_locked';
  END IF;
  IF TG_OP = 'DELETE' THEN RETURN OLD; END IF;
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER salary_sheets_locked BEFORE UPDATE OR DELETE ON salary_sheets FOR EACH ROW EXECUTE FUNCTION oa_salary_sheet_locked();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION oa_salary_sheet_rows_locked() RETURNS trigger AS $$
DECLARE
  touched integer;
BEGIN
  SELECT c.sheet_id INTO touched FROM changed c WHERE EXISTS (SELECT 1 FROM salary_sheets s WHERE s.id = c.sheet_id AND s.status = 2) LIMIT 1;
  IF touched IS NOT NULL THEN
    RAISE EXCEPTION 'a locked salary sheet never changes' USING ERRCODE = 'restrict_violation', CONSTRAINT = 'salary_sheet_locked';
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER salary_sheet_rows_inserted AFTER INSERT ON salary_sheet_rows REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION oa_salary_sheet_rows_locked();
--> statement-breakpoint
CREATE TRIGGER salary_sheet_rows_updated AFTER UPDATE ON salary_sheet_rows REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION oa_salary_sheet_rows_locked();
--> statement-breakpoint
CREATE TRIGGER salary_sheet_rows_deleted AFTER DELETE ON salary_sheet_rows REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION oa_salary_sheet_rows_locked();
--> statement-breakpoint
CREATE TRIGGER salary_sheet_rows_not_truncated BEFORE TRUNCATE ON salary_sheet_rows FOR EACH STATEMENT EXECUTE FUNCTION oa_leave_ledger_frozen();
