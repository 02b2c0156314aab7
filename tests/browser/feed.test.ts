// source="https://…/feed.json": every figure from the site's own JSON feed, served by the suite (the README's
// example, whose values differ from the sample data), with parts missing, parts wrong and faults.

import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, inject, it } from 'vitest';
import {
  addWidgets,
  intlMoney,
  localServer,
  provenanceOf,
  shadowText,
  sharedChromium,
  waitForWidgets,
} from './browser.ts';

const base = inject('baseUrl');
const chromium = sharedChromium();

const EXAMPLE = JSON.parse(readFileSync('docs/feed-ejemplo.json', 'utf8')) as Record<string, unknown>;
/** Every data widget, as a site would put them on a page reading its feed. */
const DATA_WIDGETS = [
  'crypto-sentiment',
  'crypto-market-overview',
  'crypto-trending',
  'crypto-onchain',
  'crypto-insights',
  'crypto-price-chart',
  'crypto-volume-chart',
  'crypto-sentiment-chart',
  'crypto-correlation',
  'crypto-analytics',
  'crypto-portfolio',
];

let feeds: Record<string, unknown> = {};
let fault: 'none' | 'hang' | '500' = 'none';
let requests: string[] = [];
/** Requests the page gave up on before they were answered. */
let abandoned: string[] = [];

const server = localServer((req, res) => {
  const path = req.url ?? '';
  requests.push(path);
  res.on('close', () => {
    if (!res.writableEnded) abandoned.push(path);
  });
  if (fault === 'hang') return;
  // The feed lives on another origin than the page: it says who may read it.
  res.setHeader('Access-Control-Allow-Origin', '*');
  if (fault === '500') return res.writeHead(500).end('{}');
  const feed = feeds[path.split('?')[0] ?? ''];
  if (feed === undefined) return res.writeHead(404).end('{}');
  res.setHeader('content-type', 'application/json');
  res.end(typeof feed === 'string' ? feed : JSON.stringify(feed));
});

beforeEach(() => {
  fault = 'none';
  requests = [];
  abandoned = [];
  // Made 20 s ago, its newest measured text too, so the line reads "hace 20 s" whatever day the suite runs.
  const recent = new Date(Date.now() - 20_000).toISOString();
  const measured = { ...(EXAMPLE.measured as object), computedAt: recent, lastItemAt: recent };
  feeds = { '/feed.json': { ...EXAMPLE, updatedAt: recent, measured } };
});

async function feedPage(widgets: [string, Record<string, string>][]): Promise<Page> {
  const { page } = await chromium.open();
  await page.goto(`${base}/fixtures/stage.html`);
  await addWidgets(page, widgets);
  await waitForWidgets(page);
  return page;
}

