CREATE TABLE "request_limit_hits" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "request_limit_hits_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" varchar(20) NOT NULL,
	"address" varchar(64) NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "request_limit_hits_kind_address_idx" ON "request_limit_hits" USING btree ("kind","address","at");--> statement-breakpoint
CREATE INDEX "request_limit_hits_at_idx" ON "request_limit_hits" USING btree ("at");