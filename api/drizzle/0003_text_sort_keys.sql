DROP INDEX "employees_surname_idx";--> statement-breakpoint
DROP INDEX "employees_hq_idx";--> statement-breakpoint
DROP INDEX "employees_source_idx";--> statement-breakpoint
DROP INDEX "clients_name_idx";--> statement-breakpoint
DROP INDEX "campaigns_client_name_idx";--> statement-breakpoint
DROP INDEX "campaigns_name_idx";--> statement-breakpoint
DROP INDEX "export_layouts_name_idx";--> statement-breakpoint
DROP INDEX "export_layouts_campaign_name_idx";--> statement-breakpoint
CREATE INDEX "employees_surname_idx" ON "employees" USING btree (lower(("surname") collate "und-x-icu"),"id");--> statement-breakpoint
CREATE INDEX "employees_hq_idx" ON "employees" USING btree (lower(("hq") collate "und-x-icu"),"id");--> statement-breakpoint
CREATE INDEX "employees_source_idx" ON "employees" USING btree (lower(("source") collate "und-x-icu"),"id");--> statement-breakpoint
CREATE INDEX "clients_name_idx" ON "clients" USING btree (lower(("name") collate "und-x-icu"),"id");--> statement-breakpoint
CREATE INDEX "campaigns_client_name_idx" ON "campaigns" USING btree ("client_id",lower(("name") collate "und-x-icu"),"id");--> statement-breakpoint
CREATE INDEX "campaigns_name_idx" ON "campaigns" USING btree (lower(("name") collate "und-x-icu"),"id");--> statement-breakpoint
CREATE INDEX "export_layouts_name_idx" ON "export_layouts" USING btree (lower(("name") collate "und-x-icu"),"id");--> statement-breakpoint
CREATE INDEX "export_layouts_campaign_name_idx" ON "export_layouts" USING btree ("campaign_id",lower(("name") collate "und-x-icu"),"id");