// What the app knows of its live figures, from the widgets' own words: crypto-data-update says what each widget's
// figures are (live, partly sample, sample; who answered and who did not), crypto-data-error that they could not be
// had at all (the widget then shows sample figures, marked as such). The status beside the switch and the footer
// say only what those words add up to (core/figures-summary.ts): never "en vivo" for figures that are not.

import { type FiguresSummary, type PageSummary, pageSummary, type WidgetWord } from '../core/figures-summary.ts';

/** sample: the reader chose sample data; the rest are what live mode achieved. */
export type LiveState = 'sample' | PageSummary['state'];

export interface LiveView {
  state: LiveState;
  summary?: PageSummary;
}

const isStringList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string');

/** A widget's summary from its event's detail; a detail that does not say is no word at all. */
function wordOf(event: Event): WidgetWord | undefined {
  if (event.type === 'crypto-data-error') return 'failed';
  if (event.type !== 'crypto-data-update') return undefined;
  const detail = (event as CustomEvent<Partial<FiguresSummary> | null>).detail;
  const { state, providers, stale, missing } = detail ?? {};
  if (!state || !['live', 'partial', 'sample'].includes(state)) return undefined;
  if (!isStringList(providers) || !isStringList(stale) || !isStringList(missing)) return undefined;
  return { state, providers, stale, missing };
}

/** Each widget's latest word about its figures. */
export class LiveStatus {
  private readonly widgets = new Map<Element, string>();
  private readonly words = new Map<Element, WidgetWord>();

  /** A new screen or a new mode: what the previous widgets said no longer holds. */
  reset(): void {
    this.widgets.clear();
    this.words.clear();
  }

  /** Records an event; returns whether what the page says may have changed. */
  record(event: Event): boolean {
    const widget = event.target;
    if (!(widget instanceof Element)) return false;
    const word = wordOf(event);
    if (word === undefined) return false;
    const key = JSON.stringify(word);
    if (this.widgets.get(widget) === key) return false;
    this.widgets.set(widget, key);
    this.words.set(widget, word);
    return true;
  }

  view(live: boolean): LiveView {
    if (!live) return { state: 'sample' };
    // Widgets replaced by another render no longer count.
    for (const widget of this.words.keys()) {
      if (!widget.isConnected) {
        this.words.delete(widget);
        this.widgets.delete(widget);
      }
    }
    const summary = pageSummary([...this.words.values()]);
    return { state: summary.state, summary };
  }
}

/** "CoinGecko, Alternative.me y medición propia". */
const list = (names: readonly string[]): string => new Intl.ListFormat('es', { type: 'conjunction' }).format(names);

/** The line beside the switch in live mode. */
export function liveStateText({ state, summary }: LiveView): string {
  const live = summary?.live ?? [];
  const stale = summary?.stale ?? [];
  const missing = summary?.missing ?? [];
  switch (state) {
    case 'sample':
      return '';
    case 'connecting':
      return 'Conectando con los proveedores…';
    case 'live':
      return `En vivo: ${list(live)}`;
    case 'partial': {
      const parts = [
        live.length > 0 ? `en vivo ${list(live)}` : '',
        stale.length > 0 ? `sin actualizar ${list(stale)}` : '',
        missing.length > 0 ? `sin respuesta de ${list(missing)}` : 'el resto, datos de ejemplo',
      ];
      return `Conexión parcial: ${parts.filter(Boolean).join('; ')}`;
    }
    case 'offline':
      return 'Sin conexión con los proveedores: datos de ejemplo';
    default:
      // No figure on this screen comes from a provider (a portfolio is sample data by nature).
      return 'Datos de ejemplo: ningún proveedor da estas cifras';
  }
}

const ADVICE = 'No constituyen asesoramiento financiero.';

/** The footer's note, true to what the page shows: only the sources that answered are named. */
export function footerNote({ state, summary }: LiveView, choseLive: boolean): string {
  const answered = [...(summary?.live ?? []), ...(summary?.stale ?? [])];
  if (!choseLive || state === 'sample' || state === 'sample-only') {
    return 'Datos de ejemplo con fines demostrativos; no constituyen asesoramiento financiero.';
  }
  switch (state) {
    case 'connecting':
      return `Conectando con los proveedores de datos en vivo; mientras tanto, datos de ejemplo. ${ADVICE}`;
    case 'live':
      return `Datos en vivo de ${list(answered)}; lo que no ofrecen sigue siendo de ejemplo. ${ADVICE}`;
    case 'partial':
      return `Datos en vivo de ${list(answered)} donde se han podido obtener; el resto son datos de ejemplo. ${ADVICE}`;
    default:
      return `Sin conexión con los proveedores de datos en vivo: se muestran datos de ejemplo con fines demostrativos. ${ADVICE}`;
  }
}
