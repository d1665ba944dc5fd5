DROP INDEX "clients_name_trgm_idx";--> statement-breakpoint
DROP INDEX "campaigns_name_trgm_idx";--> statement-breakpoint
DROP INDEX "export_layouts_name_trgm_idx";--> statement-breakpoint
CREATE INDEX "clients_name_trgm_idx" ON "clients" USING gin (regexp_replace(normalize(lower(("name") collate "und-x-icu"), NFD), '[\u0300-\u036f]', '', 'g') gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "campaigns_name_trgm_idx" ON "campaigns" USING gin (regexp_replace(normalize(lower(("name") collate "und-x-icu"), NFD), '[\u0300-\u036f]', '', 'g') gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "export_layouts_name_trgm_idx" ON "export_layouts" USING gin (regexp_replace(normalize(lower(("name") collate "und-x-icu"), NFD), '[\u0300-\u036f]', '', 'g') gin_trgm_ops) WITH (fastupdate=false);