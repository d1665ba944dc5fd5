ALTER TABLE "call_logs" ADD COLUMN "call_sid" text;--> statement-breakpoint
CREATE UNIQUE INDEX "call_logs_call_sid_idx" ON "call_logs" USING btree ("call_sid");