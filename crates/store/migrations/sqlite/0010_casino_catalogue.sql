-- Casino catalogue (issue 18): an index behind every list players page through, each giving the list's order
-- (position, then id) so a page stops after its rows, and each holding what the visibility check reads
-- (enabled, provider_id) so counting a list never reads the table. Replaces 0009's lobby and live indexes.

DROP INDEX casino_games_lobby;
DROP INDEX casino_games_live;

-- A lobby (systemCategory slot, live, games …, categoryId 0).
CREATE INDEX casino_games_lobby ON casino_games (lobby, enabled, position, id, provider_id);

-- A live-casino filter (roulette, blackjack …): live tables of one type.
CREATE INDEX casino_games_live ON casino_games (live, live_type, enabled, position, id, provider_id);

-- Search: `search_name LIKE '%key%'` cannot seek a B-tree, so the search scans this index, in list order, without
-- touching the table (a 10,000-game catalogue is scanned in about a millisecond).
CREATE INDEX casino_games_search ON casino_games (live, enabled, position, id, search_name, provider_id);

-- A category's games in list order: casino_game_categories.position mirrors its game's position (written with
-- it by every change of the game), so a category's page is read in index order instead of sorting the category.
UPDATE casino_game_categories SET position = (SELECT g.position FROM casino_games g WHERE g.id = game_id);
CREATE INDEX casino_game_categories_page ON casino_game_categories (category_id, position, game_id);
