// The figures the chat is grounded in: the server's own feed (providers and measured sentiment), as the feed
// route serves it. A question never waits long for them: past a short wait it is answered without, and the feed
// being built is there for the next one.

import { figuresFromFeed } from '../../core/assistant/feed-figures.ts';
import { type FiguresContext, figuresContext } from '../../core/assistant/figures-context.ts';
import type { Feed } from '../../core/feed/schema.ts';
import type { FeedService } from '../feed/service.ts';

/** The longest a question waits for a feed not built yet. */
export const FIGURES_WAIT_MS = 2_000;

/** Who measured, when the feed names no publisher: the server answering. */
export const OWN_MEASUREMENT = 'este servidor';

export type ChatFigures = () => Promise<FiguresContext | undefined>;

const contexts = new WeakMap<Feed, FiguresContext>();

/** The figures of `feed`, read once per built feed however many questions ask. */
export function contextOfFeed(feed: Feed): FiguresContext {
  let context = contexts.get(feed);
  if (!context) {
    context = figuresContext(figuresFromFeed(feed, OWN_MEASUREMENT));
    contexts.set(feed, context);
  }
  return context;
}

export function serverFigures(feeds: FeedService, currency = 'USD', waitMs = FIGURES_WAIT_MS): ChatFigures {
  return async () => {
    const known = feeds.current(currency);
    if (known) return contextOfFeed(known.feed);
    let timer: ReturnType<typeof setTimeout> | undefined;
    const late = new Promise<undefined>((resolve) => {
      timer = setTimeout(() => resolve(undefined), waitMs);
    });
    try {
      const built = await Promise.race([feeds.feed(currency), late]);
      return built ? contextOfFeed(built.feed) : undefined;
    } catch {
      return undefined;
    } finally {
      clearTimeout(timer);
    }
  };
}
