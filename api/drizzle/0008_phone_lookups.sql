CREATE TABLE "phone_lookups" (
	"number" text PRIMARY KEY NOT NULL,
	"status" text NOT NULL,
	"provider" text NOT NULL,
	"reference" text DEFAULT '' NOT NULL,
	"polls" integer DEFAULT 0 NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"checked_at" timestamp with time zone,
	CONSTRAINT "phone_lookups_number" CHECK ("phone_lookups"."number" ~ '^[0-9]{6,15}$'),
	CONSTRAINT "phone_lookups_status" CHECK ("phone_lookups"."status" in ('sent', 'active', 'absent', 'failed', 'unknown')),
	CONSTRAINT "phone_lookups_polls" CHECK ("phone_lookups"."polls" >= 0)
);
