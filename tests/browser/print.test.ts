// Printing an article (or saving it as PDF) before scrolling through it: widgets still far from the screen,
// whose code the loader has not fetched yet, load and render on `beforeprint`.

import { describe, expect, inject, it } from 'vitest';
import { registry } from '../../src/widgets/registry.ts';
import { sharedChromium, waitForWidgets } from './browser.ts';

const base = inject('baseUrl');
const chromium = sharedChromium();
const TAGS = registry.map((d) => d.tag);

describe('printing', () => {
  it('renders every widget of the page, however far down, when the reader prints', async () => {
    const { page } = await chromium.open({ viewport: { width: 1000, height: 700 } });
    await page.goto(`${base}/fixtures/stage.html`);
    await page.evaluate((tags) => {
      const stage = document.getElementById('stage') as HTMLElement;
      const text = document.createElement('div');
      text.style.height = '4000px';
      text.textContent = 'Un artículo largo.';
      stage.append(text);
      for (const tag of tags) stage.append(document.createElement(tag));
    }, TAGS);
    // Far below the screen: nothing loaded yet.
    await expect.poll(() => page.evaluate(() => document.adoptedStyleSheets.length)).toBe(1);
    expect(await page.evaluate((tags) => tags.filter((t) => customElements.get(t)), TAGS)).toEqual([]);
    await page.emulateMedia({ media: 'print' });
    await page.evaluate(() => dispatchEvent(new Event('beforeprint')));
    await waitForWidgets(page);
    // Charts fetch their series after the first commit: wait for their text too.
    const empty = () =>
      page.evaluate(
        (tags) => tags.filter((t) => (document.querySelector(t)?.shadowRoot?.textContent?.length ?? 0) < 20),
        TAGS,
      );
    await expect.poll(empty).toEqual([]);
    expect(await page.evaluate(() => matchMedia('print').matches)).toBe(true);
  });
});
