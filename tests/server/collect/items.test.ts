import { describe, expect, it } from 'vitest';
import { coinMatcher } from '../../../src/core/measured/mentions.ts';
import { type FilterReason, ITEM_TEXT_MAX } from '../../../src/core/measured/types.ts';
import { coinsFromEnv } from '../../../src/server/coin-settings.ts';
import { BoundedSet, DuplicateWindow, isSpam, onlyLinksOrTags } from '../../../src/server/collect/filters.ts';
import { ItemBuilder } from '../../../src/server/collect/items.ts';
import { bound, decodeXmlEntities, htmlToText, httpUrl, plainText } from '../../../src/server/collect/text.ts';

describe('text', () => {
  it('keeps only the visible text of HTML, entities decoded once', () => {
    expect(
      htmlToText('<p>Bitcoin&nbsp;<b>sube</b><br>un 5&nbsp;%</p><script>alert("x")</script><style>p{}</style>'),
    ).toBe('Bitcoin sube un 5 %');
    expect(htmlToText('El &amp;lt;b&amp;gt; queda como texto: &lt;b&gt;')).toBe('El &lt;b&gt; queda como texto:');
    expect(htmlToText('<img src=x onerror="alert(1)">ETH<iframe src="https://evil.example">BTC</iframe> cae')).toBe(
      'ETH cae',
    );
    expect(htmlToText('  varias\n\n líneas\t y\u00a0espacios  ')).toBe('varias líneas y espacios');
  });

  it('decodes XML’s own entities once and leaves a DOCTYPE’s alone', () => {
    expect(decodeXmlEntities('&amp;lt;b&amp;gt; &#x1F680; &#8364; &lol9; &#0;')).toBe('&lt;b&gt; 🚀 € &lol9; ');
    // Without a character reference (the fast path) it is still one decoding.
    expect(decodeXmlEntities('&amp;lt;b&amp;gt; &amp;amp; &quot;&apos;&lt;&gt; &nbsp;')).toBe(
      '&lt;b&gt; &amp; "\'<> &nbsp;',
    );
  });

  it('plainText: no markup, no bidi override, no zero-width or control character; emoji sequences intact', () => {
    // A post's literal tags go, its words stay (as Telegram's escaped text does).
    expect(plainText('<script>alert(1)</script> El bitcóin <b>sube</b>')).toBe('alert(1) El bitcóin sube');
    // What removing one tag leaves cannot open another.
    expect(plainText('<a<b>>x<<script>>')).toBe('< a >x< >');
    expect(plainText('<\u202escript>x')).toBe('x');
    // Bidi embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069) and marks.
    expect(plainText('BTC \u202Ap\u202Bu\u202Cm\u202Dp\u202E \u2066a\u2067b\u2068c\u2069 \u200e\u200f\u061c!')).toBe(
      'BTC pump abc !',
    );
    // Zero-width characters, soft hyphen and BOM hide words from the filters; a zero-width space is a space.
    expect(plainText('air\u00addrop g\u200civ\u2060e\ufeffaway bit\u200bcoin')).toBe('airdrop giveaway bit coin');
    expect(plainText('a\u0000b\u0007c\u001bd\u007fe\u0085f\ufffdg\u2028h')).toBe('a b c d e f g h');
    // A joiner between pictographs is part of the emoji, a subdivision flag's tags are the flag.
    const family = '👨\u200d👩\u200d👧';
    const scotland = '\u{1f3f4}\u{e0067}\u{e0062}\u{e0073}\u{e0063}\u{e0074}\u{e007f}';
    const skin = '👩🏽\u200d💻 ❤️\u200d🔥';
    expect(plainText(`Bitcoin ${family} ${scotland} ${skin}`)).toBe(`Bitcoin ${family} ${scotland} ${skin}`);
    // Elsewhere they are hidden text.
    expect(plainText('B\u200dTC \u{e0069}\u{e0067}\u{e006e}\u{e006f}\u{e0072}\u{e0065} sube')).toBe('BTC sube');
    // It decodes nothing: safe on text decoded already, and the same the second time.
    expect(plainText('El &lt;b&gt; y el &amp;')).toBe('El &lt;b&gt; y el &amp;');
    const once = plainText('<i>x</i>\u202e <a<b>> y 👨\u200d👩');
    expect(plainText(once)).toBe(once);
  });

  it('keeps http(s) links only, without their user:pass@', () => {
    expect(httpUrl('https://lector:clave@noticias.example/a?x=1#f')).toBe('https://noticias.example/a?x=1#f');
    expect(httpUrl('http://solo@noticias.example/')).toBe('http://noticias.example/');
    expect(httpUrl('javascript:alert(1)')).toBeUndefined();
    expect(httpUrl('/relativo')).toBeUndefined();
    expect(httpUrl('')).toBeUndefined();
  });

  it(`bounds a text to ${ITEM_TEXT_MAX} characters, at a word, never splitting an emoji`, () => {
    const long = `${'Bitcoin sube '.repeat(100)}`;
    const cut = bound(long);
    expect(cut.length).toBeLessThanOrEqual(ITEM_TEXT_MAX);
    expect(cut.endsWith('…')).toBe(true);
    expect(cut).toMatch(/^(Bitcoin sube )+(Bitcoin|sube)…$/);
    const emoji = bound('🚀'.repeat(600));
    expect(emoji.length).toBeLessThanOrEqual(ITEM_TEXT_MAX);
    expect(emoji.slice(0, -1)).toBe('🚀'.repeat((emoji.length - 1) / 2));
  });
});

