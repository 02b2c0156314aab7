import { useEffect, useId, useMemo, useState } from 'react';
import type { Awaitable, DataSource } from '../../core/data-source.ts';
import type { FigureState, Provenance } from '../../core/provenance.ts';
import { useDataSource } from '../element/context.ts';
import { useDataEvents, useFallbackSource, useNearScreen } from '../element/live-context.ts';

export type DataState<T> =
  | {
      status: 'ready';
      data: T;
      /** Where each read came from, when the source says (live data); empty for sample data. */
      provenance: readonly Provenance[];
      /** What each read is, by its key, where its source says; a read absent here is the sample data. */
      states: Readonly<Partial<Record<string, FigureState>>>;
      /**
       * Set when the figures could not be had and the sample data stands in for them: why (in Spanish), and how
       * to ask again.
       */
      offline?: { reason: string; retry: () => void };
    }
  | { status: 'loading' }
  | { status: 'error'; error: unknown; retry: () => void };

type Reads = Record<string, Awaitable<unknown>>;
type Resolved<R extends Reads> = { [K in keyof R]: Awaited<R[K]> };
type Attempt<R extends Reads> = { ready: Resolved<R> } | { promise: Promise<Resolved<R>> } | { error: unknown };

const isPromise = (value: unknown): value is Promise<unknown> =>
  typeof (value as Promise<unknown> | null)?.then === 'function';

function resolveAll<R extends Reads>(reads: R): Attempt<R> {
  const entries = Object.entries(reads);
  if (!entries.some(([, value]) => isPromise(value))) return { ready: reads as Resolved<R> };
  const promise = Promise.all(entries.map(([, value]) => value)).then(
    (values) => Object.fromEntries(entries.map(([key], i) => [key, values[i]])) as Resolved<R>,
  );
  // Its outcome is read once the widget has rendered; a failure before then is not unhandled.
  promise.catch(() => {});
  return { promise };
}

/**
 * Reads several things from the data source at once: `useData(s => ({ quotes: s.quotes() }), [])`.
 * When every answer is synchronous (the sample data) the content renders at once; otherwise the state is
 * 'loading' until all settle. `deps` are the values `read` uses (coin, seed…).
 */
export function useData<R extends Reads>(
  read: (source: DataSource) => R,
  deps: readonly unknown[],
): DataState<Resolved<R>> {
  const source = useDataSource();
  // Newer figures (a refresh) or a retry: read again. Only a widget on or near the screen listens, and the
  // live source refreshes only while some widget listens.
  const [version, setVersion] = useState(0);
  const near = useNearScreen();
  useEffect(() => (near ? source.subscribe?.(() => setVersion((v) => v + 1)) : undefined), [source, near]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `deps` lists what `read` depends on; `version` re-reads.
  const attempt = useMemo<Attempt<R>>(() => {
    try {
      return resolveAll(read(source));
    } catch (error) {
      return { error };
    }
  }, [source, version, ...deps]);
  const [settled, setSettled] = useState<{
    attempt: Attempt<R>;
    outcome: { data: Resolved<R> } | { error: unknown };
  }>();
  const ready = (data: Resolved<R>): DataState<Resolved<R>> => {
    const provenance: Provenance[] = [];
    const states: Record<string, FigureState> = {};
    for (const [key, value] of Object.entries(data)) {
      const known = value && typeof value === 'object' ? source.provenanceOf?.(value) : undefined;
      if (known) {
        provenance.push(known);
        states[key] = known.state;
      }
    }
    return { status: 'ready', data, provenance, states };
  };
  const failed = (error: unknown): DataState<Resolved<R>> => ({
    status: 'error',
    error,
    retry: () => {
      source.retry?.();
      setVersion((v) => v + 1);
    },
  });

  useEffect(() => {
    if (!('promise' in attempt)) return;
    let current = true;
    attempt.promise.then(
      (data) => current && setSettled({ attempt, outcome: { data } }),
      (error: unknown) => current && setSettled({ attempt, outcome: { error } }),
    );
    return () => {
      current = false;
    };
  }, [attempt]);

  let state: DataState<Resolved<R>>;
  if ('error' in attempt) state = failed(attempt.error);
  else if ('ready' in attempt) state = ready(attempt.ready);
  else if (settled?.attempt !== attempt) state = { status: 'loading' };
  else state = 'data' in settled.outcome ? ready(settled.outcome.data) : failed(settled.outcome.error);

  // Figures that cannot be had: the sample data stands in, said as such, rather than an empty box.
  const fallback = useFallbackSource();
  const failure = state.status === 'error' ? errorMessage(state.error) : '';
  const standingIn = state.status === 'error' && fallback !== undefined;
  // biome-ignore lint/correctness/useExhaustiveDependencies: `deps` lists what `read` depends on.
  const standIn = useMemo(() => {
    const standInSource = standingIn ? fallback?.() : undefined;
    return standInSource ? sampleFigures(standInSource, read) : undefined;
  }, [standingIn, fallback, ...deps]);
  if (state.status === 'error' && standIn) {
    // Every read is the sample data: no state to say beyond the default.
    state = {
      status: 'ready',
      data: standIn,
      provenance: [],
      states: {},
      offline: { reason: failure, retry: state.retry },
    };
  }

  // The element reports what its figures are (crypto-data-update) and when they fail (crypto-data-error).
  const events = useDataEvents();
  const reader = useId();
  // The provenances are made anew each render: what they say (as JSON) is what changes, and what is told.
  const said = state.status === 'ready' && !state.offline ? JSON.stringify(state.provenance) : '';
  useEffect(() => {
    if (failure) events.failed(reader, failure);
    else if (said) events.read(reader, said);
  }, [events, reader, failure, said]);
  useEffect(() => () => events.gone(reader), [events, reader]);
  return state;
}

/** The sample figures for the same reads, when the sample source answers them at once (it always does). */
function sampleFigures<R extends Reads>(source: DataSource, read: (source: DataSource) => R): Resolved<R> | undefined {
  try {
    const attempt = resolveAll(read(source));
    return 'ready' in attempt ? attempt.ready : undefined;
  } catch {
    return undefined;
  }
}

/** A failure's reason in Spanish: the live source's errors say it; anything else gets a general word. */
export function errorMessage(error: unknown): string {
  return error instanceof Error && error.name === 'RequestError' ? error.message : 'no se han podido cargar los datos';
}
