// The site's JSON feed: the published JSON Schema (checked with a separate JSON Schema validator) accepts the
// README's complete example and refuses what the reader refuses; the reader keeps good parts, drops bad ones
// with one warning naming the field, and never throws.

import { readdirSync, readFileSync } from 'node:fs';
import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetFieldWarnings, warnField } from '../../../../src/client/field-warnings.ts';
import { feedJsonSchema } from '../../../../src/core/feed/json-schema.ts';
import { readFeed } from '../../../../src/core/feed/read-feed.ts';
import { FEED_PARTS } from '../../../../src/core/feed/schema.ts';
import { trimToSchema } from '../../../../src/server/feed/trim.ts';

afterEach(() => {
  resetFieldWarnings();
  vi.restoreAllMocks();
});

const EXAMPLE = JSON.parse(readFileSync('docs/feed-ejemplo.json', 'utf8')) as Record<string, unknown>;
const warnings = () => vi.spyOn(console, 'warn').mockImplementation(() => {});
const validate = addFormats(new Ajv({ allErrors: true, strict: false })).compile(feedJsonSchema());

/** The example with `path` (dots and indexes) set to `value`. */
function exampleWith(path: string, value: unknown): Record<string, unknown> {
  const copy = structuredClone(EXAMPLE);
  const keys = path.split('.');
  const last = keys.pop() as string;
  let target = copy as Record<string, unknown>;
  for (const key of keys) target = target[key] as Record<string, unknown>;
  target[last] = value;
  return copy;
}

describe('the feed’s JSON Schema', () => {
  it('is draft-07, names itself, and accepts the README’s complete example', () => {
    const schema = feedJsonSchema();
    expect(schema.$schema).toBe('http://json-schema.org/draft-07/schema#');
    expect(schema.$id).toBe('https://unpkg.com/crypto-widgets/dist/feed.schema.json');
    expect(validate(EXAMPLE), JSON.stringify(validate.errors)).toBe(true);
    // Every part the widgets read is in the example.
    expect(Object.keys(FEED_PARTS).filter((part) => !(part in EXAMPLE))).toEqual([]);
  });

  it('describes every field for the sites that check their feed, while the widgets’ bundles carry none of it', () => {
    const published = readFileSync('dist/feed.schema.json', 'utf8');
    expect(JSON.parse(published)).toEqual(feedJsonSchema());
    const descriptions = [...published.matchAll(/"description":\s*"([^"]{20,})"/g)].map(([, text]) => text as string);
    expect(descriptions.length).toBeGreaterThan(80);
    expect(descriptions).toContain('Símbolo de la moneda (BTC).');
    const bundles = [
      'dist/crypto-widgets.iife.js',
      ...readdirSync('dist/chunks').flatMap((file) => (file.startsWith('feed-') ? [`dist/chunks/${file}`] : [])),
    ];
    expect(bundles.length).toBeGreaterThan(1);
    for (const bundle of bundles) {
      const code = readFileSync(bundle, 'utf8');
      expect(
        descriptions.filter((text) => code.includes(text)),
        bundle,
      ).toEqual([]);
    }
  });

  it.each([
    [
      'a string for a price',
      'quotes.0.price',
      '100367.13',
      'feed.quotes[0].price: se esperaba number, llegó "100367.13"',
    ],
    ['a score over 100', 'sentiment.overall', 900, 'feed.sentiment.overall: no cumple <=100 (llegó 900)'],
    ['a null', 'onChain.networkHealth', null, 'feed.onChain.networkHealth: se esperaba number, llegó null'],
    [
      'an unknown trend',
      'quotes.1.trend',
      'sideways',
      'feed.quotes[1].trend: se esperaba ("up" | "down"), llegó "sideways"',
    ],
    [
      'a missing field',
      'portfolio.summary.totalValue',
      undefined,
      'feed.portfolio.summary.totalValue: se esperaba number, llegó undefined',
    ],
    [
      'an hour that is not one',
      'series.BTC.3.time',
      '25:00',
      'feed.series.BTC[3].time: no cumple /^([01]\\d|2[0-3]):[0-5]\\d$/ (llegó "25:00")',
    ],
    [
      'an evidence link that is not a web page',
      'measured.evidence.negative.1.url',
      'javascript:alert(1)',
      'feed.measured.evidence.negative[1].url: no cumple /^[Hh][Tt][Tt][Pp][Ss]?:\\/\\// (llegó "javascript:alert(1)")',
    ],
    [
      'an evidence text longer than 280 characters',
      'measured.evidence.positive.0.text',
      'x'.repeat(281),
      'feed.measured.evidence.positive[0].text: no cumple <=280 (llegó 281)',
    ],
    [
      'a measured platform it does not know',
      'measured.platforms.2.platform',
      'Mastodon',
      'feed.measured.platforms[2].platform: se esperaba ("news" | "bluesky" | "telegram" | "reddit"), llegó "Mastodon"',
    ],
  ])('refuses %s, as the reader does (it drops that part alone, and says which field)', (_, path, value, warning) => {
    const feed = exampleWith(path, value);
    expect(validate(feed)).toBe(false);
    const warn = warnings();
    const read = readFeed(feed, warnField);
    const part = path.split('.')[0] as keyof typeof read.parts;
    expect(read.parts[part]).toBeUndefined();
    expect(Object.keys(read.parts).filter((p) => read.parts[p as typeof part] !== undefined)).toHaveLength(8);
    expect(warn.mock.calls).toEqual([[`[crypto-widgets] ${warning}; se usa el dato de ejemplo.`]]);
  });
});