describe('filters', () => {
  it('tells posts that are only links or tags', () => {
    expect(onlyLinksOrTags('$BTC #Bitcoin #ETH https://t.co/abc 🚀🚀')).toBe(true);
    expect(onlyLinksOrTags('https://ejemplo.example/nota @alguien')).toBe(true);
    expect(onlyLinksOrTags('#BTC sube fuerte https://t.co/abc')).toBe(false);
    expect(onlyLinksOrTags('Bitcoin rompe máximos')).toBe(false);
  });

  it.each([
    'GIVEAWAY: 0.5 BTC to one follower!',
    'Huge airdrop for $SOL holders, connect your wallet',
    'Free BTC for the first 100 people',
    'ETH gratis para los primeros cien',
    'Sorteo de 1 ETH entre quienes compartan',
    'Regalamos 500 USDT por el aniversario',
    'Send 0.1 BTC to this address and get 0.2 BTC back',
    'Envía 0,1 ETH y recibe el doble al instante',
    'Double your bitcoin in 24 hours',
    'Duplica tus criptomonedas hoy',
    'Claim your free tokens here',
    'Reclama tus tokens ahora',
    'DM me for the best $ETH signals',
    'Link in bio for 100x gems $SOL',
    'Enlace en mi perfil para ganar BTC',
    'Join our pump group for $DOT',
    'Señales VIP de Bitcoin cada día',
  ])('spam: %s', (text) => {
    expect(isSpam(text)).toBe(true);
  });

  it.each([
    'Bitcoin sube tras el dato de empleo',
    'Ethereum completes its upgrade on schedule',
    'El ETF de Solana recibe flujos récord',
  ])('not spam: %s', (text) => {
    expect(isSpam(text)).toBe(false);
  });

  it('finds exact duplicates (case, accents, punctuation and links aside) and near duplicates (a word changed)', () => {
    const window = new DuplicateWindow();
    const text = 'Bitcoin supera los noventa mil dólares por primera vez en la historia según los datos de esta mañana';
    expect(window.check(text)).toBeUndefined();
    expect(window.check(`${text.toUpperCase()}!! https://t.co/x`)).toBe('duplicate');
    expect(window.check(text.replace('supera', 'rebasa'))).toBe('near_duplicate');
    expect(
      window.check('Ethereum cae un cinco por ciento tras el hackeo de un puente entre cadenas esta noche'),
    ).toBeUndefined();
  });

  const NEAR: [string, string][] = [
    [
      'Bitcoin supera los noventa mil dólares por primera vez en la historia',
      'Bitcoin rebasa los noventa mil dólares por primera vez en la historia',
    ],
    [
      'Just bought more $ETH, this dip is a gift, not selling anytime soon',
      'Just bought more $ETH, this dip is a gift, not selling anytime soon @friend',
    ],
    [
      'Solana and Cardano look strong today, nice breakout above resistance',
      'Solana and Cardano look strong today, nice breakout above resistance!! 🚀 12',
    ],
    [
      'Join now and win 500 USDT, limited spots, hurry up friends',
      'Join now and win 700 USDT, limited spots, hurry up friends',
    ],
  ];
  const DIFFERENT = [
    'Ethereum cae un cinco por ciento tras el hackeo de un puente entre cadenas esta noche',
    'Solana and Cardano look strong today, nice breakout above resistance',
    'Bitcoin cae por debajo de los ochenta mil dólares tras el dato de empleo de esta mañana',
    'Bitcoin supera los cien mil dólares por primera vez según los datos',
    'Bitcoin supera los noventa mil dólares por primera vez en la historia según los datos de esta mañana',
    'Just bought more $ETH, this dip is a gift, not selling anytime soon',
    'Bitcoin sube un 3 % en la sesión de hoy tras el dato de inflación',
    'Bitcoin cae un 3 % en la sesión de hoy tras el dato de empleo',
    'El precio de Ethereum sube con fuerza en la sesión asiática de hoy',
    'El precio de Solana cae con fuerza en la sesión europea de hoy',
  ];

  it.each(NEAR)('near duplicates: %j and %j', (a, b) => {
    const window = new DuplicateWindow();
    expect(window.check(a)).toBeUndefined();
    expect(window.check(b)).toBe('near_duplicate');
  });

  it('tells apart different posts about the same coins (every pair of ten)', () => {
    for (let i = 0; i < DIFFERENT.length; i++) {
      for (let j = i + 1; j < DIFFERENT.length; j++) {
        const window = new DuplicateWindow();
        window.check(DIFFERENT[i] as string);
        expect(window.check(DIFFERENT[j] as string), `${DIFFERENT[i]} / ${DIFFERENT[j]}`).toBeUndefined();
      }
    }
  });

  it('compares with the latest fingerprints, the oldest overwritten once the ring is full', () => {
    // Four unrelated headlines through a ring of three; each has a near duplicate (a word changed).
    const [a, b, c, d] = NEAR as [[string, string], [string, string], [string, string], [string, string]];
    const window = new DuplicateWindow(100, 3);
    for (const [text] of [a, b, c, d]) expect(window.check(text)).toBeUndefined();
    // The newest went where the oldest was: it is compared with, as are the two before it...
    expect(window.check(d[1])).toBe('near_duplicate');
    expect(window.check(c[1])).toBe('near_duplicate');
    expect(window.check(b[1])).toBe('near_duplicate');
    // ...and the oldest is forgotten.
    expect(window.check(a[1])).toBeUndefined();
  });

  it('forgets the oldest entries past its bound', () => {
    const window = new DuplicateWindow(3, 3);
    const texts = ['uno dos tres', 'cuatro cinco seis', 'siete ocho nueve', 'diez once doce'];
    for (const text of texts) expect(window.check(text)).toBeUndefined();
    expect(window.check('uno dos tres')).toBeUndefined();
    expect(window.check('diez once doce')).toBe('duplicate');
    const set = new BoundedSet<number>(2);
    set.add(1);
    set.add(2);
    set.add(3);
    expect([set.has(1), set.has(2), set.has(3), set.size]).toEqual([false, true, true, 2]);
  });
});

