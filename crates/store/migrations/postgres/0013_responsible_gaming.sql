-- Responsible gambling (issue 22): a player's limits, each with a loosening that may be waiting, and the 80 %
-- alerts already sent (one per limit and period).

CREATE TABLE responsible_limits (
    player_id BIGINT NOT NULL REFERENCES players (id),
    -- deposit, loss, wager (kuruş) or session (minutes).
    kind TEXT NOT NULL CHECK (kind IN ('deposit', 'loss', 'wager', 'session')),
    -- daily, weekly, monthly; 'login' for the session limit.
    period TEXT NOT NULL CHECK (period IN ('daily', 'weekly', 'monthly', 'login')),
    -- The limit in force (no limit: no row).
    amount BIGINT NOT NULL CHECK (amount >= 0),
    -- A loosening waiting for the player's confirmation from pending_from: the new value, NULL to remove.
    pending_amount BIGINT CHECK (pending_amount >= 0),
    pending_from TIMESTAMPTZ,
    updated_at TIMESTAMPTZ NOT NULL,
    PRIMARY KEY (player_id, kind, period)
);

CREATE TABLE responsible_alerts (
    player_id BIGINT NOT NULL REFERENCES players (id),
    kind TEXT NOT NULL,
    period TEXT NOT NULL,
    period_start TIMESTAMPTZ NOT NULL,
    PRIMARY KEY (player_id, kind, period, period_start)
);

-- Usage is counted over a player's transactions since a period began.
CREATE INDEX casino_transactions_player_time ON casino_transactions (player_id, created_at);
CREATE INDEX payments_player_time ON payments (player_id, created_at);
