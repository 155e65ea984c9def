ALTER TABLE "mail_events" DROP CONSTRAINT "mail_events_kind_ref_unique";--> statement-breakpoint
ALTER TABLE "mail_events" ADD COLUMN "dedupe_key" varchar(60) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_events" ADD COLUMN "teacher_id" integer;--> statement-breakpoint
ALTER TABLE "mail_events" ADD COLUMN "lessons" jsonb;--> statement-breakpoint
ALTER TABLE "mail_events" ADD CONSTRAINT "mail_events_kind_ref_key_unique" UNIQUE("kind","ref_id","dedupe_key");