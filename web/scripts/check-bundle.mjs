#!/usr/bin/env node
// Fails when the home page's initial JavaScript exceeds the budget: a ratchet below architecture §12's 120 KB gzip, set
// to the last measured figure rounded up plus 2 KB of headroom (issue 21's 120 KB is met since the runtime is Preact:
// docs/decisions.md, "Site speed").
// Counted: what dist/index.html loads (the entry script and its modulepreloads), plus the
// home route's lazy chunk with its static imports and the Turkish translations of the start-up namespaces
// (STARTUP_NAMESPACES in src/lib/i18n-languages.ts, read from there), which the browser fetches before / renders; the other
// namespaces load with the pages and dialogs that show them. (The fingerprint library loads only on a browser's
// first visit.)
import { readFile } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const BUDGET_KB = 105;
const HOME_ROUTE = 'src/app/routes/home.tsx';

const web = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const dist = resolve(web, 'dist');
const html = await readFile(resolve(dist, 'index.html'), 'utf8');
const manifest = JSON.parse(await readFile(resolve(dist, '.vite/manifest.json'), 'utf8'));

const files = new Set();
for (const [, src] of html.matchAll(/<script[^>]+type="module"[^>]+src="\/([^"]+\.js)"/g)) files.add(src);
for (const [, href] of html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="\/([^"]+\.js)"/g)) files.add(href);
if (files.size === 0) throw new Error('dist/index.html loads no module script: did the build change?');

function addWithImports(key) {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`${key} is not in the build manifest`);
  files.add(chunk.file);
  for (const imported of chunk.imports ?? []) addWithImports(imported);
}
addWithImports(HOME_ROUTE);
// The default language's start-up namespaces are fetched at start-up too: the list the app initializes i18n with.
const i18nSource = await readFile(resolve(web, 'src/lib/i18n-languages.ts'), 'utf8');
const startupList = i18nSource.match(/export const STARTUP_NAMESPACES = \[([^\]]*)\]/);
if (!startupList) throw new Error('src/lib/i18n-languages.ts has no STARTUP_NAMESPACES list: did it change?');
const startupNamespaces = [...startupList[1].matchAll(/'([a-z-]+)'/g)].map(([, ns]) => ns);
if (startupNamespaces.length === 0) throw new Error('STARTUP_NAMESPACES in src/lib/i18n-languages.ts names no namespace');
for (const ns of startupNamespaces) addWithImports(`src/locales/tr/${ns}.json`);

// The back office (admin.html) is its own entry: nothing of it may be reachable from the site's entry, however
// lazily (static and dynamic imports, transitively). Chunks both apps share (React, the API client) are the site's.
const reachable = new Set();
function walk(key) {
  if (reachable.has(key)) return;
  const chunk = manifest[key];
  if (!chunk) throw new Error(`${key} is not in the build manifest`);
  reachable.add(key);
  for (const next of [...(chunk.imports ?? []), ...(chunk.dynamicImports ?? [])]) walk(next);
}
walk('index.html');
const adminChunks = [...reachable].filter((key) => key.startsWith('src/admin/') || key === 'admin.html');
// The back office is built on its own (`vite build --mode admin`): none of its files may be one the site loads.
const adminManifest = JSON.parse(await readFile(resolve(dist, '.vite/admin-manifest.json'), 'utf8'));
if (!adminManifest['admin.html']) throw new Error('the back office build has no admin.html entry: did vite.config.ts change?');
const adminFiles = new Set(
  Object.values(adminManifest)
    .filter((chunk) => chunk.src?.startsWith('src/admin/') || chunk.src === 'admin.html')
    .map((chunk) => chunk.file),
);
for (const key of reachable) if (adminFiles.has(manifest[key].file)) adminChunks.push(key);
if (adminChunks.length > 0) {
  console.error(`The site's entry reaches the back office: ${adminChunks.join(', ')}`);
  process.exit(1);
}
for (const key of reachable) {
  for (const css of manifest[key].css ?? []) if (css.includes('admin')) throw new Error(`the site loads the back office's CSS ${css}`);
}

// Zar Sportsbook's frame (sportsbook.html) is an entry of its own too: the site's entry reaches none of its files (nor
// its texts), and it reaches nothing of the site's features, app, back office or games (shared code only).
const SPORTSBOOK_ENTRY = 'sportsbook.html';
if (!manifest[SPORTSBOOK_ENTRY]) throw new Error('the build has no sportsbook.html entry: did vite.config.ts change?');
const isSportsbook = (key) => key === SPORTSBOOK_ENTRY || key.startsWith('src/sportsbook/') || /^src\/locales\/[a-z]+\/sportsbook\.json$/.test(key);
const siteReachesSportsbook = [...reachable].filter(isSportsbook);
if (siteReachesSportsbook.length > 0) {
  console.error(`The site's entry reaches the sportsbook frame: ${siteReachesSportsbook.join(', ')}`);
  process.exit(1);
}
const frameReachable = new Set();
(function walkFrame(key) {
  if (frameReachable.has(key)) return;
  const chunk = manifest[key];
  if (!chunk) throw new Error(`${key} is not in the build manifest`);
  frameReachable.add(key);
  for (const next of [...(chunk.imports ?? []), ...(chunk.dynamicImports ?? [])]) walkFrame(next);
})(SPORTSBOOK_ENTRY);
const frameReachesSite = [...frameReachable].filter((key) => /^src\/(features|app|admin|games)\//.test(key) || ['index.html', 'admin.html', 'game.html'].includes(key));
if (frameReachesSite.length > 0) {
  console.error(`The sportsbook frame reaches the site's own code: ${frameReachesSite.join(', ')}`);
  process.exit(1);
}

let total = 0;
const rows = [];
for (const file of files) {
  const gzip = gzipSync(await readFile(resolve(dist, file)), { level: 9 }).length;
  total += gzip;
  rows.push([file, gzip]);
}
rows.sort((a, b) => b[1] - a[1]);
for (const [file, gzip] of rows) console.log(`${(gzip / 1024).toFixed(1).padStart(7)} KB  ${file}`);
const totalKb = total / 1024;
console.log(`${totalKb.toFixed(1).padStart(7)} KB  total gzip (budget ${BUDGET_KB} KB)`);
console.log(`counted translations: tr/{${startupNamespaces.join(',')}}.json (STARTUP_NAMESPACES)`);
console.log(`no back-office chunk among the ${reachable.size} the site's entry can load`);
console.log(`no sportsbook-frame chunk among them; the frame's ${frameReachable.size} chunks reach no site feature`);
if (totalKb > BUDGET_KB) {
  console.error(`Home page initial JS is ${totalKb.toFixed(1)} KB gzip, over the ${BUDGET_KB} KB budget.`);
  process.exit(1);
}
