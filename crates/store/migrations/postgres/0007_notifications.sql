-- Notifications to players (spec §3): one player's own (player_id set) or everyone's (player_id NULL), with the
-- title and note in both languages; read state per player, so a broadcast is read or unread for each player.

CREATE TABLE notifications (
    id BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    -- NULL: every player registered by the time it was sent.
    player_id BIGINT REFERENCES players (id),
    -- Deposit 1, Withdraw 2, Jackpot 3, Bonus 4, System 5.
    kind BIGINT NOT NULL CHECK (kind BETWEEN 1 AND 5),
    title_tr TEXT NOT NULL,
    title_en TEXT NOT NULL,
    note_tr TEXT NOT NULL,
    note_en TEXT NOT NULL,
    created_at TIMESTAMPTZ NOT NULL,
    -- The operator who sent it; NULL when the site did (a deposit, a bonus …).
    operator_id BIGINT REFERENCES operators (id)
);
CREATE INDEX notifications_player ON notifications (player_id, id);

CREATE TABLE notification_reads (
    notification_id BIGINT NOT NULL REFERENCES notifications (id),
    player_id BIGINT NOT NULL REFERENCES players (id),
    read_at TIMESTAMPTZ NOT NULL,
    PRIMARY KEY (notification_id, player_id)
);
