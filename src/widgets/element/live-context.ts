// What a widget's reads learn from a fetched data root (FetchedRoot.tsx, loaded only for live and feed widgets): where to report
// figures arriving or failing, and whether the widget is on or near the screen. Sample widgets get the
// defaults: nothing to report, always "near" (their figures never refresh).

import { createContext, useContext } from 'react';
import type { DataSource } from '../../core/data-source.ts';

export interface DataEvents {
  /** One read of the widget (`reader`: its hook's id) holds figures of these provenances now (as JSON). */
  read(reader: string, provenances: string): void;
  /** One read failed: why, in Spanish. */
  failed(reader: string, message: string): void;
  /** The read is gone (its part of the widget unmounted). */
  gone(reader: string): void;
}

export const DataEventsContext = createContext<DataEvents>({ read() {}, failed() {}, gone() {} });
export const useDataEvents = () => useContext(DataEventsContext);

export const NearScreenContext = createContext(true);
export const useNearScreen = () => useContext(NearScreenContext);

/**
 * What a fetched widget shows when its figures cannot be had: the sample data, marked "Sin conexión: mostrando
 * datos de ejemplo". Asked when they fail (a feed's currency is known only once it answered); undefined where
 * sample figures would be wrong figures (amounts in another currency than the sample data's dollars): then the
 * widget says it has no data. Sample widgets need none.
 */
export type Fallback = () => DataSource | undefined;

export const FallbackSourceContext = createContext<Fallback | undefined>(undefined);
export const useFallbackSource = () => useContext(FallbackSourceContext);
