CREATE TYPE "public"."billing_credit_type" AS ENUM('ADD', 'ADJUST', 'SUBTRACT', 'INVOICE_CHARGE');--> statement-breakpoint
CREATE TYPE "public"."billing_invoice_status" AS ENUM('UNPAID', 'PROCESSING', 'REQUIRES_ACTION', 'FAILED', 'PAID');--> statement-breakpoint
CREATE TABLE "billing_accounts" (
	"id" integer PRIMARY KEY NOT NULL,
	"credit_balance" numeric(12, 2) DEFAULT '0' NOT NULL,
	"card_brand" varchar(20),
	"card_last4" varchar(4),
	"card_exp_month" integer,
	"card_exp_year" integer,
	"provider_payment_method" varchar(100),
	"provider_customer" varchar(100),
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "billing_accounts_single_row" CHECK ("billing_accounts"."id" = 1),
	CONSTRAINT "billing_accounts_balance_check" CHECK ("billing_accounts"."credit_balance" >= 0)
);
--> statement-breakpoint
CREATE TABLE "billing_credit_entries" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "billing_credit_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"type" "billing_credit_type" NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"change" numeric(12, 2) NOT NULL,
	"balance_after" numeric(12, 2) NOT NULL,
	"invoice_id" integer,
	"comments" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "billing_cycles" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "billing_cycles_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"start_date" date NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"stopped_at" timestamp with time zone,
	"stopped_by" integer
);
--> statement-breakpoint
CREATE TABLE "billing_invoice_students" (
	"invoice_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	"student_number" varchar(30) NOT NULL,
	"name" varchar(110) NOT NULL,
	CONSTRAINT "billing_invoice_students_invoice_id_student_id_pk" PRIMARY KEY("invoice_id","student_id")
);
--> statement-breakpoint
CREATE TABLE "billing_invoices" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "billing_invoices_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"cycle_id" integer,
	"invoice_date" date NOT NULL,
	"due_date" date NOT NULL,
	"period_start" date NOT NULL,
	"period_end" date NOT NULL,
	"status" "billing_invoice_status" DEFAULT 'UNPAID' NOT NULL,
	"quantity" integer NOT NULL,
	"range_from" integer NOT NULL,
	"range_to" integer,
	"unit_price" numeric(12, 2) NOT NULL,
	"subtotal" numeric(12, 2) NOT NULL,
	"minimum_charge" numeric(12, 2) NOT NULL,
	"credit" numeric(12, 2) NOT NULL,
	"total_before_tax" numeric(12, 2) NOT NULL,
	"tax_rate" numeric(6, 3) NOT NULL,
	"tax" numeric(12, 2) NOT NULL,
	"total" numeric(12, 2) NOT NULL,
	"currency" varchar(3) NOT NULL,
	"failure_message" text,
	"charge_attempt" integer DEFAULT 0 NOT NULL,
	"charge_started_at" timestamp with time zone,
	"provider_payment" varchar(100),
	"action_url" text,
	"paid_at" timestamp with time zone,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "billing_invoices_period_check" CHECK ("billing_invoices"."period_end" >= "billing_invoices"."period_start"),
	CONSTRAINT "billing_invoices_amounts_check" CHECK ("billing_invoices"."credit" >= 0 and "billing_invoices"."total" >= 0 and "billing_invoices"."quantity" >= 0)
);
--> statement-breakpoint
CREATE TABLE "billing_price_plans" (
	"id" integer PRIMARY KEY NOT NULL,
	"charge_ranges" jsonb NOT NULL,
	"minimum_charge" numeric(12, 2) NOT NULL,
	"tax_rate" numeric(6, 3) NOT NULL,
	"currency" varchar(3) NOT NULL,
	"payment_terms_days" integer NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "billing_price_plans_single_row" CHECK ("billing_price_plans"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "billing_test_charges" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "billing_test_charges_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"idempotency_key" varchar(100) NOT NULL,
	"payment_method" varchar(100) NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"currency" varchar(3) NOT NULL,
	"status" varchar(20) NOT NULL,
	"failure_message" text,
	"challenge_token" varchar(64),
	"return_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "student_status_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "student_status_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"student_id" integer NOT NULL,
	"status" varchar(20) NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "billing_credit_entries" ADD CONSTRAINT "billing_credit_entries_invoice_id_billing_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."billing_invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_credit_entries" ADD CONSTRAINT "billing_credit_entries_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_cycles" ADD CONSTRAINT "billing_cycles_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_cycles" ADD CONSTRAINT "billing_cycles_stopped_by_users_id_fk" FOREIGN KEY ("stopped_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_invoice_students" ADD CONSTRAINT "billing_invoice_students_invoice_id_billing_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."billing_invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_invoice_students" ADD CONSTRAINT "billing_invoice_students_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_invoices" ADD CONSTRAINT "billing_invoices_cycle_id_billing_cycles_id_fk" FOREIGN KEY ("cycle_id") REFERENCES "public"."billing_cycles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_invoices" ADD CONSTRAINT "billing_invoices_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_price_plans" ADD CONSTRAINT "billing_price_plans_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_status_events" ADD CONSTRAINT "student_status_events_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "billing_credit_entries_created_idx" ON "billing_credit_entries" USING btree ("created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "billing_credit_entries_invoice_unique" ON "billing_credit_entries" USING btree ("invoice_id") WHERE "billing_credit_entries"."invoice_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "billing_cycles_one_active" ON "billing_cycles" USING btree ((true)) WHERE "billing_cycles"."stopped_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "billing_invoices_cycle_period_unique" ON "billing_invoices" USING btree ("cycle_id","period_start") WHERE "billing_invoices"."cycle_id" is not null;--> statement-breakpoint
CREATE INDEX "billing_invoices_period_idx" ON "billing_invoices" USING btree ("period_start","period_end");--> statement-breakpoint
CREATE INDEX "billing_invoices_status_idx" ON "billing_invoices" USING btree ("status","due_date");--> statement-breakpoint
CREATE UNIQUE INDEX "billing_test_charges_key_unique" ON "billing_test_charges" USING btree ("idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "billing_test_charges_challenge_unique" ON "billing_test_charges" USING btree ("challenge_token");--> statement-breakpoint
CREATE INDEX "student_status_events_student_idx" ON "student_status_events" USING btree ("student_id","at");