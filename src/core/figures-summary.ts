// What a widget's figures add up to, for the page around it (the app's status line and footer, a site listening to
// crypto-data-update): who gave real figures, who did not answer, and what that makes the whole. Pure: the widget
// hands in its figures' provenances; the page gathers every widget's summary (pageSummary).

import { PROVIDER_CREDITS, type Provenance } from './provenance.ts';

/** The name our own measure goes by beside the providers ("En vivo: CoinGecko y medición propia"). */
export const OWN_MEASURE = 'medición propia';

export interface FiguresSummary {
  /** When the newest real data arrived (ms since the epoch); undefined with none. */
  updatedAt?: number;
  /**
   * 'live': every figure a provider gives is real; 'partial': some stand in as sample data because their provider did
   * not answer; 'sample': none is real.
   */
  state: 'live' | 'partial' | 'sample';
  /** Who gave the real, fresh figures shown, by the names the widgets credit. */
  providers: string[];
  /** Who gave figures that are no longer fresh (their refresh failed): "Sin actualizar". */
  stale: string[];
  /** Who did not answer: their figures are shown as sample data. */
  missing: string[];
}

const unique = (names: readonly string[]): string[] => [...new Set(names)];

/** The providers first, in their usual order, then the rest as they came: the page reads the same on every load. */
const RANK = [...Object.values(PROVIDER_CREDITS).map((credit) => credit.name), OWN_MEASURE];
const ranked = (names: readonly string[]): string[] => {
  const rank = (name: string) => (RANK.includes(name) ? RANK.indexOf(name) : RANK.length);
  return unique(names).sort((a, b) => rank(a) - rank(b));
};

/** Who stands behind a real figure: its providers, and our measure or (with no provider) the feed's publisher. */
const namesOf = (p: Provenance): string[] => [
  ...p.providers.map((provider) => PROVIDER_CREDITS[provider].name),
  ...(p.state === 'measured' ? [OWN_MEASURE] : p.providers.length === 0 && p.publisher ? [p.publisher.name] : []),
];

/** The summary of one widget's figures. */
export function summarize(provenances: readonly Provenance[]): FiguresSummary {
  const fresh = provenances.filter((p) => p.state === 'live' || p.state === 'measured');
  const stale = provenances.filter((p) => p.state === 'stale');
  const missing = unique(
    provenances.flatMap((p) => (p.missing ?? []).map((provider) => PROVIDER_CREDITS[provider].name)),
  );
  const times = [...fresh, ...stale].flatMap((p) => p.updatedAt ?? []);
  return {
    updatedAt: times.length > 0 ? Math.max(...times) : undefined,
    // Parts no provider gives (a portfolio, the per-platform sample rows) are sample by nature, not a failure.
    state: fresh.length + stale.length === 0 ? 'sample' : missing.length > 0 ? 'partial' : 'live',
    providers: unique(fresh.flatMap(namesOf)),
    stale: unique(stale.flatMap(namesOf)),
    missing,
  };
}

/**
 * What a whole page of widgets shows, from each widget's latest word: `connecting` before any; `live` when all that
 * can be real is; `partial` when some is; `offline` when providers were asked and none answered; `sample-only` when no
 * figure on the page comes from a provider at all (a portfolio is sample data by nature).
 */
export type PageState = 'connecting' | 'live' | 'partial' | 'offline' | 'sample-only';

export interface PageSummary {
  state: PageState;
  /** Who answered (fresh or not), by name, each once. */
  live: string[];
  stale: string[];
  missing: string[];
}

/** A widget's word: its summary, or `failed` when its figures could not be had at all (crypto-data-error). */
export type WidgetWord = FiguresSummary | 'failed';

export function pageSummary(words: readonly WidgetWord[]): PageSummary {
  const summaries = words.filter((word): word is FiguresSummary => word !== 'failed');
  const failed = summaries.length < words.length;
  const live = ranked(summaries.flatMap((s) => s.providers));
  const stale = ranked(summaries.flatMap((s) => s.stale)).filter((name) => !live.includes(name));
  const missing = ranked(summaries.flatMap((s) => s.missing)).filter((name) => !live.includes(name));
  const answered = live.length + stale.length > 0;
  const wanting = failed || missing.length > 0 || summaries.some((s) => s.state === 'partial');
  const state: PageState =
    words.length === 0
      ? 'connecting'
      : answered
        ? wanting || stale.length > 0
          ? 'partial'
          : 'live'
        : wanting
          ? 'offline'
          : 'sample-only';
  return { state, live, stale, missing };
}
