-- Support requests (issue 24): a written message or a call-back, sent from the site when no live chat is
-- configured, and closed by an operator (role support) with what was done.
CREATE TABLE support_requests (
    id BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    kind TEXT NOT NULL CHECK (kind IN ('message', 'callback')),
    -- The player who was logged in when sending it; NULL for a visitor.
    player_id BIGINT REFERENCES players (id),
    name TEXT NOT NULL,
    phone TEXT NOT NULL,
    email TEXT,
    -- A call-back's: any, morning, afternoon, evening.
    preferred_time TEXT CHECK (preferred_time IN ('any', 'morning', 'afternoon', 'evening')),
    message TEXT NOT NULL,
    -- The language to answer in.
    locale TEXT NOT NULL,
    ip TEXT,
    created_at TIMESTAMPTZ NOT NULL,
    closed_at TIMESTAMPTZ,
    closed_by BIGINT REFERENCES operators (id),
    resolution TEXT
);
CREATE INDEX support_requests_open ON support_requests (created_at) WHERE closed_at IS NULL;
CREATE INDEX support_requests_player ON support_requests (player_id);
