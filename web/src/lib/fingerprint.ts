import { readStorage, writeStorage } from '@/lib/storage';

/**
 * The visitor id sent as `x-fingerprint`. Computed once with the open-source FingerprintJS build
 * and stored, so later visits neither load the library nor recompute it.
 */
export function getFingerprint(): string | null {
  return readStorage('fingerprint');
}

let pending: Promise<string> | null = null;

export function ensureFingerprint(): Promise<string> {
  const stored = getFingerprint();
  if (stored) return Promise.resolve(stored);
  pending ??= computeFingerprint().then((id) => {
    writeStorage('fingerprint', id);
    return id;
  });
  return pending;
}

async function computeFingerprint(): Promise<string> {
  try {
    const { load } = await import('@fingerprintjs/fingerprintjs');
    // monitoring:false — the agent must not call any third-party host.
    const agent = await load({ monitoring: false });
    const { visitorId } = await agent.get();
    return visitorId;
  } catch {
    // Fingerprinting blocked or failed: a random id still lets the server tell sessions apart.
    const bytes = crypto.getRandomValues(new Uint8Array(16));
    return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  }
}
