-- Payments (DESIGN §7): the methods a player can pay in or out with, their form fields, and each deposit or
-- withdrawal. Money moves only through the ledger; a payment row records why and where it stands.

CREATE TABLE payment_methods (
    id INTEGER PRIMARY KEY,
    -- A stable name for code and logs: bank_transfer, papara, card, crypto …
    code TEXT NOT NULL UNIQUE,
    -- The gateway adapter that carries it (demo: the built-in hosted page).
    gateway TEXT NOT NULL,
    name_tr TEXT NOT NULL,
    name_en TEXT NOT NULL,
    logo_url TEXT NOT NULL,
    -- Bounds of one payment and the flat fee of a withdrawal, in kuruş.
    min_amount INTEGER NOT NULL CHECK (min_amount > 0),
    max_amount INTEGER NOT NULL CHECK (max_amount >= min_amount),
    withdraw_fee INTEGER NOT NULL DEFAULT 0 CHECK (withdraw_fee >= 0),
    deposit BOOLEAN NOT NULL,
    withdraw BOOLEAN NOT NULL,
    -- How a deposit continues: 'hosted' (a link to the gateway's page) or 'transfer' (instructions).
    deposit_flow TEXT NOT NULL CHECK (deposit_flow IN ('hosted', 'transfer')),
    position INTEGER NOT NULL DEFAULT 0,
    enabled BOOLEAN NOT NULL DEFAULT TRUE
);

CREATE TABLE payment_method_fields (
    method_id INTEGER NOT NULL REFERENCES payment_methods (id),
    -- Deposit 1, Withdraw 2.
    direction INTEGER NOT NULL CHECK (direction IN (1, 2)),
    position INTEGER NOT NULL,
    key TEXT NOT NULL,
    -- Spec Field type: String 1, Int 2, Long 3, Decimal 4, Bool 5, DateTime 6, Dropdown 7.
    field_type INTEGER NOT NULL CHECK (field_type BETWEEN 1 AND 7),
    mask TEXT,
    -- A dropdown's choices, JSON [{"id": 1, "name": "…"}].
    options TEXT,
    -- A check beyond type and mask: iban, luhn, expiry, name, address.
    rule TEXT,
    PRIMARY KEY (method_id, direction, key)
);

CREATE TABLE payments (
    id INTEGER PRIMARY KEY,
    player_id INTEGER NOT NULL REFERENCES players (id),
    method_id INTEGER NOT NULL REFERENCES payment_methods (id),
    direction INTEGER NOT NULL CHECK (direction IN (1, 2)),
    amount INTEGER NOT NULL CHECK (amount > 0),
    fee INTEGER NOT NULL DEFAULT 0 CHECK (fee >= 0 AND fee < amount),
    -- Spec Status (Confirmed 1, Pending 2, Rejected 4, Cancelled 5) and Process state (Processing 1,
    -- Completed 2, Cancelled 3, Expired 4).
    status INTEGER NOT NULL,
    process_state INTEGER NOT NULL,
    -- The public, unguessable id of a deposit's hosted page (/pay/{intent}).
    intent TEXT NOT NULL UNIQUE,
    -- What the player quotes to support and on a bank transfer.
    reference TEXT NOT NULL UNIQUE,
    -- The fields as given (card numbers masked), JSON.
    details TEXT NOT NULL,
    -- An operator's reason for a rejection.
    note TEXT,
    -- The gateway's own id of the confirmed payment.
    gateway_ref TEXT,
    decided_by INTEGER REFERENCES operators (id),
    created_at TEXT NOT NULL,
    updated_at TEXT NOT NULL,
    -- A pending deposit not confirmed by then expires.
    expires_at TEXT
);
CREATE INDEX payments_player ON payments (player_id, id);
CREATE INDEX payments_status ON payments (status, direction, id);
CREATE INDEX payments_expiry ON payments (expires_at) WHERE status = 2;
