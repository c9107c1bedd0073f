-- Casino (DESIGN §7): the providers a game is launched through, the catalogue (categories and games), the
-- players' favourites, and what the seamless wallet records: launch sessions, every provider transaction and
-- the game rounds they belong to. Money moves only through the ledger; these rows say why.

CREATE TABLE casino_providers (
    id INTEGER PRIMARY KEY,
    -- The adapter: zar, digitain, everymatrix, amusnet, egt, hub88, softgamings.
    code TEXT NOT NULL UNIQUE,
    -- providerName on the wire, which the client launches by: Zar, Digitain, EveryMatrix, Amusnet,
    -- Egt Digital, Hub88, SoftGamings.
    name TEXT NOT NULL,
    enabled BOOLEAN NOT NULL DEFAULT TRUE,
    -- The adapter's settings an operator may read back (api url, operator id …), JSON object.
    config TEXT NOT NULL DEFAULT '{}',
    -- Its secrets (keys, passwords), JSON object: written by operators, never listed back.
    secrets TEXT NOT NULL DEFAULT '{}',
    position INTEGER NOT NULL DEFAULT 0,
    -- When an operator last changed it.
    updated_at TEXT
);

-- The adapters are code, so their rows exist from the start. Enabled means shown; a provider without
-- credentials still answers a launch with "not configured".
INSERT INTO casino_providers (id, code, name, enabled, position) VALUES
    (1, 'zar', 'Zar', TRUE, 1),
    (2, 'hub88', 'Hub88', TRUE, 2),
    (3, 'egt', 'Egt Digital', TRUE, 3),
    (4, 'amusnet', 'Amusnet', TRUE, 4),
    (5, 'everymatrix', 'EveryMatrix', TRUE, 5),
    (6, 'digitain', 'Digitain', TRUE, 6),
    (7, 'softgamings', 'SoftGamings', TRUE, 7);

CREATE TABLE casino_categories (
    id INTEGER PRIMARY KEY,
    slug TEXT NOT NULL UNIQUE,
    name_tr TEXT NOT NULL,
    name_en TEXT NOT NULL,
    -- The lobbies it shows in (spec Category slugList), comma separated: slot, live, games, bingo, tvbets,
    -- virtual, and the live filters roulette, blackjack, poker, baccarat, dealer.
    slug_list TEXT NOT NULL,
    image_url TEXT NOT NULL DEFAULT '',
    position INTEGER NOT NULL DEFAULT 0,
    enabled BOOLEAN NOT NULL DEFAULT TRUE
);

CREATE TABLE casino_games (
    id INTEGER PRIMARY KEY,
    provider_id INTEGER NOT NULL REFERENCES casino_providers (id),
    -- The provider's own code of the game (spec Game gameCode).
    game_code TEXT NOT NULL,
    name TEXT NOT NULL,
    -- The name folded for search: lower case, no accents, Turkish İ/ı as i.
    search_name TEXT NOT NULL,
    -- The studio that made it (Pragmatic Play, Evolution …); spec mainProviderId is its number.
    studio TEXT NOT NULL DEFAULT '',
    main_provider_id INTEGER NOT NULL DEFAULT 0,
    -- EveryMatrix's productId and SoftGamings' system, where the provider has them.
    product_id TEXT NOT NULL DEFAULT '',
    system TEXT NOT NULL DEFAULT '',
    image_url TEXT NOT NULL DEFAULT '',
    -- Its lobby: slot, live, games, bingo, tvbets, virtual; a live game's table type: roulette, blackjack,
    -- poker, baccarat, dealer.
    lobby TEXT NOT NULL,
    live_type TEXT,
    live BOOLEAN NOT NULL DEFAULT FALSE,
    -- Free labels (new, popular, jackpot …), comma separated.
    tags TEXT NOT NULL DEFAULT '',
    -- Return to player in basis points (9650 = 96.50 %), where known.
    rtp INTEGER,
    position INTEGER NOT NULL DEFAULT 0,
    enabled BOOLEAN NOT NULL DEFAULT TRUE,
    created_at TEXT NOT NULL,
    UNIQUE (provider_id, game_code)
);
CREATE INDEX casino_games_lobby ON casino_games (lobby, enabled, position, id);
CREATE INDEX casino_games_live ON casino_games (live, live_type, enabled, position, id);
CREATE INDEX casino_games_code ON casino_games (game_code);

