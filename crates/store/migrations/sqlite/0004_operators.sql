-- Operators (back-office staff), their sessions and the audit log of their changes (DESIGN §8).

CREATE TABLE operators (
    id INTEGER PRIMARY KEY,
    username TEXT NOT NULL,
    password_hash TEXT NOT NULL,
    role TEXT NOT NULL CHECK (role IN ('admin', 'finance', 'support', 'content')),
    created_at TEXT NOT NULL,
    disabled_at TEXT
);
-- Case-insensitive uniqueness; usernames are ASCII, so lower() is enough.
CREATE UNIQUE INDEX operators_username_key ON operators (lower(username));

CREATE TABLE operator_sessions (
    id INTEGER PRIMARY KEY,
    operator_id INTEGER NOT NULL REFERENCES operators (id),
    -- SHA-256 (hex) of the bearer token; the token itself is never stored.
    token_hash TEXT NOT NULL UNIQUE,
    created_at TEXT NOT NULL,
    last_seen_at TEXT NOT NULL,
    -- Absolute end of life; the idle timeout is checked against last_seen_at.
    expires_at TEXT NOT NULL,
    ip TEXT,
    user_agent TEXT,
    ended_at TEXT,
    end_reason TEXT
);
CREATE INDEX operator_sessions_operator ON operator_sessions (operator_id);

-- Append-only, hash-chained. id is the row's position in the chain (1, 2, 3 … without gaps).
CREATE TABLE audit_log (
    id INTEGER PRIMARY KEY,
    at TEXT NOT NULL,
    -- NULL for changes made outside the API (the zar command line).
    operator_id INTEGER REFERENCES operators (id),
    operator_role TEXT NOT NULL,
    action TEXT NOT NULL,
    target_type TEXT NOT NULL,
    target_id TEXT,
    before TEXT,
    after TEXT,
    ip TEXT,
    user_agent TEXT,
    request_id TEXT,
    prev_hash TEXT NOT NULL,
    hash TEXT NOT NULL
);
CREATE INDEX audit_log_target ON audit_log (target_type, target_id);

-- The chain's head: one row, updated by every append. Updating it first takes the write lock, so appends
-- are serialized, and verification compares the last row with it (a truncated tail is detected too).
CREATE TABLE audit_head (
    id INTEGER PRIMARY KEY CHECK (id = 1),
    last_id INTEGER NOT NULL,
    last_hash TEXT NOT NULL
);
INSERT INTO audit_head (id, last_id, last_hash)
VALUES (1, 0, '0000000000000000000000000000000000000000000000000000000000000000');

CREATE TRIGGER audit_log_no_update BEFORE UPDATE ON audit_log
BEGIN
    SELECT RAISE(ABORT, 'audit_log is append-only');
END;
CREATE TRIGGER audit_log_no_delete BEFORE DELETE ON audit_log
BEGIN
    SELECT RAISE(ABORT, 'audit_log is append-only');
END;

-- Why an operator blocked a player; set with players.blocked_at (0003_accounts), cleared on unblock.
ALTER TABLE players ADD COLUMN blocked_reason TEXT;
