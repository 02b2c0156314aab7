// Insight cards from rules a reader can check (docs/senales.md). Pure: the figures in, one card per rule that
// fired out; no rule fired, no card. Each card states the figures that triggered it, a confidence that grows
// with how far past its threshold they are (clamped to CONFIDENCE_MIN–CONFIDENCE_MAX) and a timeframe.

import { coinName } from '../../core/assistant/coins.ts';
import type { TrackedCoin } from '../../core/measured/types.ts';
import type { AiInsight } from '../../core/types.ts';

/** Measured sentiment above its 20-day baseline by at least this many standard deviations. */
export const DIVERGENCE_MIN_RELATIVE = 1;
/** Consecutive daily price falls the divergence rule needs, read from the 30D series' daily closes. */
export const DIVERGENCE_DAYS = 3;
/** …adding up to at least this fall from the close N days ago to the latest price, percent. */
export const DIVERGENCE_MIN_DROP = 3;
/** Fear & Greed at or under this is extreme fear; at or over FEAR_GREED_GREED, extreme greed. */
export const FEAR_GREED_FEAR = 20;
export const FEAR_GREED_GREED = 80;
/** Whale volume of the last 24 h above this many times the median of the previous daily volumes. */
export const WHALE_SPIKE_RATIO = 2;
/** Complete days of whale history the spike rule needs. */
export const WHALE_MIN_DAYS = 7;
/** Social volume above mean + this many standard deviations of its daily baseline. */
export const SOCIAL_SPIKE_SD = 2;
/** Days of social baseline the spike rule needs (at most 20 are used). */
export const SOCIAL_MIN_DAYS = 5;
export const SOCIAL_BASELINE_DAYS = 20;
export const CONFIDENCE_MIN = 50;
export const CONFIDENCE_MAX = 95;

const COLOUR = { bullish: '#16a34a', neutral: '#ca8a04', warning: '#dc2626' } as const;

export interface InsightInputs {
  /** Per coin: measured sentiment against its baseline, and its latest daily closes. */
  coins?: {
    coin: TrackedCoin;
    /** Measured score 0–100 of the last 24 h. */
    score?: number;
    /** (score − 20-day mean) ÷ 20-day standard deviation of its daily scores. */
    relative?: number;
    /**
     * Prices at consecutive UTC days' ends, oldest first; the last is the latest price (today's, so far). At
     * least DIVERGENCE_DAYS + 1 for the divergence rule.
     */
    dailyCloses?: readonly number[];
  }[];
  /** Alternative.me's Fear & Greed index, 0–100. */
  fearAndGreed?: number;
  whales?: { btc24h: number; dailyMedianBtc?: number; days: number; minBtc: number };
  /** Texts measured in the last 24 h, and the daily counts of the complete days before (oldest first). */
  social?: { mentions24h: number; daily: readonly number[] };
}

/** The confidence formula's clamp, to a whole percent. */
export const confidence = (value: number): number =>
  Math.round(Math.min(CONFIDENCE_MAX, Math.max(CONFIDENCE_MIN, value)));

/** "1,5": one decimal in Spanish. */
const es = (value: number, digits = 1): string =>
  value.toLocaleString('es-ES', { minimumFractionDigits: 0, maximumFractionDigits: digits });

/**
 * Price falling each of the last N days (every close below the one before, the latest price included) by at
 * least DIVERGENCE_MIN_DROP in all, while measured sentiment is at least DIVERGENCE_MIN_RELATIVE sd above its
 * 20-day baseline.
 */
export function divergence(coin: NonNullable<InsightInputs['coins']>[number]): AiInsight | undefined {
  const closes = coin.dailyCloses?.slice(-(DIVERGENCE_DAYS + 1)) ?? [];
  if (closes.length < DIVERGENCE_DAYS + 1 || coin.relative === undefined || coin.score === undefined) return undefined;
  if (closes.some((close, i) => i > 0 && close >= (closes[i - 1] as number))) return undefined;
  const first = closes[0] as number;
  const drop = ((first - (closes.at(-1) as number)) / first) * 100;
  if (drop < DIVERGENCE_MIN_DROP) return undefined;
  if (coin.relative < DIVERGENCE_MIN_RELATIVE) return undefined;
  const name = coinName(coin.coin);
  return {
    type: 'bullish',
    title: `Sentimiento y precio divergen en ${coin.coin}`,
    description: `El precio de ${name} baja ${DIVERGENCE_DAYS} días seguidos, un ${es(drop)} % en total, mientras su sentimiento medido (${es(coin.score, 0)}/100) está ${es(coin.relative)} desviaciones típicas por encima de su media de 20 días.`,
    confidence: confidence(
      CONFIDENCE_MIN + 15 * (coin.relative - DIVERGENCE_MIN_RELATIVE) + 5 * (drop - DIVERGENCE_MIN_DROP),
    ),
    timeframe: '24-72 horas',
    colour: COLOUR.bullish,
  };
}

