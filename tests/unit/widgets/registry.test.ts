import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadingAttribute, themeAttribute } from '../../../src/widgets/attributes.ts';
import { parseAttribute } from '../../../src/widgets/element/parse-attribute.ts';
import { CSS_PROPERTIES } from '../../../src/widgets/publish/css-properties.ts';
import { docsOf, documentedTags } from '../../../src/widgets/publish/docs.ts';
import { buildManifest } from '../../../src/widgets/publish/manifest.ts';
import { attributesOf, specOf } from '../../../src/widgets/publish/specs.ts';
import { definitionOf, measuredShapes, registry } from '../../../src/widgets/registry.ts';
import { RESERVED_HEIGHT_PROPERTY, reservedHeight } from '../../../src/widgets/reserve.ts';
import measured from '../../../src/widgets/reserved-heights.json';

const TAGS = [
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
  'crypto-chat',
  'crypto-portfolio',
  'crypto-ad',
];

describe('the registry', () => {
  it('lists the 13 tags of the public API, once each', () => {
    expect(registry.map((d) => d.tag)).toEqual(TAGS);
  });

  it('gives every widget theme and loading first, with valid defaults and kebab-case names', () => {
    for (const definition of registry) {
      const attributes = attributesOf(definition.tag);
      expect(attributes.slice(0, 2)).toEqual([themeAttribute, loadingAttribute]);
      for (const spec of attributes) {
        expect(spec.name).toMatch(/^[a-z]+(-[a-z]+)*$/);
        if (spec.type === 'enum' && spec.default !== undefined) expect(spec.values).toContain(spec.default);
        if (spec.default === undefined) expect(spec.unsetMeaning).toBeTruthy();
      }
    }
  });

  it('has a measured height table for every widget, and for every shape of the ad', () => {
    const keys = measuredShapes().map((shape) => shape.key);
    expect(keys).toContain('crypto-ad[size=square]');
    expect(Object.keys(measured).sort()).toEqual(keys.sort());
    for (const key of keys) {
      const table = (measured as Record<string, number[][]>)[key] ?? [];
      expect(table.length).toBeGreaterThanOrEqual(1);
      for (const [width, height] of table) {
        expect(width).toBeGreaterThan(0);
        expect(height).toBeGreaterThan(50);
      }
    }
  });

  it('reserves the height of the step a width falls in, the first step below it and the last beyond it', () => {
    const table = [
      [300, 600],
      [560, 400],
    ] as const;
    expect(reservedHeight(table, 200)).toBe(600);
    expect(reservedHeight(table, 559)).toBe(600);
    expect(reservedHeight(table, 560)).toBe(400);
    expect(reservedHeight(table, 1900)).toBe(400);
    expect(reservedHeight([], 500)).toBe(0);
  });

  it('is documented, tag by tag, attribute by attribute and event by event, and nothing else is', () => {
    expect(documentedTags().sort()).toEqual([...TAGS].sort());
    for (const definition of registry) {
      const docs = docsOf(definition.tag);
      expect(docs.title.length).toBeGreaterThan(3);
      const own = new Set(attributesOf(definition.tag).map((a) => a.name));
      for (const name of own) expect(docs.attributes[name], `${definition.tag} ${name}`).toBeTruthy();
      for (const name of Object.keys(docs.attributes)) expect(own, `${definition.tag} ${name}`).toContain(name);
      for (const [name, help] of Object.entries(docs.properties))
        expect(help, `${definition.tag} ${name}`).toBeTruthy();
      for (const event of docs.events) expect(event.description, `${definition.tag} ${event.name}`).toBeTruthy();
      // The events documented are exactly those the element dispatches for its component's callbacks.
      expect(docs.events.map((e) => e.name).sort()).toEqual(
        [...new Set(Object.values(specOf(definition.tag).events ?? {}))].sort(),
      );
    }
  });

  it('documents exactly the --crypto-* properties the base stylesheet and the placeholders read', () => {
    const css = readFileSync('src/widgets/ui/base.css', 'utf8');
    const used = new Set([...(css.match(/--crypto-[a-z-]+/g) ?? []), RESERVED_HEIGHT_PROPERTY]);
    expect(new Set(CSS_PROPERTIES.map((p) => p.name))).toEqual(used);
  });
});

describe('attribute parsing', () => {
  const priceChart = definitionOf('crypto-price-chart');
  if (!priceChart) throw new Error('crypto-price-chart is not registered');
  const attribute = (name: string) => {
    const spec = attributesOf(priceChart.tag).find((a) => a.name === name);
    if (!spec) throw new Error(`no ${name} attribute`);
    return spec;
  };
  const coin = attribute('coin');
  const seed = attribute('seed');

  it.each([
    ['ETH', 'ETH'],
    [' eth ', 'ETH'],
    ['Sol', 'SOL'],
    [null, 'BTC'],
    ['', 'BTC'],
    ['   ', 'BTC'],
  ])('coin %j reads as %s without complaint', (raw, value) => {
    expect(parseAttribute(coin, raw)).toEqual({ value });
  });

  it.each([
    ['doge', 'DOGE'],
    ['XRP', 'XRP'],
    ['1inch', '1INCH'],
  ])('coin %j reads as the ticker %s (any coin a site’s server may follow)', (raw, value) => {
    expect(parseAttribute(coin, raw)).toEqual({ value });
  });

  it.each(['BTC ETH', '<b>BTC</b>', '{"coin":"BTC"}', '🚀', '0', 'ABCDEFGHIJK'])(
    'coin %j falls back to BTC with a problem',
    (raw) => {
      const parsed = parseAttribute(coin, raw);
      expect(parsed.value).toBe('BTC');
      expect(parsed.problem).toContain('Valores permitidos: BTC, ETH, SOL, ADA u otro símbolo.');
    },
  );

  it.each([
    ['42', 42],
    ['0', 0],
    ['+7', 7],
    ['4294967295', 4294967295],
  ])('seed %j reads as %d', (raw, value) => {
    expect(parseAttribute(seed, raw)).toEqual({ value });
  });

  it.each(['-1', '4294967296', '1e3', '3.5', '12abc', 'NaN', 'Infinity', '9'.repeat(400)])(
    'seed %j is refused (the series stays random)',
    (raw) => {
      const parsed = parseAttribute(seed, raw);
      expect(parsed.value).toBeUndefined();
      expect(parsed.problem).toContain('se usa aleatoria');
    },
  );
});

