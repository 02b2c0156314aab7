// What a reader sees of where figures come from: every data card says "Datos de ejemplo" in sample mode; a live
// widget whose providers cannot be reached shows the sample figures under "Sin conexión: mostrando datos de
// ejemplo" (and tells the page, which says so too), or, where sample figures would be wrong figures (prices in
// another currency), a calm message the size of its content.

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearRequests } from '../../../src/client/request.ts';
// Loaded up front, as a page that used live data before would have them: React's lazy() then resolves them
// inside the mount's act() instead of in the middle of the test.
import '../../../src/widgets/element/LiveRoot.tsx';
import '../../../src/widgets/ui/Provenance.tsx';
import { readFileSync } from 'node:fs';
import { FEAR_AND_GREED } from '../../../tools/provider-answers.ts';
import { inShadow, mount, plain, update, visibleText, waitUntil, within } from '../helpers.ts';

let calls: string[];
let offline = true;

beforeEach(() => {
  calls = [];
  offline = true;
  vi.stubGlobal('fetch', async (url: string) => {
    calls.push(url);
    if (offline) throw new TypeError('Failed to fetch');
    return Response.json(FEAR_AND_GREED);
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
  clearRequests();
});

/** Waits until the widget's shadow root shows `text`. */
const until = (root: ShadowRoot, text: string) => waitUntil(() => plain(visibleText(root)).includes(text), `«${text}»`);

const DATA_WIDGETS = [
  'crypto-market-overview',
  'crypto-sentiment',
  'crypto-onchain',
  'crypto-trending',
  'crypto-insights',
  'crypto-analytics',
  'crypto-price-chart',
  'crypto-sentiment-chart',
  'crypto-volume-chart',
  'crypto-correlation',
  'crypto-portfolio',
];

describe('sample mode', () => {
  it.each(DATA_WIDGETS)('<%s> says its figures are sample data', async (tag) => {
    const { root } = await mount(tag, { seed: '3' });
    const notes = [...root.querySelectorAll('.cw-provenance')].map((p) => p.textContent);
    expect(notes).toEqual(['Datos de ejemplo']);
    expect(root.querySelector('.cw-offline')).toBeNull();
    // Inside the card it speaks for (the two widgets made of several cards carry it under all of them).
    const inCard = root.querySelector('[part="card"] .cw-provenance') !== null;
    expect(inCard).toBe(!['crypto-analytics', 'crypto-portfolio'].includes(tag));
  });

  it('an ad, which shows no figures, has no such line', async () => {
    const { root } = await mount('crypto-ad');
    expect(root.querySelector('.cw-provenance')).toBeNull();
  });
});

describe('live mode with the providers unreachable', { timeout: 20_000 }, () => {
  it('shows the sample figures under "Sin conexión: mostrando datos de ejemplo", and the page hears why', async () => {
    const errors: string[] = [];
    document.addEventListener('crypto-data-error', (event) => {
      errors.push((event as CustomEvent<{ message: string }>).detail.message);
    });
    const { root } = await mount('crypto-trending', { source: 'live' });
    await until(root, 'Sin conexión: mostrando datos de ejemplo');
    const note = root.querySelector('.cw-offline') as HTMLElement;
    expect(note.getAttribute('role')).toBe('status');
    // The figures are the sample ones, and the line under them does not credit a provider.
    expect(plain(visibleText(root))).toContain('47.793,87 $');
    expect(root.querySelector('.cw-provenance')).toBeNull();
    expect(errors).toEqual(['sin conexión con el proveedor']);
    expect(root.querySelector('[role="alert"]')).toBeNull();
  });

  it('"Reintentar" asks the providers again, and live figures replace the note', async () => {
    const { root } = await mount('crypto-sentiment', { source: 'live' });
    await until(root, 'Sin conexión');
    const asked = calls.length;
    offline = false;
    await update(() => within(inShadow(root)).getByRole('button', { name: 'Reintentar' }).click());
    await waitUntil(() => calls.length > asked, 'una nueva petición');
    await until(root, 'Datos: Alternative.me');
    expect(root.querySelector('.cw-offline')).toBeNull();
  });

  it('says why when the reason is not the connection itself', async () => {
    vi.stubGlobal('fetch', async () => new Response('', { status: 503 }));
    const { root } = await mount('crypto-insights', { source: 'live' });
    // The insights have no provider: they are sample data in live mode too, and say so.
    expect(plain(visibleText(root))).toContain('Datos de ejemplo');
    const { root: sentiment } = await mount('crypto-sentiment', { source: 'live' });
    await until(sentiment, 'Sin conexión: mostrando datos de ejemplo (el proveedor respondió 503)');
  });

  it('says the analytics series are simulated while the sample data stands in', async () => {
    const { root } = await mount('crypto-analytics', { source: 'live', seed: '3' });
    await until(root, 'Sin conexión: mostrando datos de ejemplo');
    expect(root.querySelector('.cw-series-note')?.textContent).toMatch(
      /^Datos de ejemplo: series simuladas de 24 horas/,
    );
    expect(visibleText(root)).not.toMatch(/últimas 24/);
  });

  it('in another currency shows a calm message instead of dollar figures passed off as euros', async () => {
    const { root } = await mount('crypto-trending', { source: 'live', currency: 'EUR' });
    await until(root, 'No se han podido cargar los datos.');
    const box = root.querySelector('.cw-data-error') as HTMLElement;
    expect(box.getAttribute('role')).toBe('alert');
    // As tall as the content it stands for: the page does not shift.
    expect(box.style.minHeight).toBe('300px');
    expect(plain(visibleText(root))).not.toContain('$');
  });
});

describe('a site’s feed', { timeout: 20_000 }, () => {
  const FEED = 'https://noticias.example/feed.json';
  const example = () => JSON.parse(readFileSync('docs/feed-ejemplo.json', 'utf8')) as Record<string, unknown>;
  // The feed code is fetched only by pages with a feed; here it is loaded up front, like the live code above.
  beforeEach(async () => {
    await import('../../../src/widgets/element/FeedRoot.tsx');
  });

  it('that cannot be reached shows the sample figures, said so', async () => {
    const { root } = await mount('crypto-trending', { source: FEED });
    await until(root, 'Sin conexión: mostrando datos de ejemplo');
    expect(plain(visibleText(root))).toContain('47.793,87 $');
  });

  it('in euros, lacking a part, says it has no data rather than passing dollars off as euros', async () => {
    const feed = example();
    feed.currency = 'EUR';
    delete feed.portfolio;
    vi.stubGlobal('fetch', async () => Response.json(feed));
    const { root } = await mount('crypto-portfolio', { source: FEED });
    await until(root, 'No se han podido cargar los datos.');
    expect(root.querySelector('.cw-offline')).toBeNull();
    expect(plain(visibleText(root))).not.toContain('127.450,32');
  });
});
