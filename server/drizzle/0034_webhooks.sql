CREATE TABLE "webhook_deliveries" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "webhook_deliveries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"endpoint_id" integer NOT NULL,
	"event_seq" integer NOT NULL,
	"status" varchar(10) DEFAULT 'pending' NOT NULL,
	"attempts" smallint DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_attempt_at" timestamp with time zone,
	"response_status" smallint,
	"response_body" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "webhook_endpoints" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "webhook_endpoints_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"url" varchar(2000) NOT NULL,
	"description" varchar(200) DEFAULT '' NOT NULL,
	"events" text[] NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"ordered" boolean DEFAULT false NOT NULL,
	"secret" text NOT NULL,
	"previous_secret" text,
	"previous_secret_until" timestamp with time zone,
	"failing_since" timestamp with time zone,
	"disabled_reason" text,
	"lease_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "webhook_events" (
	"seq" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "webhook_events_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"id" varchar(40) NOT NULL,
	"type" varchar(60) NOT NULL,
	"data" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "webhook_events_id_unique" UNIQUE("id")
);
--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ADD CONSTRAINT "webhook_deliveries_endpoint_id_webhook_endpoints_id_fk" FOREIGN KEY ("endpoint_id") REFERENCES "public"."webhook_endpoints"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ADD CONSTRAINT "webhook_deliveries_event_seq_webhook_events_seq_fk" FOREIGN KEY ("event_seq") REFERENCES "public"."webhook_events"("seq") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "webhook_deliveries_due_idx" ON "webhook_deliveries" USING btree ("endpoint_id","id") WHERE status = 'pending';--> statement-breakpoint
CREATE INDEX "webhook_deliveries_log_idx" ON "webhook_deliveries" USING btree ("endpoint_id","id");--> statement-breakpoint
CREATE INDEX "webhook_events_type_idx" ON "webhook_events" USING btree ("type","seq");--> statement-breakpoint
-- The webhook outbox's one writer (modules/webhooks/webhook-outbox.ts calls it; so does the ledger's
-- trigger below): the event, a delivery for every enabled endpoint that chose its type, and a
-- notification that PostgreSQL delivers only if the transaction commits.
CREATE FUNCTION webhook_emit(event_type text, event_data jsonb) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  new_seq integer;
  fanned integer;
BEGIN
  INSERT INTO webhook_events (id, type, data)
    VALUES ('evt_' || replace(gen_random_uuid()::text, '-', ''), event_type, event_data)
    RETURNING seq INTO new_seq;
  INSERT INTO webhook_deliveries (endpoint_id, event_seq)
    SELECT e.id, new_seq FROM webhook_endpoints e WHERE e.enabled AND event_type = ANY (e.events) ORDER BY e.id;
  GET DIAGNOSTICS fanned = ROW_COUNT;
  IF fanned > 0 THEN
    PERFORM pg_notify('webhook_outbox', '');
  END IF;
END $$;
--> statement-breakpoint
-- Every ledger entry, whichever path wrote it (a posting, a lesson's charges in one statement, a
-- reversal, an import), is a ledger_entry.created event in its own transaction.
CREATE FUNCTION webhook_ledger_entry_created() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM webhook_emit('ledger_entry.created', jsonb_build_object(
    'entryId', NEW.id, 'studentId', NEW.student_id, 'kind', NEW.kind, 'amount', NEW.amount::text,
    'balanceAfter', NEW.balance_after::text, 'reason', NEW.reason, 'purchaseId', NEW.purchase_id,
    'termRegisterId', NEW.term_register_id, 'scheduleId', NEW.schedule_id, 'reversesEntryId', NEW.reverses_entry_id,
    'createdAt', NEW.created_at));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER voucher_ledger_entries_webhook AFTER INSERT ON voucher_ledger_entries
  FOR EACH ROW EXECUTE FUNCTION webhook_ledger_entry_created();
--> statement-breakpoint
-- A student's status, whichever path changed it (the status service, an import), as the status history's own trigger sees it.
CREATE FUNCTION webhook_student_status_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM webhook_emit('student.status_changed', jsonb_build_object(
    'studentId', NEW.id, 'studentNumber', NEW.student_id, 'from', OLD.status, 'to', NEW.status));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER students_status_webhook AFTER UPDATE OF status ON students
  FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status) EXECUTE FUNCTION webhook_student_status_changed();
--> statement-breakpoint
-- The centre's invoices from the vendor: made (by the period's end or by hand), paid, or a charge failed.
CREATE FUNCTION webhook_invoice_event() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  body jsonb := jsonb_build_object(
    'invoiceId', NEW.id, 'status', NEW.status, 'invoiceDate', NEW.invoice_date, 'dueDate', NEW.due_date,
    'periodStart', NEW.period_start, 'periodEnd', NEW.period_end, 'total', NEW.total::text,
    'currency', NEW.currency, 'failureMessage', NEW.failure_message, 'paidAt', NEW.paid_at);
  was text := CASE WHEN TG_OP = 'INSERT' THEN NULL ELSE OLD.status::text END;
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM webhook_emit('invoice.created', body);
  END IF;
  -- An invoice with nothing to pay is made PAID: it is created and paid at once.
  IF NEW.status = 'PAID' AND was IS DISTINCT FROM 'PAID' THEN
    PERFORM webhook_emit('invoice.paid', body);
  ELSIF NEW.status = 'FAILED' AND was IS DISTINCT FROM 'FAILED' THEN
    PERFORM webhook_emit('invoice.failed', body);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER billing_invoices_webhook AFTER INSERT OR UPDATE OF status ON billing_invoices
  FOR EACH ROW EXECUTE FUNCTION webhook_invoice_event();
