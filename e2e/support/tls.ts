import { execFileSync } from 'node:child_process';
import { createHash, X509Certificate } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const DIR = join(tmpdir(), 'zar-e2e-tls');
const DAYS = 30;

/**
 * The journeys' HTTPS certificate: self-signed for `localhost` and `127.0.0.1`, made with Debian's `openssl` once
 * (and again when it nears its end) in the temp dir, with the SHA-256 of its public key. Chromium started with
 * `--ignore-certificate-errors-spki-list=<spki>` takes it as valid, so pages cache as on a real site (a page with a
 * certificate error is never cached, which would make every returning visit a first one).
 */
export function testCertificate(): { cert: string; key: string; spki: string } {
  const [cert, key] = [join(DIR, 'cert.pem'), join(DIR, 'key.pem')];
  const fresh = existsSync(cert) && existsSync(key) && Date.now() - statSync(cert).mtimeMs < (DAYS - 7) * 86_400_000;
  if (!fresh) {
    mkdirSync(DIR, { recursive: true });
    // Written beside and renamed, so a worker reading them meanwhile never sees half a file.
    const suffix = `.${process.pid}.tmp`;
    execFileSync('openssl', [
      'req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', String(DAYS),
      '-subj', '/CN=localhost', '-addext', 'subjectAltName=DNS:localhost,IP:127.0.0.1',
      '-addext', 'basicConstraints=critical,CA:FALSE', '-keyout', key + suffix, '-out', cert + suffix,
    ], { stdio: 'ignore' });
    renameSync(key + suffix, key);
    renameSync(cert + suffix, cert);
  }
  const publicKey = new X509Certificate(readFileSync(cert)).publicKey.export({ type: 'spki', format: 'der' });
  return { cert, key, spki: createHash('sha256').update(publicKey).digest('base64') };
}

/** Chromium's flag that trusts the journeys' certificate (see {@link testCertificate}). */
export function trustTestCertificate(): string {
  return `--ignore-certificate-errors-spki-list=${testCertificate().spki}`;
}
