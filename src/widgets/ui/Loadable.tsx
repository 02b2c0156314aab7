import type { ReactNode } from 'react';
import type { DataState } from './use-data.ts';

interface LoadableProps<T> {
  state: DataState<T>;
  /** Height of the loading placeholder, close to the content's, so nothing shifts when data arrives. */
  height: number;
  children: (data: T) => ReactNode;
}

/** Renders data when ready; a same-sized placeholder while loading; a Spanish message when it failed. */
export function Loadable<T>({ state, height, children }: LoadableProps<T>) {
  if (state.status === 'ready') return children(state.data);
  if (state.status === 'error') {
    return (
      <div className="cw-data-error" role="alert">
        <strong>No se han podido cargar los datos.</strong>
        <span>Inténtalo de nuevo dentro de unos minutos.</span>
      </div>
    );
  }
  return (
    <div className="cw-skeleton" role="status" aria-busy="true" style={{ height }}>
      <span className="cw-visually-hidden">Cargando datos…</span>
    </div>
  );
}
