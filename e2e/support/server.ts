import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { testCertificate } from './tls.ts';

export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/** A running `zar serve` with its own empty database (plus the demo content). */
export interface ZarServer {
  /** Where players reach it: `https://localhost:…` (HTTP/2) when started with TLS, else `http://127.0.0.1:…`. */
  baseURL: string;
  port: number;
  /** Temp directory holding the database and the server's log (`zar.log`). */
  dir: string;
  stop: () => Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? done(address.port) : fail(new Error('no port'))));
    });
  });
}

async function waitForHealth(baseURL: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`zar exited with code ${child.exitCode} before it was ready`);
    try {
      const response = await fetch(`${baseURL}/api/health`);
      if (response.status === 200) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((next) => setTimeout(next, 100));
  }
  throw new Error(`zar did not answer GET /api/health within ${timeoutMs} ms`);
}

function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((done) => {
    const force = setTimeout(() => child.kill('SIGKILL'), 5_000);
    child.once('exit', () => {
      clearTimeout(force);
      done();
    });
    child.kill('SIGTERM');
  });
}

/** The server binary the journeys run: `<repo>/target/debug/zar`, or `$ZAR_BIN`. */
export function zarBinary(): string {
  return process.env.ZAR_BIN ?? join(REPO_ROOT, 'target/debug/zar');
}

/**
 * Starts `<repo>/target/debug/zar serve` (or `$ZAR_BIN`) on a free port with a fresh SQLite
 * database in a temp dir, the dev outbox and the demo content, serving `<repo>/web/dist`;
 * resolves once `GET /api/health` answers 200. `env` adds or overrides the server's settings.
 */
export async function startZar(env: Record<string, string> = {}, options: { tls?: boolean } = {}): Promise<ZarServer> {
  const bin = zarBinary();
  const webDir = process.env.ZAR_WEB_DIR ?? join(REPO_ROOT, 'web/dist');
  if (!existsSync(bin)) throw new Error(`No server binary at ${bin}: run \`cargo build --bin zar\` (or set ZAR_BIN).`);
  if (!existsSync(join(webDir, 'index.html'))) {
    throw new Error(`No built web app in ${webDir}: run \`npm run build\` in web/.`);
  }

  const dir = await mkdtemp(join(tmpdir(), 'zar-e2e-'));
  const log = join(dir, 'zar.log');
  const port = await freePort();
  const plainURL = `http://127.0.0.1:${port}`;
  const tls = options.tls ? await httpsOn() : undefined;
  const baseURL = tls?.baseURL ?? plainURL;
  const child = spawn(
    bin,
    ['serve', '--listen', `127.0.0.1:${port}`, '--database-url', `sqlite://${dir}/zar.db`, '--web-dir', webDir],
    {
      cwd: REPO_ROOT,
      env: { ...process.env, ZAR_DEV_OUTBOX: '1', ZAR_SEED_DEMO: '1', ZAR_DEMO_GATEWAY: '1', ZAR_PUBLIC_URL: baseURL, NO_COLOR: '1', ...tls?.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  const logFile = createWriteStream(log);
  child.stdout?.pipe(logFile);
  child.stderr?.pipe(logFile);

  const stop = async () => {
    await stopProcess(child);
    logFile.end();
    await rm(dir, { recursive: true, force: true });
  };

  try {
    await waitForHealth(plainURL, child, 30_000);
  } catch (error) {
    await stopProcess(child);
    const tail = (await readFile(log, 'utf8').catch(() => '')).split('\n').slice(-30).join('\n');
    await rm(dir, { recursive: true, force: true });
    throw new Error(`${(error as Error).message}\n--- zar log (last lines) ---\n${tail}`);
  }
  return { baseURL, port, dir, stop };
}

/** HTTPS beside the plain listener, on a free port, with the journeys' certificate (support/tls.ts). */
async function httpsOn(): Promise<{ baseURL: string; env: Record<string, string> }> {
  const { cert, key } = testCertificate();
  const port = await freePort();
  return {
    baseURL: `https://localhost:${port}`,
    env: { ZAR_TLS_LISTEN: `127.0.0.1:${port}`, ZAR_TLS_CERT: cert, ZAR_TLS_KEY: key },
  };
}
