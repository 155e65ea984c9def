-- Students sort by their names in lower case (modules/students/student-list.ts): in C collation, which the
-- embedded database always has and a PostgreSQL server may have, "de Silva" and "van Dijk" sorted after
-- "Zhang". The name indexes follow the new order so a page is still read off the index.
DROP INDEX "students_status_idx";--> statement-breakpoint
DROP INDEX "students_name_idx";--> statement-breakpoint
CREATE INDEX "students_status_idx" ON "students" USING btree ("status",lower("last_name"),lower("first_name"));--> statement-breakpoint
CREATE INDEX "students_name_idx" ON "students" USING btree (lower("last_name"),lower("first_name"),"id");