import { chromium } from '@playwright/test';
const base = 'http://localhost:9104';
const pages = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
for (const [w, h] of [[390, 844], [1280, 800]]) {
  const page = await browser.newPage({ viewport: { width: w, height: h } });
  page.on('console', (m) => { if (m.type() === 'error') console.log('console error', m.text()); });
  page.on('pageerror', (e) => console.log('page error', e.message));
  for (const p of pages) {
    await page.goto(base + p);
    await page.waitForSelector('html[data-hydrated="true"]');
    await page.waitForTimeout(1500);
    const name = `/tmp/widgets-shots/${p.replace(/\W+/g, '_')}-${w}.png`;
    await page.screenshot({ path: name, fullPage: true });
    console.log(name);
  }
  await page.close();
}
await browser.close();
