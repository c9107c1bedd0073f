-- Operators' second factor (issue 15): a TOTP secret (RFC 6238, base32) once enrolled, the one being enrolled
-- until its first code confirms it, and the last step accepted, so each code is used once.
ALTER TABLE operators ADD COLUMN totp_secret TEXT;
ALTER TABLE operators ADD COLUMN totp_pending TEXT;
ALTER TABLE operators ADD COLUMN totp_enabled_at TIMESTAMPTZ;
ALTER TABLE operators ADD COLUMN totp_last_step BIGINT;