CREATE TABLE casino_game_categories (
    category_id INTEGER NOT NULL REFERENCES casino_categories (id),
    game_id INTEGER NOT NULL REFERENCES casino_games (id),
    position INTEGER NOT NULL DEFAULT 0,
    PRIMARY KEY (category_id, game_id)
);
CREATE INDEX casino_game_categories_game ON casino_game_categories (game_id);

CREATE TABLE casino_favourites (
    player_id INTEGER NOT NULL REFERENCES players (id),
    game_id INTEGER NOT NULL REFERENCES casino_games (id),
    created_at TEXT NOT NULL,
    PRIMARY KEY (player_id, game_id)
);

-- A launch: the one-time token a provider's game presents to the seamless wallet for this player and game.
CREATE TABLE casino_sessions (
    id INTEGER PRIMARY KEY,
    -- SHA-256 of the token, hex; the token itself is never stored.
    token_hash TEXT NOT NULL UNIQUE,
    player_id INTEGER NOT NULL REFERENCES players (id),
    game_id INTEGER NOT NULL REFERENCES casino_games (id),
    -- The player's site session it was launched from: ending that session ends this one.
    session_id INTEGER NOT NULL,
    created_at TEXT NOT NULL,
    expires_at TEXT NOT NULL
);
CREATE INDEX casino_sessions_player ON casino_sessions (player_id, id);

-- A game round: one or more bets and the wins that settle them.
CREATE TABLE casino_rounds (
    id INTEGER PRIMARY KEY,
    provider_id INTEGER NOT NULL REFERENCES casino_providers (id),
    -- The provider's id of the round.
    round TEXT NOT NULL,
    player_id INTEGER NOT NULL REFERENCES players (id),
    game_id INTEGER NOT NULL REFERENCES casino_games (id),
    bet INTEGER NOT NULL DEFAULT 0 CHECK (bet >= 0),
    win INTEGER NOT NULL DEFAULT 0 CHECK (win >= 0),
    -- open, closed, rolled_back.
    status TEXT NOT NULL,
    created_at TEXT NOT NULL,
    updated_at TEXT NOT NULL,
    UNIQUE (provider_id, round)
);
CREATE INDEX casino_rounds_player ON casino_rounds (player_id, id);

-- Every seamless-wallet transaction, once: the provider's transaction id makes a retry find the first answer.
CREATE TABLE casino_transactions (
    id INTEGER PRIMARY KEY,
    provider_id INTEGER NOT NULL REFERENCES casino_providers (id),
    -- The provider's transaction id (Hub88 transaction_uuid).
    transaction_uuid TEXT NOT NULL,
    round_id INTEGER NOT NULL REFERENCES casino_rounds (id),
    player_id INTEGER NOT NULL REFERENCES players (id),
    game_id INTEGER NOT NULL REFERENCES casino_games (id),
    -- Spec Game transaction kind: Win 1, Bet 2; and 3 Rollback.
    kind INTEGER NOT NULL CHECK (kind IN (1, 2, 3)),
    amount INTEGER NOT NULL CHECK (amount >= 0),
    -- The transaction a win or rollback refers to (Hub88 reference_transaction_uuid).
    reference_uuid TEXT,
    -- The player's cash + bonus after it, in kuruş: game history's balance after, and a replay's answer.
    balance_after INTEGER NOT NULL,
    ledger_transaction_id INTEGER,
    created_at TEXT NOT NULL,
    UNIQUE (provider_id, transaction_uuid)
);
CREATE INDEX casino_transactions_player ON casino_transactions (player_id, id);
CREATE INDEX casino_transactions_reference ON casino_transactions (provider_id, reference_uuid);
CREATE INDEX casino_transactions_wins ON casino_transactions (kind, amount, id);
