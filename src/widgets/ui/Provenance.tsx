import { useContext, useEffect, useState } from 'react';
import { type Credit, isLive, PROVIDER_CREDITS, type Provenance } from '../../core/provenance.ts';
import { HostContext } from '../element/context.ts';
import { useAdoptedStyles } from '../measured/adopt.ts';
import { agoText } from './ago.ts';
import { useLocale } from './formats.ts';
import liveStyles from './live.css?inline';

const AGE_TICK_MS = 15_000;

// The line's looks are base.css's .cw-provenance, which the sample line "Datos de ejemplo" shares.
const LINK = { color: 'inherit' } as const;

/**
 * The line under a card's figures: which provider gave them, how old the newest data behind them is (or that they
 * are no longer updated), and what is still sample. Measures with too few texts are neither: their own view says so.
 */
export function ProvenanceLine({ items }: { items: readonly Provenance[] }) {
  const [now, setNow] = useState(Date.now);
  const locale = useLocale();
  const shown = items.filter((item) => item.state !== 'few' && item.state !== 'unavailable');
  const live = shown.filter(isLive);
  useEffect(() => {
    if (live.length === 0) return;
    const timer = setInterval(() => setNow(Date.now()), AGE_TICK_MS);
    return () => clearInterval(timer);
  }, [live.length]);
  if (shown.length === 0) return null;
  if (live.length === 0) {
    return <p className="cw-provenance">Datos de ejemplo</p>;
  }
  // Each provider or publisher once, in the order the figures name them.
  const credits = new Map<string, Credit>();
  for (const item of live) {
    for (const provider of item.providers) credits.set(provider, PROVIDER_CREDITS[provider]);
    if (item.publisher) credits.set(`publisher ${item.publisher.name}`, item.publisher);
  }
  const times = live.flatMap((item) => (item.updatedAt === undefined ? [] : [item.updatedAt]));
  const oldest = times.length > 0 ? Math.min(...times) : undefined;
  const stale = live.some((item) => item.state === 'stale');
  const sampleParts = [...new Set(shown.flatMap((item) => item.sampleParts ?? []))];
  const allLive = live.length === shown.length;
  return (
    <p className="cw-provenance">
      Datos:{' '}
      {[...credits].map(([key, credit], i) => (
        <span key={key}>
          {i > 0 ? ', ' : ''}
          {credit.url ? (
            <a href={credit.url} target="_blank" rel="noopener noreferrer" style={LINK}>
              {credit.name}
              <span className="cw-visually-hidden"> (se abre en una pestaña nueva)</span>
            </a>
          ) : (
            credit.name
          )}
        </span>
      ))}
      {oldest === undefined
        ? null
        : stale
          ? ` · sin actualizar desde ${agoText(oldest, now, locale)}`
          : ` · ${agoText(oldest, now, locale)}`}
      {sampleParts.length > 0 || !allLive ? (
        <span className="cw-provenance-sample">
          {' '}
          · De ejemplo: {sampleParts.length > 0 ? sampleParts.join(', ') : 'el resto'}
        </span>
      ) : null}
    </p>
  );
}

/** Live figures could not be had: the sample data shows instead, and the reader is told at a glance. */
export function OfflineNote({ reason, retry }: { reason: string; retry: () => void }) {
  // Its styles come with it (live.css), into the widget's shadow root before it paints.
  useAdoptedStyles(useContext(HostContext), liveStyles);
  // "sin conexión con CoinGecko" says it already; another reason ("CoinGecko respondió 503") is added.
  const detail = /^sin conexión\b/i.test(reason) ? '' : ` (${reason})`;
  return (
    <p className="cw-offline" role="status">
      <span className="cw-offline-dot" aria-hidden="true" />
      <span className="cw-offline-text">
        <strong>Sin conexión:</strong> mostrando datos de ejemplo{detail}
      </span>
      <button type="button" className="cw-link-button" onClick={retry}>
        Reintentar
      </button>
    </p>
  );
}

/** Nothing to show: a calm Spanish message the size of the content, with "Reintentar". */
export function DataError({ error, retry, height }: { error: unknown; retry: () => void; height: number }) {
  return (
    <div className="cw-data-error" role="alert" style={{ minHeight: height }}>
      <strong>No se han podido cargar los datos.</strong>
      <span>{errorDetail(error)}</span>
      <button type="button" className="cw-button cw-button-secondary" onClick={retry}>
        Reintentar
      </button>
    </div>
  );
}

/** The provider's problem in Spanish (the live source's errors say it), or a general hint. */
function errorDetail(error: unknown): string {
  return error instanceof Error && error.name === 'RequestError'
    ? `Motivo: ${error.message}.`
    : 'Inténtalo de nuevo dentro de unos minutos.';
}
