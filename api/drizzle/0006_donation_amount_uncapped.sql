ALTER TABLE "donations" DROP CONSTRAINT "donations_amount";--> statement-breakpoint
ALTER TABLE "donations" ADD CONSTRAINT "donations_amount" CHECK ("donations"."amount" >= 0);