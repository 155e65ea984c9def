ALTER TABLE "notices" ADD COLUMN "registration_user_id" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "awaiting_approval" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "email_confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "notices" ADD CONSTRAINT "notices_registration_user_id_users_id_fk" FOREIGN KEY ("registration_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;