describe('the words behind an evidence text’s score (measured.evidence.*.words)', () => {
  const WORDS = 'measured.evidence.positive.0.words';
  const word = (text: string, weight: number) => ({ text, weight });

  it('are optional: the example validates with them and without them, and the reader keeps the part', () => {
    const withWords = EXAMPLE.measured as { evidence: { positive: { words?: unknown[] }[] } };
    expect(withWords.evidence.positive[0]?.words?.length).toBeGreaterThan(0);
    const without = structuredClone(EXAMPLE) as typeof EXAMPLE & typeof withWords;
    const measured = without.measured as typeof withWords & { evidence: { negative: { words?: unknown[] }[] } };
    for (const item of [...measured.evidence.positive, ...measured.evidence.negative]) delete item.words;
    const warn = warnings();
    for (const feed of [EXAMPLE, without]) {
      expect(validate(feed), JSON.stringify(validate.errors)).toBe(true);
      expect(readFeed(feed, warnField).parts.measured).toBeDefined();
    }
    expect(warn).not.toHaveBeenCalled();
  });

  it.each([
    [
      'a weight that is a string',
      [{ text: 'sube', weight: '2' }],
      'feed.measured.evidence.positive[0].words[0].weight',
    ],
    ['a weight past ±10', [word('sube', 11)], 'feed.measured.evidence.positive[0].words[0].weight'],
    ['an empty word', [word('', 1)], 'feed.measured.evidence.positive[0].words[0].text'],
    ['a word longer than 60', [word('a'.repeat(61), 1)], 'feed.measured.evidence.positive[0].words[0].text'],
    [
      'a rule the scorer does not have',
      [{ ...word('sube', 1), rules: ['magia'] }],
      'feed.measured.evidence.positive[0].words[0].rules[0]',
    ],
    [
      'more than 12 words',
      Array.from({ length: 13 }, (_, i) => word(`w${i}`, 1)),
      'feed.measured.evidence.positive[0].words',
    ],
    ['words that are not a list', 'sube', 'feed.measured.evidence.positive[0].words'],
  ])('refuses %s, in the JSON Schema and in the reader', (_, value, field) => {
    const feed = exampleWith(WORDS, value);
    expect(validate(feed)).toBe(false);
    const warn = warnings();
    expect(readFeed(feed, warnField).parts.measured).toBeUndefined();
    expect(warn.mock.calls[0]?.[0]).toContain(`[crypto-widgets] ${field}:`);
  });

  it('on our server, a bad word is left out alone, and a text with too many words is left out whole', () => {
    const measured = (path: string, value: unknown) =>
      (exampleWith(`measured.${path}`, value) as { measured: { evidence: { positive: { words: unknown[] }[] } } })
        .measured;
    const good = word('sube', 1.5);
    const oneBad = trimToSchema(
      FEED_PARTS.measured,
      'measured',
      measured('evidence.positive.0.words', [{ text: 'x', weight: 'no' }, good]),
    );
    expect(oneBad.dropped.map((d) => d.path)).toEqual(['evidence.positive.0.words.0']);
    expect(oneBad.value?.evidence.positive[0]?.words).toEqual([good]);
    const many = measured(
      'evidence.positive.0.words',
      Array.from({ length: 13 }, () => good),
    );
    const trimmed = trimToSchema(FEED_PARTS.measured, 'measured', many);
    expect(trimmed.dropped.map((d) => d.path)).toEqual(['evidence.positive.0']);
    expect(trimmed.value?.evidence.positive.length).toBe(many.evidence.positive.length - 1);
  });
});

