CREATE INDEX "donations_client_campaign_state_recruited_date_idx" ON "donations" USING btree ("client_id","campaign_id","state","recruited_date" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "donations_client_campaign_recruited_date_idx" ON "donations" USING btree ("client_id","campaign_id","recruited_date" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "donations_state_recruited_date_idx" ON "donations" USING btree ("state","recruited_date" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "donations_surname_trgm_idx" ON "donations" USING gin (regexp_replace(normalize(lower(("surname") collate "und-x-icu"), NFD), '[\u0300-\u036f]', '', 'g') gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "donations_place_trgm_idx" ON "donations" USING gin (regexp_replace(normalize(lower(("place") collate "und-x-icu"), NFD), '[\u0300-\u036f]', '', 'g') gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "donations_iban_idx" ON "donations" USING btree ("iban");--> statement-breakpoint
CREATE INDEX "donations_mobile_idx" ON "donations" USING btree ("mobile");--> statement-breakpoint
CREATE INDEX "donations_email_idx" ON "donations" USING btree ("email");