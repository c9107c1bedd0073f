-- Zar Games (the built-in provider, DESIGN §7): the game server's own records, kept like any external
-- provider keeps its own. Money never moves here: the seamless wallet moves it; these rows are the provably
-- fair seeds and each round's bet, outcome and its calls to the wallet.

-- A player's seed pair. The active pair (revealed_at NULL) is the one rounds use; the player sees only the
-- server seed's hash until rotating reveals it. Players are the wallet's user ids (user/info `user`).
CREATE TABLE zar_game_seeds (
    id INTEGER PRIMARY KEY,
    player TEXT NOT NULL,
    -- 64 hex characters, secret until revealed_at.
    server_seed TEXT NOT NULL,
    -- SHA-256 of server_seed's text, hex: shown before play.
    server_seed_hash TEXT NOT NULL UNIQUE,
    client_seed TEXT NOT NULL,
    -- The nonce the next round takes.
    next_nonce INTEGER NOT NULL DEFAULT 0 CHECK (next_nonce >= 0),
    created_at TEXT NOT NULL,
    revealed_at TEXT
);
CREATE UNIQUE INDEX zar_game_seeds_active ON zar_game_seeds (player) WHERE revealed_at IS NULL;
CREATE INDEX zar_game_seeds_player ON zar_game_seeds (player, id);

-- A round and the wallet calls that settle it. status: placing (bet sent, not confirmed), placed (bet taken,
-- the win still to send), closed, refused (the wallet said no: nothing moved), rolling_back (the round failed
-- after a bet may have been taken; the rollback still to confirm), rolled_back.
CREATE TABLE zar_game_rounds (
    id INTEGER PRIMARY KEY,
    -- The round id the wallet sees.
    round_uuid TEXT NOT NULL UNIQUE,
    player TEXT NOT NULL,
    game TEXT NOT NULL,
    seed_id INTEGER NOT NULL REFERENCES zar_game_seeds (id),
    nonce INTEGER NOT NULL,
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
CREATE INDEX zar_game_rounds_player ON zar_game_rounds (player, game, id);
CREATE INDEX zar_game_rounds_pending ON zar_game_rounds (status, updated_at);
