-- Bonuses (issue 20): the operators' bonus definitions (the trial bonus and campaigns) and every grant of one
-- to a player with its wagering. Bonus money lives in the player's bonus account; it moves only through the
-- ledger (bonus_grant, bonus_release, bonus_forfeit), these rows say why.

CREATE TABLE bonuses (
    id INTEGER PRIMARY KEY,
    -- trial (at registration; its amount is the site option trial_bonus_amount), free (a fixed amount),
    -- deposit_match (a percentage of the latest deposit, up to max_amount).
    kind TEXT NOT NULL CHECK (kind IN ('trial', 'free', 'deposit_match')),
    title_tr TEXT NOT NULL,
    title_en TEXT NOT NULL,
    description_tr TEXT NOT NULL DEFAULT '',
    description_en TEXT NOT NULL DEFAULT '',
    -- free: the amount in kuruş.
    amount INTEGER CHECK (amount > 0),
    -- deposit_match: the percentage of the deposit, its cap and the least deposit it matches.
    percent INTEGER CHECK (percent > 0),
    max_amount INTEGER CHECK (max_amount > 0),
    min_deposit INTEGER CHECK (min_deposit > 0),
    -- A promo code (upper case): the campaign is claimed only with it and not listed.
    code TEXT UNIQUE,
    -- Only players registered in the last 30 days.
    new_players_only BOOLEAN NOT NULL DEFAULT FALSE,
    once_per_player BOOLEAN NOT NULL DEFAULT TRUE,
    -- Wagering: the bonus amount times this, counted by each game lobby's weight.
    wagering INTEGER NOT NULL CHECK (wagering >= 0),
    -- Percent each lobby's bets count: {"slot":100,"live":10,...}, JSON object.
    weights TEXT NOT NULL,
    -- The most that converts to cash, in kuruş; NULL: all of it.
    max_conversion INTEGER CHECK (max_conversion > 0),
    -- Days a grant lasts.
    validity_days INTEGER NOT NULL CHECK (validity_days > 0),
    -- When the campaign may be claimed (NULL: open).
    starts_at TEXT,
    ends_at TEXT,
    active BOOLEAN NOT NULL DEFAULT TRUE,
    created_at TEXT NOT NULL,
    updated_at TEXT NOT NULL
);
-- One trial bonus.
CREATE UNIQUE INDEX bonuses_one_trial ON bonuses (kind) WHERE kind = 'trial';

CREATE TABLE player_bonuses (
    id INTEGER PRIMARY KEY,
    player_id INTEGER NOT NULL REFERENCES players (id),
    bonus_id INTEGER NOT NULL REFERENCES bonuses (id),
    kind TEXT NOT NULL,
    -- active, converted, expired, forfeited.
    status TEXT NOT NULL CHECK (status IN ('active', 'converted', 'expired', 'forfeited')),
    amount INTEGER NOT NULL CHECK (amount > 0),
    wagering_required INTEGER NOT NULL CHECK (wagering_required >= 0),
    wagered INTEGER NOT NULL DEFAULT 0 CHECK (wagered >= 0),
    -- The terms as granted (an operator's later change does not move them).
    weights TEXT NOT NULL,
    max_conversion INTEGER,
    converted_amount INTEGER NOT NULL DEFAULT 0,
    -- What makes a grant once only: 'trial:<player>', '<bonus>:<player>' for once-per-player campaigns.
    once_key TEXT UNIQUE,
    -- The deposit a deposit match matched (each deposit once).
    payment_id INTEGER UNIQUE REFERENCES payments (id),
    -- The verified phone the trial bonus went to (each phone once, whichever account).
    trial_phone TEXT UNIQUE,
    granted_at TEXT NOT NULL,
    expires_at TEXT NOT NULL,
    ended_at TEXT
);
-- One active bonus per player.
CREATE UNIQUE INDEX player_bonuses_one_active ON player_bonuses (player_id) WHERE status = 'active';
CREATE INDEX player_bonuses_player ON player_bonuses (player_id, id);
CREATE INDEX player_bonuses_expiry ON player_bonuses (expires_at) WHERE status = 'active';

-- What of a round's stake was bonus money (its wins pay bonus money back in that share).
ALTER TABLE casino_rounds ADD COLUMN bonus_bet INTEGER NOT NULL DEFAULT 0;
-- A bet's bonus money, the grant it wagered and by how much (a rollback takes back exactly these).
ALTER TABLE casino_transactions ADD COLUMN bonus_amount INTEGER NOT NULL DEFAULT 0;
ALTER TABLE casino_transactions ADD COLUMN player_bonus_id INTEGER;
ALTER TABLE casino_transactions ADD COLUMN wagered INTEGER NOT NULL DEFAULT 0;
