import { it } from 'vitest';
import { launchChromium, openPage } from '../../tools/chromium.ts';
import { startServer } from '../../tools/static-server.ts';

it('shots', async () => {
  const server = await startServer('dist');
  const browser = await launchChromium();
  for (const width of [240, 340, 375, 1280]) {
    const { page } = await openPage(browser, { viewport: { width, height: 900 } });
    await page.goto(`${server.url}/fixtures/stage.html`);
    await page.evaluate(() => {
      const el = document.createElement('crypto-price-chart');
      el.setAttribute('seed', '7');
      el.setAttribute('loading', 'eager');
      document.getElementById('stage')?.append(el);
    });
    await page.waitForTimeout(2500);
    await page.screenshot({ path: `/tmp/shots/price-${width}.png` });
  }
  await browser.close();
  await server.close();
}, 60_000);