/** Fear & Greed at an extreme. */
export function extremeFearGreed(value: number | undefined): AiInsight | undefined {
  if (value === undefined) return undefined;
  if (value <= FEAR_GREED_FEAR) {
    return {
      type: 'neutral',
      title: 'Miedo extremo en el mercado',
      description: `El índice Fear & Greed de Alternative.me marca ${es(value, 0)} (miedo extremo: ${FEAR_GREED_FEAR} o menos).`,
      confidence: confidence(CONFIDENCE_MIN + 3 * (FEAR_GREED_FEAR - value)),
      timeframe: '1-7 días',
      colour: COLOUR.neutral,
    };
  }
  if (value >= FEAR_GREED_GREED) {
    return {
      type: 'warning',
      title: 'Codicia extrema en el mercado',
      description: `El índice Fear & Greed de Alternative.me marca ${es(value, 0)} (codicia extrema: ${FEAR_GREED_GREED} o más).`,
      confidence: confidence(CONFIDENCE_MIN + 3 * (value - FEAR_GREED_GREED)),
      timeframe: '1-7 días',
      colour: COLOUR.warning,
    };
  }
  return undefined;
}

/** Whale volume of the last 24 h above twice its daily median. */
export function whaleSpike(whales: InsightInputs['whales']): AiInsight | undefined {
  if (!whales || whales.days < WHALE_MIN_DAYS || !whales.dailyMedianBtc) return undefined;
  const ratio = whales.btc24h / whales.dailyMedianBtc;
  if (ratio <= WHALE_SPIKE_RATIO) return undefined;
  return {
    type: 'warning',
    title: 'Pico de volumen de ballenas',
    description: `Las transferencias de ${es(whales.minBtc, 0)} BTC o más suman ${es(whales.btc24h, 0)} BTC en 24 h, ${es(ratio)} veces la mediana diaria de ${whales.days} días (${es(whales.dailyMedianBtc, 0)} BTC). Sin etiquetas de exchanges: no sabemos hacia dónde van.`,
    confidence: confidence(CONFIDENCE_MIN + 15 * (ratio - WHALE_SPIKE_RATIO)),
    timeframe: '12-48 horas',
    colour: COLOUR.warning,
  };
}

/** Mean and (population) standard deviation. */
function meanSd(values: readonly number[]): { mean: number; sd: number } {
  const mean = values.reduce((sum, value) => sum + value, 0) / values.length;
  const variance = values.reduce((sum, value) => sum + (value - mean) ** 2, 0) / values.length;
  return { mean, sd: Math.sqrt(variance) };
}

/** Social volume of the last 24 h above mean + 2 sd of its last 20 days. */
export function socialSpike(social: InsightInputs['social']): AiInsight | undefined {
  const baseline = social?.daily.slice(-SOCIAL_BASELINE_DAYS) ?? [];
  if (!social || baseline.length < SOCIAL_MIN_DAYS) return undefined;
  const { mean, sd } = meanSd(baseline);
  if (sd === 0) return undefined;
  const z = (social.mentions24h - mean) / sd;
  if (z <= SOCIAL_SPIKE_SD) return undefined;
  return {
    type: 'neutral',
    title: 'Pico de volumen social',
    description: `${es(social.mentions24h, 0)} textos medidos en 24 h frente a una media de ${es(mean, 0)} al día en ${baseline.length} días (${es(z)} desviaciones típicas por encima).`,
    confidence: confidence(CONFIDENCE_MIN + 10 * (z - SOCIAL_SPIKE_SD)),
    timeframe: '24-48 horas',
    colour: COLOUR.neutral,
  };
}

/**
 * How many rules had the figures to decide (whether or not they fired): none on a fresh database with the providers
 * down, so the widget can say "no figures yet" rather than "no rule holds".
 */
export function rulesWithFigures(inputs: InsightInputs): number {
  const divergences = (inputs.coins ?? []).filter(
    (coin) =>
      (coin.dailyCloses?.length ?? 0) >= DIVERGENCE_DAYS + 1 && coin.relative !== undefined && coin.score !== undefined,
  ).length;
  const baseline = inputs.social?.daily.slice(-SOCIAL_BASELINE_DAYS) ?? [];
  const social = baseline.length >= SOCIAL_MIN_DAYS && meanSd(baseline).sd > 0;
  const whales = !!inputs.whales && inputs.whales.days >= WHALE_MIN_DAYS && !!inputs.whales.dailyMedianBtc;
  return divergences + (inputs.fearAndGreed === undefined ? 0 : 1) + (whales ? 1 : 0) + (social ? 1 : 0);
}

/** Every card whose rule fired, in this order: divergences (by coin), Fear & Greed, whales, social volume. */
export function insightsFrom(inputs: InsightInputs): AiInsight[] {
  const cards = [
    ...(inputs.coins ?? []).map(divergence),
    extremeFearGreed(inputs.fearAndGreed),
    whaleSpike(inputs.whales),
    socialSpike(inputs.social),
  ];
  return cards.filter((card): card is AiInsight => card !== undefined);
}
