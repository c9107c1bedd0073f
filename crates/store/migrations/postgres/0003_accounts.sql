-- Players, their sessions, one-time codes, the outbox of e-mails and SMS, and rate-limit counters (DESIGN §4, §6).

CREATE TABLE players (
    id BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    -- Public code shown beside the username (8 characters, no look-alikes).
    usercode TEXT NOT NULL UNIQUE,
    username TEXT NOT NULL,
    -- Usernames and e-mail addresses are unique regardless of case.
    username_lower TEXT NOT NULL UNIQUE,
    email TEXT NOT NULL,
    email_lower TEXT NOT NULL UNIQUE,
    phone TEXT NOT NULL UNIQUE,
    phone_verified_at TIMESTAMPTZ,
    -- A new number asked for on customer/updatephone step 1, until step 2 verifies it.
    pending_phone TEXT,
    name TEXT NOT NULL,
    surname TEXT NOT NULL,
    birth_date DATE NOT NULL,
    country_id BIGINT NOT NULL REFERENCES countries (id),
    currency_id INTEGER NOT NULL DEFAULT 1 CHECK (currency_id = 1),
    -- Whether the player asked for the trial bonus at registration (granted by the bonuses feature).
    trial_bonus BOOLEAN NOT NULL DEFAULT FALSE,
    referrer_id BIGINT REFERENCES players (id),
    password_hash TEXT NOT NULL,
    -- The language the player last used; e-mails and SMS are written in it.
    locale TEXT NOT NULL DEFAULT 'tr',
    created_at TIMESTAMPTZ NOT NULL,
    last_login_at TIMESTAMPTZ,
    password_changed_at TIMESTAMPTZ NOT NULL,
    -- Set by operators: a blocked player cannot log in and their sessions are refused.
    blocked_at TIMESTAMPTZ
);

CREATE TABLE sessions (
    id BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    player_id BIGINT NOT NULL REFERENCES players (id),
    -- SHA-256 (hex) of the bearer token and of the partner tokens; the tokens themselves are never stored.
    token_hash TEXT NOT NULL UNIQUE,
    betsy_token_hash TEXT NOT NULL UNIQUE,
    betco_token_hash TEXT NOT NULL UNIQUE,
    ip TEXT NOT NULL DEFAULT '',
    user_agent TEXT NOT NULL DEFAULT '',
    fingerprint TEXT NOT NULL DEFAULT '',
    created_at TIMESTAMPTZ NOT NULL,
    last_seen_at TIMESTAMPTZ NOT NULL,
    -- Absolute end of life; the idle timeout is measured from last_seen_at.
    expires_at TIMESTAMPTZ NOT NULL,
    ended_at TIMESTAMPTZ,
    -- logout, revoked, password_changed, password_reset, idle, expired, blocked
    end_reason TEXT
);
CREATE INDEX sessions_player ON sessions (player_id, id);

-- One active code per player and purpose; a new code replaces the old one. Used codes are deleted.
CREATE TABLE one_time_codes (
    id BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    player_id BIGINT NOT NULL REFERENCES players (id),
    purpose TEXT NOT NULL CHECK (purpose IN ('phone', 'reset')),
    -- Where the code went: the phone number being verified, or the e-mail address.
    target TEXT NOT NULL,
    -- SHA-256 (hex) of salt, player, purpose and code; the code itself is never stored here.
    salt TEXT NOT NULL,
    code_hash TEXT NOT NULL,
    attempts INTEGER NOT NULL DEFAULT 0,
    created_at TIMESTAMPTZ NOT NULL,
    expires_at TIMESTAMPTZ NOT NULL,
    UNIQUE (player_id, purpose)
);

-- E-mails and SMS, written in the same transaction as the change that sends them, delivered by a worker.
CREATE TABLE outbox (
    id BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    channel TEXT NOT NULL CHECK (channel IN ('email', 'sms')),
    recipient TEXT NOT NULL,
    player_id BIGINT REFERENCES players (id),
    locale TEXT NOT NULL,
    subject TEXT NOT NULL DEFAULT '',
    body TEXT NOT NULL,
    html TEXT,
    created_at TIMESTAMPTZ NOT NULL,
    next_attempt_at TIMESTAMPTZ NOT NULL,
    -- A worker that claimed the message owns it until then (so one instance sends each message).
    claimed_until TIMESTAMPTZ,
    attempts INTEGER NOT NULL DEFAULT 0,
    last_error TEXT,
    sent_at TIMESTAMPTZ,
    -- Given up after too many attempts.
    failed_at TIMESTAMPTZ
);
CREATE INDEX outbox_due ON outbox (next_attempt_at) WHERE sent_at IS NULL AND failed_at IS NULL;
CREATE INDEX outbox_recipient ON outbox (recipient, id);

-- Fixed-window counters shared by every instance: the window opens at its first hit (unix seconds).
CREATE TABLE rate_limits (
    key TEXT PRIMARY KEY,
    window_start BIGINT NOT NULL,
    hits BIGINT NOT NULL
);
