CREATE TABLE "lesson_day_figures" (
	"day" date NOT NULL,
	"status" "schedule_status" NOT NULL,
	"lessons" integer NOT NULL,
	CONSTRAINT "lesson_day_figures_day_status_pk" PRIMARY KEY("day","status")
);
--> statement-breakpoint
CREATE TABLE "student_month_figures" (
	"month" date PRIMARY KEY NOT NULL,
	"active" integer NOT NULL,
	CONSTRAINT "student_month_figures_month_check" CHECK (extract(day from "student_month_figures"."month") = 1)
);
--> statement-breakpoint
DROP INDEX "schedule_students_student_idx";--> statement-breakpoint
CREATE INDEX "teacher_month_figures_month_idx" ON "teacher_month_figures" USING btree ("month");--> statement-breakpoint
CREATE INDEX "schedules_planned_end_idx" ON "schedules" USING btree ("end_time") WHERE "schedules"."status" = 'PLANNED';--> statement-breakpoint
CREATE INDEX "schedules_planned_id_idx" ON "schedules" USING btree ("id","start_time") WHERE "schedules"."status" = 'PLANNED';--> statement-breakpoint
CREATE INDEX "students_low_balance_idx" ON "students" USING btree ("voucher_balance",lower("last_name"),lower("first_name"),"id") WHERE "students"."status" = 'active';--> statement-breakpoint
CREATE INDEX "schedule_students_student_idx" ON "schedule_students" USING btree ("student_id","schedule_id");
--> statement-breakpoint
-- Lessons per local day and status (issue 35), moved by every insert, delete and change of a lesson's
-- status or start, whichever code path makes it. The triggers are deferred: they run at commit, after
-- the transaction's own locks (the confirmation's lesson and students, the money roll-ups), and one
-- statement moves both keys of a change in key order, so two writers never take these rows in opposite
-- orders for one lesson. The day is the centre's, in the zone the roll-ups were filled in
-- (figure_fills); before the first fill nothing is counted here, the fill counts it.
CREATE FUNCTION "lesson_day_figures_move"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  zone text;
BEGIN
  SELECT "time_zone" INTO zone FROM "figure_fills" WHERE "id" = 1;
  IF zone IS NULL THEN
    RETURN NULL;
  END IF;
  INSERT INTO "lesson_day_figures" ("day", "status", "lessons")
  SELECT "day", "status", sum("n")::int FROM (
    SELECT (OLD."start_time" AT TIME ZONE zone)::date AS "day", OLD."status" AS "status", -1 AS "n"
      WHERE TG_OP IN ('UPDATE', 'DELETE')
    UNION ALL
    SELECT (NEW."start_time" AT TIME ZONE zone)::date, NEW."status", 1 WHERE TG_OP IN ('UPDATE', 'INSERT')
  ) "moved"
  GROUP BY "day", "status"
  HAVING sum("n") <> 0
  ORDER BY "day", "status"
  ON CONFLICT ("day", "status") DO UPDATE SET "lessons" = "lesson_day_figures"."lessons" + excluded."lessons";
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "schedules_lesson_day_figures" AFTER INSERT OR DELETE ON "schedules"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "lesson_day_figures_move"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "schedules_lesson_day_figures_change" AFTER UPDATE OF "status", "start_time" ON "schedules"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN (OLD."status" IS DISTINCT FROM NEW."status" OR OLD."start_time" IS DISTINCT FROM NEW."start_time")
  EXECUTE FUNCTION "lesson_day_figures_move"();
--> statement-breakpoint
-- Active students per local month of registration (issue 35), moved by every insert, delete and change
-- of a student's status or registration time, deferred to commit like the lessons' days.
CREATE FUNCTION "student_month_figures_move"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  zone text;
BEGIN
  SELECT "time_zone" INTO zone FROM "figure_fills" WHERE "id" = 1;
  IF zone IS NULL THEN
    RETURN NULL;
  END IF;
  INSERT INTO "student_month_figures" ("month", "active")
  SELECT "month", sum("n")::int FROM (
    SELECT date_trunc('month', OLD."created_at" AT TIME ZONE zone)::date AS "month", -1 AS "n"
      WHERE TG_OP IN ('UPDATE', 'DELETE') AND OLD."status" = 'active'
    UNION ALL
    SELECT date_trunc('month', NEW."created_at" AT TIME ZONE zone)::date, 1
      WHERE TG_OP IN ('UPDATE', 'INSERT') AND NEW."status" = 'active'
  ) "moved"
  GROUP BY "month"
  HAVING sum("n") <> 0
  ORDER BY "month"
  ON CONFLICT ("month") DO UPDATE SET "active" = "student_month_figures"."active" + excluded."active";
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "students_month_figures" AFTER INSERT OR DELETE ON "students"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "student_month_figures_move"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "students_month_figures_change" AFTER UPDATE OF "status", "created_at" ON "students"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN (OLD."status" IS DISTINCT FROM NEW."status" OR OLD."created_at" IS DISTINCT FROM NEW."created_at")
  EXECUTE FUNCTION "student_month_figures_move"();
--> statement-breakpoint
-- A database filled before this migration fills every roll-up again at the next start (fillFiguresOnce),
-- which counts the new ones from the lessons and students already there.
DELETE FROM "figure_fills";
