-- A phone number is unique only among verified numbers (issue 15): an unverified number someone typed does not
-- keep its real owner out. Registration still refuses a number held by a closed or self-excluded account.
--
-- SQLite cannot drop a column's UNIQUE, so the table is rebuilt as its documentation says (ALTER TABLE, "making
-- other kinds of table schema changes"): create, copy, drop, rename. That needs foreign keys off, which `Db::migrate`
-- does around every SQLite migration (it cannot be done in the migration's own transaction), checking them after.
CREATE TABLE players_new (
    id INTEGER PRIMARY KEY,
    -- Public code shown beside the username (8 characters, no look-alikes).
    usercode TEXT NOT NULL UNIQUE,
    username TEXT NOT NULL,
    -- Usernames and e-mail addresses are unique regardless of case.
    username_lower TEXT NOT NULL UNIQUE,
    email TEXT NOT NULL,
    email_lower TEXT NOT NULL UNIQUE,
    -- Unique among verified numbers only (players_verified_phone).
    phone TEXT NOT NULL,
    phone_verified_at TEXT,
    -- A new number asked for on customer/updatephone step 1, until step 2 verifies it.
    pending_phone TEXT,
    name TEXT NOT NULL,
    surname TEXT NOT NULL,
    birth_date TEXT NOT NULL,
    country_id INTEGER NOT NULL REFERENCES countries (id),
    currency_id INTEGER NOT NULL DEFAULT 1 CHECK (currency_id = 1),
    -- Whether the player asked for the trial bonus at registration (granted by the bonuses feature).
    trial_bonus BOOLEAN NOT NULL DEFAULT FALSE,
    referrer_id INTEGER REFERENCES players (id),
    password_hash TEXT NOT NULL,
    -- The language the player last used; e-mails and SMS are written in it.
    locale TEXT NOT NULL DEFAULT 'tr',
    created_at TEXT NOT NULL,
    last_login_at TEXT,
    password_changed_at TEXT NOT NULL,
    -- Set by operators: a blocked player cannot log in and their sessions are refused.
    blocked_at TEXT,
    blocked_reason TEXT,
    -- Closed on the player's request (after withdrawing their balance): no login any more.
    closed_at TEXT
);
INSERT INTO players_new (id, usercode, username, username_lower, email, email_lower, phone, phone_verified_at,
    pending_phone, name, surname, birth_date, country_id, currency_id, trial_bonus, referrer_id, password_hash, locale,
    created_at, last_login_at, password_changed_at, blocked_at, blocked_reason, closed_at)
SELECT id, usercode, username, username_lower, email, email_lower, phone, phone_verified_at,
    pending_phone, name, surname, birth_date, country_id, currency_id, trial_bonus, referrer_id, password_hash, locale,
    created_at, last_login_at, password_changed_at, blocked_at, blocked_reason, closed_at
FROM players;
DROP TABLE players;
ALTER TABLE players_new RENAME TO players;
CREATE INDEX players_phone ON players (phone);
CREATE UNIQUE INDEX players_verified_phone ON players (phone) WHERE phone_verified_at IS NOT NULL;
