-- The back office's player search (issue 23) by any part of a username, e-mail, phone, user code or name, through
-- trigram indexes (pg_trgm, a trusted extension) instead of a scan of every player: each searched text has a GIN
-- index that answers `LIKE '%…%'` for three characters or more.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
CREATE INDEX players_search_username ON players USING gin (username_lower gin_trgm_ops);
CREATE INDEX players_search_email ON players USING gin (email_lower gin_trgm_ops);
CREATE INDEX players_search_phone ON players USING gin (phone gin_trgm_ops);
CREATE INDEX players_search_usercode ON players USING gin (lower(usercode) gin_trgm_ops);
CREATE INDEX players_search_name ON players USING gin (lower(name || ' ' || surname) gin_trgm_ops);
-- The name as typed, for capitals lower() leaves alone under the database's locale (İ under C).
CREATE INDEX players_search_name_typed ON players USING gin ((name || ' ' || surname) gin_trgm_ops);
