-- The back office's player search (issue 23) by any part of a username, e-mail, phone, user code or name, through
-- a trigram index (pg_trgm, a trusted extension) instead of a scan of every player: one GIN index over the searched
-- texts joined by U+001F (which nobody types, so a match never spans two of them), answering `ILIKE '%…%'` for
-- three characters or more. `store::player_admin::SEARCH_TEXT` is the same expression.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
CREATE INDEX players_search ON players USING gin (
    (username || E'\x1f' || email || E'\x1f' || phone || E'\x1f' || usercode || E'\x1f' || name || ' ' || surname)
    gin_trgm_ops
);
