-- Zar Games' crash game: its hash chains and shared rounds, and a crash bet as a game round (which has no seed
-- pair or nonce of its own, so those become optional; SQLite cannot drop NOT NULL, so the table is rebuilt).

-- The crash game's hash chains: h[N] = seed, h[i-1] = SHA-256(h[i]); the terminal hash h[0] and the salt are
-- published before round 1; round n plays h[n]. One chain is played at a time, in order.
CREATE TABLE zar_crash_chains (
    id INTEGER PRIMARY KEY,
    -- h[N], 64 hex characters: secret (every round's hash derives from it).
    seed TEXT NOT NULL,
    salt TEXT NOT NULL,
    length INTEGER NOT NULL CHECK (length > 0),
    terminal_hash TEXT NOT NULL UNIQUE,
    -- The next round to play, 1 … length (length + 1: used up).
    next_round INTEGER NOT NULL DEFAULT 1,
    created_at TEXT NOT NULL
);

-- A crash round, shared by every player: its hash (revealed when it ends) and crash point (hundredths).
CREATE TABLE zar_crash_rounds (
    id INTEGER PRIMARY KEY,
    chain_id INTEGER NOT NULL REFERENCES zar_crash_chains (id),
    number INTEGER NOT NULL,
    hash TEXT NOT NULL UNIQUE,
    crash_point INTEGER NOT NULL CHECK (crash_point >= 100),
    created_at TEXT NOT NULL,
    started_at TEXT,
    ended_at TEXT,
    UNIQUE (chain_id, number)
);

-- A round (a crash bet is one too) and the wallet calls that settle it. status: placing (bet sent, not
-- confirmed), open (crash: bet taken, the flight not over), placed (bet taken, the win still to send), closed,
-- refused (the wallet said no: nothing moved), rolling_back (the round failed after a bet may have been taken; the
-- rollback still to confirm), rolled_back.
CREATE TABLE zar_game_rounds_new (
    id INTEGER PRIMARY KEY,
    -- The round id the wallet sees.
    round_uuid TEXT NOT NULL UNIQUE,
    player TEXT NOT NULL,
    game TEXT NOT NULL,
    -- Dice, roulette, slot: the seed pair and nonce. Crash: the shared round instead.
    seed_id INTEGER REFERENCES zar_game_seeds (id),
    nonce INTEGER,
    crash_round_id INTEGER REFERENCES zar_crash_rounds (id),
    -- The bet as played and its outcome, JSON.
    params TEXT NOT NULL,
    outcome TEXT NOT NULL,
    -- Minor units.
    stake INTEGER NOT NULL CHECK (stake > 0),
    win INTEGER NOT NULL CHECK (win >= 0),
    -- The wallet transactions this round sends, fixed up front so every retry repeats the same one.
    bet_uuid TEXT NOT NULL UNIQUE,
    win_uuid TEXT NOT NULL UNIQUE,
    rollback_uuid TEXT NOT NULL UNIQUE,
    -- The launch token the wallet calls carry; cleared once the round is settled.
    token TEXT NOT NULL,
    status TEXT NOT NULL,
    -- Wallet calls that failed, and the last failure.
    attempts INTEGER NOT NULL DEFAULT 0,
    last_error TEXT NOT NULL DEFAULT '',
    -- The player's balance the wallet answered last, minor units.
    balance_after INTEGER,
    created_at TEXT NOT NULL,
    updated_at TEXT NOT NULL,
    UNIQUE (seed_id, nonce)
);
INSERT INTO zar_game_rounds_new (id, round_uuid, player, game, seed_id, nonce, params, outcome, stake, win, bet_uuid, win_uuid, rollback_uuid, token, status, attempts, last_error, balance_after, created_at, updated_at)
    SELECT id, round_uuid, player, game, seed_id, nonce, params, outcome, stake, win, bet_uuid, win_uuid, rollback_uuid, token, status, attempts, last_error, balance_after, created_at, updated_at FROM zar_game_rounds;
DROP TABLE zar_game_rounds;
ALTER TABLE zar_game_rounds_new RENAME TO zar_game_rounds;
CREATE INDEX zar_game_rounds_player ON zar_game_rounds (player, game, id);
CREATE INDEX zar_game_rounds_pending ON zar_game_rounds (status, updated_at);
-- One live bet per player and crash round (a refused or rolled back one does not count).
CREATE UNIQUE INDEX zar_game_rounds_crash_bet ON zar_game_rounds (crash_round_id, player)
    WHERE crash_round_id IS NOT NULL AND status NOT IN ('refused', 'rolling_back', 'rolled_back');
