import { describe, expect, it } from 'vitest';
import { categoriesOf, lobbyViewSearch, readLobbyView, searchLobby } from '@/features/casino/lib/lobbies';

describe('lobby addresses', () => {
  it.each([
    ['', { kind: 'overview' }],
    ['?category=12', { kind: 'category', id: 12 }],
    ['?category=all', { kind: 'category', id: 0 }],
    ['?category=favorites', { kind: 'favorites' }],
    ['?category=roulette', { kind: 'system', slug: 'roulette' }],
    ['?category=virtual', { kind: 'system', slug: 'virtual' }],
    ['?q=%20book%20', { kind: 'search', term: 'book' }],
    ['?category=-3', { kind: 'overview' }],
    ['?category=anything', { kind: 'overview' }],
  ])('%s is %j, and writes back the same', (search, view) => {
    const read = readLobbyView(new URLSearchParams(search));
    expect(read).toEqual(view);
    expect(readLobbyView(new URLSearchParams(lobbyViewSearch(read)))).toEqual(view);
  });

  it('searches the live casino from /casino/live, every other game from anywhere else (product §2)', () => {
    expect(searchLobby('/casino/live').path).toBe('/casino/live');
    expect(searchLobby('/casino/slot').path).toBe('/casino/slot');
    expect(searchLobby('/casino/games').path).toBe('/casino/slot');
    expect(searchLobby('/').path).toBe('/casino/slot');
  });

  it("a lobby's rail lists the categories whose slugList names it, in order", () => {
    const categories = [
      { id: 1, slugList: ['slot', 'games'] },
      { id: 2, slugList: ['live'] },
      { id: 3, slugList: ['slot'] },
    ];
    expect(categoriesOf(categories, 'slot').map(({ id }) => id)).toEqual([1, 3]);
    expect(categoriesOf(categories, 'bingo')).toEqual([]);
  });
});
