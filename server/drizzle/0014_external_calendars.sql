CREATE TABLE "calendar_busy_blocks" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "calendar_busy_blocks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"teacher_id" integer NOT NULL,
	"start_time" timestamp with time zone NOT NULL,
	"end_time" timestamp with time zone NOT NULL,
	"all_day" boolean DEFAULT false NOT NULL,
	"title" varchar(200)
);
--> statement-breakpoint
CREATE TABLE "calendar_feeds" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "calendar_feeds_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"teacher_id" integer,
	"token_hash" varchar(64) NOT NULL,
	"token_encrypted" varchar(200) NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_fetched_at" timestamp with time zone,
	"last_fetched_by" varchar(200)
);
--> statement-breakpoint
CREATE TABLE "calendar_subscriptions" (
	"teacher_id" integer PRIMARY KEY NOT NULL,
	"url_encrypted" text NOT NULL,
	"url_masked" varchar(300) NOT NULL,
	"show_titles" boolean DEFAULT false NOT NULL,
	"last_attempt_at" timestamp with time zone,
	"last_success_at" timestamp with time zone,
	"last_error" varchar(500),
	"busy_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "teacher_notification_preferences" (
	"teacher_id" integer PRIMARY KEY NOT NULL,
	"lesson_booked_email" boolean NOT NULL,
	"lesson_booked_sms" boolean NOT NULL,
	"lesson_moved_email" boolean NOT NULL,
	"lesson_moved_sms" boolean NOT NULL,
	"lesson_cancelled_email" boolean NOT NULL,
	"lesson_cancelled_sms" boolean NOT NULL,
	"daily_reminder_email" boolean NOT NULL,
	"daily_reminder_sms" boolean NOT NULL,
	"feedback_due_email" boolean NOT NULL,
	"feedback_due_sms" boolean NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "schedules" ADD COLUMN "revision" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "calendar_busy_blocks" ADD CONSTRAINT "calendar_busy_blocks_teacher_id_teachers_user_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."teachers"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_teacher_id_teachers_user_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."teachers"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_subscriptions" ADD CONSTRAINT "calendar_subscriptions_teacher_id_teachers_user_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."teachers"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teacher_notification_preferences" ADD CONSTRAINT "teacher_notification_preferences_teacher_id_teachers_user_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."teachers"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "calendar_busy_blocks_teacher_idx" ON "calendar_busy_blocks" USING btree ("teacher_id","start_time");--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_feeds_token_idx" ON "calendar_feeds" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_feeds_scope_idx" ON "calendar_feeds" USING btree (coalesce("teacher_id", 0));--> statement-breakpoint
-- The iCalendar feed's SEQUENCE (RFC 5545 3.8.7.4) must grow with every significant change of a lesson.
-- A row trigger does it for every write path (edits, moves, cancels, series shifts, corrections) at once,
-- and only when something a calendar shows changed: feedback or money alone leave it alone.
CREATE FUNCTION "schedules_bump_revision"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (NEW.start_time, NEW.end_time, NEW.status, NEW.address, NEW.course_id, NEW.teacher_id, NEW.course_type)
     IS DISTINCT FROM
     (OLD.start_time, OLD.end_time, OLD.status, OLD.address, OLD.course_id, OLD.teacher_id, OLD.course_type) THEN
    NEW.revision := OLD.revision + 1;
  END IF;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "schedules_revision" BEFORE UPDATE ON "schedules"
  FOR EACH ROW EXECUTE FUNCTION "schedules_bump_revision"();
