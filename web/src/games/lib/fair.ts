/**
 * The provably fair stream recomputed in the browser with WebCrypto, so the verify page does not have to trust
 * the server's answer (crates/domain/src/games/fair.rs documents the construction): block `cursor` is
 * HMAC-SHA256(key = server seed text, "client:nonce:cursor"); numbers are read big-endian, never across blocks;
 * integers in [0, n) by rejection sampling.
 */
const encoder = new TextEncoder();

export function cryptoAvailable(): boolean {
  return typeof crypto !== 'undefined' && typeof crypto.subtle !== 'undefined';
}

export async function hmacSha256(key: string, message: string): Promise<Uint8Array<ArrayBuffer>> {
  const imported = await crypto.subtle.importKey('raw', encoder.encode(key), { name: 'HMAC', hash: 'SHA-256' }, false, [
    'sign',
  ]);
  return new Uint8Array(await crypto.subtle.sign('HMAC', imported, encoder.encode(message)));
}

export async function sha256Hex(bytes: Uint8Array<ArrayBuffer> | string): Promise<string> {
  const data = typeof bytes === 'string' ? encoder.encode(bytes) : bytes;
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', data));
  return [...digest].map((b) => b.toString(16).padStart(2, '0')).join('');
}

export class Stream {
  private block: Uint8Array<ArrayBuffer> = new Uint8Array(32);
  private used = 32;
  private cursor = 0;

  constructor(
    private readonly serverSeed: string,
    private readonly clientSeed: string,
    private readonly nonce: number,
  ) {}

  private async take(count: number): Promise<Uint8Array<ArrayBuffer>> {
    if (this.used + count > 32) {
      this.block = await hmacSha256(this.serverSeed, `${this.clientSeed}:${this.nonce}:${this.cursor}`);
      this.cursor += 1;
      this.used = 0;
    }
    const bytes = this.block.slice(this.used, this.used + count);
    this.used += count;
    return bytes;
  }

  async nextU32(): Promise<number> {
    const b = await this.take(4);
    return (((b[0] ?? 0) << 24) >>> 0) + ((b[1] ?? 0) << 16) + ((b[2] ?? 0) << 8) + (b[3] ?? 0);
  }

  /** A uniform integer in [0, n) by rejection sampling. */
  async below(n: number): Promise<number> {
    const rejected = 2 ** 32 % n;
    const limit = 2 ** 32 - rejected;
    for (;;) {
      const x = await this.nextU32();
      if (rejected === 0 || x < limit) return x % n;
    }
  }
}

/** The crash point (×100) of a round hash in a chain salted `salt`: max(100, ⌊99·2^52 / (2^52 − X)⌋). */
export async function crashPoint(roundHash: string, salt: string): Promise<number> {
  const bytes = await hmacSha256(roundHash, salt);
  let x = 0n;
  for (let i = 0; i < 8; i += 1) x = (x << 8n) | BigInt(bytes[i] ?? 0);
  x >>= 12n;
  const two52 = 1n << 52n;
  const point = (99n * two52) / (two52 - x);
  const capped = point > 100_000_000n ? 100_000_000n : point;
  return Number(capped < 100n ? 100n : capped);
}
