-- Keyword search ("contains") uses trigram indexes. pg_trgm is a trusted extension: a database owner may create it.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TYPE "public"."student_status" AS ENUM('active', 'inactive', 'suspended');--> statement-breakpoint
CREATE TYPE "public"."ledger_kind" AS ENUM('purchase', 'gift', 'charge', 'refund', 'adjustment');--> statement-breakpoint
CREATE TYPE "public"."payment_type" AS ENUM('VOUCHER', 'CASH', 'CARD', 'E_TRANSFER', 'CHEQUE', 'OTHER');--> statement-breakpoint
CREATE TABLE "courses" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "courses_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"school" varchar(100),
	"number" varchar(30),
	"name" varchar(100) NOT NULL,
	"description" text,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "referrals" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "referrals_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"referrer" varchar(100) NOT NULL,
	"comments" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "students" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "students_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"student_id" varchar(30) NOT NULL,
	"first_name" varchar(50) NOT NULL,
	"last_name" varchar(50) NOT NULL,
	"referral_id" integer,
	"start_date" date,
	"wechat" varchar(50),
	"phone" varchar(20),
	"email" varchar(254),
	"comments" text,
	"voucher_balance" numeric(12, 2) DEFAULT '0' NOT NULL,
	"allow_sms" boolean DEFAULT true NOT NULL,
	"allow_email" boolean DEFAULT true NOT NULL,
	"hourly_rate" numeric(12, 2),
	"status" "student_status" DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer
);
--> statement-breakpoint
CREATE TABLE "course_teachers" (
	"course_id" integer NOT NULL,
	"teacher_id" integer NOT NULL,
	CONSTRAINT "course_teachers_course_id_teacher_id_pk" PRIMARY KEY("course_id","teacher_id")
);
--> statement-breakpoint
CREATE TABLE "teachers" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"employee_id" varchar(30),
	"preferred_name" varchar(50),
	"wechat" varchar(50),
	"sin_encrypted" varchar(200),
	"sin_last3" varchar(3),
	"payroll_contact" varchar(200),
	"hourly_rate" numeric(12, 2),
	"operating_area" varchar(200),
	"advantage" text,
	"disadvantage" text,
	"feedback" text,
	"color" varchar(7) DEFAULT '#1890ff' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "term_registers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "term_registers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"term_id" integer NOT NULL,
	"teacher_id" integer,
	"student_id" integer NOT NULL,
	"course_id" integer,
	"payment_type" "payment_type" NOT NULL,
	"price" numeric(12, 2) NOT NULL,
	"comments" text,
	"create_date" date NOT NULL,
	"paid" boolean DEFAULT false NOT NULL,
	"paid_at" timestamp with time zone,
	"paid_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "term_registers_price_check" CHECK ("term_registers"."price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "terms" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "terms_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"school" varchar(100),
	"course_id" integer NOT NULL,
	"teacher_id" integer,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"comments" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "terms_dates_check" CHECK ("terms"."start_date" <= "terms"."end_date")
);
--> statement-breakpoint
CREATE TABLE "voucher_ledger_entries" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "voucher_ledger_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"student_id" integer NOT NULL,
	"kind" "ledger_kind" NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"balance_after" numeric(12, 2) NOT NULL,
	"reason" text NOT NULL,
	"purchase_id" integer,
	"term_register_id" integer,
	"schedule_id" integer,
	"reverses_entry_id" integer,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "voucher_purchases" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "voucher_purchases_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"student_id" integer NOT NULL,
	"type" "payment_type" NOT NULL,
	"purchase_date" date NOT NULL,
	"comments" text,
	"voucher_amount" numeric(12, 2) NOT NULL,
	"gift_amount" numeric(12, 2) DEFAULT '0' NOT NULL,
	"current_balance" numeric(12, 2) NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "voucher_purchases_amounts_check" CHECK ("voucher_purchases"."voucher_amount" >= 0 and "voucher_purchases"."gift_amount" >= 0),
	CONSTRAINT "voucher_purchases_type_check" CHECK ("voucher_purchases"."type" <> 'VOUCHER')
);
--> statement-breakpoint
ALTER TABLE "students" ADD CONSTRAINT "students_referral_id_referrals_id_fk" FOREIGN KEY ("referral_id") REFERENCES "public"."referrals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "students" ADD CONSTRAINT "students_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_teachers" ADD CONSTRAINT "course_teachers_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_teachers" ADD CONSTRAINT "course_teachers_teacher_id_teachers_user_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."teachers"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teachers" ADD CONSTRAINT "teachers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "term_registers" ADD CONSTRAINT "term_registers_term_id_terms_id_fk" FOREIGN KEY ("term_id") REFERENCES "public"."terms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "term_registers" ADD CONSTRAINT "term_registers_teacher_id_teachers_user_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."teachers"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "term_registers" ADD CONSTRAINT "term_registers_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "term_registers" ADD CONSTRAINT "term_registers_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "term_registers" ADD CONSTRAINT "term_registers_paid_by_users_id_fk" FOREIGN KEY ("paid_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "terms" ADD CONSTRAINT "terms_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "terms" ADD CONSTRAINT "terms_teacher_id_teachers_user_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."teachers"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voucher_ledger_entries" ADD CONSTRAINT "voucher_ledger_entries_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voucher_ledger_entries" ADD CONSTRAINT "voucher_ledger_entries_purchase_id_voucher_purchases_id_fk" FOREIGN KEY ("purchase_id") REFERENCES "public"."voucher_purchases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voucher_ledger_entries" ADD CONSTRAINT "voucher_ledger_entries_term_register_id_term_registers_id_fk" FOREIGN KEY ("term_register_id") REFERENCES "public"."term_registers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voucher_ledger_entries" ADD CONSTRAINT "voucher_ledger_entries_reverses_entry_id_voucher_ledger_entries_id_fk" FOREIGN KEY ("reverses_entry_id") REFERENCES "public"."voucher_ledger_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voucher_ledger_entries" ADD CONSTRAINT "voucher_ledger_entries_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voucher_purchases" ADD CONSTRAINT "voucher_purchases_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voucher_purchases" ADD CONSTRAINT "voucher_purchases_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "courses_name_trgm" ON "courses" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "referrals_referrer_trgm" ON "referrals" USING gin ("referrer" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "students_student_id_unique" ON "students" USING btree ("student_id");--> statement-breakpoint
CREATE INDEX "students_status_idx" ON "students" USING btree ("status","last_name","first_name");--> statement-breakpoint
CREATE INDEX "students_name_idx" ON "students" USING btree ("last_name","first_name","id");--> statement-breakpoint
CREATE INDEX "students_referral_idx" ON "students" USING btree ("referral_id");--> statement-breakpoint
CREATE INDEX "students_first_name_trgm" ON "students" USING gin ("first_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "students_last_name_trgm" ON "students" USING gin ("last_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "students_student_id_trgm" ON "students" USING gin ("student_id" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "students_phone_trgm" ON "students" USING gin ("phone" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "students_email_trgm" ON "students" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "students_wechat_trgm" ON "students" USING gin ("wechat" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "course_teachers_teacher_idx" ON "course_teachers" USING btree ("teacher_id");--> statement-breakpoint
CREATE UNIQUE INDEX "term_registers_term_student_unique" ON "term_registers" USING btree ("term_id","student_id");--> statement-breakpoint
CREATE INDEX "term_registers_student_idx" ON "term_registers" USING btree ("student_id");--> statement-breakpoint
CREATE INDEX "term_registers_unpaid_idx" ON "term_registers" USING btree ("paid","create_date");--> statement-breakpoint
CREATE INDEX "terms_dates_idx" ON "terms" USING btree ("start_date","id");--> statement-breakpoint
CREATE INDEX "terms_course_idx" ON "terms" USING btree ("course_id");--> statement-breakpoint
CREATE INDEX "voucher_ledger_student_idx" ON "voucher_ledger_entries" USING btree ("student_id","id");--> statement-breakpoint
CREATE INDEX "voucher_ledger_purchase_idx" ON "voucher_ledger_entries" USING btree ("purchase_id");--> statement-breakpoint
CREATE INDEX "voucher_ledger_term_register_idx" ON "voucher_ledger_entries" USING btree ("term_register_id");--> statement-breakpoint
CREATE UNIQUE INDEX "voucher_ledger_reverses_unique" ON "voucher_ledger_entries" USING btree ("reverses_entry_id") WHERE "voucher_ledger_entries"."reverses_entry_id" is not null;--> statement-breakpoint
CREATE INDEX "voucher_purchases_date_idx" ON "voucher_purchases" USING btree ("purchase_date","id");--> statement-breakpoint
CREATE INDEX "voucher_purchases_student_idx" ON "voucher_purchases" USING btree ("student_id","purchase_date");--> statement-breakpoint
CREATE INDEX "users_login_trgm" ON "users" USING gin ("login" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_first_name_trgm" ON "users" USING gin ("first_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_last_name_trgm" ON "users" USING gin ("last_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_email_trgm" ON "users" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_phone_trgm" ON "users" USING gin ("phone" gin_trgm_ops);--> statement-breakpoint
-- Teacher accounts made before teacher profiles existed (self-registration) get an empty profile.
INSERT INTO "teachers" ("user_id") SELECT "id" FROM "users" WHERE "role" = 'ROLE_TEACHER' ON CONFLICT DO NOTHING;
