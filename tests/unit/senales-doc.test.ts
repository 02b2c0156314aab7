// docs/senales.md against the code it describes: every figure written "N (`CONSTANT`)" is that constant's value,
// every rule's condition (`ratio > WHALE_SPIKE_RATIO`) fires exactly where its operator says, every confidence
// formula gives the cards' confidence, and the texts it quotes are the ones the code writes. The page cannot
// drift from the code without this test failing.

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DEFAULT_BASE_URLS } from '../../src/core/live/base-urls.ts';
import * as measuredTypes from '../../src/core/measured/types.ts';
import * as whaleFigures from '../../src/core/measured/whales.ts';
import { ONCHAIN_METRICS } from '../../src/core/sample/onchain.ts';
import { pairedPearson } from '../../src/core/spans/correlation.ts';
import * as spanTypes from '../../src/core/spans/types.ts';
import type { AiInsight } from '../../src/core/types.ts';
import { collectConfigFromEnv } from '../../src/server/collect/collect-settings.ts';
import * as whaleCollector from '../../src/server/collect/whale-collector.ts';
import { whalesMetric } from '../../src/server/feed/signals.ts';
import * as insights from '../../src/server/metrics/insights.ts';
import * as figures from '../../src/server/metrics/measured-figures.ts';
import * as retention from '../../src/server/store/retention.ts';
import { NO_FIGURES, NONE_ACTIVE, RULES_NOTE } from '../../src/widgets/insights/Insights.tsx';

const page = readFileSync('docs/senales.md', 'utf8');
/** The page with its line breaks as spaces: a sentence may wrap anywhere. */
const text = page.replace(/\s*\n\s*/g, ' ');

/** Every exported number named in CONSTANT_CASE by the modules the page cites. */
const CONSTANTS: Readonly<Record<string, number>> = Object.fromEntries(
  [insights, whaleFigures, spanTypes, measuredTypes, figures, whaleCollector, retention].flatMap((module) =>
    Object.entries(module).filter(
      (entry): entry is [string, number] => /^[A-Z][A-Z0-9_]+$/.test(entry[0]) && typeof entry[1] === 'number',
    ),
  ),
);

/** "1 000,5" → 1000.5 */
const spanishNumber = (figure: string): number => Number(figure.replace(/[\s\u00a0\u202f]/g, '').replace(',', '.'));

/** The figures the page ties to a constant: "2 (`WHALE_SPIKE_RATIO`)", "3 % (`DIVERGENCE_MIN_DROP`)". */
const stated = [
  ...text.matchAll(
    /(\d+(?:[\u00a0\u202f ]\d{3})*(?:,\d+)?)\s(?:(?:%|BTC|s|días|veces|textos|pares|páginas|desviaciones típicas)\s)?\(`([A-Z][A-Z0-9_]+)`\)/g,
  ),
].map(([, figure = '', name = '']) => ({ name, figure }));

