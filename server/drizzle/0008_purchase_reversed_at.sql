-- A purchase records when it was reversed (its purchase and gift entries), so the voucher history and its
-- export mark it without a look into the ledger for every page. Purchases reversed before this column
-- get the time of their first reversal.
ALTER TABLE "voucher_purchases" ADD COLUMN "reversed_at" timestamp with time zone;--> statement-breakpoint
UPDATE "voucher_purchases" AS "purchase"
SET "reversed_at" = "reversed"."at"
FROM (
  SELECT "entry"."purchase_id", min("reversal"."created_at") AS "at"
  FROM "voucher_ledger_entries" AS "entry"
  JOIN "voucher_ledger_entries" AS "reversal" ON "reversal"."reverses_entry_id" = "entry"."id"
  WHERE "entry"."purchase_id" IS NOT NULL
  GROUP BY "entry"."purchase_id"
) AS "reversed"
WHERE "purchase"."id" = "reversed"."purchase_id";
