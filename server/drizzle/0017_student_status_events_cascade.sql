ALTER TABLE "student_status_events" DROP CONSTRAINT "student_status_events_student_id_students_id_fk";
--> statement-breakpoint
ALTER TABLE "student_status_events" ADD CONSTRAINT "student_status_events_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;