import { mkdir, writeFile } from 'node:fs/promises';
import { cpus, loadavg } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { expect, test } from '../support/fixtures.ts';
import { trustTestCertificate } from '../support/tls.ts';

/**
 * Lighthouse (mobile: its default Moto G Power profile, simulated slow 4G and 4× CPU) on the home page and every
 * casino lobby, in Debian's Chromium against the release server the bench starts (issue 21: performance ≥ 90,
 * accessibility ≥ 95). One headless Chromium serves every audit, each page loaded cold. Results go to
 * bench/results/web-lighthouse.md with the machine's load average, which moves these figures on a shared machine.
 */
const ROUTES = process.env.ZAR_LH_ROUTES?.split(',') ?? ['/', '/casino/slot', '/casino/live', '/casino/games', '/casino/bingo', '/casino/tvbets'];
/**
 * Audits per route, the median by performance reported: Lighthouse's own advice for its run-to-run variance, which on
 * a shared two-core machine moves one route's score by ten points between two runs.
 */
const RUNS = Number(process.env.ZAR_LH_RUNS ?? 3);
const BUDGET = { performance: 90, accessibility: 95 };
const RESULTS = join(dirname(fileURLToPath(import.meta.url)), '../../bench/results/web-lighthouse.md');
const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium';

interface Audit {
  route: string;
  performance: number;
  accessibility: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  lcpElement: string;
  /** Every run's performance score, in run order. */
  scores: number[];
  /** Lighthouse's measure of the host CPU (a high-end desktop is about 1,500; under 1,000 it warns of a slow host). */
  benchmarkIndex: number;
}

/** The run with the median performance score (of an even count, the lower middle one). */
function median(runs: Audit[]): Audit {
  const sorted = [...runs].sort((a, b) => a.performance - b.performance);
  const middle = sorted[Math.floor((sorted.length - 1) / 2)];
  if (!middle) throw new Error('no Lighthouse run to report');
  return { ...middle, scores: runs.map((run) => run.performance) };
}

/** One cold Lighthouse audit of `route`; its whole report goes to `report` (JSON), to see where the time went. */
async function audit(port: number, baseURL: string, route: string, report: string): Promise<Audit> {
  const result = await lighthouse(baseURL + route, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility'],
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${route}`);
  await mkdir(dirname(report), { recursive: true });
  await writeFile(report, JSON.stringify(result.lhr));
  const { categories, audits: found } = result.lhr;
  const numeric = (id: string) => Math.round(found[id]?.numericValue ?? NaN);
  const lcpItems = (found['largest-contentful-paint-element']?.details as { items?: { items?: { node?: { selector?: string } }[] }[] } | undefined)?.items;
  const performance = Math.round((categories.performance?.score ?? 0) * 100);
  return {
    route,
    performance,
    accessibility: Math.round((categories.accessibility?.score ?? 0) * 100),
    fcpMs: numeric('first-contentful-paint'),
    lcpMs: numeric('largest-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    cls: Number((found['cumulative-layout-shift']?.numericValue ?? NaN).toFixed(3)),
    // A run Lighthouse could not complete says why (e.g. NO_FCP) where the element would be.
    lcpElement: result.lhr.runtimeError ? `error: ${result.lhr.runtimeError.code}` : (lcpItems?.[0]?.items?.[0]?.node?.selector ?? ''),
    scores: [performance],
    benchmarkIndex: Math.round(result.lhr.environment.benchmarkIndex),
  };
}

test('Lighthouse mobile: performance and accessibility of the home page and the casino lobbies', async ({ server }, testInfo) => {
  test.setTimeout(ROUTES.length * RUNS * 120_000);
  const load = loadavg().map((value) => value.toFixed(2)).join(', ');
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', trustTestCertificate()],
  });
  const audits: Audit[] = [];
  try {
    for (const route of ROUTES) {
      const runs: Audit[] = [];
      for (let run = 0; run < RUNS; run++) runs.push(await audit(chrome.port, server.baseURL, route, testInfo.outputPath(`lighthouse${route.replaceAll('/', '-')}-${run + 1}.json`)));
      audits.push(median(runs));
    }
  } finally {
    chrome.kill();
  }

  const verdict = (audit: Audit) => (audit.performance >= BUDGET.performance && audit.accessibility >= BUDGET.accessibility ? 'PASS' : 'FAIL');
  const report = `# Web: Lighthouse mobile (Debian's Chromium, headless)

Measured ${new Date().toISOString()} by \`make bench\` (e2e/bench/lighthouse.spec.ts), Lighthouse's default mobile
profile (simulated slow 4G, 4× CPU), over HTTPS with HTTP/2; load average before the runs (1, 5, 15 min) ${load} on ${cpus().length} cores.
Budget: performance ≥ ${BUDGET.performance}, accessibility ≥ ${BUDGET.accessibility}. Each route is audited ${RUNS} times, cold; the row is the
run with the median performance score, and "runs" lists every run's score.

| route | performance | runs | accessibility | FCP ms | LCP ms | TBT ms | CLS | LCP element | CPU index | |
|---|---|---|---|---|---|---|---|---|---|---|
${audits.map((a) => `| \`${a.route}\` | ${a.performance} | ${a.scores.join(', ')} | ${a.accessibility} | ${a.fcpMs} | ${a.lcpMs} | ${a.tbtMs} | ${a.cls} | \`${a.lcpElement}\` | ${a.benchmarkIndex} | ${verdict(a)} |`).join('\n')}
`;
  await mkdir(dirname(RESULTS), { recursive: true });
  await writeFile(RESULTS, report);
  console.log(report);
  const failing = audits.filter((audit) => verdict(audit) === 'FAIL').map((audit) => `${audit.route} (${audit.performance}/${audit.accessibility})`);
  expect(failing, 'routes under the Lighthouse budget (performance/accessibility)').toEqual([]);
});
