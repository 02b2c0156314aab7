import { lazy, type ReactNode, Suspense } from 'react';
import type { DataState } from './use-data.ts';

// Only live data has a provenance line; its code comes with the live data code, never to sample pages.
const ProvenanceLine = lazy(() => import('./Provenance.tsx').then((m) => ({ default: m.ProvenanceLine })));

interface LoadableProps<T> {
  state: DataState<T>;
  /** Height of the loading placeholder, close to the content's, so nothing shifts when data arrives. */
  height: number;
  children: (data: T) => ReactNode;
}

/**
 * Renders data when ready, followed by where it came from (for live data); a same-sized placeholder while
 * loading; a Spanish message with "Reintentar" when it failed.
 */
export function Loadable<T>({ state, height, children }: LoadableProps<T>) {
  if (state.status === 'ready') {
    return (
      <>
        {children(state.data)}
        {state.provenance.length > 0 ? (
          <Suspense fallback={null}>
            <ProvenanceLine items={state.provenance} />
          </Suspense>
        ) : null}
      </>
    );
  }
  if (state.status === 'error') {
    return (
      <div className="cw-data-error" role="alert" style={{ minHeight: height }}>
        <strong>No se han podido cargar los datos.</strong>
        <span>{errorDetail(state.error)}</span>
        <button type="button" className="cw-button" onClick={state.retry}>
          Reintentar
        </button>
      </div>
    );
  }
  return (
    <div className="cw-skeleton" role="status" aria-busy="true" style={{ height }}>
      <span className="cw-visually-hidden">Cargando datos…</span>
    </div>
  );
}

/** The provider's problem in Spanish (the live source's errors say it), or a general hint. */
function errorDetail(error: unknown): string {
  return error instanceof Error && error.name === 'RequestError'
    ? `Motivo: ${error.message}.`
    : 'Inténtalo de nuevo dentro de unos minutos.';
}
