// Every collector source, one entry per measured platform (the compiler asks for one for each platform in
// src/core/measured/platforms.ts). The settings, the runner, the health records and the log follow this list.
// Adding a source: docs/recogida.md, "Añadir una fuente".

import type { MeasuredPlatform } from '../../core/measured/types.ts';
import { blueskySource } from './bluesky.ts';
import { newsSource } from './news.ts';
import { redditSource } from './reddit.ts';
import type { CollectorSource, Stream } from './source.ts';
import { telegramSource } from './telegram.ts';

export const COLLECTOR_SOURCES = {
  news: newsSource,
  bluesky: blueskySource,
  telegram: telegramSource,
  reddit: redditSource,
} as const satisfies { [P in MeasuredPlatform]: CollectorSource<P, unknown> };

/** Each platform's settings, as its source reads them. */
export type SourceSettings = {
  [P in MeasuredPlatform]: ReturnType<(typeof COLLECTOR_SOURCES)[P]['settings']>;
};

/** The handle of each platform's stream, for the platforms whose source is one (Bluesky's stats and cursor). */
export type StreamHandles = {
  [P in MeasuredPlatform]?: Extract<ReturnType<(typeof COLLECTOR_SOURCES)[P]['start']>, { stream: Stream }>['stream'];
};
