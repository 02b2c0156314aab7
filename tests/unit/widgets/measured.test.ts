// What a reader sees when a site's server measured sentiment itself (the feed's `measured` part): the measured
// score beside the Fear & Greed index, the measured platforms ("pocos datos" under the minimum), what was
// measured and "¿Cómo se calcula?" with the texts behind the figure, shown as text and linked to their sources.

import userEvent from '@testing-library/user-event';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { feedSource } from '../../../src/client/feed-source.ts';
import { liveDataSource } from '../../../src/client/live-source.ts';
import { clearRequests } from '../../../src/client/request.ts';
import { sampleDataSource } from '../../../src/client/sample-source.ts';
// Loaded up front, as a page that read a feed before would have them: React's lazy() then resolves them quickly.
import '../../../src/widgets/element/FeedRoot.tsx';
import '../../../src/widgets/measured/MeasuredHistoryPanel.tsx';
import '../../../src/widgets/measured/MeasuredSentiment.tsx';
import '../../../src/widgets/ui/Provenance.tsx';
import { historyTicks, pointLabel, tickLabel } from '../../../src/widgets/measured/history-axis.ts';
import { docsOf } from '../../../src/widgets/publish/docs.ts';
import { inShadow, mount, plain, update, visibleText, waitUntil, within } from '../helpers.ts';
import { DOGE_QUOTE, emptyMeasuredPart, measuredFeed, measuredPart } from './measured-feed.ts';

/** What the coin's social dominance and its figure against its own 20 days mean, as the widgets say it. */
const MEANING =
  'Dominancia social: su parte de todas las menciones medidas en 24 h. ' +
  'Frente a sus 20 días: la puntuación de hoy comparada con la media y la dispersión de sus 20 días anteriores.';

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

