/**
 * Screenshots of screens at 360x740 (a small Android phone), for looking at them:
 * `npx tsx apps/web/scripts/screenshot-screens.ts <appUrl> <outDir> [path[|name] ...]`.
 * Full page, deviceScaleFactor 1 (small PNGs).
 */
import { launchBrowser } from '@grtv/kit/testing';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';

const [appUrl, outDir, ...paths] = process.argv.slice(2);
if (!appUrl || !outDir) throw new Error('usage: screenshot-screens.ts <appUrl> <outDir> [path[|name] ...]');
mkdirSync(outDir, { recursive: true });
const browser = await launchBrowser();
const context = await browser.newContext({ viewport: { width: Number(process.env.WIDTH ?? 360), height: 740 }, deviceScaleFactor: 1, isMobile: true, hasTouch: true, locale: 'en-ZA', baseURL: appUrl });
const page = await context.newPage();
page.on('console', (m) => m.type() === 'error' && console.log('console error:', m.text()));
for (const entry of paths.length ? paths : ['/']) {
  const [path, name = path.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'home'] = entry.split('|');
  await page.goto(path!, { waitUntil: 'networkidle' });
  // Scroll through once so lazy images below the fold load, as they would for a person scrolling.
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 600) {
      window.scrollTo(0, y);
      await new Promise((r) => setTimeout(r, 60));
    }
    window.scrollTo(0, 0);
  });
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(300);
  const file = join(outDir, `${name}.png`);
  await page.screenshot({ path: file, fullPage: process.env.FULL !== '0' });
  const scroll = await page.evaluate(() => ({ sw: document.documentElement.scrollWidth, cw: document.documentElement.clientWidth }));
  console.log(file, JSON.stringify(scroll));
}
await browser.close();
