-- A computation stores thousands of a month's rows in one statement: check each month the statement touches once,
-- after it, from its transition tables, rather than once a row before it (an upsert fired two checks a row).
DROP TRIGGER attendance_months_locked ON attendance_months;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION oa_attendance_months_touched() RETURNS trigger AS $$
DECLARE
  touched text;
BEGIN
  IF TG_OP = 'INSERT' THEN
    FOR touched IN SELECT DISTINCT month FROM new_rows ORDER BY 1 LOOP PERFORM oa_attendance_month_open(touched); END LOOP;
  ELSIF TG_OP = 'UPDATE' THEN
    FOR touched IN SELECT month FROM old_rows UNION SELECT month FROM new_rows ORDER BY 1 LOOP PERFORM oa_attendance_month_open(touched); END LOOP;
  ELSE
    FOR touched IN SELECT DISTINCT month FROM old_rows ORDER BY 1 LOOP PERFORM oa_attendance_month_open(touched); END LOOP;
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER attendance_months_inserted AFTER INSERT ON attendance_months REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION oa_attendance_months_touched();
--> statement-breakpoint
CREATE TRIGGER attendance_months_updated AFTER UPDATE ON attendance_months REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION oa_attendance_months_touched();
--> statement-breakpoint
CREATE TRIGGER attendance_months_deleted AFTER DELETE ON attendance_months REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION oa_attendance_months_touched();
