CREATE TABLE "online_payment_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"allow_custom_amount" boolean DEFAULT false NOT NULL,
	"custom_amount_min" numeric(12, 2),
	"custom_amount_max" numeric(12, 2),
	"stripe_secret_key_encrypted" text,
	"stripe_publishable_key_encrypted" text,
	"stripe_webhook_secret_encrypted" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	CONSTRAINT "online_payment_settings_single_row" CHECK ("online_payment_settings"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "voucher_orders" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "voucher_orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	"package_id" integer,
	"label" varchar(100),
	"price" numeric(12, 2) NOT NULL,
	"voucher_amount" numeric(12, 2) NOT NULL,
	"gift_amount" numeric(12, 2) NOT NULL,
	"currency" varchar(3) NOT NULL,
	"status" varchar(20) DEFAULT 'PENDING' NOT NULL,
	"attempt" integer DEFAULT 0 NOT NULL,
	"payment_method" varchar(100),
	"provider_payment" varchar(100),
	"action_url" text,
	"failure_message" text,
	"charge_started_at" timestamp with time zone,
	"purchase_id" integer,
	"refund_message" text,
	"refunded_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "voucher_packages" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "voucher_packages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" varchar(100) NOT NULL,
	"price" numeric(12, 2) NOT NULL,
	"voucher_amount" numeric(12, 2) NOT NULL,
	"gift_amount" numeric(12, 2) DEFAULT '0' NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "voucher_packages_amounts_check" CHECK ("voucher_packages"."price" > 0 and "voucher_packages"."voucher_amount" > 0 and "voucher_packages"."gift_amount" >= 0)
);
--> statement-breakpoint
ALTER TABLE "voucher_purchases" ADD COLUMN "source" varchar(20);--> statement-breakpoint
ALTER TABLE "voucher_purchases" ADD COLUMN "provider_payment" varchar(100);--> statement-breakpoint
ALTER TABLE "online_payment_settings" ADD CONSTRAINT "online_payment_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voucher_orders" ADD CONSTRAINT "voucher_orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voucher_orders" ADD CONSTRAINT "voucher_orders_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voucher_orders" ADD CONSTRAINT "voucher_orders_package_id_voucher_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."voucher_packages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voucher_orders" ADD CONSTRAINT "voucher_orders_purchase_id_voucher_purchases_id_fk" FOREIGN KEY ("purchase_id") REFERENCES "public"."voucher_purchases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voucher_orders" ADD CONSTRAINT "voucher_orders_refunded_by_users_id_fk" FOREIGN KEY ("refunded_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "voucher_orders_user_idx" ON "voucher_orders" USING btree ("user_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "voucher_orders_purchase_unique" ON "voucher_orders" USING btree ("purchase_id");--> statement-breakpoint
CREATE INDEX "voucher_orders_payment_idx" ON "voucher_orders" USING btree ("provider_payment");--> statement-breakpoint
CREATE UNIQUE INDEX "voucher_packages_name_unique" ON "voucher_packages" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "voucher_purchases_provider_payment_unique" ON "voucher_purchases" USING btree ("provider_payment") WHERE "voucher_purchases"."provider_payment" is not null;