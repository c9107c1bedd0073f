-- The seamless wallet writes a casino transaction for every bet and win; each index is work on every one of those
-- writes. Three indexes only ever serve rows that have the indexed thing, so they keep only those rows:
-- - a win or rollback names the transaction it settles (a bet names none): rollback and settlement lookups;
-- - top winners reads wins that paid something (a lost round's win is zero);
-- - the reports join the money that moved (a zero win posts nothing to the ledger).
DROP INDEX casino_transactions_reference;
CREATE INDEX casino_transactions_reference ON casino_transactions (provider_id, reference_uuid)
    WHERE reference_uuid IS NOT NULL;
DROP INDEX casino_transactions_wins;
CREATE INDEX casino_transactions_wins ON casino_transactions (kind, amount, id) WHERE kind = 1 AND amount > 0;
DROP INDEX casino_transactions_ledger;
CREATE INDEX casino_transactions_ledger ON casino_transactions (ledger_transaction_id)
    WHERE ledger_transaction_id IS NOT NULL;
