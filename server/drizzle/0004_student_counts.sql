-- The students list caches its totals (modules/students/student-counts.ts) and forgets them on
-- `student_counts_changed`: a student added or removed, or one whose status or referral changes (the only
-- columns a cached total filters on). Statement-level, notified on commit, like migration 0003.
CREATE TRIGGER "students_counts_changed" AFTER INSERT OR DELETE OR TRUNCATE OR UPDATE OF "status", "referral_id" ON "students"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_change"('student_counts_changed');
