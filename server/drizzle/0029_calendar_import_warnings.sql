CREATE TABLE "calendar_feed_versions" (
	"feed_id" integer NOT NULL,
	"variant" varchar(60) NOT NULL,
	"etag" varchar(64) NOT NULL,
	"changed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "calendar_feed_versions_feed_id_variant_pk" PRIMARY KEY("feed_id","variant")
);
--> statement-breakpoint
ALTER TABLE "calendar_subscriptions" ADD COLUMN "skipped_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "calendar_subscriptions" ADD COLUMN "warning" varchar(500);--> statement-breakpoint
ALTER TABLE "calendar_feed_versions" ADD CONSTRAINT "calendar_feed_versions_feed_id_calendar_feeds_id_fk" FOREIGN KEY ("feed_id") REFERENCES "public"."calendar_feeds"("id") ON DELETE cascade ON UPDATE no action;