// The figures of a feed (the one our server builds, or a site's) as the assistant reads them: each part with the
// providers and the time its header gives, sample parts marked as such.

import type { Feed, PartSource } from '../feed/schema.ts';
import { PROVIDER_CREDITS } from '../provenance.ts';
import { type FiguresInput, type FiguresPart, sampleSymbolsOf } from './figures-context.ts';

const timeOf = (iso: string | undefined): number | undefined => {
  const time = iso ? Date.parse(iso) : Number.NaN;
  return Number.isFinite(time) ? time : undefined;
};

function partOf<T>(value: T, source: PartSource | undefined, feed: Feed, fallbackName: string): FiguresPart<T> {
  const names = (source?.providers ?? []).map((provider) => PROVIDER_CREDITS[provider].name);
  const name = names.length > 0 ? names.join(' y ') : (feed.publisher?.name ?? fallbackName);
  const at = timeOf(source?.updatedAt) ?? timeOf(feed.updatedAt);
  return {
    value,
    source: name,
    ...(at !== undefined ? { at } : {}),
    ...(source?.sample ? { sample: true } : {}),
    ...(source?.sampleParts ? { sampleSymbols: sampleSymbolsOf(source.sampleParts) } : {}),
  };
}

/** `ownName`: who measured when the feed names no publisher (our server: "este servidor"). */
export function figuresFromFeed(feed: Feed, ownName: string): FiguresInput {
  const sources = feed.sources ?? {};
  const { quotes, sentiment, measured } = feed;
  return {
    currency: feed.currency ?? 'USD',
    ...(feed.coins ? { coins: feed.coins } : {}),
    ...(quotes ? { quotes: partOf(quotes, sources.quotes, feed, ownName) } : {}),
    ...(sentiment
      ? {
          fearGreed: partOf(
            { value: sentiment.overall, ...(sentiment.label ? { label: sentiment.label } : {}) },
            sources.sentiment,
            feed,
            ownName,
          ),
        }
      : {}),
    ...(measured ? { measured: partOf(measured, sources.measured, feed, ownName) } : {}),
  };
}
