-- Operators' internal notes on a player (issue 23): written by support, finance or admin, audited, never shown
-- to the player. Append-only: a note is corrected by writing another.
CREATE TABLE player_notes (
    id INTEGER PRIMARY KEY,
    player_id INTEGER NOT NULL REFERENCES players (id),
    operator_id INTEGER NOT NULL REFERENCES operators (id),
    text TEXT NOT NULL,
    created_at TEXT NOT NULL
);
CREATE INDEX player_notes_player ON player_notes (player_id, id);
