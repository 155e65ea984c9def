-- Billing counts the students active at any moment of a period (modules/billing/billable-students.ts),
-- which needs each student's status history. Nothing recorded it before: `students` keeps only the
-- current status. A row trigger records every insert and every status change, whichever code path
-- makes it, in the same transaction. An insert is dated by the student's created_at (a seed or an
-- import may back-date it); a change by the transaction's time.
CREATE FUNCTION "record_student_status"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "student_status_events" ("student_id", "status", "at") VALUES (NEW."id", NEW."status", NEW."created_at");
  ELSIF NEW."status" IS DISTINCT FROM OLD."status" THEN
    INSERT INTO "student_status_events" ("student_id", "status", "at") VALUES (NEW."id", NEW."status", now());
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "students_status_history" AFTER INSERT OR UPDATE OF "status" ON "students"
  FOR EACH ROW EXECUTE FUNCTION "record_student_status"();
--> statement-breakpoint
-- Students of before this migration: their current status since they were created (the best known).
INSERT INTO "student_status_events" ("student_id", "status", "at")
  SELECT "id", "status", "created_at" FROM "students";
