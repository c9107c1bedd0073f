import { describe, expect, it } from 'vitest';
import { frameOrigin, gameCommand, isFromGame } from '@/features/casino/lib/game-messages';

describe("game windows' messages", () => {
  it.each([
    ['exit', 'exit'],
    ['com.egt-bg.exit', 'exit'],
    ['com.egt-bg.reload', 'reload'],
    [{ type: 'com.egt-bg.exit' }, 'exit'],
    [{ name: 'com.egt-bg.reload' }, 'reload'],
    [{ event: 'exit' }, 'exit'],
    ['close', null],
    [{ type: 'balance' }, null],
    [42, null],
    [null, null],
  ])('%j means %s', (data, command) => {
    expect(gameCommand(data)).toBe(command);
  });

  it('only the game frame, from the origin it was opened on, is listened to', () => {
    const game = {} as Window;
    const other = {} as Window;
    expect(isFromGame({ source: game, origin: 'https://games.example' }, game, 'https://games.example')).toBe(true);
    expect(isFromGame({ source: game, origin: 'https://evil.example' }, game, 'https://games.example')).toBe(false);
    expect(isFromGame({ source: other, origin: 'https://games.example' }, game, 'https://games.example')).toBe(false);
    expect(isFromGame({ source: game, origin: 'https://games.example' }, null, 'https://games.example')).toBe(false);
  });

  it("a frame's origin is its address's; a sandboxed HTML launch posts from the opaque origin", () => {
    expect(frameOrigin({ kind: 'url', url: 'https://games.example/play?token=1' }, 'https://zar.example/casino')).toBe('https://games.example');
    expect(frameOrigin({ kind: 'url', url: '/games/zar-dice?token=1' }, 'https://zar.example/casino')).toBe('https://zar.example');
    expect(frameOrigin({ kind: 'html' }, 'https://zar.example/')).toBe('null');
  });
});
