#!/usr/bin/env node
// WebP copies of the generated artwork the pages show large: carousel banners, promotions, popups and game tiles.
// A browser paints an SVG image on the page's main thread, text and gradients included (about 10 ms for one banner
// on a mid-range phone, 40 ms at Lighthouse's 4× CPU); a WebP is decoded off it. The SVGs stay the source
// (tools/art/generate.py and casino.py write them): run this after them.
//
//     node tools/art/rasterize.mjs            # writes <name>.webp beside each <name>.svg
//
// Drawn by Debian's Chromium (through e2e/'s Playwright), which renders the SVGs exactly as the site did.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '../..');
const MEDIA = join(ROOT, 'web/public/media');
const FOLDERS = ['banners', 'promotions', 'popups', 'casino/games'];
const QUALITY = 0.82;
const { chromium } = createRequire(join(ROOT, 'e2e/package.json'))('@playwright/test');

const browser = await chromium.launch({
  executablePath: process.env.ZAR_CHROMIUM ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
const page = await browser.newPage();
let written = 0;
for (const folder of FOLDERS) {
  for (const name of (await readdir(join(MEDIA, folder))).filter((file) => file.endsWith('.svg')).sort()) {
    const svg = await readFile(join(MEDIA, folder, name), 'utf8');
    const dataUrl = await page.evaluate(
      async ({ svg, quality }) => {
        const image = new Image();
        image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
        await image.decode();
        const canvas = document.createElement('canvas');
        [canvas.width, canvas.height] = [image.naturalWidth, image.naturalHeight];
        canvas.getContext('2d').drawImage(image, 0, 0);
        return canvas.toDataURL('image/webp', quality);
      },
      { svg, quality: QUALITY },
    );
    if (!dataUrl.startsWith('data:image/webp;base64,')) throw new Error(`${folder}/${name}: this Chromium cannot encode WebP`);
    await writeFile(join(MEDIA, folder, name.replace(/\.svg$/, '.webp')), Buffer.from(dataUrl.split(',')[1], 'base64'));
    written += 1;
  }
}
await browser.close();
console.log(`${written} WebP files written under web/public/media/`);
