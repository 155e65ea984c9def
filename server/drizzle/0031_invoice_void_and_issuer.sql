ALTER TYPE "public"."billing_invoice_status" ADD VALUE 'VOID';--> statement-breakpoint
DROP INDEX "billing_credit_entries_invoice_unique";--> statement-breakpoint
ALTER TABLE "billing_invoices" ADD COLUMN "void_reason" text;--> statement-breakpoint
ALTER TABLE "billing_invoices" ADD COLUMN "voided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "billing_invoices" ADD COLUMN "voided_by" integer;--> statement-breakpoint
ALTER TABLE "billing_price_plans" ADD COLUMN "issuer_name" varchar(200);--> statement-breakpoint
ALTER TABLE "billing_price_plans" ADD COLUMN "issuer_address" text;--> statement-breakpoint
ALTER TABLE "billing_price_plans" ADD COLUMN "issuer_tax_number" varchar(50);--> statement-breakpoint
ALTER TABLE "billing_invoices" ADD CONSTRAINT "billing_invoices_voided_by_users_id_fk" FOREIGN KEY ("voided_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "billing_credit_entries_invoice_type_unique" ON "billing_credit_entries" USING btree ("invoice_id","type") WHERE "billing_credit_entries"."invoice_id" is not null;