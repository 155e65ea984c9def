-- The phone rule (lib/validation.ts fields.phone) accepts up to 25 characters, and phones are stored in their
-- normalised form (digits and a leading +): the columns must hold every phone the rule accepts, or a long
-- number passed validation and then failed in the database with a 500.
ALTER TABLE "sms_codes" ALTER COLUMN "phone" SET DATA TYPE varchar(25);--> statement-breakpoint
ALTER TABLE "students" ALTER COLUMN "phone" SET DATA TYPE varchar(25);--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "phone" SET DATA TYPE varchar(25);