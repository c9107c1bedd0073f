-- Operators' internal notes on a player (issue 23): written by support, finance or admin, audited, never shown
-- to the player. Append-only: a note is corrected by writing another.
CREATE TABLE player_notes (
    id BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    player_id BIGINT NOT NULL REFERENCES players (id),
    operator_id BIGINT NOT NULL REFERENCES operators (id),
    text TEXT NOT NULL,
    created_at TIMESTAMPTZ NOT NULL
);
CREATE INDEX player_notes_player ON player_notes (player_id, id);
