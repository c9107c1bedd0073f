import { describe, expect, it } from 'vitest';
import { Stream, crashPoint, hmacSha256, sha256Hex } from '@/games/lib/fair';

const SEED = '6b86b273ff34fce19d6b804eff5a3f5747ada4eaa22f1d49c01e52ddb7875b4b';

const hex = (bytes: Uint8Array) => [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');

describe('the fair stream in the browser', () => {
  it('is the same HMAC as the server (values pinned in domain::games::fair)', async () => {
    expect(hex(await hmacSha256(SEED, 'lucky-player:0:0'))).toBe(
      '0a50b44a0d0140e09e8a9e6d52694e82abc0a1ea27b3c628ed06397b4bd22860',
    );
    expect(await sha256Hex('1')).toBe(SEED);
  });

  it('gives the same dice roll as the server: 11.94 for nonce 0', async () => {
    const stream = new Stream(SEED, 'lucky-player', 0);
    expect(await stream.below(10_000)).toBe(1194);
  });

  it('gives the same slot stops as the server: 10 15 21 8 12 for nonce 1', async () => {
    const stream = new Stream(SEED, 'lucky-player', 1);
    const stops = [];
    for (let reel = 0; reel < 5; reel += 1) stops.push(await stream.below(32));
    expect(stops).toEqual([10, 15, 21, 8, 12]);
  });

  it('reads blocks in order and keeps every value in range', async () => {
    const stream = new Stream(SEED, 'lucky-player', 3);
    for (let i = 0; i < 30; i += 1) {
      const pocket = await stream.below(37);
      expect(pocket).toBeGreaterThanOrEqual(0);
      expect(pocket).toBeLessThan(37);
    }
    // `zar games verify --game crash --hash <SEED> --salt zar` says 10.77×.
    expect(await crashPoint(SEED, 'zar')).toBe(1077);
  });
});
