CREATE TABLE "email_sends" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "email_sends_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"subject" varchar(300) NOT NULL,
	"body" text NOT NULL,
	"template_id" integer,
	"audience" jsonb NOT NULL,
	"state" varchar(12) NOT NULL,
	"sent_by" integer,
	"send_at" timestamp with time zone NOT NULL,
	"failures_noticed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "email_templates" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "email_templates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"built_in_key" varchar(40),
	"name" varchar(100) NOT NULL,
	"subject" varchar(300) NOT NULL,
	"body" text NOT NULL,
	"updated_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "email_templates_builtInKey_unique" UNIQUE("built_in_key")
);
--> statement-breakpoint
CREATE TABLE "lesson_reminders" (
	"schedule_id" integer NOT NULL,
	"start_time" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lesson_reminders_schedule_id_start_time_pk" PRIMARY KEY("schedule_id","start_time")
);
--> statement-breakpoint
CREATE TABLE "low_balance_alerts" (
	"student_id" integer PRIMARY KEY NOT NULL,
	"balance" varchar(20) NOT NULL,
	"told" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "send_id" integer;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "recipient_key" varchar(20);--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "recipient_name" varchar(120);--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "student_id" integer;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "user_id" integer;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "unsubscribe_token" varchar(64);--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "attempts" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "claimed_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "notices" ADD COLUMN "event_key" varchar(100);--> statement-breakpoint
ALTER TABLE "sms_codes" ADD COLUMN "claimed_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "email_sends" ADD CONSTRAINT "email_sends_template_id_email_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."email_templates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_sends" ADD CONSTRAINT "email_sends_sent_by_users_id_fk" FOREIGN KEY ("sent_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_templates" ADD CONSTRAINT "email_templates_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_reminders" ADD CONSTRAINT "lesson_reminders_schedule_id_schedules_id_fk" FOREIGN KEY ("schedule_id") REFERENCES "public"."schedules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "low_balance_alerts" ADD CONSTRAINT "low_balance_alerts_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_send_id_email_sends_id_fk" FOREIGN KEY ("send_id") REFERENCES "public"."email_sends"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mail_outbox_send_idx" ON "mail_outbox" USING btree ("send_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "mail_outbox_send_recipient_idx" ON "mail_outbox" USING btree ("send_id","recipient_key");--> statement-breakpoint
CREATE UNIQUE INDEX "mail_outbox_unsubscribe_idx" ON "mail_outbox" USING btree ("unsubscribe_token");--> statement-breakpoint
CREATE UNIQUE INDEX "notices_event_key_idx" ON "notices" USING btree ("user_id","event_key");