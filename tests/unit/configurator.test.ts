// The configurator's rules (demo/configurator-state.ts): it validates with the widgets' own parser from what
// the manifest publishes, keeps shared values across widgets, and writes its state into the URL.

import { describe, expect, it } from 'vitest';
import { carryOver, check, fromQuery, specFromManifest, toQuery } from '../../demo/configurator-state.ts';
import type { AttributeSpec } from '../../src/widgets/attributes.ts';
import { parseAttribute } from '../../src/widgets/element/parse-attribute.ts';
import {
  buildManifest,
  declarationsOf,
  type ManifestAttribute,
  type ManifestDeclaration,
} from '../../src/widgets/publish/manifest.ts';
import { attributesOf } from '../../src/widgets/publish/specs.ts';
import { registry } from '../../src/widgets/registry.ts';

const widgets = declarationsOf(buildManifest());
const widget = (tag: string) => widgets.find((w) => w.tagName === tag) as ManifestDeclaration;
const attribute = (tag: string, name: string) =>
  widget(tag).attributes.find((a) => a.name === name) as ManifestAttribute;

/** Raw values around every rule: blanks, each allowed value in other spellings, the edges of ranges and lengths. */
function samples(spec: AttributeSpec): string[] {
  const common = [
    '',
    '   ',
    'nope',
    '-5',
    '0',
    '42',
    '+3',
    '1e3',
    '4.5',
    '99999999999',
    '/feed.json',
    'https://x.es/f',
    'doge',
    'TOOLONGTICKER1',
  ];
  common.push('ftp://x', './a b', 'javascript:alert(1)', '["a"]', '[]', '{}', '[1]');
  switch (spec.type) {
    case 'enum':
      return [...common, ...spec.values.flatMap((v) => [v, v.toUpperCase(), ` ${v.toLowerCase()} `, `${v}x`])];
    case 'integer':
      return [...common, ...[spec.min - 1, spec.min, spec.max, spec.max + 1].map(String), ` ${spec.min} `];
    case 'text':
      return [...common, 'a'.repeat(spec.maxLength), 'a'.repeat(spec.maxLength + 1), `/${'a'.repeat(spec.maxLength)}`];
    case 'list': {
      const items = (n: number, length: number) => JSON.stringify(Array.from({ length: n }, () => 'a'.repeat(length)));
      return [
        ...common,
        items(spec.maxItems, spec.maxLength),
        items(spec.maxItems + 1, 1),
        items(1, spec.maxLength + 1),
        '["  "]',
        '["¿Qué es BTC?", "Dame un análisis"]',
      ];
    }
  }
}

