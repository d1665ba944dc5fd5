-- Issue 11: IBAN and BSN encrypted at rest. The columns keep their names and hold a sealed value
-- `v1.<keyId>.<base64url>`; beside them a keyed blind index (HMAC-SHA256 hex) for exact search.
-- Plain values of a database created before this migration are sealed right after it by the api
-- (`sealPlainPersonalData`, it needs the keys); the checks below are added NOT VALID so they hold
-- for every new or changed row at once, and are validated once no plain value is left.
ALTER TABLE "employees" DROP CONSTRAINT IF EXISTS "employees_bsn";
--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "bsn_index" text;
--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "iban_index" text;
--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "anonymized_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "anonymized_by_id" uuid;
--> statement-breakpoint
ALTER TABLE "donations" ADD COLUMN "iban_index" text;
--> statement-breakpoint
ALTER TABLE "donations" ADD COLUMN "anonymized_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "donations" ADD COLUMN "anonymized_by_id" uuid;
--> statement-breakpoint
ALTER TABLE "donation_checks" ADD COLUMN "iban_index" text;
--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_anonymized_by_id_employees_id_fk" FOREIGN KEY ("anonymized_by_id") REFERENCES "public"."employees"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "donations" ADD CONSTRAINT "donations_anonymized_by_id_employees_id_fk" FOREIGN KEY ("anonymized_by_id") REFERENCES "public"."employees"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "employees_bsn_index_idx" ON "employees" USING btree ("bsn_index");
--> statement-breakpoint
CREATE INDEX "employees_iban_index_idx" ON "employees" USING btree ("iban_index");
--> statement-breakpoint
CREATE INDEX "donations_iban_index_idx" ON "donations" USING btree ("iban_index");
--> statement-breakpoint
CREATE INDEX "donation_checks_iban_index_idx" ON "donation_checks" USING btree ("iban_index");
--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_bsn_sealed" CHECK ("employees"."bsn" ~ '^v1\.[A-Za-z0-9_-]{1,32}\.[A-Za-z0-9_-]+$') NOT VALID;
--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_iban_sealed" CHECK ("employees"."iban" ~ '^v1\.[A-Za-z0-9_-]{1,32}\.[A-Za-z0-9_-]+$') NOT VALID;
--> statement-breakpoint
ALTER TABLE "donations" ADD CONSTRAINT "donations_iban_sealed" CHECK ("donations"."iban" ~ '^v1\.[A-Za-z0-9_-]{1,32}\.[A-Za-z0-9_-]+$') NOT VALID;
--> statement-breakpoint
ALTER TABLE "donation_checks" ADD CONSTRAINT "donation_checks_iban_sealed" CHECK ("donation_checks"."iban" ~ '^v1\.[A-Za-z0-9_-]{1,32}\.[A-Za-z0-9_-]+$') NOT VALID;
