CREATE TABLE "mail_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "mail_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" varchar(30) NOT NULL,
	"ref_id" integer NOT NULL,
	"actor_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"handled_at" timestamp with time zone,
	CONSTRAINT "mail_events_kind_ref_unique" UNIQUE("kind","ref_id")
);
--> statement-breakpoint
CREATE INDEX "mail_events_pending" ON "mail_events" USING btree ("id") WHERE handled_at is null;