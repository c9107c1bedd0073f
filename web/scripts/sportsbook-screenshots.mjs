#!/usr/bin/env node
/* global document, window -- the page.evaluate callbacks run in the browser */
// Screenshots of the sportsbook frame against a stand-in API (scripts/sportsbook-mock.mjs), for looking at it before
// the server exists: `npm run build && npx vite preview --port 4180 &` then
// `node scripts/sportsbook-screenshots.mjs [http://127.0.0.1:4180] [out-dir]`. Needs playwright-core (e2e/node_modules)
// and Chromium (CHROMIUM, default /usr/bin/chromium). The pictures are for looking at, not for committing.
process.env.TZ ??= 'Europe/Istanbul';
import { mkdir } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { makeBets, makeData, summary } from './sportsbook-mock.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const require = createRequire(resolve(here, '../../e2e/package.json'));
const { chromium } = require('playwright-core');

const base = process.argv[2] ?? 'http://127.0.0.1:4180';
const out = resolve(process.argv[3] ?? '/tmp/sportsbook-shots');
await mkdir(out, { recursive: true });

const ok = (data) => ({ status: 200, contentType: 'application/json', body: JSON.stringify({ success: true, message: null, data }) });
const fail = (status, code, message, data = null) => ({ status, contentType: 'application/json', body: JSON.stringify({ success: false, code, message, data }) });
const dayOf = (iso) => {
  const d = new Date(iso);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

async function mockApi(page, { lang = 'tr', refuse = null } = {}) {
  const { sports, events } = makeData(lang);
  const bets = makeBets(events);
  let placed = 0;
  await page.route('**/sportsbook/api/**', async (route) => {
    const url = new URL(route.request().url());
    const path = url.pathname.replace(/^\/sportsbook\/api\//, '');
    const q = url.searchParams;
    if (path === 'sports') {
      const esports = q.get('section') === 'esports';
      return route.fulfill(ok(sports.filter((s) => s.esport === esports)));
    }
    if (path === 'settings') return route.fulfill(ok({ currency: 'TRY', minStake: 1, maxPayout: 250000, maxSelections: 20, maxSystemSelections: 8 }));
    if (path === 'me') return route.fulfill(ok({ username: 'demo', balance: 2450.75 }));
    if (path === 'events') {
      let items = events;
      if (q.get('status') === 'live') items = [];
      if (q.get('sport')) items = items.filter((e) => e.sport === q.get('sport'));
      if (q.get('league')) items = items.filter((e) => String(e.league.id) === q.get('league'));
      if (q.get('day')) items = items.filter((e) => dayOf(e.startsAt) === q.get('day'));
      if (q.get('q')) items = items.filter((e) => `${e.home} ${e.away}`.toLocaleLowerCase('tr').includes(q.get('q').toLocaleLowerCase('tr')));
      const skip = Number(q.get('skip') ?? 0);
      const take = Number(q.get('take') ?? 50);
      return route.fulfill(ok({ items: items.slice(skip, skip + take).map(summary), total: items.length }));
    }
    const event = /^events\/(\d+)$/.exec(path);
    if (event) {
      const found = events.find((e) => String(e.id) === event[1]);
      return route.fulfill(found ? ok(found) : fail(404, 'sportsbook.not_found', 'Yok'));
    }
    if (path === 'bets' && route.request().method() === 'GET') return route.fulfill(ok({ items: bets[q.get('status') ?? 'open'], total: bets[q.get('status') ?? 'open'].length }));
    if (path === 'bets') {
      const body = route.request().postDataJSON();
      if (refuse === 'odds' && placed === 0) {
        placed++;
        const moved = body.selections.map((s, i) => ({ ...s, odds: i === 1 ? Math.round((s.odds + 0.15) * 100) / 100 : s.odds }));
        return route.fulfill(fail(409, 'sportsbook.odds_changed', lang === 'tr' ? 'Oranlar değişti.' : 'The odds changed.', { selections: moved }));
      }
      if (refuse === 'max') return route.fulfill(fail(422, 'sportsbook.stake_too_high', lang === 'tr' ? 'Bahis tutarı bu kupon için çok yüksek.' : 'The stake is too high for this slip.', { maxStake: 750 }));
      placed++;
      return route.fulfill(ok({ id: 58300 + placed, requestId: body.requestId, kind: body.kind, systemSize: body.systemSize ?? null, systemName: null, lines: 1, stakePerLine: body.stake, totalStake: body.stake, potentialPayout: Math.floor(body.stake * body.selections.reduce((p, s) => p * s.odds, 1) * 100) / 100, status: 'open', payout: null, placedAt: new Date().toISOString(), settledAt: null, selections: [] }));
    }
    return route.fulfill(fail(404, 'sportsbook.not_found', 'unknown'));
  });
}

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
const only = process.env.ONLY?.split(',');
const want = (name) => !only || only.includes(name);

async function open(viewport, params = 'lang=tr&page=sport&token=demo-token', options = {}) {
  const context = await browser.newContext({ viewport, deviceScaleFactor: 1, locale: 'tr-TR', timezoneId: 'Europe/Istanbul', hasTouch: viewport.width < 600 });
  const page = await context.newPage();
  page.on('pageerror', (error) => console.error('page error:', error.message));
  page.on('console', (message) => message.type() === 'error' && console.error('console:', message.text()));
  await mockApi(page, options);
  await page.goto(`${base}/sportsbook.html?${params}`);
  await page.getByRole('button', { name: /\d\.\d\d$/ }).first().waitFor().catch(() => undefined);
  return { context, page };
}

const shot = async (page, name, fullPage = false) => {
  await page.waitForTimeout(250);
  await page.screenshot({ path: `${out}/${name}.png`, fullPage });
  console.log(`${out}/${name}.png`);
};

const desktop = { width: 1440, height: 900 };
const phone = { width: 390, height: 844 };

if (want('list')) {
  const { context, page } = await open(desktop);
  await shot(page, 'desktop-1-list');
  await context.close();
}
if (want('multiple')) {
  const { context, page } = await open(desktop);
  const rows = page.locator('main section li');
  for (const index of [0, 3, 7]) await rows.nth(index).getByRole('button', { name: /\d\.\d\d$/ }).first().click();
  await page.getByRole('button', { name: /₺50 / }).click();
  await shot(page, 'desktop-2-multiple');
  await rows.nth(1).getByRole('button', { name: /^\+\d|bahis daha/ }).click();
  await page.getByRole('heading', { level: 2 }).first().waitFor();
  await page.locator('main').getByRole('button', { name: /Üst 2\.5|\d\.\d\d$/ }).nth(4).click();
  await shot(page, 'desktop-3-event');
  await page.getByRole('button', { name: 'Sistem' }).click();
  await shot(page, 'desktop-4-system');
  await context.close();
}
if (want('refused')) {
  const { context, page } = await open(desktop, undefined, { refuse: 'odds' });
  const rows = page.locator('main section li');
  for (const index of [0, 2, 4]) await rows.nth(index).getByRole('button', { name: /\d\.\d\d$/ }).first().click();
  await page.getByRole('button', { name: /₺100 / }).click();
  await page.getByRole('button', { name: /bahis yap/i }).click();
  await page.getByText('Oran değişti').first().waitFor();
  await shot(page, 'desktop-5-odds-changed');
  await page.getByRole('button', { name: 'Yeni oranları kabul et' }).first().click();
  await page.getByRole('button', { name: /bahis yap/i }).click();
  await page.getByText('Bahsiniz alındı').waitFor();
  await shot(page, 'desktop-6-receipt');
  await context.close();
}
if (want('bets')) {
  const { context, page } = await open(desktop, 'lang=tr&page=sport&token=demo-token&view=bets');
  await page.getByText('Kombine').first().waitFor();
  await shot(page, 'desktop-7-my-bets');
  await page.getByRole('tab', { name: 'Sonuçlanan' }).click();
  await page.getByText('Kazandı').first().waitFor();
  await shot(page, 'desktop-8-my-bets-settled');
  await context.close();
}
if (want('live')) {
  const { context, page } = await open(desktop, 'lang=en&page=live&token=demo-token', { lang: 'en' });
  await page.getByText('No live matches').waitFor();
  await shot(page, 'desktop-9-live-empty-en');
  await context.close();
}
if (want('esports')) {
  const { context, page } = await open(desktop, 'lang=en&page=esports', { lang: 'en' });
  await page.locator('select').first().selectOption('fractional');
  await shot(page, 'desktop-10-esports-visitor-fractional');
  await context.close();
}
if (want('phone')) {
  const { context, page } = await open(phone);
  await shot(page, 'phone-1-list');
  const rows = page.locator('main section li');
  for (const index of [0, 2, 5, 6]) await rows.nth(index).getByRole('button', { name: /\d\.\d\d$/ }).first().click();
  await shot(page, 'phone-2-bar');
  await page.getByRole('button', { name: /Kuponu aç/ }).click();
  await page.getByRole('button', { name: /₺100 / }).click();
  await shot(page, 'phone-3-sheet');
  await page.getByRole('button', { name: 'Sistem' }).click();
  await shot(page, 'phone-4-sheet-system');
  await context.close();
}
if (want('phone-event')) {
  const { context, page } = await open(phone);
  await page.locator('main section li').nth(0).getByRole('button', { name: /bahis daha/ }).click();
  await page.getByRole('heading', { level: 2 }).first().waitFor();
  await shot(page, 'phone-5-event', true);
  await context.close();
}
// Framed as the site frames it: a page at the same origin that sizes the iframe to the frame's height and tells it
// where the visible part is (the site's side in miniature: src/features/sports/hooks/use-sportsbook-frame.ts).
const HARNESS = `<!doctype html><html><body style="margin:0;background:#05080f">
<header style="position:sticky;top:0;height:64px;background:#131c2e;z-index:2"></header>
<div style="height:120px"></div>
<iframe id="f" src="/sportsbook.html?lang=tr&page=sport&token=demo-token" referrerpolicy="strict-origin-when-cross-origin" style="display:block;width:100%;height:calc(100vh - 64px);border:0"></iframe>
<div style="height:400px"></div>
<script>
const f = document.getElementById('f');
let pending = false;
const post = () => { if (pending) return; pending = true; requestAnimationFrame(() => { pending = false;
  const r = f.getBoundingClientRect();
  f.contentWindow.postMessage({ type: 'zar-sportsbook:viewport', top: Math.round(64 - r.top), height: innerHeight - 64 }, location.origin); }); };
addEventListener('message', (e) => { if (e.source !== f.contentWindow || e.origin !== location.origin) return;
  if (e.data.type === 'zar-sportsbook:height') { f.style.height = e.data.height + 'px'; post(); }
  window.lastMessages = [...(window.lastMessages || []), e.data.type]; });
addEventListener('scroll', post, { passive: true }); addEventListener('resize', post);
</script></body></html>`;

async function framed(viewport, name, act) {
  const context = await browser.newContext({ viewport, locale: 'tr-TR', timezoneId: 'Europe/Istanbul', hasTouch: viewport.width < 600 });
  const page = await context.newPage();
  page.on('pageerror', (error) => console.error('page error:', error.message));
  await mockApi(page);
  await page.route('**/harness.html', (route) => route.fulfill({ status: 200, contentType: 'text/html', body: HARNESS }));
  await page.goto(`${base}/harness.html`);
  const frame = page.frameLocator('#f');
  await frame.getByRole('button', { name: /\d\.\d\d$/ }).first().waitFor();
  await act(page, frame);
  await page.waitForTimeout(400);
  const height = await page.evaluate(() => document.getElementById('f').style.height);
  console.log(`${name}: iframe height ${height}, messages ${await page.evaluate(() => (window.lastMessages || []).join(' '))}`);
  await shot(page, name);
  await context.close();
}

if (want('framed')) {
  await framed(desktop, 'framed-1-desktop-scrolled', async (page, frame) => {
    const rows = frame.locator('main section li');
    for (const index of [0, 3]) await rows.nth(index).getByRole('button', { name: /\d\.\d\d$/ }).first().click();
    await page.mouse.wheel(0, 1500);
  });
  await framed(phone, 'framed-2-phone-scrolled', async (page, frame) => {
    const rows = frame.locator('main section li');
    for (const index of [0, 3, 5]) await rows.nth(index).getByRole('button', { name: /\d\.\d\d$/ }).first().click();
    await page.mouse.wheel(0, 1200);
  });
  await framed(phone, 'framed-3-phone-sheet', async (page, frame) => {
    const rows = frame.locator('main section li');
    for (const index of [0, 3, 5]) await rows.nth(index).getByRole('button', { name: /\d\.\d\d$/ }).first().click();
    await page.mouse.wheel(0, 1200);
    await page.waitForTimeout(300);
    await frame.getByRole('button', { name: /Kuponu aç/ }).click();
  });
}
await browser.close();
