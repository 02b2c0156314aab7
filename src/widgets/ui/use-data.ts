import { useEffect, useMemo, useState } from 'react';
import type { Awaitable, DataSource } from '../../core/data-source.ts';
import { useDataSource } from '../element/context.ts';

export type DataState<T> = { status: 'ready'; data: T } | { status: 'loading' } | { status: 'error'; error: unknown };

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
  // biome-ignore lint/correctness/useExhaustiveDependencies: `deps` lists what `read` depends on.
  const attempt = useMemo<Attempt<R>>(() => {
    try {
      return resolveAll(read(source));
    } catch (error) {
      return { error };
    }
  }, [source, ...deps]);
  const [settled, setSettled] = useState<{ attempt: Attempt<R>; state: DataState<Resolved<R>> }>();

  useEffect(() => {
    if (!('promise' in attempt)) return;
    let current = true;
    attempt.promise.then(
      (data) => current && setSettled({ attempt, state: { status: 'ready', data } }),
      (error: unknown) => current && setSettled({ attempt, state: { status: 'error', error } }),
    );
    return () => {
      current = false;
    };
  }, [attempt]);

  if ('error' in attempt) return { status: 'error', error: attempt.error };
  if ('ready' in attempt) return { status: 'ready', data: attempt.ready };
  return settled?.attempt === attempt ? settled.state : { status: 'loading' };
}