describe('ItemBuilder', () => {
  const NOW = Date.parse('2026-11-20T12:00:00Z');
  function builder(requireCoin: boolean) {
    const filtered: FilterReason[] = [];
    const built = new ItemBuilder({
      platform: requireCoin ? 'bluesky' : 'news',
      requireCoin,
      now: () => NOW,
      onFiltered: (r) => filtered.push(r),
    });
    return { built, filtered };
  }
  const entry = (n: number, text: string, extra: object = {}) => ({
    sourceId: `id${n}`,
    source: 's',
    url: `https://s.example/${n}`,
    text,
    publishedAt: NOW - 60_000,
    ...extra,
  });

  it('gives a text naming several coins a score for each; one naming a single coin has only its own', () => {
    const { built } = builder(true);
    const both = built.build(entry(40, 'BTC sube mientras ETH se desploma'));
    expect(Object.keys(both?.coinScores ?? {})).toEqual(['BTC', 'ETH']);
    expect(both?.coinScores?.BTC).toBeGreaterThan(0);
    expect(both?.coinScores?.ETH).toBeLessThan(0);
    expect(both?.score).toBeLessThan(0);
    const one = built.build(entry(41, 'Bitcoin se desploma tras el anuncio'));
    expect(one?.coins).toEqual(['BTC']);
    expect(one && 'coinScores' in one).toBe(false);
  });

  it('finds the coins of the server’s COINS: Dogecoin kept and scored against Bitcoin; without COINS, dropped', () => {
    const filtered: FilterReason[] = [];
    const following = new ItemBuilder({
      platform: 'bluesky',
      requireCoin: true,
      now: () => NOW,
      onFiltered: (r) => filtered.push(r),
      coins: coinMatcher(coinsFromEnv({})),
    });
    const doge = following.build(entry(50, 'Dogecoin se dispara mientras Bitcoin se desploma'));
    expect(doge?.coins).toEqual(['BTC', 'DOGE']);
    expect(doge?.coinScores?.DOGE).toBeGreaterThan(0);
    expect(doge?.coinScores?.BTC).toBeLessThan(0);
    expect(following.build(entry(51, 'Kaspa sube con fuerza esta mañana en todos los mercados'))).toBeUndefined();
    expect(filtered).toEqual(['no_coin']);
    const { built, filtered: specOnly } = builder(true);
    expect(built.build(entry(52, 'Dogecoin se dispara tras el anuncio de esta mañana'))).toBeUndefined();
    expect(specOnly).toEqual(['no_coin']);
  });

  it('filters with one reason each, in order, and counts each', () => {
    const { built, filtered } = builder(true);
    expect(built.build(entry(1, 'Bitcoin sube fuerte hoy', { publishedAt: NOW - 8 * 86_400_000 }))).toBeUndefined();
    expect(built.build(entry(2, '$BTC #ETH https://t.co/x'))).toBeUndefined();
    expect(built.build(entry(3, 'Bitcoin sobe forte hoje', { langs: ['pt'] }))).toBeUndefined();
    expect(built.build(entry(4, 'Hace sol y vamos a la playa'))).toBeUndefined();
    expect(built.build(entry(5, 'Sorteo de 1 BTC entre quienes compartan'))).toBeUndefined();
    expect(
      built.build(entry(6, 'Bitcoin steigt heute stark über die Marke von neunzigtausend Dollar')),
    ).toBeUndefined();
    const kept = built.build(entry(7, 'Bitcoin supera los noventa mil dólares por primera vez en la historia'));
    expect(
      built.build(entry(8, 'bitcoin supera los noventa mil dólares por primera vez en la historia!')),
    ).toBeUndefined();
    expect(
      built.build(entry(9, 'Bitcoin rebasa los noventa mil dólares por primera vez en la historia')),
    ).toBeUndefined();
    expect(filtered).toEqual([
      'too_old',
      'only_links_or_tags',
      'other_language',
      'no_coin',
      'spam',
      'other_language',
      'duplicate',
      'near_duplicate',
    ]);
    expect(kept).toMatchObject({ id: 'bluesky:id7', lang: 'es', coins: ['BTC'] });
    // The same entry again (a feed's next poll) is nothing new, and no filter's count.
    expect(
      built.build(entry(7, 'Bitcoin supera los noventa mil dólares por primera vez en la historia')),
    ).toBeUndefined();
    expect(filtered).toHaveLength(8);
  });

  it('keeps a headline without a tracked coin with coins [], bounds text, dates from the future become now', () => {
    const { built, filtered } = builder(false);
    const item = built.build(
      entry(1, `La Reserva Federal mantiene los tipos. ${'Más contexto. '.repeat(200)}`, {
        publishedAt: NOW + 86_400_000,
      }),
    );
    expect(item?.coins).toEqual([]);
    expect(item?.publishedAt).toBe(NOW);
    expect(item?.text.length).toBeLessThanOrEqual(ITEM_TEXT_MAX);
    expect(built.build(entry(2, 'Bitcoin sube', { url: 'javascript:alert(1)' }))).toBeUndefined();
    expect(filtered).toEqual([]);
  });
});
