-- Double-entry, append-only ledger (DESIGN §7). Balances are kept on the account row by a conditional
-- update in the same transaction as the entries; CHECK makes a negative player balance impossible.
CREATE TABLE ledger_accounts (
    id INTEGER PRIMARY KEY,
    kind TEXT NOT NULL,
    owner INTEGER NOT NULL DEFAULT 0,
    balance INTEGER NOT NULL DEFAULT 0,
    may_go_negative BOOLEAN NOT NULL DEFAULT FALSE,
    created_at TEXT NOT NULL,
    UNIQUE (kind, owner),
    CHECK (may_go_negative OR balance >= 0)
);

CREATE TABLE ledger_transactions (
    id INTEGER PRIMARY KEY,
    kind TEXT NOT NULL,
    idempotency_key TEXT UNIQUE,
    memo TEXT NOT NULL DEFAULT '',
    created_at TEXT NOT NULL
);

CREATE TABLE ledger_entries (
    id INTEGER PRIMARY KEY,
    transaction_id INTEGER NOT NULL REFERENCES ledger_transactions (id),
    account_id INTEGER NOT NULL REFERENCES ledger_accounts (id),
    amount INTEGER NOT NULL,
    balance_after INTEGER NOT NULL
);
CREATE INDEX ledger_entries_account ON ledger_entries (account_id, id);
CREATE INDEX ledger_entries_transaction ON ledger_entries (transaction_id);

-- Append-only: entries and transactions are never changed or removed.
CREATE TRIGGER ledger_entries_no_update BEFORE UPDATE ON ledger_entries BEGIN SELECT RAISE(ABORT, 'ledger entries are append-only'); END;
CREATE TRIGGER ledger_entries_no_delete BEFORE DELETE ON ledger_entries BEGIN SELECT RAISE(ABORT, 'ledger entries are append-only'); END;
CREATE TRIGGER ledger_transactions_no_update BEFORE UPDATE ON ledger_transactions BEGIN SELECT RAISE(ABORT, 'ledger transactions are append-only'); END;
CREATE TRIGGER ledger_transactions_no_delete BEFORE DELETE ON ledger_transactions BEGIN SELECT RAISE(ABORT, 'ledger transactions are append-only'); END;
