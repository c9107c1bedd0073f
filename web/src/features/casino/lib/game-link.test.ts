import { describe, expect, it } from 'vitest';
import { decodeGame, encodeGame, playPath } from '@/features/casino/lib/game-link';
import { aGame } from '@/features/casino/testing/casino-fixtures';

describe('the play page address', () => {
  it('carries what a launch needs, Turkish names included, and reads back the same game', () => {
    const game = aGame({ name: 'Gates of İstanbul — Şans Çarkı', providerName: 'SoftGamings', providerId: 7, system: '998', productId: 'p-1', studio: 'Kısmet' });
    const path = playPath(game);

    expect(path).toMatch(/^\/casino\/play\/[A-Za-z0-9_-]+$/);
    expect(decodeGame(path.split('/').at(-1) ?? '')).toEqual({
      gameCode: game.gameCode,
      name: 'Gates of İstanbul — Şans Çarkı',
      providerName: 'SoftGamings',
      providerId: 7,
      productId: 'p-1',
      system: '998',
      studio: 'Kısmet',
      live: false,
    });
  });

  it.each([
    ['not base64 at all', '%%%'],
    ['base64 of something else', btoa('hello')],
    ['a game without its code', btoa(JSON.stringify({ n: 'X', p: 'Zar', i: 1, d: '', s: '', t: '', l: false }))],
    ['a cut-off address', encodeGame(aGame()).slice(0, -6)],
  ])('rejects %s', (_name, segment) => {
    expect(decodeGame(segment)).toBeNull();
  });
});
