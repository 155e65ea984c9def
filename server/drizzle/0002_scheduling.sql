CREATE TYPE "public"."attendance" AS ENUM('PRESENT', 'ABSENT');--> statement-breakpoint
CREATE TYPE "public"."course_type" AS ENUM('PRIVATE', 'GROUP', 'ONLINE');--> statement-breakpoint
CREATE TYPE "public"."feedback_status" AS ENUM('NOT_SUBMITTED', 'DRAFT', 'SUBMITTED');--> statement-breakpoint
CREATE TYPE "public"."schedule_status" AS ENUM('PLANNED', 'CONFIRMED', 'CANCELLED');--> statement-breakpoint
CREATE TABLE "schedule_changes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "schedule_changes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"schedule_id" integer NOT NULL,
	"action" varchar(30) NOT NULL,
	"reason" text,
	"before" jsonb,
	"after" jsonb,
	"changed_by" integer,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "schedule_series" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "schedule_series_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"repeat_weeks" smallint,
	"repeat_until" date,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "schedule_students" (
	"schedule_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	"attendance" "attendance",
	"charged_amount" numeric(12, 2),
	"feedback" text,
	CONSTRAINT "schedule_students_schedule_id_student_id_pk" PRIMARY KEY("schedule_id","student_id")
);
--> statement-breakpoint
CREATE TABLE "schedules" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "schedules_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"series_id" integer,
	"status" "schedule_status" DEFAULT 'PLANNED' NOT NULL,
	"course_type" "course_type" DEFAULT 'PRIVATE' NOT NULL,
	"course_id" integer NOT NULL,
	"teacher_id" integer NOT NULL,
	"address" varchar(200),
	"start_time" timestamp with time zone NOT NULL,
	"end_time" timestamp with time zone NOT NULL,
	"teacher_start_time" timestamp with time zone,
	"teacher_end_time" timestamp with time zone,
	"price" numeric(12, 2) NOT NULL,
	"payment_type" "payment_type" DEFAULT 'VOUCHER' NOT NULL,
	"hourly_rate" numeric(12, 2),
	"teacher_hourly_rate" numeric(12, 2) NOT NULL,
	"comments" text,
	"confirmed_at" timestamp with time zone,
	"confirmed_by" integer,
	"cancelled_at" timestamp with time zone,
	"cancelled_by" integer,
	"class_feedback" text,
	"feedback_status" "feedback_status" DEFAULT 'NOT_SUBMITTED' NOT NULL,
	"feedback_submitted_at" timestamp with time zone,
	"acknowledged_conflicts" jsonb,
	"acknowledged_by" integer,
	"acknowledged_at" timestamp with time zone,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "schedules_times_check" CHECK ("schedules"."start_time" < "schedules"."end_time"),
	CONSTRAINT "schedules_teacher_times_check" CHECK ("schedules"."teacher_start_time" is null or "schedules"."teacher_end_time" is null or "schedules"."teacher_start_time" < "schedules"."teacher_end_time"),
	CONSTRAINT "schedules_money_check" CHECK ("schedules"."price" >= 0 and "schedules"."teacher_hourly_rate" >= 0)
);
--> statement-breakpoint
CREATE TABLE "teacher_availability_exceptions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "teacher_availability_exceptions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"teacher_id" integer NOT NULL,
	"date" date NOT NULL,
	"available" boolean NOT NULL,
	"start_time" time,
	"end_time" time,
	"note" varchar(200),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "teacher_availability_exceptions_times_check" CHECK (("teacher_availability_exceptions"."start_time" is null and "teacher_availability_exceptions"."end_time" is null) or ("teacher_availability_exceptions"."start_time" is not null and "teacher_availability_exceptions"."end_time" is not null and "teacher_availability_exceptions"."start_time" < "teacher_availability_exceptions"."end_time"))
);
--> statement-breakpoint
CREATE TABLE "teacher_availability_slots" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "teacher_availability_slots_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"teacher_id" integer NOT NULL,
	"weekday" smallint NOT NULL,
	"start_time" time NOT NULL,
	"end_time" time NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "teacher_availability_slots_weekday_check" CHECK ("teacher_availability_slots"."weekday" between 0 and 6),
	CONSTRAINT "teacher_availability_slots_times_check" CHECK ("teacher_availability_slots"."start_time" < "teacher_availability_slots"."end_time")
);
--> statement-breakpoint
CREATE TABLE "teacher_pay_records" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "teacher_pay_records_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"schedule_id" integer NOT NULL,
	"teacher_id" integer NOT NULL,
	"minutes" integer NOT NULL,
	"hourly_rate" numeric(12, 2) NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"reason" text NOT NULL,
	"reverses_record_id" integer,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "schedule_changes" ADD CONSTRAINT "schedule_changes_schedule_id_schedules_id_fk" FOREIGN KEY ("schedule_id") REFERENCES "public"."schedules"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_changes" ADD CONSTRAINT "schedule_changes_changed_by_users_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_series" ADD CONSTRAINT "schedule_series_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_students" ADD CONSTRAINT "schedule_students_schedule_id_schedules_id_fk" FOREIGN KEY ("schedule_id") REFERENCES "public"."schedules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_students" ADD CONSTRAINT "schedule_students_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedules" ADD CONSTRAINT "schedules_series_id_schedule_series_id_fk" FOREIGN KEY ("series_id") REFERENCES "public"."schedule_series"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedules" ADD CONSTRAINT "schedules_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedules" ADD CONSTRAINT "schedules_teacher_id_teachers_user_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."teachers"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedules" ADD CONSTRAINT "schedules_confirmed_by_users_id_fk" FOREIGN KEY ("confirmed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedules" ADD CONSTRAINT "schedules_cancelled_by_users_id_fk" FOREIGN KEY ("cancelled_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedules" ADD CONSTRAINT "schedules_acknowledged_by_users_id_fk" FOREIGN KEY ("acknowledged_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedules" ADD CONSTRAINT "schedules_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teacher_availability_exceptions" ADD CONSTRAINT "teacher_availability_exceptions_teacher_id_teachers_user_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."teachers"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teacher_availability_slots" ADD CONSTRAINT "teacher_availability_slots_teacher_id_teachers_user_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."teachers"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teacher_pay_records" ADD CONSTRAINT "teacher_pay_records_schedule_id_schedules_id_fk" FOREIGN KEY ("schedule_id") REFERENCES "public"."schedules"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teacher_pay_records" ADD CONSTRAINT "teacher_pay_records_teacher_id_teachers_user_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."teachers"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teacher_pay_records" ADD CONSTRAINT "teacher_pay_records_reverses_record_id_teacher_pay_records_id_fk" FOREIGN KEY ("reverses_record_id") REFERENCES "public"."teacher_pay_records"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teacher_pay_records" ADD CONSTRAINT "teacher_pay_records_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "schedule_changes_schedule_idx" ON "schedule_changes" USING btree ("schedule_id","id");--> statement-breakpoint
CREATE INDEX "schedule_students_student_idx" ON "schedule_students" USING btree ("student_id");--> statement-breakpoint
CREATE INDEX "schedules_start_idx" ON "schedules" USING btree ("start_time");--> statement-breakpoint
CREATE INDEX "schedules_teacher_start_idx" ON "schedules" USING btree ("teacher_id","start_time");--> statement-breakpoint
CREATE INDEX "schedules_status_teacher_idx" ON "schedules" USING btree ("status","teacher_id","end_time");--> statement-breakpoint
CREATE INDEX "schedules_series_idx" ON "schedules" USING btree ("series_id","start_time");--> statement-breakpoint
CREATE INDEX "schedules_course_idx" ON "schedules" USING btree ("course_id","start_time");--> statement-breakpoint
CREATE INDEX "teacher_availability_exceptions_teacher_idx" ON "teacher_availability_exceptions" USING btree ("teacher_id","date");--> statement-breakpoint
CREATE INDEX "teacher_availability_slots_teacher_idx" ON "teacher_availability_slots" USING btree ("teacher_id","weekday");--> statement-breakpoint
CREATE INDEX "teacher_pay_teacher_idx" ON "teacher_pay_records" USING btree ("teacher_id","created_at");--> statement-breakpoint
CREATE INDEX "teacher_pay_schedule_idx" ON "teacher_pay_records" USING btree ("schedule_id");--> statement-breakpoint
CREATE UNIQUE INDEX "teacher_pay_reverses_unique" ON "teacher_pay_records" USING btree ("reverses_record_id") WHERE "teacher_pay_records"."reverses_record_id" is not null;--> statement-breakpoint
CREATE INDEX "voucher_ledger_schedule_idx" ON "voucher_ledger_entries" USING btree ("schedule_id") WHERE "voucher_ledger_entries"."schedule_id" is not null;