describe('the configurator validates as the widgets do', () => {
  const cases = registry.flatMap((d) => attributesOf(d.tag).map((spec) => [d.tag, spec.name, spec] as const));

  it.each(cases)('<%s> %s: the manifest gives back the registry spec and the same verdicts', (tag, name, spec) => {
    const derived = specFromManifest(attribute(tag, name));
    // Everything the parser reads (the behaviour without a value only shows in its messages).
    expect({ ...derived, unsetMeaning: undefined }).toEqual({ ...spec, unsetMeaning: undefined });
    for (const raw of samples(spec)) {
      expect(parseAttribute(derived, raw), `${name}=${JSON.stringify(raw)}`).toEqual(parseAttribute(spec, raw));
    }
  });

  it.each([
    ['seed', '-5', '«-5» no es válido. Se admite un número entero entre 0 y 4294967295. No se incluye en el código.'],
    [
      'seed',
      '99999999999',
      '«99999999999» no es válido. Se admite un número entero entre 0 y 4294967295. No se incluye en el código.',
    ],
    ['seed', '1e3', '«1e3» no es válido. Se admite un número entero entre 0 y 4294967295. No se incluye en el código.'],
    ['theme', 'purple', '«purple» no es válido. Valores admitidos: light, dark, auto. No se incluye en el código.'],
    [
      'source',
      'ftp://feed',
      '«ftp://feed» no es válido. Valores admitidos: sample, live o una URL (https://…, /…). No se incluye en el código.',
    ],
  ])('%s="%s" is invalid: %s', (name, raw, message) => {
    expect(check(attribute('crypto-price-chart', name), raw)).toEqual({ kind: 'invalid', message });
  });

  it('says which texts and lists are too long, quoting at most 40 characters of them', () => {
    expect(check(attribute('crypto-chat', 'greeting'), 'á'.repeat(501))).toEqual({
      kind: 'invalid',
      message: `«${'á'.repeat(40)}…» no es válido. Se admite un texto de 500 caracteres como mucho. No se incluye en el código.`,
    });
    expect(check(attribute('crypto-chat', 'suggestions'), '¿Qué es BTC?')).toEqual({
      kind: 'invalid',
      message:
        '«¿Qué es BTC?» no es válido. Se admite una lista JSON de 1 a 8 textos de 200 caracteres como mucho. No se incluye en el código.',
    });
  });

  it('gives valid values as the widget reads them, and blanks as no value', () => {
    const chart = (name: string, raw: string) => check(attribute('crypto-price-chart', name), raw);
    expect(chart('theme', ' DARK ')).toEqual({ kind: 'valid', value: 'dark' });
    expect(chart('seed', '+042')).toEqual({ kind: 'valid', value: '42' });
    expect(chart('source', ' /datos/feed.json ')).toEqual({ kind: 'valid', value: '/datos/feed.json' });
    expect(chart('seed', '  ')).toEqual({ kind: 'empty' });
    expect(check(attribute('crypto-chat', 'suggestions'), ' ["a", "b"] ')).toEqual({
      kind: 'valid',
      value: '["a", "b"]',
    });
  });
});

describe('switching widget', () => {
  it('keeps the values the new widget also takes, and drops the rest', () => {
    const values = { theme: 'dark', coin: 'ETH', timeframe: '30D', seed: '42', currency: 'EUR' };
    expect(carryOver(values, widget('crypto-correlation'))).toEqual({
      theme: 'dark',
      coin: 'ETH',
      timeframe: '30D',
      seed: '42',
    });
    expect(carryOver(values, widget('crypto-trending'))).toEqual({ theme: 'dark', currency: 'EUR' });
  });

  it('drops a choice the new widget does not offer, but keeps typed text with its message', () => {
    expect(carryOver({ timeframe: '30D', theme: 'dark' }, widget('crypto-sentiment'))).toEqual({ theme: 'dark' });
    // Any coin's ticker is a choice the analytics offer (a site's server may follow it).
    expect(carryOver({ coin: 'DOT', theme: 'dark' }, widget('crypto-analytics'))).toEqual({
      coin: 'DOT',
      theme: 'dark',
    });
    expect(carryOver({ seed: '-5', theme: 'purple' }, widget('crypto-correlation'))).toEqual({ seed: '-5' });
  });
});

describe('the URL', () => {
  it('holds the tag and each set value, in the manifest order', () => {
    expect(toQuery(widget('crypto-sentiment'), { coin: 'ETH', theme: 'dark', currency: 'EUR' })).toBe(
      '?tag=crypto-sentiment&theme=dark&coin=ETH',
    );
    expect(toQuery(widget('crypto-chat'), { suggestions: '["¿Y ETH?"]' })).toBe(
      '?tag=crypto-chat&suggestions=%5B%22%C2%BFY+ETH%3F%22%5D',
    );
  });

  it('gives the configuration back, invalid values included, and names an unknown tag', () => {
    const query = toQuery(widget('crypto-chat'), { theme: 'dark', suggestions: '["¿Y ETH?"]', timeout: '0' });
    expect(fromQuery(query, widgets, 'crypto-price-chart')).toEqual({
      tag: 'crypto-chat',
      values: { theme: 'dark', timeout: '0', suggestions: '["¿Y ETH?"]' },
    });
    expect(fromQuery('?tag=crypto-nada&theme=dark', widgets, 'crypto-price-chart')).toEqual({
      tag: 'crypto-price-chart',
      values: { theme: 'dark' },
      unknownTag: 'crypto-nada',
    });
    expect(fromQuery('', widgets, 'crypto-price-chart')).toEqual({ tag: 'crypto-price-chart', values: {} });
  });
});
