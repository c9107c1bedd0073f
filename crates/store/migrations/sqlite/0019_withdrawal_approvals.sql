-- Four eyes on large withdrawals (issue 23): a pending withdrawal above the site option
-- `withdrawal_second_approval_over` (lira; 0, empty, disabled or absent turns it off) is paid out only when a
-- second operator approves it after the first. The first approval is kept on the payment until then.
ALTER TABLE payments ADD COLUMN first_approved_by INTEGER REFERENCES operators (id);
ALTER TABLE payments ADD COLUMN first_approved_at TEXT;

INSERT INTO site_options (key, value, is_public, status, description)
VALUES ('withdrawal_second_approval_over', '10000', FALSE, TRUE,
        'Withdrawals above this amount (lira) need a second operator''s approval; 0 turns it off')
ON CONFLICT (key) DO NOTHING;
