-- The API caches what it reads on every request and forgets it when the data changes (lib/notified-cache.ts):
-- the calendar's answers (modules/schedules/calendar-cache.ts) on `calendar_changed`, and the signed-in
-- accounts (plugins/auth.ts) on `accounts_changed`. Every committed change that can alter them notifies the
-- channel, and each API process drops what it holds when it hears it. Statement-level triggers: one call per
-- statement, however many rows, and PostgreSQL delivers the notification only if the transaction commits.
-- Updates fire only when they name a column the cached data shows, so a phone number or a voucher balance
-- changing does not empty a cache.
CREATE FUNCTION "notify_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- The channel is the trigger's argument.
  PERFORM pg_notify(TG_ARGV[0], '');
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "schedules_calendar_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "schedules"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_change"('calendar_changed');
--> statement-breakpoint
CREATE TRIGGER "schedule_students_calendar_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "schedule_students"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_change"('calendar_changed');
--> statement-breakpoint
CREATE TRIGGER "users_calendar_changed" AFTER UPDATE OF "first_name", "last_name", "login" OR DELETE OR TRUNCATE ON "users"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_change"('calendar_changed');
--> statement-breakpoint
CREATE TRIGGER "teachers_calendar_changed" AFTER UPDATE OF "color" OR DELETE OR TRUNCATE ON "teachers"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_change"('calendar_changed');
--> statement-breakpoint
CREATE TRIGGER "courses_calendar_changed" AFTER UPDATE OF "name" OR DELETE OR TRUNCATE ON "courses"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_change"('calendar_changed');
--> statement-breakpoint
CREATE TRIGGER "students_calendar_changed" AFTER UPDATE OF "first_name", "last_name" OR DELETE OR TRUNCATE ON "students"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_change"('calendar_changed');
--> statement-breakpoint
CREATE TRIGGER "users_accounts_changed" AFTER INSERT OR UPDATE OF "login", "role", "activated", "token_version", "deleted_at" OR DELETE OR TRUNCATE ON "users"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_change"('accounts_changed');
