CREATE INDEX "clients_name_trgm_idx" ON "clients" USING gin ("name" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "campaigns_name_trgm_idx" ON "campaigns" USING gin ("name" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "export_layouts_name_trgm_idx" ON "export_layouts" USING gin ("name" gin_trgm_ops) WITH (fastupdate=false);