// The root of a widget reading the site's JSON feed (source="https://…/feed.json"), fetched with the feed code
// (and its validator) only by pages that use a feed. Money reads in the feed's own currency.

import type { ReactNode } from 'react';
import { feedCurrency, feedSource } from '../../client/feed-source.ts';
import { cachedAnswer } from '../../client/request.ts';
import { sampleDataSource } from '../../client/sample-source.ts';
import type { Formats } from '../../core/format.ts';
import { FormatsContext, pageFormats } from '../ui/formats.ts';
import { FetchedDataRoot } from './FetchedRoot.tsx';
import type { Fallback } from './live-context.ts';

const formatsByFeed = new Map<string, Formats>();

/**
 * Formatters whose currency is the feed's, looked up at each call: the currency arrives with the figures, and
 * a widget formats money only once it holds figures.
 */
function feedFormats(url: string, locale: string | undefined): Formats {
  const key = `${url} ${locale}`;
  let formats = formatsByFeed.get(key);
  if (!formats) {
    const current = () => pageFormats(locale, feedCurrency(cachedAnswer(url)) ?? 'USD');
    formats = Object.fromEntries(
      (Object.keys(pageFormats(locale)) as (keyof Formats)[]).map((name) => [
        name,
        (...args: unknown[]) => (current()[name] as (...a: unknown[]) => string)(...args),
      ]),
    ) as unknown as Formats;
    formatsByFeed.set(key, formats);
  }
  return formats;
}

const fallbacks = new Map<string, Fallback>();

/**
 * The sample data in place of the feed's figures, only while amounts read in dollars: before the feed ever
 * answered (its currency unknown, the formats' default), or when it names dollars. In a feed in euros, dollar
 * figures would be wrong figures.
 */
function fallbackFor(url: string): Fallback {
  let fallback = fallbacks.get(url);
  if (!fallback) {
    fallback = () => ((feedCurrency(cachedAnswer(url)) ?? 'USD') === 'USD' ? sampleDataSource : undefined);
    fallbacks.set(url, fallback);
  }
  return fallback;
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
      <FetchedDataRoot host={host} source={url} dataSource={feedSource(url, refresh)} fallback={fallbackFor(url)}>
        {children}
      </FetchedDataRoot>
    </FormatsContext>
  );
}
