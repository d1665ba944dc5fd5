CREATE TABLE "dev_identity_keys" (
	"id" text PRIMARY KEY NOT NULL,
	"signing_jwk" jsonb NOT NULL,
	"cookie_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
