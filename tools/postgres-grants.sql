-- The privileges of the role `zar serve` connects as, on PostgreSQL (docs/operations.md, "Database roles").
--
-- Two roles: an owner that owns every table and runs the migrations (`zar migrate`), and the application role
-- that `zar serve` and the scheduled `zar admin … verify` / `anchor` jobs use. The application role reads and
-- writes what the site needs, but on the audit log it may only SELECT and INSERT: it cannot change or remove a
-- row, cannot truncate the table, and, not being its owner, cannot drop the triggers that refuse those either.
--
-- Run it as the owner after every `zar migrate` (new tables need their grants), in the Zar database:
--
--   psql -v ON_ERROR_STOP=1 -v app=zar_app -f tools/postgres-grants.sql "postgres://zar_owner@db.internal/zar"
--
-- `app` names the application role, which must exist and must not own any of the tables.

GRANT USAGE ON SCHEMA public TO :"app";

-- Everything else: read and write rows, never the schema.
GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO :"app";
GRANT USAGE, SELECT, UPDATE ON ALL SEQUENCES IN SCHEMA public TO :"app";

-- The audit log is append-only for the application. Its head (one row: the last id and hash) must be updated by
-- every append; a forged head only makes `zar admin audit verify` fail.
REVOKE UPDATE, DELETE, TRUNCATE, REFERENCES, TRIGGER ON audit_log FROM :"app";

-- The migrations' own table: read (so `zar serve` sees the schema is up to date), never written.
REVOKE INSERT, UPDATE, DELETE, TRUNCATE ON _sqlx_migrations FROM :"app";
