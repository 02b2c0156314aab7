// alternative.me's Crypto Fear & Greed Index (https://alternative.me/crypto/fear-and-greed-index/#api):
// `GET /fng/?limit=1` answers `{ data: [{ value: "40", value_classification: "Fear", timestamp, … }] }`, the
// value as a string.

import { type FieldReport, isRecord } from './read-fields.ts';

export const FEAR_AND_GREED_PATH = '/fng/?limit=1';

/** The provider's classifications, in Spanish. */
export const FEAR_AND_GREED_LABELS: Readonly<Record<string, string>> = {
  'Extreme Fear': 'Miedo extremo',
  Fear: 'Miedo',
  Neutral: 'Neutral',
  Greed: 'Codicia',
  'Extreme Greed': 'Codicia extrema',
};

export interface FearAndGreed {
  /** 0–100. */
  value: number;
  /** Spanish classification, as the provider classifies the value. */
  label: string;
}

export function fearAndGreed(body: unknown, report: FieldReport): FearAndGreed | undefined {
  const entry = isRecord(body) && Array.isArray(body.data) ? body.data[0] : undefined;
  if (!isRecord(entry)) {
    report('alternative.me fng data[0]', 'falta');
    return undefined;
  }
  const raw = entry.value;
  const value = typeof raw === 'string' && /^\d{1,3}$/.test(raw.trim()) ? Number(raw) : raw;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 0 || value > 100) {
    report('alternative.me fng data[0].value', `no es un entero entre 0 y 100 (${JSON.stringify(raw)})`);
    return undefined;
  }
  const label = FEAR_AND_GREED_LABELS[String(entry.value_classification)];
  if (!label) report('alternative.me fng data[0].value_classification', 'clasificación desconocida');
  return { value, label: label ?? fallbackLabel(value) };
}

/** The provider's bands, for an answer without a known classification. */
function fallbackLabel(value: number): string {
  if (value <= 24) return 'Miedo extremo';
  if (value <= 46) return 'Miedo';
  if (value <= 54) return 'Neutral';
  if (value <= 75) return 'Codicia';
  return 'Codicia extrema';
}
