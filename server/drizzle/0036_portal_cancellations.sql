CREATE TABLE "lesson_move_requests" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "lesson_move_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"schedule_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	"requested_by" integer NOT NULL,
	"message" varchar(1000) NOT NULL,
	"preferred_times" varchar(500) NOT NULL,
	"status" varchar(10) DEFAULT 'open' NOT NULL,
	"answer_note" text,
	"answered_by" integer,
	"answered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "schedule_students" ADD COLUMN "late_cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "schedule_students" ADD COLUMN "late_cancelled_by" integer;--> statement-breakpoint
ALTER TABLE "centre_settings" ADD COLUMN "free_cancellation_hours" integer DEFAULT 24 NOT NULL;--> statement-breakpoint
ALTER TABLE "centre_settings" ADD COLUMN "late_cancellation" varchar(10) DEFAULT 'refuse' NOT NULL;--> statement-breakpoint
ALTER TABLE "lesson_move_requests" ADD CONSTRAINT "lesson_move_requests_schedule_id_schedules_id_fk" FOREIGN KEY ("schedule_id") REFERENCES "public"."schedules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_move_requests" ADD CONSTRAINT "lesson_move_requests_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_move_requests" ADD CONSTRAINT "lesson_move_requests_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_move_requests" ADD CONSTRAINT "lesson_move_requests_answered_by_users_id_fk" FOREIGN KEY ("answered_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lesson_move_requests_status_idx" ON "lesson_move_requests" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "lesson_move_requests_requester_idx" ON "lesson_move_requests" USING btree ("requested_by");--> statement-breakpoint
ALTER TABLE "schedule_students" ADD CONSTRAINT "schedule_students_late_cancelled_by_users_id_fk" FOREIGN KEY ("late_cancelled_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "centre_settings" ADD CONSTRAINT "centre_settings_free_cancellation_check" CHECK ("centre_settings"."free_cancellation_hours" between 0 and 720);