describe('the source attribute', () => {
  const source = attributesOf('crypto-sentiment').find((a) => a.name === 'source');
  if (!source) throw new Error('crypto-sentiment has no source');

  it.each([
    ['live', 'live'],
    [' LIVE ', 'live'],
    ['sample', 'sample'],
    ['https://observador.example/datos/feed.json', 'https://observador.example/datos/feed.json'],
    ['/datos/feed.json', '/datos/feed.json'],
    ['./feed.json', './feed.json'],
    ['../datos/feed.json?v=2', '../datos/feed.json?v=2'],
    [null, undefined],
  ])('%j reads as %j', (raw, value) => {
    expect(parseAttribute(source, raw)).toEqual({ value });
  });

  it.each([
    'javascript:alert(1)',
    'ftp://observador.example/feed.json',
    'feed.json',
    'data:application/json,{}',
    'en vivo',
  ])('%j is refused (the page’s default, or sample)', (raw) => {
    const parsed = parseAttribute(source, raw);
    expect(parsed.value).toBeUndefined();
    expect(parsed.problem).toContain('Valores permitidos: sample, live o una URL (https://…, /…).');
  });
});

describe('custom-elements.json', () => {
  const manifest = buildManifest();
  const declarations = manifest.modules[0]?.declarations ?? [];

  it('declares every tag with its attributes, events, parts and CSS properties', () => {
    expect(declarations.map((d) => d.tagName)).toEqual(TAGS);
    const analytics = declarations.find((d) => d.tagName === 'crypto-analytics');
    expect(analytics?.attributes.map((a) => a.name)).toEqual([
      'theme',
      'loading',
      'coin',
      'timeframe',
      'seed',
      'source',
      'refresh',
      'locale',
    ]);
    expect(analytics?.attributes.find((a) => a.name === 'coin')?.type.text).toBe(
      "'BTC' | 'ETH' | 'SOL' | 'ADA' | (string & {})",
    );
    expect(analytics?.attributes.find((a) => a.name === 'timeframe')?.default).toBe('"7D"');
    expect(analytics?.events.map((e) => e.name)).toEqual([
      'crypto-analytics-change',
      'crypto-data-update',
      'crypto-data-error',
    ]);
    expect(analytics?.cssParts.map((p) => p.name)).toContain('panel');
    expect(analytics?.cssProperties.map((p) => p.name)).toContain('--crypto-accent');
  });

  it('lists allowed values as data, so no tool parses type text', () => {
    const chart = declarations.find((d) => d.tagName === 'crypto-price-chart');
    expect(chart?.attributes.find((a) => a.name === 'coin')?.enum).toEqual(['BTC', 'ETH', 'SOL', 'ADA']);
    const seed = chart?.attributes.find((a) => a.name === 'seed');
    expect([seed?.minimum, seed?.maximum, seed?.type.text]).toEqual([0, 4294967295, 'number | undefined']);
    expect(seed?.summary).toBe('Sin valor: aleatoria.');
  });

  it('names its module by its path from the package root, as manifest tools resolve it', () => {
    expect(manifest.modules.map((m) => m.path)).toEqual(['dist/crypto-widgets.js']);
    const modules = new Set(manifest.modules.flatMap((m) => m.exports.map((e) => e.declaration.module)));
    expect([...modules]).toEqual(['dist/crypto-widgets.js']);
  });

  it('names each attribute property in camelCase, as the elements define it', () => {
    for (const declaration of declarations) {
      for (const member of declaration.members.filter((m) => m.attribute !== undefined)) {
        expect(member.name).toBe((member.attribute ?? '').replace(/-([a-z])/g, (_, c: string) => c.toUpperCase()));
      }
    }
  });
});

describe('custom-elements.json on its own', () => {
  it('spells out every type its events use, so code generated from it compiles', () => {
    const declarations = buildManifest().modules[0]?.declarations ?? [];
    const texts = declarations.flatMap((d) => d.events.map((e) => e.type.text));
    expect(texts).toContain(
      "CustomEvent<{ coin: 'BTC' | 'ETH' | 'SOL' | 'ADA' | (string & {}); timeframe: '1D' | '7D' | '30D' | '90D' }>",
    );
    expect(texts).toContain(
      "CustomEvent<{ message: { id: string; type: 'user' | 'ai'; content: string; timestamp: Date } }>",
    );
    // Every capitalised name in them is a built-in type.
    const names = new Set(texts.flatMap((t) => t.replace(/'[^']*'/g, '').match(/\b[A-Z]\w*/g) ?? []));
    expect([...names].sort()).toEqual(['CustomEvent', 'Date']);
  });
});
