-- Zar Sportsbook (issue 49, docs/sportsbook.md): the built-in sportsbook is a provider of the seamless wallet
-- like Zar Games. Its bets are rounds of one catalogue game, `sportsbook`, which no casino lobby shows (the game is
-- disabled in the catalogue; the wallet does not ask). Money never moves here: these rows are the sportsbook's own
-- records, kept like any external provider keeps its own.

INSERT INTO casino_providers (id, code, name, enabled, position) VALUES (8, 'sportsbook', 'Zar Sportsbook', TRUE, 8);
INSERT INTO casino_games (provider_id, game_code, name, search_name, studio, lobby, enabled, created_at)
    VALUES (8, 'sportsbook', 'Zar Sportsbook', 'zar sportsbook', 'Zar', 'sports', FALSE, '2026-12-02T00:00:00Z');

-- An event from the feed. status: scheduled (before and during the match), ended (the result is known),
-- cancelled. Whether it is live follows from the clock (starts_at <= now < ends_at).
CREATE TABLE sb_events (
    id INTEGER PRIMARY KEY,
    -- The feed's id of the fixture: reading the feed again never adds it twice.
    feed_key TEXT NOT NULL UNIQUE,
    sport TEXT NOT NULL,
    league TEXT NOT NULL,
    league_name TEXT NOT NULL,
    country TEXT NOT NULL,
    home TEXT NOT NULL,
    away TEXT NOT NULL,
    -- The teams' ratings the prices come from.
    home_rating REAL NOT NULL,
    away_rating REAL NOT NULL,
    best_of INTEGER NOT NULL DEFAULT 1,
    -- The teams' names folded for search (lower case, no accents).
    search TEXT NOT NULL,
    starts_at TEXT NOT NULL,
    ends_at TEXT NOT NULL,
    status TEXT NOT NULL DEFAULT 'scheduled',
    -- The result (domain::sportsbook::MatchResult as JSON) once ended.
    result TEXT,
    -- Why an operator cancelled it.
    reason TEXT NOT NULL DEFAULT '',
    created_at TEXT NOT NULL,
    updated_at TEXT NOT NULL
);
CREATE INDEX sb_events_sport ON sb_events (sport, starts_at);
CREATE INDEX sb_events_start ON sb_events (starts_at);
CREATE INDEX sb_events_status ON sb_events (status, ends_at);

-- A bet slip, one wallet round. status: placing (the bet call sent, not confirmed), open (the stake taken, the
-- result still to come), refused (the wallet said no: nothing moved), settling (the payout decided, the win call
-- still to confirm), won, lost, void (settled), rolling_back / rolled_back (the bet failed after its call).
CREATE TABLE sb_bets (
    id INTEGER PRIMARY KEY,
    -- The wallet's user (user/info `user`).
    player TEXT NOT NULL,
    -- The slip's own id: the same request placed again answers this bet.
    request_id TEXT NOT NULL,
    -- single, multiple, system.
    kind TEXT NOT NULL,
    system_size INTEGER,
    lines INTEGER NOT NULL CHECK (lines > 0),
    -- Minor units.
    stake_per_line INTEGER NOT NULL CHECK (stake_per_line > 0),
    total_stake INTEGER NOT NULL CHECK (total_stake > 0),
    potential_payout INTEGER NOT NULL CHECK (potential_payout >= 0),
    payout INTEGER CHECK (payout >= 0),
    status TEXT NOT NULL,
    -- The wallet transactions this bet sends, fixed up front so every retry repeats the same one.
    round_uuid TEXT NOT NULL UNIQUE,
    bet_uuid TEXT NOT NULL UNIQUE,
    win_uuid TEXT NOT NULL UNIQUE,
    rollback_uuid TEXT NOT NULL UNIQUE,
    -- The player's partner token the bet call carries; cleared once the bet is placed or refused.
    token TEXT NOT NULL DEFAULT '',
    attempts INTEGER NOT NULL DEFAULT 0,
    last_error TEXT NOT NULL DEFAULT '',
    -- Why an operator voided it.
    reason TEXT NOT NULL DEFAULT '',
    placed_at TEXT NOT NULL,
    settled_at TEXT,
    updated_at TEXT NOT NULL,
    UNIQUE (player, request_id)
);
CREATE INDEX sb_bets_player ON sb_bets (player, id);
CREATE INDEX sb_bets_pending ON sb_bets (status, updated_at);

-- A bet's selections, in the slip's order, with the odds taken (thousandths) and each one's result once known:
-- won, lost, void, half-won, half-lost.
CREATE TABLE sb_selections (
    bet_id INTEGER NOT NULL REFERENCES sb_bets (id),
    position INTEGER NOT NULL,
    event_id INTEGER NOT NULL REFERENCES sb_events (id),
    market TEXT NOT NULL,
    outcome TEXT NOT NULL,
    odds INTEGER NOT NULL CHECK (odds > 1000),
    result TEXT,
    PRIMARY KEY (bet_id, position)
);
CREATE INDEX sb_selections_event ON sb_selections (event_id, bet_id);
