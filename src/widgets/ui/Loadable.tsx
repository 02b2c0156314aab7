import { lazy, type ReactNode, Suspense } from 'react';
import { isLive } from '../../core/is-live.ts';
import type { FigureState } from '../../core/provenance.ts';
import type { DataState } from './use-data.ts';

// Only live data has a provenance line, and only live figures (or a feed's) can fail, or leave the sample data
// standing in, said above them: their code comes with the live data code, never to sample pages.
const ProvenanceLine = lazy(() => import('./Provenance.tsx').then((m) => ({ default: m.ProvenanceLine })));
const OfflineNote = lazy(() => import('./Provenance.tsx').then((m) => ({ default: m.OfflineNote })));
const DataError = lazy(() => import('./Provenance.tsx').then((m) => ({ default: m.DataError })));

/** What the content may need to know about its figures. */
export interface Origin {
  /** The figures are the sample data (by choice, or standing in for figures that could not be had). */
  sample: boolean;
  /** What each read is, by its key (a chart's series may be sample data beside a real measured history). */
  states: Readonly<Partial<Record<string, FigureState>>>;
  /**
   * With `placeNotes`, the lines for the content to place inside its own frame: the note above the figures
   * ("Sin conexión…"), and the line under them ("Datos de ejemplo", or the provider and age).
   */
  before?: ReactNode;
  after?: ReactNode;
}

interface LoadableProps<T> {
  state: DataState<T>;
  /** Height of the loading placeholder, close to the content's, so nothing shifts when data arrives. */
  height: number;
  /** Whether sample figures carry the "Datos de ejemplo" line (not for an ad, which shows no figures). */
  sampleNote?: boolean;
  /** The content places the lines itself (a chart widget, inside its card), rather than around it. */
  placeNotes?: boolean;
  children: (data: T, origin: Origin) => ReactNode;
}

/**
 * Renders data when ready, followed by where it came from: "Datos de ejemplo", or the provider and the age of
 * live figures; when live figures cannot be had and the sample data stands in, a line above them says so, with
 * "Reintentar". A same-sized placeholder while loading; a calm Spanish message, the same size, when there is
 * nothing to show.
 */
export function Loadable<T>({ state, height, sampleNote = true, placeNotes = false, children }: LoadableProps<T>) {
  if (state.status === 'ready') {
    const live = !state.offline && state.provenance.some(isLive);
    const before = state.offline ? (
      <Suspense fallback={null}>
        <OfflineNote reason={state.offline.reason} retry={state.offline.retry} />
      </Suspense>
    ) : null;
    const after = state.offline ? null : state.provenance.length > 0 ? (
      <Suspense fallback={null}>
        <ProvenanceLine items={state.provenance} />
      </Suspense>
    ) : sampleNote ? (
      <p className="cw-provenance">Datos de ejemplo</p>
    ) : null;
    if (placeNotes) return children(state.data, { sample: !live, states: state.states, before, after });
    return (
      <>
        {before}
        {children(state.data, { sample: !live, states: state.states })}
        {after}
      </>
    );
  }
  if (state.status === 'error') {
    // Only figures from the network can fail (the sample data answers at once): its code comes with theirs.
    return (
      <Suspense fallback={<div style={{ minHeight: height }} />}>
        <DataError error={state.error} retry={state.retry} height={height} />
      </Suspense>
    );
  }
  return (
    <div className="cw-skeleton" role="status" aria-busy="true" style={{ height }}>
      <span className="cw-visually-hidden">Cargando datos…</span>
    </div>
  );
}
