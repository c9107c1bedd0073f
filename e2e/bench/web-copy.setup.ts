import { cp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { REPO_ROOT } from '../support/server.ts';

/**
 * `make bench`'s web runs serve a copy of the built app (`web/dist`, or `$ZAR_WEB_DIR`) so the bench can add its
 * baseline page (static-page.ts) beside the app without it ever being in a production build: the copy is made
 * here, the servers the bench starts are pointed at it (`ZAR_WEB_DIR`, which support/server.ts passes as
 * `--web-dir`), and it is removed when the run ends.
 */
export default async function copyWebApp(): Promise<() => Promise<void>> {
  const source = process.env.ZAR_WEB_DIR ?? join(REPO_ROOT, 'web/dist');
  const copy = join(tmpdir(), `zar-bench-web-${process.pid}`);
  await rm(copy, { recursive: true, force: true });
  await cp(source, copy, { recursive: true });
  process.env.ZAR_WEB_DIR = copy;
  return () => rm(copy, { recursive: true, force: true });
}
