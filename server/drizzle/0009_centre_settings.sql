CREATE TABLE "centre_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"centre_name" varchar(100) DEFAULT 'Centre Admin' NOT NULL,
	"contact_email" varchar(254),
	"contact_phone" varchar(25),
	"currency" varchar(3) DEFAULT 'CAD' NOT NULL,
	"time_format" varchar(3) DEFAULT '24h' NOT NULL,
	"low_balance_threshold" numeric(12, 2) DEFAULT '100.00' NOT NULL,
	"reminder_hours_before" integer DEFAULT 24 NOT NULL,
	"pwa_enabled" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	CONSTRAINT "centre_settings_single_row" CHECK ("centre_settings"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE "centre_settings" ADD CONSTRAINT "centre_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
INSERT INTO "centre_settings" ("id") VALUES (1) ON CONFLICT DO NOTHING;