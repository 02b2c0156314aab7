// What a reader sees when a site's server measured sentiment itself (the feed's `measured` part): the measured
// score beside the Fear & Greed index, the measured platforms ("pocos datos" under the minimum), what was
// measured and "¿Cómo se calcula?" with the texts behind the figure, shown as text and linked to their sources.

import userEvent from '@testing-library/user-event';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearRequests } from '../../../src/core/live/request.ts';
// Loaded up front, as a page that read a feed before would have them: React's lazy() then resolves them quickly.
import '../../../src/widgets/element/FeedRoot.tsx';
import '../../../src/widgets/measured/MeasuredSentiment.tsx';
import '../../../src/widgets/ui/Provenance.tsx';
import { inShadow, mount, plain, visibleText, within } from '../helpers.ts';
import { measuredFeed } from './measured-feed.ts';

const FEED = 'https://medido.example/api/feed';
let feed: Record<string, unknown>;
let warnings: string[];

beforeEach(() => {
  feed = measuredFeed();
  warnings = [];
  vi.spyOn(console, 'warn').mockImplementation((message: string) => {
    warnings.push(message);
  });
  vi.stubGlobal('fetch', async () => Response.json(feed));
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  clearRequests();
});

/** Lets timers and network answers run inside act(), until `done` holds (a budget a loaded machine meets). */
async function waitUntil(done: () => boolean, what: string): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (!done()) {
    if (Date.now() > deadline) throw new Error(`Sin ${what} en 10 s`);
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
  }
}

const text = (root: ParentNode) => plain(visibleText(root));
const until = (root: ShadowRoot, wanted: string) => waitUntil(() => text(root).includes(wanted), `«${wanted}»`);

async function measuredSentiment(attributes: Record<string, string> = {}) {
  const mounted = await mount('crypto-sentiment', { source: FEED, ...attributes });
  await until(mounted.root, 'Medido:');
  return mounted;
}

