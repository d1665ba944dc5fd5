CREATE TABLE "export_batch_chunks" (
	"batch_id" integer NOT NULL,
	"seq" integer NOT NULL,
	"data" "bytea" NOT NULL,
	CONSTRAINT "export_batch_chunks_pkey" PRIMARY KEY("batch_id","seq")
);
--> statement-breakpoint
CREATE TABLE "export_batch_donations" (
	"batch_id" integer NOT NULL,
	"donation_id" integer NOT NULL,
	CONSTRAINT "export_batch_donations_pkey" PRIMARY KEY("batch_id","donation_id")
);
--> statement-breakpoint
CREATE TABLE "export_batches" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "export_batches_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by_id" uuid,
	"created_by_email" text,
	"layout_id" integer,
	"layout_name" text NOT NULL,
	"campaign_id" integer NOT NULL,
	"client_id" integer NOT NULL,
	"file_type" text NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"criteria" jsonb NOT NULL,
	"donation_count" integer,
	"byte_size" bigint,
	"checksum" text,
	"external_url" text,
	CONSTRAINT "export_batches_file_type" CHECK ("export_batches"."file_type" in ('csv', 'ods', 'xlsx', 'google_sheet'))
);
--> statement-breakpoint
ALTER TABLE "export_batch_chunks" ADD CONSTRAINT "export_batch_chunks_batch_id_export_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."export_batches"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "export_batch_donations" ADD CONSTRAINT "export_batch_donations_batch_id_export_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."export_batches"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "export_batches" ADD CONSTRAINT "export_batches_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "export_batch_donations_donation_idx" ON "export_batch_donations" USING btree ("donation_id");--> statement-breakpoint
CREATE INDEX "export_batches_campaign_idx" ON "export_batches" USING btree ("campaign_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "donations_campaign_id_idx" ON "donations" USING btree ("campaign_id","id");--> statement-breakpoint
-- A batch is the record of what a charity was sent: once sealed (checksum set, at the end of the
-- transaction that wrote it) it, its file chunks and its donors can no longer change or go.
-- Plain PL/pgSQL, the same on PostgreSQL 15 and PGlite (18).
CREATE FUNCTION "export_batch_refuse_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'export_batches' AND TG_OP = 'UPDATE' AND OLD.checksum IS NULL THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION '% is immutable: % refused', TG_TABLE_NAME, TG_OP
    USING ERRCODE = 'insufficient_privilege';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "export_batches_immutable"
  BEFORE UPDATE OR DELETE ON "export_batches"
  FOR EACH ROW EXECUTE FUNCTION "export_batch_refuse_change"();
--> statement-breakpoint
CREATE TRIGGER "export_batch_chunks_immutable"
  BEFORE UPDATE OR DELETE ON "export_batch_chunks"
  FOR EACH ROW EXECUTE FUNCTION "export_batch_refuse_change"();
--> statement-breakpoint
CREATE TRIGGER "export_batch_donations_immutable"
  BEFORE UPDATE OR DELETE ON "export_batch_donations"
  FOR EACH ROW EXECUTE FUNCTION "export_batch_refuse_change"();