// Word joiners (which keep "0–100" on one line) are invisible.
const text = (root: ParentNode) => plain(visibleText(root)).replace(/\u2060/g, '');
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

  it('says what was measured and how long ago (its newest text), and credits the feed without calling the platforms sample', async () => {
    const { root } = await measuredSentiment();
    expect(text(root.querySelector('.cw-measured-line') as Element)).toBe(
      'Medido: 214 publicaciones y 38 titulares en 24 h · hace 2 min',
    );
    await waitUntil(() => root.querySelector('.cw-provenance') !== null, 'la línea de procedencia');
    expect(text(root.querySelector('.cw-provenance') as Element)).toMatch(
      /^Datos: Alternative\.me \(se abre en una pestaña nueva\), El Observador Cripto \(se abre en una pestaña nueva\) · hace 2 min$/,
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
        'Hackeo en un exchange: retiros congelados (se abre en una pestaña nueva)Telegram · criptonoticias_canal · hace 40 min · puntuación −0,77',
        'Cardano sigue cayendo, mal panorama (se abre en una pestaña nueva)Bluesky · jetstream · hace 2 h · puntuación −0,58',
        'SEC sues another exchange (se abre en una pestaña nueva)Noticias · cointelegraph.com · hace 9 h · puntuación −0,41',
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
      'Pocos datos9 textos (mínimo 20)Solana (SOL) · Medido en redes y noticiasVotos de CoinGecko: 76/100' +
        'Dominancia social3,6 %Frente a sus 20 díassin historial suficiente' +
        MEANING,
    );
    // Against its own 20 days: the band's words and the deviation, coloured by the band.
    const { root: ada } = await measuredSentiment({ coin: 'ADA' });
    expect(text(ada.querySelector('.cw-coin-social') as Element)).toBe(
      'Dominancia social8,3 %Frente a sus 20 díasmás negativo de lo habitual (−1,3 σ)',
    );
    expect(ada.querySelector('.cw-relative-lower dd')).not.toBeNull();
    const { root: btc } = await measuredSentiment({ coin: 'BTC' });
    expect(text(btc.querySelector('.cw-coin-social') as Element)).toBe(
      'Dominancia social47,6 %Frente a sus 20 díasen su nivel habitual (+0,8 σ)',
    );
  });

  it('with any coin the server follows shows its figures; a coin it does not follow is said so, with no figure', async () => {
    const part = feed.measured as { coins: Record<string, unknown>[] };
    part.coins.push({
      coin: 'DOGE',
      mentions: 31,
      state: 'measured',
      score: 71.4,
      shares: { positive: 52, neutral: 30, negative: 18 },
      dominance: 9.9,
      evidence: { positive: [], negative: [] },
    });
    (feed.quotes as Record<string, unknown>[]).push({ ...DOGE_QUOTE });
    const { root } = await measuredSentiment({ coin: 'doge' });
    expect(
      within(inShadow(root)).getByRole('img', { name: 'Sentimiento medido de DOGE: 71/100, alcista' }),
    ).toBeTruthy();
    expect(text(root.querySelector('.cw-sentiment-caption') as Element)).toBe(
      'Dogecoin (DOGE) · Medido en redes y noticias',
    );
    expect(text(root.querySelector('.cw-coin-social') as Element)).toContain('Dominancia social9,9 %');
    // The platform rows are the whole market's, said where they start.
    expect(text(root.querySelector('.cw-sentiment-platforms-head') as Element)).toBe(
      'Por plataformaTodo el mercado, no solo DOGE',
    );

    const kas = await mount('crypto-sentiment', { source: FEED, coin: 'KAS' });
    await until(kas.root, 'No seguimos KAS');
    expect(text(kas.root.querySelector('[role="status"].cw-coin-untracked') as Element)).toBe(
      'No seguimos KAS en este servidor.',
    );
    expect(kas.root.querySelector('[role="img"]')).toBeNull();
    expect(kas.root.querySelector('.cw-title')?.textContent).toBe('Sentimiento de KAS');
    expect(warnings).toEqual([]);
  });

  it('on a feed without its list of coins, measured figures or live prices, says it has no figures now, not that it does not follow the coin', async () => {
    delete feed.measured;
    delete feed.coins;
    (feed.sources as Record<string, unknown>).quotes = { sample: true };
    const { root } = await mount('crypto-sentiment', { source: FEED, coin: 'DOGE' });
    await until(root, 'DOGE');
    await waitUntil(() => root.querySelector('.cw-coin-untracked') !== null, 'the sentence');
    expect(text(root.querySelector('.cw-coin-untracked') as Element)).toBe(
      'Ahora no hay cifras de DOGE: los proveedores no responden y el servidor sirve datos de ejemplo.',
    );
  });

  it('on a server that lists the coins it follows, a followed coin without figures says why, and only a coin outside the list is not followed', async () => {
    // A feed whose measured figures have no entry for DOGE (ours lists every coin it follows, a site's may not)
    // and whose prices are the sample's (its providers do not answer).
    feed.coins = ['BTC', 'ETH', 'SOL', 'ADA', 'DOT', 'DOGE'];
    (feed.sources as Record<string, unknown>).quotes = { sample: true };
    const sentence = async (coin: string) => {
      const { root } = await mount('crypto-sentiment', { source: FEED, coin });
      await waitUntil(() => root.querySelector('.cw-coin-untracked') !== null, `the sentence for ${coin}`);
      expect(root.querySelector('[role="img"]')).toBeNull();
      return text(root.querySelector('[role="status"].cw-coin-untracked') as Element);
    };
    expect(await sentence('DOGE')).toBe(
      'Este servidor sigue DOGE, pero ahora no tiene cifras suyas: los proveedores de precios no responden y ningún texto de las últimas 24 h la menciona.',
    );
    expect(await sentence('KAS')).toBe('No seguimos KAS en este servidor.');
  });

  it('on a server without measured figures whose prices answer without a followed coin’s row, says the provider gives no price for it', async () => {
    delete feed.measured;
    feed.coins = ['BTC', 'ETH', 'SOL', 'ADA', 'DOT', 'PEPE'];
    const { root } = await mount('crypto-sentiment', { source: FEED, coin: 'PEPE' });
    await waitUntil(() => root.querySelector('.cw-coin-untracked') !== null, 'the sentence');
    expect(text(root.querySelector('.cw-coin-untracked') as Element)).toBe(
      'Este servidor sigue PEPE, pero ahora no tiene cifras suyas: el proveedor de precios no da su precio.',
    );
  });

  it('a feed’s list of coins stays with its own figures: the sample stand-ins other sources share carry none', async () => {
    feed.coins = ['BTC', 'ETH', 'SOL', 'ADA', 'DOT', 'DOGE'];
    delete feed.quotes;
    const source = feedSource(FEED, undefined);
    const sampleQuotes = await source.quotes();
    expect(source.provenanceOf?.(sampleQuotes)?.coins).toBeUndefined();
    const measured = await source.measured();
    expect(measured && source.provenanceOf?.(measured)?.coins).toEqual(feed.coins);
    // The browser's own source, whose stand-in is the same sample list, is told nothing about the feed's coins.
    expect(liveDataSource.provenanceOf?.(sampleQuotes)?.coins).toBeUndefined();
  });

  it('a feed whose coins are not a list of tickers is warned about once, and coverage is told as without it', async () => {
    for (const [coins, where] of [
      [['DOGE', 'doge!'], 'feed.coins[1]'],
      [[], 'feed.coins'],
    ] as const) {
      feed.coins = coins;
      warnings.length = 0;
      clearRequests();
      // Not half-read: DOGE is no more followed than without a list.
      const doge = await mount('crypto-sentiment', { source: FEED, coin: 'DOGE' });
      await until(doge.root, 'No seguimos DOGE en este servidor.');
      expect(warnings).toHaveLength(1);
      expect(warnings[0]).toContain(where);
    }
  });

  it('the market’s texts are said to be the whole market’s', async () => {
    const { root } = await measuredSentiment();
    await update(() => within(inShadow(root)).getByRole('button', { name: '¿Cómo se calcula?' }).click());
    expect([...root.querySelectorAll('.cw-evidence-heading')].map((h) => text(h))).toEqual([
      'Textos de todo el mercado',
    ]);
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

/** The method's body of a mounted <crypto-sentiment>, opened. */
async function openMethod(root: ShadowRoot): Promise<HTMLElement> {
  const button = within(inShadow(root)).getByRole('button', { name: '¿Cómo se calcula?' });
  await update(() => button.click());
  return root.getElementById(button.getAttribute('aria-controls') as string) as HTMLElement;
}
const evidenceLists = (body: Element) =>
  [...body.querySelectorAll('.cw-evidence-list')].map((list) =>
    [...list.querySelectorAll('.cw-evidence-text')].map((item) =>
      text(item).replace(' (se abre en una pestaña nueva)', ''),
    ),
  );

describe('a coin’s "¿Cómo se calcula?"', { timeout: 20_000 }, () => {
  it('shows that coin’s texts, never another coin’s, and says the counts are the whole market’s', async () => {
    const { root } = await measuredSentiment({ coin: 'BTC' });
    const body = await openMethod(root);
    expect(text(body)).toContain(
      'Textos medidos en todo el mercado: 214 publicaciones y 38 titulares en 24 h; 120 nombran BTC.',
    );
    expect([...body.querySelectorAll('.cw-evidence-heading')].map((h) => text(h))).toEqual(['Textos sobre BTC']);
    expect(evidenceLists(body)).toEqual([
      ['Bitcoin rompe máximos: <script>alert(1)</script> gran semana', 'Bitcoin ETFs log a record day of inflows'],
      ['BTC pierde los 60 000 tras una ola de liquidaciones'],
    ]);
    expect(text(body.querySelector('.cw-evidence-list .cw-evidence-down') as Element)).toBe('puntuación −0,97');
    // Other coins' texts (and the market's that name no coin) are not this coin's evidence.
    expect(text(body)).not.toMatch(/Solana|Cardano|Ethereum|Hackeo|SEC sues/);
  });

  it('a coin with no texts of its own says so instead of borrowing the market’s', async () => {
    const part = measuredPart();
    part.coins[3] = { coin: 'ADA', mentions: 0, state: 'none', dominance: 0, evidence: { positive: [], negative: [] } };
    feed = measuredFeed(Date.now(), part);
    const { root } = await measuredSentiment({ coin: 'ADA' });
    expect(text(root.querySelector('.cw-sentiment-overall') as Element)).toBe(
      'Aún no hay textos sobre ADALa cifra aparece con 20 textos o másCardano (ADA)Votos de CoinGecko: 54/100',
    );
    const body = await openMethod(root);
    expect(text(body)).toContain('Aún no hay textos sobre ADA en las últimas 24 h.');
    expect(body.querySelector('.cw-evidence')).toBeNull();
  });

  it('with a feed that has no texts per coin, shows the market’s, said to be the whole market’s', async () => {
    const part = measuredPart();
    for (const coin of part.coins) delete coin.evidence;
    feed = measuredFeed(Date.now(), part);
    const { root } = await measuredSentiment({ coin: 'BTC' });
    const body = await openMethod(root);
    expect([...body.querySelectorAll('.cw-evidence-heading')].map((h) => text(h))).toEqual([
      'Textos de todo el mercado',
    ]);
    expect(evidenceLists(body)[1]).toEqual([
      'Hackeo en un exchange: retiros congelados',
      'Cardano sigue cayendo, mal panorama',
      'SEC sues another exchange',
    ]);
  });
});

describe('the measured figures’ time and state', { timeout: 20_000 }, () => {
  it('names no sample platforms it does not show: a server with no platform measured yet says so, and nothing sample', async () => {
    feed = measuredFeed(Date.now(), { ...emptyMeasuredPart(), platforms: [] });
    const sources = feed.sources as Record<string, Record<string, unknown>>;
    sources.sentiment = { ...sources.sentiment, sampleParts: ['por plataforma'] };
    const { root } = await mount('crypto-sentiment', { source: FEED });
    await until(root, 'Ninguna plataforma medida en 24 h.');
    await waitUntil(() => root.querySelector('.cw-provenance') !== null, 'the provenance line');
    expect(text(root.querySelector('.cw-provenance') as Element)).not.toContain('De ejemplo');
  });

  it('a fresh start on an empty database says plainly that nothing is measured yet: no figure, no age', async () => {
    feed = measuredFeed(Date.now(), emptyMeasuredPart());
    const { root } = await mount('crypto-sentiment', { source: FEED });
    await until(root, 'Aún no hay textos medidos');
    expect(text(root.querySelector('.cw-sentiment-overall') as Element)).toBe(
      'Aún no hay textos medidosLa cifra aparece con 20 textos o másÍndice de miedo y codicia64/100 CodiciaAlternative.me',
    );
    expect([...root.querySelectorAll('[part="platform"]')].map((r) => text(r))).toEqual([
      'Noticiassin textos0 mencionesmínimo 20 para puntuar',
      'Blueskysin textos0 mencionesmínimo 20 para puntuar',
    ]);
    expect(text(root.querySelector('.cw-measured-line') as Element)).toBe('Sin textos en las últimas 24 h');
    const body = await openMethod(root);
    expect(text(body)).toContain('Aún no hay textos medidos en las últimas 24 h.');
    expect(text(body)).toContain('Aún no hay textos en las últimas 24 h.');
    const shown = text(root.querySelector('.cw-measured') as Element);
    // (The method's sentence quotes «pocos datos» as what a figure under the minimum says.)
    expect(shown).not.toMatch(/hace|Pocos datos|(?<!«)pocos datos|Medido en|0 publicaciones/);
  });

  it('ages the figures by their newest text, not by the last arrival or when they were computed', async () => {
    const part = measuredPart();
    part.lastItemAt = new Date(Date.now() - 60_000).toISOString();
    part.newestItemAt = new Date(Date.now() - 3 * 3_600_000).toISOString();
    feed = measuredFeed(Date.now(), part);
    const { root } = await measuredSentiment();
    expect(text(root.querySelector('.cw-measured-line') as Element)).toBe(
      'Medido: 214 publicaciones y 38 titulares en 24 h · hace 3 h',
    );
  });

  it('shows no age when the feed says none, rather than the time the figures were computed', async () => {
    const part = measuredPart();
    delete part.lastItemAt;
    delete part.newestItemAt;
    part.computedAt = new Date(Date.now() - 47 * 60_000).toISOString();
    feed = measuredFeed(Date.now(), part);
    const { root } = await measuredSentiment();
    expect(text(root.querySelector('.cw-measured-line') as Element)).toBe(
      'Medido: 214 publicaciones y 38 titulares en 24 h',
    );
  });

  it('says where it measured from the counts: only news, only social platforms', async () => {
    const part = measuredPart();
    part.counts = { posts: 0, headlines: 38 };
    feed = measuredFeed(Date.now(), part);
    const { root } = await measuredSentiment();
    expect(text(root.querySelector('.cw-sentiment-caption') as Element)).toBe('Medido en noticias');
  });
});

describe('without measured figures', () => {
  it('the sample data and source="live" have none: the browser never calls the collectors’ sources', () => {
    expect(sampleDataSource.measured()).toBeUndefined();
    expect(liveDataSource.measured()).toBeUndefined();
  });

  it('a feed without its Fear & Greed shows the measured score beside the sample index, said to be sample', async () => {
    delete feed.sentiment;
    const { root } = await measuredSentiment();
    expect(text(root.querySelector('.cw-measured-index') as Element)).toBe(
      'Índice de miedo y codicia75/100 AlcistaDatos de ejemplo',
    );
  });

  it('the sample <crypto-sentiment> is the spec’s, with no measured view', async () => {
    const { root } = await mount('crypto-sentiment');
    expect(root.querySelector('.cw-measured')).toBeNull();
    expect(root.querySelector('.cw-subtitle')?.textContent).toBe('Redes sociales · últimas 24 h');
    expect(text(root)).toContain('Twitter78/100');
  });
});

describe('<crypto-trending> with measured figures', { timeout: 20_000 }, () => {
  it('shows each coin’s measured sentiment, "pocos datos" under the minimum, and CoinGecko votes only marked', async () => {
    const { root } = await mount('crypto-trending', { source: FEED });
    await until(root, 'Sentimiento medido en redes y noticias, 24 h');
    const cells = [...root.querySelectorAll('[part="row"]')].map((row) =>
      text(row.querySelectorAll('td')[2] as Element),
    );
    expect(cells).toEqual([
      '63 · Neutral47,6 % de las menciones',
      '50 · Neutral21,4 % de las menciones',
      'pocos datos (9)3,6 % de las menciones',
      // ADA's −1,3 against its own 20 days: unusual, said so.
      '40 · Bajista8,3 % de las menciones▼ más negativo de lo habitual',
      // DOT is not measured: the feed's CoinGecko score, said to be votes.
      '42 · Bajista votos de CoinGecko',
    ]);
    expect(text(root.querySelector('.cw-trending-note') as Element)).toBe(MEANING);
  });
});

describe('<crypto-trending> on a server following more coins than it lists', { timeout: 20_000 }, () => {
  it('lists the 10 most mentioned in 24 h, says so, and a coin without votes or texts has "sin datos"', async () => {
    const extra = [
      'XRP',
      'BNB',
      'DOGE',
      'TRX',
      'AVAX',
      'LINK',
      'TON',
      'SHIB',
      'XLM',
      'SUI',
      'HYPE',
      'BCH',
      'LTC',
      'HBAR',
      'XMR',
    ];
    const quotes = feed.quotes as Record<string, unknown>[];
    for (const [i, symbol] of extra.entries()) {
      quotes.push({ symbol, name: symbol, price: 1 + i, change: 1, colour: '#888888', volume: 1e8, trend: 'up' });
    }
    const part = feed.measured as { coins: Record<string, unknown>[] };
    part.coins.push(
      { coin: 'DOGE', mentions: 400, state: 'measured', score: 70, dominance: 41.2 },
      { coin: 'SHIB', mentions: 30, state: 'measured', score: 55, dominance: 3.1 },
    );
    const { root } = await mount('crypto-trending', { source: FEED });
    await until(root, 'las 10 más mencionadas de 20');
    const rows = [...root.querySelectorAll('[part="row"]')];
    expect(rows).toHaveLength(10);
    // By mentions: DOGE 400, BTC, ETH 54, SHIB 30, ADA 21, SOL 9; then the rest in the feed's order.
    expect(rows.map((row) => text(row.querySelector('.cw-coin-symbol') as Element))).toEqual([
      'DOGE',
      'BTC',
      'ETH',
      'SHIB',
      'ADA',
      'SOL',
      'DOT',
      'XRP',
      'BNB',
      'TRX',
    ]);
    // XRP: no measured entry and no votes in the feed: no figure claimed.
    expect(text(rows[7]?.querySelectorAll('td')[2] as Element)).toBe('sin datos');
  });
});

describe('<crypto-trending> with nothing measured yet', { timeout: 20_000 }, () => {
  it('says "sin textos" for a coin without texts, not "pocos datos (0)"', async () => {
    feed = measuredFeed(Date.now(), emptyMeasuredPart());
    const { root } = await mount('crypto-trending', { source: FEED });
    // No text measured: the column's caption claims no measure.
    await until(root, 'Sentimiento: aún no hay textos medidos en 24 h');
    expect(text(root)).not.toContain('medido en redes');
    const cells = [...root.querySelectorAll('[part="row"]')].map((row) =>
      text(row.querySelectorAll('td')[2] as Element),
    );
    expect(cells).toEqual(['sin textos', 'sin textos', 'sin textos', 'sin textos', 'sin textos']);
    // No row shows a share of mentions or a 20-day comparison: nothing to explain.
    expect(root.querySelector('.cw-trending-note')).toBeNull();
  });

  it('on a server following 20 coins, lists the feed’s first 10 and claims no ranking by mentions', async () => {
    feed = measuredFeed(Date.now(), emptyMeasuredPart());
    const quotes = feed.quotes as Record<string, unknown>[];
    for (const [i, symbol] of ['XRP', 'BNB', 'DOGE', 'TRX', 'AVAX', 'LINK', 'TON', 'SHIB', 'XLM', 'SUI'].entries()) {
      quotes.push({ symbol, name: symbol, price: 1 + i, change: 1, colour: '#888888', volume: 1e8, trend: 'up' });
    }
    const { root } = await mount('crypto-trending', { source: FEED });
    await until(root, 'las 10 primeras de 15');
    expect(text(root)).not.toContain('más mencionadas');
    const rows = [...root.querySelectorAll('[part="row"]')];
    expect(rows.map((row) => text(row.querySelector('.cw-coin-symbol') as Element)).join()).toBe(
      'BTC,ETH,SOL,ADA,DOT,XRP,BNB,DOGE,TRX,AVAX',
    );
  });
});

describe('<crypto-insights> with measured figures', { timeout: 20_000 }, () => {
  it('counts the sources truly: each measured feed, channel or stream and each market provider', async () => {
    const { root } = await mount('crypto-insights', { source: FEED });
    // 4 measured sources + CoinGecko, Alternative.me, mempool.space, Blockchain.com.
    await until(root, 'La IA analiza 8 fuentes de datos');
    await waitUntil(() => root.querySelector('.cw-provenance') !== null, 'la línea de procedencia');
    expect(text(root.querySelector('.cw-provenance') as Element)).toBe(
      'Datos: El Observador Cripto (se abre en una pestaña nueva) · hace 2 min · De ejemplo: perspectivas de IA',
    );
  });

  it('keeps the feed’s own count without measured figures', async () => {
    delete feed.measured;
    const { root } = await mount('crypto-insights', { source: FEED });
    await until(root, 'La IA analiza 9 fuentes de datos');
  });
});

describe('the sentiment charts with measured figures', { timeout: 20_000 }, () => {
  it('<crypto-sentiment-chart> draws the measured history of its timeframe, gaps as gaps, with the measured shares', async () => {
    const { el, root } = await mount('crypto-sentiment-chart', { source: FEED, timeframe: '1D', coin: 'BTC' });
    await until(root, 'Sentimiento medido');
    expect(root.querySelector('.cw-subtitle')?.textContent).toBe(
      'Escala 0–100, todo el mercado, cada hora, últimas 24 h',
    );
    // The mean weighs each hour by its texts; its first and last hours are said in the reader's time zone.
    expect(plain(root.querySelector('figcaption')?.textContent ?? '')).toMatch(
      /^Sentimiento medido de todo el mercado en 24 puntos horarios, de \d+ \w+, \d\d:00 a \d+ \w+, \d\d:00, en una escala de 0 a 100: media 55, máximo 70, mínimo 40; 4 horas sin textos\. Reparto de BTC, 24 h: positivo 48 %, neutral 33 %, negativo 19 %\.$/,
    );
    expect(text(root.querySelector('[part="split"]') as Element)).toBe(
      'Reparto de BTC, 24 hPositivo48 %Neutral33 %Negativo19 %',
    );
    expect(text(root.querySelector('.cw-figures') as Element)).toBe(
      'Media55 · NeutralBTC, 24 h63 · NeutralDominancia social47,6 %Frente a sus 20 díasen su nivel habitual (+0,8 σ)',
    );
    expect(text(root.querySelector('.cw-coin-social-meaning') as Element)).toBe(MEANING);
    // Its line names the feed alone: none of the sample series' parts are shown.
    await waitUntil(() => root.querySelector('.cw-provenance') !== null, 'la línea de procedencia');
    expect(text(root.querySelector('.cw-provenance') as Element)).toBe(
      'Datos: El Observador Cripto (se abre en una pestaña nueva) · hace 2 min',
    );
    // A coin with too few items: the market's shares, said so.
    await act(async () => el.setAttribute('coin', 'SOL'));
    await until(root, 'Reparto del mercado, 24 h');
    expect(text(root.querySelector('.cw-figures') as Element)).toBe(
      'Media55 · NeutralSOL, 24 hPocos datos9 textos (mínimo 20)Dominancia social3,6 %Frente a sus 20 díassin historial suficiente',
    );
    await act(async () => el.setAttribute('timeframe', '30D'));
    await until(root, 'cada día, últimos 30 días');
    expect(root.querySelector('figcaption')?.textContent).toMatch(
      /^Sentimiento medido de todo el mercado en 30 días, de .+ a .+, en una escala de 0 a 100: media 55, máximo 70, mínimo 40; 3 días sin textos\./,
    );
  });

  it('on an empty database says "sin textos", not "pocos datos"', async () => {
    feed = measuredFeed(Date.now(), emptyMeasuredPart());
    const { root } = await mount('crypto-sentiment-chart', { source: FEED, timeframe: '1D', coin: 'BTC' });
    await until(root, 'Sentimiento medido');
    expect(text(root.querySelector('.cw-figures') as Element)).toBe('Mediasin textosBTC, 24 hsin textos');
    expect(text(root)).toContain('Reparto: sin textos.');
    expect(text(root)).not.toMatch(/pocos datos/i);
    // No empty plot and no mentions scale of 0 to 2: one sentence where the chart would be.
    expect(text(root.querySelector('.cw-chart-empty') as Element)).toBe('Sin textos en este periodo.');
    expect(root.querySelector('svg.recharts-surface')).toBeNull();
    expect(text(root)).not.toContain('Menciones');
  });

  it('the analytics sentiment panel follows the timeframe; the other panels keep their 24 hours', async () => {
    const { root } = await mount('crypto-analytics', { source: FEED, timeframe: '7D', seed: '3' });
    await until(root, 'Sentimiento medido');
    expect(root.querySelector('.cw-series-note')?.textContent).toBe(
      'Precio y volumen: últimas 24 horas, hora a hora (sin datos de 7D); el sentimiento medido sigue el periodo (7D); sin correlación, que necesita los precios del periodo.',
    );
    const panel = root.querySelectorAll('[part="panel"]')[1] as Element;
    expect(panel.querySelector('.cw-subtitle')?.textContent).toBe(
      'Escala 0–100, todo el mercado, cada hora, últimos 7 días',
    );
    expect(panel.querySelector('figcaption')?.textContent).toMatch(
      /^Sentimiento medido de todo el mercado en 168 puntos horarios/,
    );
    await update(() => within(inShadow(root)).getByRole('button', { name: '90D' }).click());
    await until(root, 'cada día, últimos 90 días');
  });
});

describe('the measured history’s axis', () => {
  const hourly = (count: number, end: string) =>
    Array.from({ length: count }, (_, i) => ({
      time: new Date(Date.parse(end) - (count - 1 - i) * 3_600_000).toISOString(),
      mentions: 1,
    }));

  it('labels hours over 1D, days over 7D and dates over 30D and 90D, in the widget’s locale', () => {
    expect(tickLabel('2026-11-24T14:00:00.000Z', '1D', 'es-ES')).toBe(
      new Intl.DateTimeFormat('es-ES', { hour: '2-digit', minute: '2-digit' }).format(new Date('2026-11-24T14:00:00Z')),
    );
    expect(tickLabel('2026-11-24T00:00:00.000Z', '30D', 'es-ES')).toBe('24 nov');
    expect(tickLabel('2026-11-24T00:00:00.000Z', '90D', 'es-MX')).toBe('24 nov');
    expect(pointLabel('2026-11-24T00:00:00.000Z', '90D', 'es-ES')).toBe('24 nov 2026');
  });

  it('puts a tick every 4 hours over 1D, fewer where the chart is narrow', () => {
    const points = hourly(24, '2026-11-25T09:00:00Z');
    expect(historyTicks(points, '1D', 0)).toHaveLength(6);
    expect(historyTicks(points, '1D', 700)).toHaveLength(6);
    expect(historyTicks(points, '1D', 300)).toHaveLength(3);
  });
});

describe('the parts only measured figures render', { timeout: 20_000 }, () => {
  it('are each rendered by <crypto-sentiment> once measured figures arrive (the disclosure open)', async () => {
    const { root } = await measuredSentiment();
    await update(() => within(inShadow(root)).getByRole('button', { name: '¿Cómo se calcula?' }).click());
    const measuredOnly = docsOf('crypto-sentiment').parts.filter((p) => p.measuredOnly);
    expect(measuredOnly.map((p) => p.name)).toEqual(['measured-index', 'measured-line', 'method', 'evidence']);
    for (const { name } of measuredOnly) expect(root.querySelector(`[part~="${name}"]`), name).not.toBeNull();
    expect(root.querySelectorAll('[part="evidence"]')).toHaveLength(6);
    // And every part the sample view renders too.
    for (const { name } of docsOf('crypto-sentiment').parts.filter((p) => !p.measuredOnly)) {
      expect(root.querySelector(`[part~="${name}"]`), name).not.toBeNull();
    }
  });
});
