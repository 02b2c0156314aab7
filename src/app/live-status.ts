// What the app knows of its live figures, from the widgets' own events: crypto-data-update when figures
// arrive, crypto-data-error when they cannot be had (the widget then shows sample figures, marked as such).
// The switch and the footer say what is true at a glance.

/** sample: the reader chose sample data; the rest are states of live mode. */
export type LiveState = 'sample' | 'connecting' | 'live' | 'partial' | 'offline';

/** Each widget's latest word about its live figures. */
export class LiveStatus {
  private readonly widgets = new Map<Element, boolean>();

  /** A new screen or a new mode: what the previous widgets said no longer holds. */
  reset(): void {
    this.widgets.clear();
  }

  /** Records an event; returns whether the state may have changed. */
  record(event: Event): boolean {
    const widget = event.target;
    if (!(widget instanceof Element)) return false;
    const ok = event.type === 'crypto-data-update';
    if (!ok && event.type !== 'crypto-data-error') return false;
    if (this.widgets.get(widget) === ok) return false;
    this.widgets.set(widget, ok);
    return true;
  }

  state(live: boolean): LiveState {
    if (!live) return 'sample';
    // Widgets replaced by another render no longer count.
    for (const widget of this.widgets.keys()) if (!widget.isConnected) this.widgets.delete(widget);
    const words = [...this.widgets.values()];
    if (words.length === 0) return 'connecting';
    if (words.every(Boolean)) return 'live';
    return words.some(Boolean) ? 'partial' : 'offline';
  }
}

/** The line beside the switch in live mode. */
export const LIVE_STATE_TEXT: Readonly<Record<Exclude<LiveState, 'sample'>, string>> = {
  connecting: 'Conectando con los proveedores…',
  live: 'Datos en vivo',
  partial: 'Conexión parcial: parte de los datos es de ejemplo',
  offline: 'Sin conexión: mostrando datos de ejemplo',
};

const ADVICE = 'No constituyen asesoramiento financiero.';
const PROVIDERS = 'CoinGecko, Alternative.me, mempool.space y Blockchain.com';

/** The footer's note, true to what the page shows. */
export const FOOTER_NOTES: Readonly<Record<LiveState, string>> = {
  sample: 'Datos de ejemplo con fines demostrativos; no constituyen asesoramiento financiero.',
  connecting: `Datos en vivo de ${PROVIDERS}; lo que no ofrecen sigue siendo de ejemplo. ${ADVICE}`,
  live: `Datos en vivo de ${PROVIDERS}; lo que no ofrecen sigue siendo de ejemplo. ${ADVICE}`,
  partial: `Datos en vivo de ${PROVIDERS} donde se han podido obtener; el resto son datos de ejemplo. ${ADVICE}`,
  offline: `Sin conexión con los proveedores de datos en vivo: se muestran datos de ejemplo con fines demostrativos. ${ADVICE}`,
};
