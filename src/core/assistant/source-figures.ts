// The figures a page's data source holds (live or a site's feed), as the assistant reads them: each part with
// its provenance (who, when, sample or not). A part that cannot be read is left out, never made up.

import type { Awaitable, DataSource } from '../data-source.ts';
import { isLive } from '../is-live.ts';
import { PROVIDER_CREDITS, type Provenance } from '../provenance.ts';
import { type FiguresContext, type FiguresPart, figuresContext, sampleSymbolsOf } from './figures-context.ts';

async function settled<T>(read: () => Awaitable<T>): Promise<T | undefined> {
  try {
    return await read();
  } catch {
    return undefined;
  }
}

function partOf<T>(value: T, provenance: Provenance | undefined): FiguresPart<T> {
  if (!provenance || !isLive(provenance)) return { value, sample: true };
  const names = provenance.providers.map((provider) => PROVIDER_CREDITS[provider].name);
  const source = names.length > 0 ? names.join(' y ') : provenance.publisher?.name;
  return {
    value,
    ...(source ? { source } : {}),
    ...(provenance.updatedAt !== undefined ? { at: provenance.updatedAt } : {}),
    ...(provenance.sampleParts ? { sampleSymbols: sampleSymbolsOf(provenance.sampleParts) } : {}),
  };
}

/** What `source` knows now: quotes, the Fear & Greed index and the measured figures. */
export async function figuresOfSource(source: DataSource, currency = 'USD'): Promise<FiguresContext> {
  const [quotes, sentiment, measured] = await Promise.all([
    settled(() => source.quotes()),
    settled(() => source.sentiment()),
    settled(() => source.measured()),
  ]);
  const provenance = (value: object) => source.provenanceOf?.(value);
  // A site's feed names the coins its server follows: each read's provenance carries that list.
  const coins = [quotes, sentiment, measured].map((value) => value && provenance(value)?.coins).find(Boolean);
  return figuresContext({
    currency,
    ...(coins ? { coins } : {}),
    ...(quotes ? { quotes: partOf(quotes, provenance(quotes)) } : {}),
    ...(sentiment
      ? {
          fearGreed: partOf(
            { value: sentiment.overall, ...(sentiment.label ? { label: sentiment.label } : {}) },
            provenance(sentiment),
          ),
        }
      : {}),
    // Only a site's server measures: its part is live whenever it is there.
    ...(measured ? { measured: { ...partOf(measured, provenance(measured)), sample: false } } : {}),
  });
}
