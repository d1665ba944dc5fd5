ALTER TABLE "employees" ADD COLUMN "notifications_opt_out" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "transition_id" uuid;
--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "idempotency_key" text;
--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "next_attempt_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "locked_until" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "locked_by" text;
--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "skip_reason" text;
--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_transition_id_employee_state_transitions_id_fk" FOREIGN KEY ("transition_id") REFERENCES "public"."employee_state_transitions"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_skip_reason" CHECK ("notifications"."skip_reason" in ('transition_deleted', 'superseded', 'opted_out', 'phone_absent', 'no_address', 'no_template', 'template_error'));
--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_attempts" CHECK ("notifications"."attempts" >= 0);
--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_idempotency_key_idx" ON "notifications" USING btree ("idempotency_key");
--> statement-breakpoint
CREATE INDEX "notifications_queue_idx" ON "notifications" USING btree ("next_attempt_at","id") WHERE "notifications"."status" = 'pending' and "notifications"."next_attempt_at" is not null;
--> statement-breakpoint
CREATE INDEX "notifications_transition_idx" ON "notifications" USING btree ("transition_id") WHERE "notifications"."status" = 'pending';
--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "idempotency_key" text;
--> statement-breakpoint
CREATE UNIQUE INDEX "outbox_idempotency_key_idx" ON "outbox" USING btree ("idempotency_key") WHERE "outbox"."status" = 'sent';