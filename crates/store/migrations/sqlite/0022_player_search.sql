-- The back office's player search (issue 23) by any part of a username, e-mail, phone, user code or name, through
-- a trigram index instead of a scan of every player: an FTS5 table with the trigram tokenizer (case folded, so
-- "Şahin" finds "ŞAHİN" and "şahin"), one row per player (rowid = the player's id), kept by triggers.
CREATE VIRTUAL TABLE players_search USING fts5 (username, email, phone, usercode, fullname, tokenize = 'trigram');

INSERT INTO players_search (rowid, username, email, phone, usercode, fullname)
SELECT id, username, email, phone, usercode, name || ' ' || surname FROM players;

CREATE TRIGGER players_search_insert AFTER INSERT ON players BEGIN
    INSERT INTO players_search (rowid, username, email, phone, usercode, fullname)
    VALUES (new.id, new.username, new.email, new.phone, new.usercode, new.name || ' ' || new.surname);
END;

CREATE TRIGGER players_search_update AFTER UPDATE OF username, email, phone, usercode, name, surname ON players BEGIN
    UPDATE players_search SET username = new.username, email = new.email, phone = new.phone,
        usercode = new.usercode, fullname = new.name || ' ' || new.surname
    WHERE rowid = new.id;
END;

CREATE TRIGGER players_search_delete AFTER DELETE ON players BEGIN
    DELETE FROM players_search WHERE rowid = old.id;
END;
