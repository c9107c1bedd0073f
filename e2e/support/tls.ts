import { execFileSync } from 'node:child_process';
import { createHash, X509Certificate } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const DAYS = 30;
/** A certificate is used for this long, then the next one is made (it stays valid a week longer). */
const PERIOD_MS = (DAYS - 7) * 86_400_000;

/**
 * The journeys' HTTPS certificate: self-signed for `localhost` and `127.0.0.1`, made with Debian's `openssl` once per
 * user and period in the temp dir, with the SHA-256 of its public key. Chromium started with
 * `--ignore-certificate-errors-spki-list=<spki>` takes it as valid, so pages cache as on a real site (a page with a
 * certificate error is never cached, which would make every returning visit a first one).
 */
export function testCertificate(): { cert: string; key: string; spki: string } {
  const base = join(tmpdir(), `zar-e2e-tls-${process.getuid?.() ?? 'user'}`);
  const dir = join(base, String(Math.floor(Date.now() / PERIOD_MS)));
  const [cert, key] = [join(dir, 'cert.pem'), join(dir, 'key.pem')];
  if (!existsSync(cert)) {
    mkdirSync(base, { recursive: true, mode: 0o700 });
    // Made in a directory of its own, then renamed into place in one step: runs side by side each see a whole pair
    // (the first rename wins; a later one fails on the existing directory and its pair is dropped).
    const made = mkdtempSync(join(base, 'new-'));
    execFileSync('openssl', [
      'req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', String(DAYS),
      '-subj', '/CN=localhost', '-addext', 'subjectAltName=DNS:localhost,IP:127.0.0.1',
      '-addext', 'basicConstraints=critical,CA:FALSE', '-keyout', join(made, 'key.pem'), '-out', join(made, 'cert.pem'),
    ], { stdio: 'ignore' });
    try {
      renameSync(made, dir);
    } catch {
      rmSync(made, { recursive: true, force: true });
    }
  }
  const publicKey = new X509Certificate(readFileSync(cert)).publicKey.export({ type: 'spki', format: 'der' });
  return { cert, key, spki: createHash('sha256').update(publicKey).digest('base64') };
}

/** Chromium's flag that trusts the journeys' certificate (see {@link testCertificate}). */
export function trustTestCertificate(): string {
  return `--ignore-certificate-errors-spki-list=${testCertificate().spki}`;
}
