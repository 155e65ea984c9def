CREATE TABLE "figure_fills" (
	"id" integer PRIMARY KEY NOT NULL,
	"filled_at" timestamp with time zone DEFAULT now() NOT NULL,
	"time_zone" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ledger_day_figures" (
	"day" date NOT NULL,
	"kind" "ledger_kind" NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	CONSTRAINT "ledger_day_figures_day_kind_pk" PRIMARY KEY("day","kind")
);
--> statement-breakpoint
CREATE TABLE "purchase_day_figures" (
	"day" date NOT NULL,
	"type" "payment_type" NOT NULL,
	"purchases" integer NOT NULL,
	"vouchers" numeric(14, 2) NOT NULL,
	"gifts" numeric(14, 2) NOT NULL,
	CONSTRAINT "purchase_day_figures_day_type_pk" PRIMARY KEY("day","type")
);
--> statement-breakpoint
CREATE TABLE "teacher_month_figures" (
	"teacher_id" integer NOT NULL,
	"month" date NOT NULL,
	"hourly_rate" numeric(12, 2) NOT NULL,
	"records" integer NOT NULL,
	"lessons" integer NOT NULL,
	"minutes" integer NOT NULL,
	"pay" numeric(14, 2) NOT NULL,
	CONSTRAINT "teacher_month_figures_teacher_id_month_hourly_rate_pk" PRIMARY KEY("teacher_id","month","hourly_rate"),
	CONSTRAINT "teacher_month_figures_month_check" CHECK (extract(day from "teacher_month_figures"."month") = 1)
);
