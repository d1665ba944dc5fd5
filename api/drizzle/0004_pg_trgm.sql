-- Trigram matching for the name filters and the autocomplete (`ILIKE '%…%'`): the GIN indexes of
-- migration 0005 use its `gin_trgm_ops`. pg_trgm is a contrib module that ships with PostgreSQL
-- (in Debian's postgresql-15 package, as on the server here) and is *trusted* since PostgreSQL 13,
-- so the database's owner may create it without being a superuser. PGlite links it when the
-- instance is created (`extensions: { pg_trgm }` in src/db/client.ts). On a server without it,
-- this migration stops with PostgreSQL's own error, before any index changed (the migrations run
-- in one transaction): install the contrib files or have an administrator run this statement.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
