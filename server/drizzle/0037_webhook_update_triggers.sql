-- Issue 36: student.updated and lesson.updated were emitted by calls in the services that edit (the
-- student form, the lesson form and drag, the students import), so every other write path escaped (the
-- portal's message choices, the unsubscribe link, an import's undo, a confirmation's correction). As
-- ledger entries, status changes and invoices already do, the rows now emit through triggers,
-- whichever path wrote them. The triggers are deferred to the commit, so the event carries the row as
-- the cause left it and fires once per transaction (the cause), however many statements touched it.
--
-- The subjects (student:12, lesson:40) this transaction has already sent an event about, as a
-- transaction-local setting: a subtransaction rolled back takes its marks with it, as it takes its events.
-- A transaction that writes history, not changes (seed:bench's half a million lessons), says
-- SET LOCAL webhook.quiet = 'on' and these update triggers queue nothing.
CREATE FUNCTION webhook_subject_seen(subject text) RETURNS boolean LANGUAGE plpgsql AS $$
DECLARE
  seen text := coalesce(current_setting('webhook.subjects', true), '');
BEGIN
  IF position(',' || subject || ',' IN seen) > 0 THEN
    RETURN true;
  END IF;
  PERFORM set_config('webhook.subjects', CASE WHEN seen = '' THEN ',' ELSE seen END || subject || ',', true);
  RETURN false;
END $$;
--> statement-breakpoint
-- An event the services emit about a subject (student.created, lesson.created/cancelled/confirmed): it
-- is sent, and marks the subject so this transaction's update trigger adds no student/lesson.updated.
CREATE FUNCTION webhook_emit_about(subject text, event_type text, event_data jsonb) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM webhook_subject_seen(subject);
  PERFORM webhook_emit(event_type, event_data);
END $$;
--> statement-breakpoint
CREATE FUNCTION webhook_student_data(wanted integer) RETURNS jsonb LANGUAGE sql STABLE AS $$
  SELECT jsonb_build_object('studentId', s.id, 'studentNumber', s.student_id, 'firstName', s.first_name,
    'lastName', s.last_name, 'status', s.status)
  FROM students s WHERE s.id = wanted
$$;
--> statement-breakpoint
CREATE FUNCTION webhook_lesson_data(wanted integer) RETURNS jsonb LANGUAGE sql STABLE AS $$
  SELECT jsonb_build_object('scheduleId', l.id, 'courseId', l.course_id, 'teacherId', l.teacher_id,
    'startTime', l.start_time, 'endTime', l.end_time, 'status', l.status,
    'studentIds', coalesce((SELECT jsonb_agg(ss.student_id ORDER BY ss.student_id)
      FROM schedule_students ss WHERE ss.schedule_id = l.id), '[]'::jsonb))
  FROM schedules l WHERE l.id = wanted
$$;
--> statement-breakpoint
-- A student whose details changed: one event per transaction, read at the commit; none for a student
-- the transaction created (student.created says it; created_at is the transaction's start) or deleted
-- again. The cheap checks come first: a transaction that writes many rows marks only those it reports.
CREATE FUNCTION webhook_student_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM students s WHERE s.id = NEW.id AND s.created_at < now())
    AND NOT webhook_subject_seen('student:' || NEW.id) THEN
    PERFORM webhook_emit('student.updated', webhook_student_data(NEW.id));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- The details a receiver is told about: not the cached voucher balance (ledger_entry.created), not the
-- status (student.status_changed), not the bookkeeping columns.
CREATE CONSTRAINT TRIGGER students_updated_webhook
  AFTER UPDATE OF student_id, first_name, last_name, referral_id, start_date, wechat, phone, email, comments,
    allow_sms, allow_email, hourly_rate ON students
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN (current_setting('webhook.quiet', true) IS DISTINCT FROM 'on' AND (OLD.student_id, OLD.first_name, OLD.last_name, OLD.referral_id, OLD.start_date, OLD.wechat, OLD.phone,
      OLD.email, OLD.comments, OLD.allow_sms, OLD.allow_email, OLD.hourly_rate)
    IS DISTINCT FROM (NEW.student_id, NEW.first_name, NEW.last_name, NEW.referral_id, NEW.start_date, NEW.wechat,
      NEW.phone, NEW.email, NEW.comments, NEW.allow_sms, NEW.allow_email, NEW.hourly_rate))
  EXECUTE FUNCTION webhook_student_updated();
--> statement-breakpoint
-- A lesson whose plan, price, reported times or students changed: one lesson.updated per transaction,
-- read at the commit; none when the same transaction created, cancelled or confirmed it (that event
-- says it), nor for a lesson created in this transaction by a path that emits nothing (created_at is
-- the transaction's start) or deleted again.
CREATE FUNCTION webhook_emit_lesson_updated(wanted integer) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM schedules l WHERE l.id = wanted AND l.created_at < now())
    AND NOT webhook_subject_seen('lesson:' || wanted) THEN
    PERFORM webhook_emit('lesson.updated', webhook_lesson_data(wanted));
  END IF;
END $$;
--> statement-breakpoint
CREATE FUNCTION webhook_lesson_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM webhook_emit_lesson_updated(NEW.id);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER schedules_updated_webhook
  AFTER UPDATE OF course_type, course_id, teacher_id, address, start_time, end_time, teacher_start_time,
    teacher_end_time, price, payment_type, hourly_rate, teacher_hourly_rate, comments ON schedules
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN (current_setting('webhook.quiet', true) IS DISTINCT FROM 'on' AND (OLD.course_type, OLD.course_id, OLD.teacher_id, OLD.address, OLD.start_time, OLD.end_time,
      OLD.teacher_start_time, OLD.teacher_end_time, OLD.price, OLD.payment_type, OLD.hourly_rate,
      OLD.teacher_hourly_rate, OLD.comments)
    IS DISTINCT FROM (NEW.course_type, NEW.course_id, NEW.teacher_id, NEW.address, NEW.start_time, NEW.end_time,
      NEW.teacher_start_time, NEW.teacher_end_time, NEW.price, NEW.payment_type, NEW.hourly_rate,
      NEW.teacher_hourly_rate, NEW.comments))
  EXECUTE FUNCTION webhook_lesson_updated();
--> statement-breakpoint
CREATE FUNCTION webhook_lesson_students_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM webhook_emit_lesson_updated(CASE WHEN TG_OP = 'DELETE' THEN OLD.schedule_id ELSE NEW.schedule_id END);
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A student booked or taken off, an attendance set or corrected, a late cancellation.
CREATE CONSTRAINT TRIGGER schedule_students_added_webhook AFTER INSERT ON schedule_students
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (current_setting('webhook.quiet', true) IS DISTINCT FROM 'on')
  EXECUTE FUNCTION webhook_lesson_students_changed();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER schedule_students_removed_webhook AFTER DELETE ON schedule_students
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (current_setting('webhook.quiet', true) IS DISTINCT FROM 'on')
  EXECUTE FUNCTION webhook_lesson_students_changed();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER schedule_students_updated_webhook
  AFTER UPDATE OF attendance, late_cancelled_at ON schedule_students
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN (current_setting('webhook.quiet', true) IS DISTINCT FROM 'on'
    AND (OLD.attendance, OLD.late_cancelled_at) IS DISTINCT FROM (NEW.attendance, NEW.late_cancelled_at))
  EXECUTE FUNCTION webhook_lesson_students_changed();
