// Reading a site's feed without trusting it: each part is checked against its schema on its own, so one bad
// part (a string where a price belongs, a score of 900) falls back to the sample data alone, with one
// report naming the field; the other parts are shown.

import * as v from 'valibot';
import { type FieldReport, isRecord } from '../live/read-fields.ts';
import type { Credit, Provider } from '../provenance.ts';
import { FEED_HEADER, FEED_PARTS, type Feed, type FeedPart, type PartSource } from './schema.ts';

/** The parts holding money, in the feed's currency. */
export const PRICED_PARTS: readonly FeedPart[] = [
  'quotes',
  'marketHistory',
  'onChain',
  'portfolio',
  'series',
  'analytics',
];

/**
 * The providers that give each part when our server builds the feed: a part served as sample data stands in for
 * theirs (they did not answer). The rest never come from a provider (the portfolio, the analytics' fixed figures),
 * or from our own measure.
 */
export const PART_PROVIDERS: Readonly<Partial<Record<FeedPart, readonly Provider[]>>> = {
  quotes: ['coingecko'],
  marketHistory: ['coingecko'],
  sentiment: ['alternative'],
  onChain: ['mempool', 'blockchain'],
  series: ['coingecko'],
};

export interface ReadFeed {
  /** The parts that passed their check; the others are missing. */
  parts: Partial<Pick<Feed, FeedPart>>;
  publisher?: Credit;
  /** When the figures were made (ms since the epoch), when the feed says so and it is not in the future. */
  updatedAt?: number;
  /** ISO 4217; USD when the feed does not say. */
  currency: string;
  /** Where each part comes from, when the feed says (a feed built by our server does). */
  sources: Partial<Record<FeedPart, PartSource>>;
  /** The coins its publisher follows, when the feed says (ours does): figures or not, a coin outside is not followed. */
  coins?: readonly string[];
}

/** `feed.quotes[2].price`: where a problem is, as a site's developer reads it. */
function pathOf(part: string, issue: v.BaseIssue<unknown>): string {
  return (issue.path ?? []).reduce<string>(
    (path, item) => (typeof item.key === 'number' ? `${path}[${item.key}]` : `${path}.${String(item.key)}`),
    `feed.${part}`,
  );
}

function problemOf(issue: v.BaseIssue<unknown>): string {
  return issue.kind === 'schema'
    ? `se esperaba ${issue.expected}, llegó ${issue.received}`
    : `no cumple ${issue.expected ?? issue.type} (llegó ${issue.received})`;
}

function checked<T extends v.GenericSchema>(
  schema: T,
  value: unknown,
  part: string,
  report: FieldReport,
): v.InferOutput<T> | undefined {
  const result = v.safeParse(schema, value);
  if (result.success) return result.output;
  const [first] = result.issues;
  report(pathOf(part, first), problemOf(first));
  return undefined;
}

/** The feed's usable parts and header; `undefined` parts fall back to sample data. */
export function readFeed(body: unknown, report: FieldReport, now = Date.now()): ReadFeed {
  if (!isRecord(body)) {
    report('feed', 'no es un objeto JSON');
    return { parts: {}, currency: 'USD', sources: {} };
  }
  const parts: Partial<Record<FeedPart, unknown>> = {};
  for (const part of Object.keys(FEED_PARTS) as FeedPart[]) {
    if (body[part] === undefined) continue;
    parts[part] = checked(FEED_PARTS[part], body[part], part, report);
  }
  const publisher =
    body.publisher === undefined ? undefined : checked(FEED_HEADER.publisher, body.publisher, 'publisher', report);
  const stamp =
    body.updatedAt === undefined ? undefined : checked(FEED_HEADER.updatedAt, body.updatedAt, 'updatedAt', report);
  const currency =
    body.currency === undefined ? 'USD' : checked(FEED_HEADER.currency, body.currency, 'currency', report);
  const sources =
    body.sources === undefined ? undefined : checked(FEED_HEADER.sources, body.sources, 'sources', report);
  const coins = body.coins === undefined ? undefined : checked(FEED_HEADER.coins, body.coins, 'coins', report);
  // Money in a currency the feed does not name correctly cannot be shown: those parts fall back.
  if (currency === undefined) for (const part of PRICED_PARTS) parts[part] = undefined;
  const updatedAt = stamp ? Date.parse(stamp) : Number.NaN;
  return {
    parts: parts as ReadFeed['parts'],
    publisher,
    // A clock ahead of the reader's would show "hace 0 s" forever: then the arrival time stands in.
    updatedAt: Number.isFinite(updatedAt) && updatedAt <= now ? updatedAt : undefined,
    currency: currency ?? 'USD',
    sources: (sources ?? {}) as ReadFeed['sources'],
    ...(coins ? { coins } : {}),
  };
}