describe('<crypto-sentiment> with measured figures', { timeout: 20_000 }, () => {
  it('shows the measured score beside the Fear & Greed index, each credited', async () => {
    const { root } = await measuredSentiment();
    const screen = within(inShadow(root));
    expect(screen.getByRole('img', { name: 'Sentimiento medido: 58/100, neutral' })).toBeTruthy();
    expect(root.querySelector('.cw-subtitle')?.textContent).toBe('Redes sociales y noticias · últimas 24 h');
    const overall = text(root.querySelector('.cw-sentiment-overall') as Element);
    expect(overall).toBe(
      '58/100NeutralMedido en redes y noticiasÍndice de miedo y codicia64/100 CodiciaAlternative.me',
    );
  });

  it('lists the measured platforms: score, trend, mentions, and "pocos datos" with the count under the minimum', async () => {
    const { root } = await measuredSentiment();
    const rows = [...root.querySelectorAll('[part="platform"]')].map((r) => text(r));
    expect(rows).toEqual([
      'Noticias61/100a la baja (ayer 66)38 mencionesNeutral',
      'Bluesky58/100al alza (ayer 52)201 mencionesNeutral',
      'Telegrampocos datos13 mencionesmínimo 20 para puntuar',
    ]);
    // No bar and no score for too few items.
    const few = root.querySelectorAll('[part="platform"]')[2] as Element;
    expect(few.querySelector('.cw-meter')).toBeNull();
    expect(visibleText(root)).not.toMatch(/Twitter/);
  });

  it('says what was measured and how long ago, and credits the feed without calling the platforms sample', async () => {
    const { root } = await measuredSentiment();
    expect(text(root.querySelector('.cw-measured-line') as Element)).toBe(
      'Medido: 214 publicaciones y 38 titulares en 24 h · hace 2 min',
    );
    await waitUntil(() => root.querySelector('.cw-provenance') !== null, 'la línea de procedencia');
    expect(text(root.querySelector('.cw-provenance') as Element)).toMatch(
      /^Datos: Alternative\.me \(se abre en una pestaña nueva\), El Observador Cripto \(se abre en una pestaña nueva\) · hace 1 min$/,
    );
  });

  it('"¿Cómo se calcula?" opens with the keyboard and lists sources, counts, method and evidence', async () => {
    const { root } = await measuredSentiment();
    const screen = within(inShadow(root));
    const button = screen.getByRole('button', { name: '¿Cómo se calcula?' });
    const body = root.getElementById(button.getAttribute('aria-controls') as string) as HTMLElement;
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(body.hidden).toBe(true);
    const user = userEvent.setup();
    button.focus();
    await act(() => user.keyboard('{Enter}'));
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(body.hidden).toBe(false);
    expect(text(body)).toContain(
      'Cada texto se puntúa con nuestro analizador léxico bilingüe (español e inglés), de −1 a 1, y la media de las últimas 24 h se lleva a la escala 0–100',
    );
    expect(text(body)).toContain('Textos medidos: 214 publicaciones y 38 titulares en 24 h.');
    const sources = [...body.querySelectorAll('.cw-method-sources li')].map((li) => text(li));
    expect(sources).toEqual([
      'cointelegraph.comNoticias · 22 textos',
      'es.beincrypto.comNoticias · 16 textos',
      'jetstreamBluesky · 201 textos',
      'criptonoticias_canalTelegram · 13 textos',
    ]);
    const lists = [...body.querySelectorAll('.cw-evidence-list')].map((list) =>
      [...list.querySelectorAll('.cw-evidence')].map((item) => text(item)),
    );
    expect(lists).toEqual([
      [
        'Bitcoin rompe máximos: <script>alert(1)</script> gran semana (se abre en una pestaña nueva)Bluesky · jetstream · hace 3 h · puntuación +0,82',
        'Ethereum upgrade ships smoothly, fees drop (se abre en una pestaña nueva)Noticias · cointelegraph.com · hace 5 h · puntuación +0,74',
        'Solana crece con fuerza <b>hoy</b> (se abre en una pestaña nueva)Noticias · es.beincrypto.com · hace 1 día · puntuación +0,61',
      ],
      [
        'Hackeo en un exchange: retiros congelados (se abre en una pestaña nueva)Telegram · criptonoticias_canal · hace 40 min · puntuación -0,77',
        'Cardano sigue cayendo, mal panorama (se abre en una pestaña nueva)Bluesky · jetstream · hace 2 h · puntuación -0,58',
        'SEC sues another exchange (se abre en una pestaña nueva)Noticias · cointelegraph.com · hace 9 h · puntuación -0,41',
      ],
    ]);
    // The source's markup is text: no element came from it.
    expect(body.querySelector('script, b')).toBeNull();
    const links = [...body.querySelectorAll<HTMLAnchorElement>('.cw-evidence a')];
    expect(links.map((a) => a.getAttribute('href'))).toEqual([
      'https://bsky.app/profile/ana.example/post/3kabc',
      'https://cointelegraph.com/news/eth-upgrade-success',
      'https://es.beincrypto.com/solana-crece/',
      'https://t.me/criptonoticias_canal/4521',
      'https://bsky.app/profile/eva.example/post/3kghi',
      'https://cointelegraph.com/news/sec-lawsuit',
    ]);
    for (const a of links) {
      expect(a.getAttribute('rel')).toBe('noopener noreferrer');
      expect(a.getAttribute('target')).toBe('_blank');
    }
    await act(() => user.keyboard(' '));
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(body.hidden).toBe(true);
  });

  it('with coin shows the coin’s measured score, or "pocos datos" and the CoinGecko votes marked', async () => {
    const { root } = await measuredSentiment({ coin: 'BTC' });
    expect(
      within(inShadow(root)).getByRole('img', { name: 'Sentimiento medido de BTC: 63/100, neutral' }),
    ).toBeTruthy();
    expect(text(root)).not.toContain('Índice de miedo y codicia');
    const { root: sol } = await measuredSentiment({ coin: 'SOL' });
    expect(text(sol.querySelector('.cw-sentiment-overall') as Element)).toBe(
      'Pocos datos9 textos (mínimo 20)Solana (SOL) · Medido en redes y noticiasVotos de CoinGecko: 76/100',
    );
  });

  it('drops a wrong measured part with one warning, and shows the feed’s other figures as before', async () => {
    feed = measuredFeed();
    (feed.measured as { overall: { score: number } }).overall.score = 900;
    const { root } = await mount('crypto-sentiment', { source: FEED });
    await until(root, '64/100');
    expect(root.querySelector('.cw-measured-line')).toBeNull();
    expect(
      [...root.querySelectorAll('[part="platform"]')].map((r) => r.querySelector('.cw-platform-name')?.textContent),
    ).toEqual(['Twitter', 'Reddit', 'Telegram']);
    expect(warnings).toEqual([
      '[crypto-widgets] feed.measured.overall.score: no cumple <=100 (llegó 900); se usa el dato de ejemplo.',
    ]);
  });
});

describe('without measured figures', () => {
  it('the sample <crypto-sentiment> is the spec’s, with no measured view', async () => {
    const { root } = await mount('crypto-sentiment');
    expect(root.querySelector('.cw-measured')).toBeNull();
    expect(root.querySelector('.cw-subtitle')?.textContent).toBe('Redes sociales · últimas 24 h');
    expect(text(root)).toContain('Twitter78/100');
  });
});
