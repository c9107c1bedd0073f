-- A phone number is unique only among verified numbers (issue 15): an unverified number someone typed does not
-- keep its real owner out. Registration still refuses a number held by a closed or self-excluded account.
ALTER TABLE players DROP CONSTRAINT players_phone_key;
CREATE INDEX players_phone ON players (phone);
CREATE UNIQUE INDEX players_verified_phone ON players (phone) WHERE phone_verified_at IS NOT NULL;