/** The rules' conditions as the page writes them: "`caída ≥ DIVERGENCE_MIN_DROP`". */
const conditions = [...text.matchAll(/`([^`]*?)\s(≥|>|≤|<)\s([A-Z][A-Z0-9_]+)`/g)].map(
  ([, , operator = '', name = '']) => ({
    operator,
    name,
  }),
);

const NOW = Date.parse('2026-11-20T12:00:00Z');
const TXID = 'ab'.repeat(32);
/** 10, 20, 10, 20…: a baseline of mean 15 and (population) standard deviation 5. */
const alternating = (length: number) => Array.from({ length }, (_, i) => (i % 2 === 0 ? 10 : 20));

/** Whether the condition on each constant holds for the value x (everything else far past its own threshold). */
const FIRES: Readonly<Record<string, (x: number) => boolean>> = {
  WHALE_MIN_BTC: (x) =>
    whaleCollector.recentWhales([{ txid: TXID, value: x * 1e8 }], whaleFigures.DEFAULT_WHALE_MIN_BTC, NOW).length === 1,
  DIVERGENCE_MIN_RELATIVE: (x) =>
    !!insights.divergence({ coin: 'BTC', score: 60, relative: x, dailyCloses: [100, 95, 90, 85] }),
  DIVERGENCE_MIN_DROP: (x) =>
    !!insights.divergence({
      coin: 'BTC',
      score: 60,
      relative: 3,
      dailyCloses: [100, 100 - x / 3, 100 - (2 * x) / 3, 100 - x],
    }),
  FEAR_GREED_FEAR: (x) => insights.extremeFearGreed(x)?.type === 'neutral',
  FEAR_GREED_GREED: (x) => insights.extremeFearGreed(x)?.type === 'warning',
  WHALE_SPIKE_RATIO: (x) => !!insights.whaleSpike({ btc24h: 1000 * x, dailyMedianBtc: 1000, days: 30, minBtc: 100 }),
  WHALE_MIN_DAYS: (x) => !!insights.whaleSpike({ btc24h: 10_000, dailyMedianBtc: 1000, days: x, minBtc: 100 }),
  SOCIAL_SPIKE_SD: (x) => !!insights.socialSpike({ mentions24h: 15 + 5 * x, daily: alternating(20) }),
  SOCIAL_MIN_DAYS: (x) => !!insights.socialSpike({ mentions24h: 1000, daily: alternating(x) }),
  MIN_BASELINE_DAYS: (x) => figures.relativeScore(60, alternating(x)) !== undefined,
  MIN_CORRELATION_PAIRS: (x) => {
    const xs = Array.from({ length: x }, (_, i) => i);
    return (
      pairedPearson(
        xs,
        xs.map((i) => (i * i) % 7),
      ).r !== null
    );
  },
};

/** A formula of the page ("CONFIDENCE_MIN + 15 × (r − DIVERGENCE_MIN_RELATIVE)") with these values, worked out. */
function evaluate(formula: string, values: Readonly<Record<string, number>>): number {
  const names = { ...CONSTANTS, ...values };
  const tokens = formula.match(/\d+(?:,\d+)?|[\p{L}_][\p{L}\p{N}_]*|[+−×÷()]/gu) ?? [];
  expect(tokens.join(''), formula).toBe(formula.replace(/\s+/g, ''));
  let at = 0;
  const atom = (): number => {
    const token = tokens[at++] as string;
    if (token === '(') {
      const value = sum();
      at++;
      return value;
    }
    if (/^\d/.test(token)) return spanishNumber(token);
    expect(names, `${token} in ${formula}`).toHaveProperty(token);
    return names[token] as number;
  };
  const product = (): number => {
    let value = atom();
    while (tokens[at] === '×' || tokens[at] === '÷') value = tokens[at++] === '×' ? value * atom() : value / atom();
    return value;
  };
  const sum = (): number => {
    let value = product();
    while (tokens[at] === '+' || tokens[at] === '−')
      value = tokens[at++] === '+' ? value + product() : value - product();
    return value;
  };
  return sum();
}

/** The page's section (### heading) that quotes a card's title. */
function sectionOf(card: AiInsight): string {
  const section = page
    .split(/^### /m)
    .map((part) => part.replace(/\s*\n\s*/g, ' '))
    .find((part) => part.includes(`«${card.title}»`));
  expect(section, card.title).toBeDefined();
  return section as string;
}

/** The confidence formulas of a section: "`confianza = …`". */
const formulasOf = (section: string): string[] =>
  [...section.matchAll(/`confianza = ([^`]+)`/g)].map(([, formula]) => formula as string);

/** What the page says the confidence is: its formula, clamped and rounded as the page says. */
const documentedConfidence = (formula: string, values: Readonly<Record<string, number>>): number =>
  Math.round(Math.min(insights.CONFIDENCE_MAX, Math.max(insights.CONFIDENCE_MIN, evaluate(formula, values))));

/** One card of each rule, each from figures past its threshold, with the values its formula reads. */
const CASES: { card: AiInsight | undefined; values: Record<string, number> }[] = [
  {
    card: insights.divergence({ coin: 'BTC', score: 64, relative: 1.6, dailyCloses: [100, 98, 96, 94] }),
    values: { r: 1.6, caída: 6 },
  },
  {
    card: insights.divergence({ coin: 'BTC', score: 70, relative: 3, dailyCloses: [100, 90, 80, 70] }),
    values: { r: 3, caída: 30 },
  },
  { card: insights.extremeFearGreed(11), values: { valor: 11 } },
  { card: insights.extremeFearGreed(91), values: { valor: 91 } },
  {
    card: insights.whaleSpike({ btc24h: 2600, dailyMedianBtc: 1000, days: 12, minBtc: 100 }),
    values: { ratio: 2.6 },
  },
  { card: insights.socialSpike({ mentions24h: 27, daily: alternating(12) }), values: { z: 2.4 } },
];

