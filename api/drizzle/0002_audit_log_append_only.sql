-- The audit log is append-only in the database too, not only by convention: UPDATE, DELETE and
-- TRUNCATE on audit_log raise an error, whoever asks. Statement-level, so even an UPDATE or DELETE
-- that matches no row is refused. Plain PL/pgSQL, the same on PostgreSQL 15 and PGlite (18).
-- (A superuser can still drop or disable the trigger; this guards against the application and
-- its mistakes, not against the database's administrator.)
CREATE FUNCTION "audit_log_refuse_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit_log is append-only: % refused', TG_OP
    USING ERRCODE = 'insufficient_privilege';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "audit_log_append_only"
  BEFORE UPDATE OR DELETE OR TRUNCATE ON "audit_log"
  FOR EACH STATEMENT EXECUTE FUNCTION "audit_log_refuse_change"();