describe('readFeed', () => {
  it('reads every part of the example, its publisher, time and currency, with no warning', () => {
    const warn = warnings();
    const read = readFeed(EXAMPLE, warnField, Date.parse('2026-11-23T09:00:00Z'));
    expect(warn).not.toHaveBeenCalled();
    expect(read.publisher).toEqual({ name: 'El Observador Cripto', url: 'https://observador.example/metodologia' });
    expect(read.updatedAt).toBe(Date.parse('2026-11-23T08:00:00Z'));
    expect(read.currency).toBe('USD');
    expect(read.parts.quotes?.[0]).toMatchObject({ symbol: 'BTC', price: 100367.13 });
    expect(read.parts.series?.ADA).toHaveLength(24);
  });

  it('reads the measured part: figures with too few items are their count alone ("pocos datos")', () => {
    const read = readFeed(EXAMPLE, warnField, Date.parse('2026-11-23T09:00:00Z'));
    const measured = read.parts.measured;
    expect(measured?.platforms.find((p) => p.platform === 'telegram')).toEqual({ platform: 'telegram', mentions: 13 });
    expect(measured?.coins.find((c) => c.coin === 'DOT')).toEqual({ coin: 'DOT', mentions: 2, dominance: 0.4 });
    expect(measured?.history['7D']).toHaveLength(168);
    expect(measured?.history['90D']).toHaveLength(90);
    // Shares are whole percentages adding to 100 wherever there is a score.
    for (const figure of [measured?.overall, ...(measured?.platforms ?? []), ...(measured?.coins ?? [])]) {
      if (figure?.shares) expect(figure.shares.positive + figure.shares.neutral + figure.shares.negative).toBe(100);
    }
  });

  it('takes the measured platforms in the sentiment card, and says which parts were measured', () => {
    const platforms = [{ platform: 'Noticias', score: 48, trend: 'down', mentions: 139 }];
    const feed = { ...EXAMPLE, sentiment: { overall: 64, platforms }, sources: { sentiment: { measured: true } } };
    expect(validate(feed), JSON.stringify(validate.errors)).toBe(true);
    const read = readFeed(feed, warnField);
    expect(read.parts.sentiment?.platforms).toEqual(platforms);
    expect(read.sources.sentiment).toEqual({ measured: true });
    expect(validate({ ...feed, sentiment: { overall: 64, platforms: [{ ...platforms[0], platform: 'X' }] } })).toBe(
      false,
    );
  });

  it('takes the arrival time instead of a time in the future, and USD when the feed names no currency', () => {
    const { currency: _, ...feed } = exampleWith('updatedAt', '2030-01-01T00:00:00Z');
    const read = readFeed(feed, warnField, Date.parse('2026-11-23T09:00:00Z'));
    expect([read.updatedAt, read.currency]).toEqual([undefined, 'USD']);
  });

  it('drops the parts holding money when the currency is not an ISO 4217 code, and keeps the rest', () => {
    const warn = warnings();
    const read = readFeed(exampleWith('currency', 'euros'), warnField);
    expect(
      Object.keys(read.parts)
        .filter((p) => read.parts[p as 'quotes'] !== undefined)
        .sort(),
    ).toEqual(['insights', 'measured', 'sentiment']);
    expect(warn.mock.calls).toEqual([
      ['[crypto-widgets] feed.currency: no cumple /^[A-Z]{3}$/ (llegó "euros"); se usa el dato de ejemplo.'],
    ]);
  });

  it('refuses a publisher link that is not http(s)', () => {
    warnings();
    const read = readFeed(exampleWith('publisher.url', 'javascript:alert(1)'), warnField);
    expect(read.publisher).toBeUndefined();
    expect(validate(exampleWith('publisher.url', 'javascript:alert(1)'))).toBe(false);
  });

  it('reads where each part comes from, and ignores a sources block that is wrong, with one warning', () => {
    const sources = {
      quotes: { providers: ['coingecko'], updatedAt: '2026-11-23T09:00:00Z', stale: true },
      insights: { sample: true },
    };
    expect(readFeed({ ...EXAMPLE, sources }, warnField).sources).toEqual(sources);
    const warn = warnings();
    const read = readFeed({ ...EXAMPLE, sources: { quotes: { providers: ['mi-api'] } } }, warnField);
    expect(read.sources).toEqual({});
    expect(read.parts.quotes).toBeDefined();
    expect(warn.mock.calls).toHaveLength(1);
    expect(warn.mock.calls[0]?.[0]).toMatch(/^\[crypto-widgets\] feed\.sources\.quotes\.providers\[0\]: /);
  });

  it.each([[null], [[1, 2]], ['texto'], [42]])('reads %j as a feed with nothing in it, warning once', (body) => {
    const warn = warnings();
    expect(readFeed(body, warnField)).toEqual({ parts: {}, currency: 'USD', sources: {} });
    expect(warn.mock.calls).toEqual([['[crypto-widgets] feed: no es un objeto JSON; se usa el dato de ejemplo.']]);
  });
});
