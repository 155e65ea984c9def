-- The students list's keyword looks in one text per student (studentSearchText in db/schema/students.ts): one
-- trigram index answers each word with one bitmap scan instead of an OR over five column indexes. The column
-- indexes stay: other searches (voucher purchases, referrals) use them.
CREATE INDEX "students_search_text_trgm" ON "students" USING gin (("student_id" || chr(31) || "first_name" || chr(31) || "last_name" || chr(31) || coalesce("email", '') || chr(31) || coalesce("wechat", '')) gin_trgm_ops);