describe('docs/senales.md', () => {
  it('states each figure as the value of the constant it names', () => {
    expect(stated.length).toBeGreaterThan(20);
    // A constant named in parentheses always comes after its figure.
    const named = [...text.matchAll(/\(`([A-Z][A-Z0-9_]+)`\)/g)].filter(([, name = '']) => name in CONSTANTS);
    expect(named.length).toBe(stated.length);
    for (const { name, figure } of stated) {
      expect(CONSTANTS, `(\`${name}\`) no es una constante de los módulos citados`).toHaveProperty(name);
      expect(spanishNumber(figure), `${figure} (\`${name}\`)`).toBe(CONSTANTS[name]);
    }
  });

  it('states every threshold of the rules, of the whale figures and of the correlation', () => {
    const required = [
      ...Object.keys(insights).filter((name) => /^[A-Z][A-Z0-9_]+$/.test(name)),
      'DEFAULT_WHALE_MIN_BTC',
      'WHALE_LARGEST',
      'WHALE_DAYS',
      'BLOCK_PAGE_SIZE',
      'MIN_CORRELATION_PAIRS',
      'MIN_ITEMS_FOR_SCORE',
      'BASELINE_DAYS',
      'MIN_BASELINE_DAYS',
    ];
    const named = new Set(stated.map(({ name }) => name));
    expect(required.filter((name) => !named.has(name))).toEqual([]);
  });

  it('writes each condition with the operator the code applies at its threshold', () => {
    expect(conditions.map(({ name }) => name)).toEqual(expect.arrayContaining(Object.keys(FIRES)));
    for (const { operator, name } of conditions) {
      const fires = FIRES[name];
      expect(fires, `no sé comprobar la condición sobre ${name}`).toBeDefined();
      const threshold = name === 'WHALE_MIN_BTC' ? whaleFigures.DEFAULT_WHALE_MIN_BTC : (CONSTANTS[name] as number);
      const [at, past, short] =
        operator === '≥' || operator === '>'
          ? [threshold, threshold + 1, threshold - 1]
          : [threshold, threshold - 1, threshold + 1];
      const inclusive = operator === '≥' || operator === '≤';
      expect(fires?.(at), `${name} ${operator}: ¿se cumple justo en ${at}?`).toBe(inclusive);
      expect(fires?.(past), `${name} ${operator}: ¿se cumple en ${past}?`).toBe(true);
      expect(fires?.(short), `${name} ${operator}: ¿se cumple en ${short}?`).toBe(false);
    }
  });

  it("gives each rule's card, timeframe and confidence formula as the code makes them", () => {
    for (const { card, values } of CASES) {
      expect(card).toBeDefined();
      const section = sectionOf(card as AiInsight);
      expect(section).toContain(`Plazo: ${card?.timeframe}.`);
      // Fear & Greed has two formulas, one per extreme: the one of the threshold the card's value is past.
      const extreme = card?.type === 'neutral' ? 'FEAR_GREED_FEAR' : 'FEAR_GREED_GREED';
      const formula = formulasOf(section).find((f) => !f.includes('FEAR_GREED') || f.includes(extreme));
      expect(formula, card?.title).toBeDefined();
      expect(documentedConfidence(formula as string, values), `${card?.title}: ${formula}`).toBe(card?.confidence);
    }
  });

  it('quotes the texts the widgets and the feed show', () => {
    expect(text).toContain(`«${NONE_ACTIVE}»`);
    expect(text).toContain(`«${NO_FIGURES}»`);
    expect(text).toContain(`«${RULES_NOTE}»`);
    const tooFew = [...text.matchAll(/«n < (\d+)»/g)].map(([, pairs]) => Number(pairs));
    expect(tooFew.length).toBeGreaterThan(0);
    expect(tooFew.every((pairs) => pairs === spanTypes.MIN_CORRELATION_PAIRS)).toBe(true);
    const onChain = { metrics: [...ONCHAIN_METRICS] } as Parameters<typeof whalesMetric>[0];
    const activity = { minBtc: whaleFigures.DEFAULT_WHALE_MIN_BTC } as Parameters<typeof whalesMetric>[1];
    const metric = whalesMetric(onChain, activity).metrics.find(({ id }) => id === 'whales');
    expect(text).toContain(`La métrica «${metric?.title}»`);
    expect(text).toContain(`«${metric?.description}»`);
  });

  it("gives the whale collector's sources and pace as its settings are", () => {
    const whales = collectConfigFromEnv({}).whales;
    expect(whales).toBeDefined();
    expect(text).toContain(`por defecto \`${DEFAULT_BASE_URLS.mempool}\``);
    expect(text).toContain(`\`GET /mempool/recent\` cada ${(whales?.recentMs ?? 0) / 1000} s`);
    expect(text).toContain(`\`GET /blocks/tip/hash\` cada ${(whales?.blockMs ?? 0) / 1000} s`);
    expect(text).toContain(`como mucho ${whales?.maxPages} páginas por bloque`);
  });
});
