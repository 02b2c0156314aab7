// The names of the scorer's rules, apart from the scorer: the feed's schema checks them and the widgets word them,
// and neither may pull the lexicons (score.ts) into a reader's browser.

/**
 * The rules that can change a word's weight, as `explain` names them: capitals in a text that is not all capitals,
 * an intensifier or diminisher before it, a negation, a figure after a price move ("sube un 5 %"), the quantity a
 * move speaks of ("cae la deuda"), the side of a trade it speaks of ("los cortos liquidados"), the half before or
 * after a contrast ("pero"), a concession ("aunque").
 */
export const SENTIMENT_RULES = [
  'caps',
  'booster',
  'negation',
  'figure',
  'quantity',
  'stance',
  'contrast',
  'concession',
] as const;
export type SentimentRule = (typeof SENTIMENT_RULES)[number];
