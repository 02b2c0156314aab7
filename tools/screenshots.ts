// `npm run screenshots`: pictures to look at, written to screenshots/ (which git ignores): every route of the
// app at 375, 768 and 1280 px, the demo pages, and every widget alone at 360 and 760 px, light, dark, and dark
// on a light page. Stops with an error if a page logs a console error or throws. `npm run screenshots -- readme`
// writes the README's two pictures to docs/img/ instead (committed, so kept small: one viewport each, 1x).

import { mkdirSync, statSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { registry } from '../src/widgets/registry.ts';
import { addWidget, launchChromium, openPage, scrollThrough, waitForWidgets } from './chromium.ts';
import { startServer } from './static-server.ts';

const OUT = 'screenshots';
const ROUTES = { dashboard: '#/', analytics: '#/analytics', 'ai-chat': '#/ai-chat', portfolio: '#/portfolio' };
const DEMO = { article: 'demo/', classic: 'demo/clasico.html', configurator: 'demo/configurador.html' };
/** Widget theme and page background. */
const LOOKS = [
  ['light', 'light'],
  ['dark', 'dark'],
  ['dark', 'light'],
] as const;

async function shoot(browser: Browser, width: number, work: (page: Page) => Promise<void>): Promise<string[]> {
  const { page, problems } = await openPage(browser, { viewport: { width, height: 900 }, reducedMotion: 'reduce' });
  await work(page);
  await page.context().close();
  return problems;
}

export async function main(): Promise<void> {
  mkdirSync(OUT, { recursive: true });
  const server = await startServer('dist');
  const browser = await launchChromium();
  const problems: string[] = [];
  const at = (path: string) => `${server.url}/${path}`;
  try {
    for (const width of [375, 768, 1024, 1280]) {
      const pages = { ...Object.fromEntries(Object.entries(ROUTES).map(([n, h]) => [`app-${n}`, h])) };
      if (width !== 768)
        Object.assign(pages, Object.fromEntries(Object.entries(DEMO).map(([n, p]) => [`demo-${n}`, p])));
      problems.push(
        ...(await shoot(browser, width, async (page) => {
          for (const [name, path] of Object.entries(pages)) {
            await page.goto(at(path));
            await scrollThrough(page);
            await waitForWidgets(page);
            await page.screenshot({ path: `${OUT}/${name}-${width}.png`, fullPage: true });
          }
        })),
      );
    }
    for (const width of [360, 760]) {
      for (const [theme, pageTheme] of LOOKS) {
        problems.push(
          ...(await shoot(browser, width, async (page) => {
            for (const { tag } of registry) {
              await page.goto(at('fixtures/stage.html'));
              await page.evaluate((dark) => document.body.classList.toggle('dark', dark), pageTheme === 'dark');
              await addWidget(page, tag, { theme, seed: '7', variant: 'course', loading: 'eager' });
              await waitForWidgets(page);
              const look = theme === pageTheme ? theme : `${theme}-on-${pageTheme}`;
              await page.locator(tag).screenshot({ path: `${OUT}/${tag}-${look}-${width}.png` });
            }
          })),
        );
      }
    }
  } finally {
    await browser.close();
    await server.close();
  }
  if (problems.length > 0) throw new Error(`Errores en las páginas:\n${problems.join('\n')}`);
  console.log(`Capturas en ${OUT}/`);
}

/** Bigger than this, a README picture is not worth its weight in every clone. */
const README_IMAGE_LIMIT = 150 * 1024;

/** The README's pictures: the app's dashboard, and the demo article with a widget among its paragraphs. */
export async function readmeImages(out = 'docs/img'): Promise<void> {
  mkdirSync(out, { recursive: true });
  const server = await startServer('dist');
  const browser = await launchChromium();
  const problems: string[] = [];
  const written: string[] = [];
  try {
    problems.push(
      ...(await shoot(browser, 1100, async (page) => {
        await page.setViewportSize({ width: 1100, height: 700 });
        await page.goto(`${server.url}/#/`);
        await scrollThrough(page);
        await waitForWidgets(page);
        await page.screenshot({ path: `${out}/app.png` });
        written.push(`${out}/app.png`);
      })),
      ...(await shoot(browser, 900, async (page) => {
        await page.goto(`${server.url}/demo/`);
        await scrollThrough(page);
        await waitForWidgets(page);
        // From the section label above the headline to the caption of the first widget in the article.
        const top = await page.locator('main .kicker').boundingBox();
        const figure = await page.locator('main figure.embed').first().boundingBox();
        if (!top || !figure) throw new Error('La demo no tiene titular o widget.');
        const y = Math.max(0, top.y - 24);
        await page.screenshot({
          path: `${out}/articulo.png`,
          fullPage: true,
          clip: { x: 0, y, width: 900, height: figure.y + figure.height + 16 - y },
        });
        written.push(`${out}/articulo.png`);
      })),
    );
  } finally {
    await browser.close();
    await server.close();
  }
  if (problems.length > 0) throw new Error(`Errores en las páginas:\n${problems.join('\n')}`);
  const heavy = written.filter((file) => statSync(file).size > README_IMAGE_LIMIT);
  if (heavy.length > 0) throw new Error(`Capturas de más de 150 KB: ${heavy.join(', ')}`);
  console.log(
    `Capturas del README: ${written.map((file) => `${file} (${Math.round(statSync(file).size / 1024)} KB)`).join(', ')}`,
  );
}
