-- Responsible gambling, part 2 (issue 22): the session time limit and the reality check act on each session;
-- time-outs and self-exclusions; account closure.

-- When this session's time limit ends it, and when its next reality check is due (NULL: none).
ALTER TABLE sessions ADD COLUMN limit_at TIMESTAMPTZ;
ALTER TABLE sessions ADD COLUMN reality_check_at TIMESTAMPTZ;
CREATE INDEX sessions_open_limit ON sessions (limit_at) WHERE ended_at IS NULL AND limit_at IS NOT NULL;
CREATE INDEX sessions_open_reality_check ON sessions (reality_check_at)
    WHERE ended_at IS NULL AND reality_check_at IS NOT NULL;

-- A player's reality-check interval; no row: the default (60 minutes).
CREATE TABLE responsible_settings (
    player_id BIGINT PRIMARY KEY REFERENCES players (id),
    -- NULL: off (refused while a session limit is set).
    reality_check_minutes BIGINT CHECK (reality_check_minutes > 0),
    updated_at TIMESTAMPTZ NOT NULL
);

-- Time-outs and self-exclusions, kept for good; the newest of a player is the one that may be in force.
CREATE TABLE responsible_exclusions (
    id BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    player_id BIGINT NOT NULL REFERENCES players (id),
    kind TEXT NOT NULL CHECK (kind IN ('timeout', 'self_exclusion')),
    -- 24h, 7d, 30d, 6w (time-outs); 6m, 1y, 5y, permanent (self-exclusions).
    period TEXT NOT NULL,
    started_at TIMESTAMPTZ NOT NULL,
    -- NULL: permanent.
    ends_at TIMESTAMPTZ,
    -- A self-exclusion that ended reopens the account only from here: 24 hours after the player asked.
    reopen_at TIMESTAMPTZ
);
CREATE INDEX responsible_exclusions_player ON responsible_exclusions (player_id, id);

-- Closed on the player's request (after withdrawing their balance): no login any more.
ALTER TABLE players ADD COLUMN closed_at TIMESTAMPTZ;
