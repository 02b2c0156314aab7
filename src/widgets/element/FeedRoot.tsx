// The root of a widget reading the site's JSON feed (source="https://…/feed.json"), fetched with the feed code
// (and its validator) only by pages that use a feed. Money reads in the feed's own currency.

import type { ReactNode } from 'react';
import { sampleDataSource } from '../../core/data-source.ts';
import { feedCurrency, feedSource } from '../../core/feed/feed-source.ts';
import { type Formats, formatsFor } from '../../core/format.ts';
import { cachedAnswer } from '../../core/live/request.ts';
import { FormatsContext } from '../ui/formats.ts';
import { FetchedDataRoot } from './LiveRoot.tsx';

const formatsByFeed = new Map<string, Formats>();

/**
 * Formatters whose currency is the feed's, looked up at each call: the currency arrives with the figures, and
 * a widget formats money only once it holds figures.
 */
function feedFormats(url: string, locale: string | undefined): Formats {
  const key = `${url} ${locale}`;
  let formats = formatsByFeed.get(key);
  if (!formats) {
    const current = () => formatsFor(locale, feedCurrency(cachedAnswer(url)) ?? 'USD');
    formats = Object.fromEntries(
      (Object.keys(formatsFor(locale)) as (keyof Formats)[]).map((name) => [
        name,
        (...args: unknown[]) => (current()[name] as (...a: unknown[]) => string)(...args),
      ]),
    ) as unknown as Formats;
    formatsByFeed.set(key, formats);
  }
  return formats;
}

interface FeedRootProps {
  host: HTMLElement;
  /** The feed's absolute URL. */
  url: string;
  refresh: number | undefined;
  locale: string | undefined;
  children: ReactNode;
}

export default function FeedRoot({ host, url, refresh, locale, children }: FeedRootProps) {
  return (
    <FormatsContext value={feedFormats(url, locale)}>
      {/* Without an answer the feed's currency is unknown and amounts read in dollars, the sample data's. */}
      <FetchedDataRoot host={host} source={url} dataSource={feedSource(url, refresh)} fallback={sampleDataSource}>
        {children}
      </FetchedDataRoot>
    </FormatsContext>
  );
}
