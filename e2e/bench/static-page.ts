import { writeFile } from 'node:fs/promises';
import { cpus } from 'node:os';
import { join } from 'node:path';
import type { Browser } from '@playwright/test';

/**
 * The web budgets' baseline (architecture §12): a static page with the home page's first image and no script, served by
 * the same server in the same run. Its HTML is the `<picture>` the home page paints first (the carousel's first
 * slide, with its sources, so the phone picks the same file), a heading, and nothing else: no stylesheet, no
 * script, no font. It is written into the copy of the web app the bench serves (web-copy.setup.ts), never into
 * `web/dist`.
 */
export const STATIC_PATH = '/bench-static.html';

/** Reads the home page's first picture (unthrottled, once) and writes the static page beside the app. */
export async function writeStaticPage(browser: Browser, baseURL: string): Promise<string> {
  const dir = process.env.ZAR_WEB_DIR;
  if (!dir?.includes('zar-bench-web-')) throw new Error('the static page goes only into the bench copy of the web app (bench.config.ts)');
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, locale: 'tr-TR' });
  const page = await context.newPage();
  await page.goto(baseURL + '/', { waitUntil: 'load' });
  const image = page.locator('.swiper-slide img').first();
  await image.waitFor({ state: 'visible', timeout: 30_000 });
  const picture = await image.evaluate((img: HTMLImageElement) => {
    const element = img.closest('picture') ?? img;
    const clone = element.cloneNode(true) as Element;
    // Only what chooses and sizes the file: the page has no stylesheet for the classes.
    for (const node of [clone, ...clone.querySelectorAll('*')]) node.removeAttribute('class');
    const copy = clone.tagName === 'IMG' ? clone : clone.querySelector('img');
    copy?.setAttribute('style', 'display:block;width:100%;height:auto');
    copy?.removeAttribute('loading');
    return clone.outerHTML;
  });
  await context.close();
  const html = `<!doctype html>
<html lang="tr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Zar</title>
<meta name="description" content="Zar: bench baseline page">
</head>
<body style="margin:0">
<main>
<h1 style="font:16px sans-serif;margin:8px">Zar</h1>
${picture}
</main>
</body>
</html>
`;
  await writeFile(join(dir, STATIC_PATH.slice(1)), html);
  return picture;
}

/** The host's CPU model, as /proc/cpuinfo names it (the Rust bench records the same). */
export function cpuModel(): string {
  return cpus()[0]?.model.trim() ?? 'unknown cpu';
}