describe('source="https://…/feed.json"', () => {
  it('feeds every widget from one request, with the publisher named and no sample mark anywhere', async () => {
    const source = `${server.url()}/feed.json`;
    const page = await feedPage(DATA_WIDGETS.map((tag) => [tag, { source, loading: 'eager' }]));
    for (const tag of DATA_WIDGETS) {
      await expect
        .poll(() => provenanceOf(page, tag), { message: tag })
        .toMatch(/^Datos: El Observador Cripto · hace [23]\d s$/);
    }
    // The feed's figures, not the sample's.
    expect(await shadowText(page, 'crypto-market-overview')).toContain('100.367,13');
    expect(await shadowText(page, 'crypto-sentiment')).toContain('64/100');
    expect(await shadowText(page, 'crypto-insights')).toContain('9');
    expect(await shadowText(page, 'crypto-portfolio')).toContain('98.765,43');
    expect(await shadowText(page, 'crypto-onchain')).toContain('Muy buena');
    expect(requests).toEqual(['/feed.json']);
    // The publisher's credit links to its page, in a new tab.
    const link = page.locator('crypto-sentiment .cw-provenance a');
    expect(await link.getAttribute('href')).toBe('https://observador.example/metodologia');
    expect(await link.getAttribute('target')).toBe('_blank');
  });

  it('reads a feed at a path of the page’s own site, given in the page’s settings', async () => {
    const { page } = await chromium.open();
    await page.goto(`${base}/fixtures/stage.html`);
    // The suite's static server serves the README's example beside the demo.
    await page.evaluate(`import('/crypto-widgets.js').then((m) => m.configure({ source: '/demo/feed.json' }))`);
    await addWidgets(page, [['crypto-sentiment', { loading: 'eager' }]]);
    await waitForWidgets(page);
    await expect.poll(() => shadowText(page, 'crypto-sentiment')).toContain('64/100');
    await expect
      .poll(() => provenanceOf(page, 'crypto-sentiment'))
      // The README's example is dated once: its age grows, past a day in days (ui/ago.ts).
      .toMatch(/^Datos: El Observador Cripto · hace \d+ (s|min|h|días?)$/);
  });

  it('shows a missing part as sample data, marked, beside the parts the feed gives', async () => {
    feeds['/partial.json'] = { quotes: EXAMPLE.quotes, sentiment: EXAMPLE.sentiment };
    const source = `${server.url()}/partial.json`;
    const page = await feedPage([
      ['crypto-market-overview', { source, loading: 'eager' }],
      ['crypto-portfolio', { source, loading: 'eager' }],
    ]);
    // Quotes from the feed, the 4-hour line from the sample data; no publisher: the feed's host is named.
    await expect
      .poll(() => provenanceOf(page, 'crypto-market-overview'))
      .toMatch(/^Datos: 127\.0\.0\.1 · (?:ahora|hace \d+ s) · De ejemplo: historial del mercado$/);
    expect(await shadowText(page, 'crypto-market-overview')).toContain('100.367,13');
    // A feed without a portfolio: the whole widget is the sample's, and credits nobody (the feed's quotes are not
    // the portfolio's figures).
    await expect.poll(() => provenanceOf(page, 'crypto-portfolio')).toMatch(/^Datos de ejemplo/);
    expect(await shadowText(page, 'crypto-portfolio')).toContain('127.450,32');
  });

  it('falls back on a wrong part alone, naming the field once, and throws nothing into the page', async () => {
    const quotes = structuredClone(EXAMPLE.quotes) as Record<string, unknown>[];
    (quotes[0] as Record<string, unknown>).price = '100367.13';
    // Without the measured figures, which would stand in for the sentiment this test breaks (tests/browser/measured.test.ts).
    feeds['/bad.json'] = {
      ...EXAMPLE,
      measured: undefined,
      quotes,
      sentiment: { ...(EXAMPLE.sentiment as object), overall: 900 },
    };
    const source = `${server.url()}/bad.json`;
    const { page, warnings } = await chromium.open();
    await page.goto(`${base}/fixtures/stage.html`);
    await addWidgets(
      page,
      ['crypto-trending', 'crypto-trending', 'crypto-sentiment', 'crypto-insights'].map((tag) => [
        tag,
        { source, loading: 'eager' },
      ]),
    );
    await waitForWidgets(page);
    await expect.poll(() => provenanceOf(page, 'crypto-insights')).toMatch(/^Datos: El Observador Cripto/);
    await expect.poll(() => provenanceOf(page, 'crypto-trending')).toBe('Datos de ejemplo');
    expect(await shadowText(page, 'crypto-trending')).toContain('47.793,87 $');
    expect(await provenanceOf(page, 'crypto-sentiment')).toBe('Datos de ejemplo');
    expect(await shadowText(page, 'crypto-sentiment')).toContain('75/100');
    expect(warnings.sort()).toEqual([
      '[crypto-widgets] feed.quotes[0].price: se esperaba number, llegó "100367.13"; se usa el dato de ejemplo.',
      '[crypto-widgets] feed.sentiment.overall: no cumple <=100 (llegó 900); se usa el dato de ejemplo.',
    ]);
    warnings.length = 0;
  });

  it('shows money in the feed’s currency, and refuses dollar sample data in its place', async () => {
    feeds['/eur.json'] = { currency: 'EUR', quotes: EXAMPLE.quotes, marketHistory: EXAMPLE.marketHistory };
    const source = `${server.url()}/eur.json`;
    const page = await feedPage([
      ['crypto-market-overview', { source, locale: 'es-MX', loading: 'eager' }],
      ['crypto-portfolio', { source, loading: 'eager' }],
    ]);
    const expected = await intlMoney(page, 'es-MX', 'EUR', 100367.13);
    expect(expected).toBe('€100,367.13');
    await expect.poll(() => shadowText(page, 'crypto-market-overview')).toContain(expected);
    // The feed has no portfolio, and the sample one is in dollars: the widget says so rather than mislabel it.
    await expect
      .poll(() => page.locator('crypto-portfolio').getByRole('alert').first().textContent())
      .toBe(
        'No se han podido cargar los datos.Motivo: falta «portafolio» en el feed y los datos de ejemplo están en USD.Reintentar',
      );
  });

  it('shows sample figures, said so with why, when the feed cannot be had, and the feed after "Reintentar"', async () => {
    fault = '500';
    const { page, problems } = await chromium.open();
    await page.goto(`${base}/fixtures/stage.html`);
    await addWidgets(page, [['crypto-sentiment', { source: `${server.url()}/feed.json`, loading: 'eager' }]]);
    const note = page.locator('crypto-sentiment').locator('.cw-offline');
    await expect
      .poll(() => note.textContent())
      .toBe('Sin conexión: mostrando datos de ejemplo (el feed respondió 500)Reintentar');
    // Chromium logs the failed request itself: the test's doing.
    problems.length = 0;
    fault = 'none';
    await page.locator('crypto-sentiment').getByRole('button', { name: 'Reintentar' }).click();
    await expect.poll(() => shadowText(page, 'crypto-sentiment')).toContain('64/100');
  });

  it('refreshes the feed on the widgets’ interval', async () => {
    const { page } = await chromium.open();
    await page.clock.install({ time: new Date() });
    await page.goto(`${base}/fixtures/stage.html`);
    await addWidgets(page, [
      ['crypto-sentiment', { source: `${server.url()}/feed.json`, refresh: '30', loading: 'eager' }],
    ]);
    await expect.poll(() => shadowText(page, 'crypto-sentiment')).toContain('64/100');
    feeds['/feed.json'] = { ...EXAMPLE, sentiment: { ...(EXAMPLE.sentiment as object), overall: 41, label: 'Miedo' } };
    // Stale after 30 s, asked again at the next check (every 15 s); the clock stops short of the request's timeout.
    await page.clock.runFor(31_000);
    await expect.poll(() => shadowText(page, 'crypto-sentiment')).toContain('41/100');
    expect(requests).toEqual(['/feed.json', '/feed.json']);
  });

  it('aborts the request on its way when the last widget waiting for it leaves the page, not when one moves', async () => {
    fault = 'hang';
    const { page } = await chromium.open();
    // Counts the page's aborted requests as they happen, so "not aborted" is checked in the page, not by waiting.
    await page.addInitScript(() => {
      const fetchOf = window.fetch.bind(window);
      const counted = window as unknown as { aborts: number };
      counted.aborts = 0;
      window.fetch = (input, init) => {
        init?.signal?.addEventListener('abort', () => {
          counted.aborts += 1;
        });
        return fetchOf(input, init);
      };
    });
    await page.goto(`${base}/fixtures/stage.html`);
    await page.evaluate((source) => {
      for (const id of ['a', 'b']) {
        const el = document.createElement('crypto-sentiment');
        el.id = id;
        el.setAttribute('source', source);
        el.setAttribute('loading', 'eager');
        document.getElementById('stage')?.append(el);
      }
    }, `${server.url()}/feed.json`);
    await expect.poll(() => requests).toEqual(['/feed.json']);
    // The page drops one, and a framework moves the other (removed and added back in the same task): for a moment
    // no widget waits for the answer.
    await page.evaluate(() => {
      document.getElementById('b')?.remove();
      const a = document.getElementById('a') as HTMLElement;
      a.remove();
      document.getElementById('stage')?.append(a);
    });
    // The check that aborts runs a task after the last widget leaves (src/client/refresh.ts); two tasks later it
    // has run, and nothing was aborted.
    const abortsAfterTwoTasks = () =>
      page.evaluate(
        () =>
          new Promise<number>((done) =>
            setTimeout(() => setTimeout(() => done((window as unknown as { aborts: number }).aborts))),
          ),
      );
    expect(await abortsAfterTwoTasks()).toBe(0);
    // The last one leaves: nobody is left to show the answer.
    await page.evaluate(() => document.getElementById('a')?.remove());
    expect(await abortsAfterTwoTasks()).toBe(1);
    await expect.poll(() => abandoned).toEqual(['/feed.json']);
    expect(requests).toEqual(['/feed.json']);
  });
});
