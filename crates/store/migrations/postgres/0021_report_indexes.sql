-- The back office's reports (issue 23) read by time: ledger transactions, registrations, sessions and payments
-- over a period, and casino transactions from their ledger posting (per provider and game).
CREATE INDEX ledger_transactions_created ON ledger_transactions (created_at);
CREATE INDEX casino_transactions_ledger ON casino_transactions (ledger_transaction_id);
CREATE INDEX players_created ON players (created_at);
CREATE INDEX sessions_created ON sessions (created_at);
CREATE INDEX sessions_last_seen ON sessions (last_seen_at);
CREATE INDEX payments_created ON payments (created_at);
